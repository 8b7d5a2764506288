import { expect } from 'vitest'
import { type Order, orderSchema } from '../../app/contract/order'
import type { PurchaseForm } from '../../app/contract/payment'
import { adminApi, createAdminClient, ok, sql } from './admin'
import { routeSiteToWorker, sandboxPost } from './card-payment'
import { FILE_ID } from './file-id'

/**
 * A store whose requests to its own site (the WayForPay sandbox, its callbacks, the Checkbox
 * stand-in) reach the Worker's fetch handler, the receipts left for after an answer finished before it.
 */
export async function createFiscalSite(site: string) {
  const client = await createAdminClient({ SITE_URL: site, CHECKBOX_API_URL: `${site}/dev/checkbox/api/v1` })
  const api = adminApi(client)
  const unstub = routeSiteToWorker(site, () => client.env, { finishAfterWork: true })
  let serial = 0

  return {
    client,
    api,
    async dispose() {
      unstub()
      await client.dispose()
    },

    /** What the Checkbox stand-in was sent, oldest first. */
    async sentReceipts(): Promise<SentReceipt[]> {
      const kv = client.env.CATALOG_CACHE
      const ids = (await kv.get<string[]>('dev:checkbox:receipts', 'json')) ?? []
      return Promise.all(ids.map(async (id) => (await kv.get<SentReceipt>(`dev:checkbox:receipt:${id}`, 'json'))!))
    },

    /** The receipts the stand-in has for one order's jobs, in the jobs' order, with each job's key and status. */
    async receiptsOf(orderId: number) {
      const jobs = await sql<{ key: string; status: string; result: string | null }>(
        'SELECT key, status, result FROM outbox_jobs WHERE order_id = ? AND kind = ? ORDER BY id',
        [orderId, 'fiscal_receipt'],
      )
      const sent = await this.sentReceipts()
      return jobs.map((j) => ({
        key: j.key,
        status: j.status,
        receipt: j.result
          ? sent.find((r) => r.id === (JSON.parse(j.result!) as { receiptId: string }).receiptId)
          : undefined,
      }))
    },

    /** A card order (courier) placed by a guest, with its id. */
    async placeOrder(extra: Record<string, unknown>, lines: { id: number; quantity: number }[]) {
      const n = serial++
      const res = await api.post(
        '/order/orders/',
        {
          first_name: 'Олена',
          last_name: 'Фіскальна',
          father_name: '',
          phone: `+38067${String(3000000 + FILE_ID * 10 + n).slice(-7)}`,
          email: `fiscal.returns.${FILE_ID}.${n}@example.com`,
          deliveryType: 'curier',
          curier_info: { city: 'Київ', street: `вул. Повернень ${n}`, house: '1', appartment: '2' },
          np_info: { city: '', branch: '' },
          payment: 'card',
          cartItems: lines,
          ...extra,
        },
        null,
      )
      expect(res.status, await res.clone().text()).toBe(201)
      const order: Order = orderSchema.parse(await res.json())
      const id = Number(
        (await sql<{ id: number }>('SELECT id FROM orders WHERE reference = ?', [order.reference]))[0]!.id,
      )
      return { ...order, id }
    },

    /** The signed WayForPay form of an order's amount due. */
    purchaseForm: async (reference: string) =>
      ok<PurchaseForm>(await api.post('/order/generate-wayforpay-url/', { order_data: { reference } }, null)),

    /** The buyer decides on the sandbox's payment page (Approved, Pending, …). */
    async decide(form: PurchaseForm, decision: string) {
      expect((await sandboxPost(site, '/pay/decision', form, { decision })).status).toBe(200)
    },

    /** The sandbox settles a Pending payment later, which sends its callback. */
    async settle(reference: string, decision: string) {
      const res = await fetch(`${site}/dev/wayforpay/transactions/${reference}?decision=${decision}`, {
        method: 'POST',
      })
      // The sandbox's page answers by going back to its list.
      expect(res.status, await res.clone().text()).toBe(303)
    },
  }
}

export interface SentReceipt {
  id: string
  status: string
  total_sum: number
  is_return: boolean
  related_receipt_id: string | null
  body: {
    goods: {
      good: { code: string; name: string; price: number }
      quantity: number
      is_return?: boolean
      discounts?: { value: number; name: string }[]
    }[]
    payments: { type: string; value: number }[]
    discounts?: { value: number; name: string }[]
  }
}
