import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BuyerReceipt } from '../../app/contract/fiscal'
import { type Order, orderSchema } from '../../app/contract/order'
import type { PurchaseForm } from '../../app/contract/payment'
import { getServices } from '../../worker/services/context'
import { adminApi, createAdminClient, insertVariant, ok, sql } from '../support/admin'
import { pinKyivClock } from '../support/kyiv-clock'
import { routeSiteToWorker, sandboxPost } from '../support/card-payment'
import { FILE_ID } from '../support/file-id'

/**
 * Cash on delivery fiscalised from Nova Poshta's tracking: the Cron Trigger's pass asks the carrier's
 * stand-in (worker/dev/nova-poshta) about parcels on their way, a received one makes its order
 * delivered and its receipt goes to the Checkbox stand-in (worker/dev/checkbox) with the waybill.
 * Also: a card payment staff confirm after a payment check gets its sale receipt.
 */
const SITE = 'http://fiscal-cod.test'
const NP = `${SITE}/dev/novaposhta`
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let unstub = () => {}

beforeAll(async () => {
  pinKyivClock()
  client = await createAdminClient({ SITE_URL: SITE, CHECKBOX_API_URL: `${SITE}/dev/checkbox/api/v1` })
  api = adminApi(client)
  // Requests to the site (the stand-ins, the sandbox) reach the Worker's fetch handler; what it leaves
  // for after an answer is finished first.
  unstub = routeSiteToWorker(SITE, () => client.env, { finishAfterWork: true })
})
afterEach(async () => {
  await fetch(`${NP}/outage`, { method: 'POST', body: JSON.stringify({ mode: 'up' }) })
})
afterAll(async () => {
  unstub()
  vi.useRealTimers()
  await client.dispose()
})

const parcel = (number: string, status_code: string, cod_uah = 0) =>
  fetch(`${NP}/tracking`, { method: 'POST', body: JSON.stringify({ number, status_code, cod_uah }) })
const track = () => getServices(client.env).parcels.track()

interface SentReceipt {
  id: string
  total_sum: number
  body: { payments: { type: string; value: number; ettn?: string }[]; discounts?: { value: number }[] }
}
async function sentReceipt(id: string): Promise<SentReceipt | null> {
  return client.env.CATALOG_CACHE.get<SentReceipt>(`dev:checkbox:receipt:${id}`, 'json')
}
/** The order's receipt jobs (its status emails have jobs of their own). */
const jobsOf = (orderId: number) =>
  sql<{ key: string; status: string; result: string | null; last_error: string | null }>(
    "SELECT key, status, result, last_error FROM outbox_jobs WHERE order_id = ? AND kind = 'fiscal_receipt' ORDER BY id",
    [orderId],
  )
const receiptOf = async (job: { result: string | null }) =>
  (await sentReceipt((JSON.parse(job.result!) as { receiptId: string }).receiptId))!
const statusOf = async (id: number) =>
  String((await sql<{ status: string }>('SELECT status FROM orders WHERE id = ?', [id]))[0]!.status)

let serial = 0
/** A Nova Poshta order with a 200 UAH prepayment, and its id. */
async function placeNewPostOrder(price: number): Promise<{ order: Order; id: number; email: string }> {
  const n = serial++
  const email = `cod.${FILE_ID}.${n}@example.com`
  const v = await insertVariant({ price, stock: 20 })
  const res = await api.post(
    '/order/orders/',
    {
      first_name: 'Ганна',
      last_name: 'Післяплатна',
      father_name: '',
      phone: `+38067${String(3000000 + FILE_ID * 10 + n).slice(-7)}`,
      email,
      deliveryType: 'newpost',
      np_info: { city: 'Київ', branch: 'Відділення №1' },
      payment: 'prepayment',
      cartItems: [{ id: v.variantId, quantity: 2 }],
    },
    null,
  )
  expect(res.status, await res.clone().text()).toBe(201)
  const order = orderSchema.parse(await res.json())
  const [row] = await sql<{ id: number }>('SELECT id FROM orders WHERE reference = ?', [order.reference])
  return { order, id: Number(row!.id), email }
}

async function payPrepayment(reference: string) {
  const form = await ok<PurchaseForm>(
    await api.post('/order/generate-wayforpay-url/', { order_data: { reference } }, null),
  )
  expect((await sandboxPost(SITE, '/pay/decision', form, { decision: 'Approved' })).status).toBe(200)
}

/** Staff give the parcel to the carrier: the waybill, then prepared and handed over. */
async function handOver(id: number, ttn: string) {
  await ok(await api.post(`/admin/orders/${id}/ttn`, { ttn }))
  for (const status of ['prepered', 'at_delivry']) await ok(await api.post(`/admin/orders/${id}/status`, { status }))
}

describe('a cash-on-delivery parcel the carrier reports received', () => {
  it('makes its order delivered and gets exactly one receipt by postal payment, however many runs ask', async () => {
    // An older order paid wholly on delivery (`np`, nothing prepaid), handed to the carrier.
    const { order, id, email } = await placeNewPostOrder(650)
    const ttn = '20450000000101'
    await sql(`UPDATE orders SET pay_type = 'np', status = 'at_delivry', ttn = ?, hold_until = NULL WHERE id = ?`, [
      ttn,
      id,
    ])
    const [{ total_uah: total }] = (await sql<{ total_uah: number }>('SELECT total_uah FROM orders WHERE id = ?', [
      id,
    ])) as [{ total_uah: number }]

    // At the branch, not yet taken: nothing happens.
    await parcel(ttn, '7', Number(total))
    expect((await track()).asked).toBeGreaterThanOrEqual(1)
    expect(await statusOf(id)).toBe('at_delivry')
    expect(await jobsOf(id)).toEqual([])

    // Received and paid: two runs at once, then another.
    await parcel(ttn, '10', Number(total))
    const runs = await Promise.all([track(), track()])
    expect(runs.reduce((sum, r) => sum + r.delivered, 0)).toBe(1)
    expect((await track()).delivered).toBe(0)

    expect(await statusOf(id)).toBe('delivred')
    const jobs = await jobsOf(id)
    expect(jobs).toEqual([expect.objectContaining({ key: `receipt:cod:${id}`, status: 'done' })])
    const receipt = await receiptOf(jobs[0]!)
    expect(receipt.total_sum).toBe(Number(total) * 100)
    expect(receipt.body.payments).toEqual([
      expect.objectContaining({ type: 'ETTN', value: Number(total) * 100, ettn: ttn }),
    ])
    const sent = ((await client.env.CATALOG_CACHE.get<string[]>('dev:checkbox:receipts', 'json')) ?? []).filter(
      (r) => r === receipt.id,
    )
    expect(sent).toHaveLength(1)

    // The same path as a staff move: one timeline entry and one audit row (no actor), one email to the buyer.
    const events = await sql<{ to_status: string; actor_id: number | null; note: string }>(
      `SELECT to_status, actor_id, note FROM order_events WHERE order_id = ? AND kind = 'status'`,
      [id],
    )
    expect(events).toEqual([
      { to_status: 'delivred', actor_id: null, note: expect.stringMatching(/^Нова пошта: Відправлення отримано/) },
    ])
    const audits = await sql<{ after: string }>(
      `SELECT after FROM audit_log WHERE entity = 'order' AND entity_id = ? AND action = 'order.status'`,
      [String(id)],
    )
    expect(audits.map((a) => JSON.parse(a.after) as unknown)).toEqual([
      {
        status: 'delivred',
        carrier: expect.objectContaining({ source: 'nova_poshta', ttn, status_code: '10', cod_uah: Number(total) }),
      },
    ])
    const mails = await sql<{ kind: string }>('SELECT kind FROM email_outbox WHERE "to" = ? ORDER BY id', [email])
    expect(mails.filter((m) => m.kind === 'order_status')).toHaveLength(1)
    expect(mails.filter((m) => m.kind === 'fiscal_receipt')).toHaveLength(1)

    // The receipt's link as a QR code the server drew: an image it serves in the email's HTML (mail
    // clients show no inline SVG), the SVG itself in the buyer's answer.
    const [mail] = await sql<{ html: string }>(
      `SELECT html FROM email_outbox WHERE "to" = ? AND kind = 'fiscal_receipt'`,
      [email],
    )
    expect(mail!.html).toMatch(
      /<img src="[^"]+\/api\/v1\/order\/receipt-qr\/[0-9a-f-]{36}" width="\d+" height="\d+" alt="/,
    )
    expect(mail!.html).not.toContain('<svg')
    const buyer = await ok<BuyerReceipt[]>(await api.get(`/order/receipts/${order.reference}`, null))
    expect(buyer).toEqual([expect.objectContaining({ type: 'cod', qr_svg: expect.stringMatching(/^<svg /) })])
  }, 120_000)

  it('after a 200 UAH prepayment gets the prepayment receipt when paid and one for the rest when received', async () => {
    const { order, id } = await placeNewPostOrder(800)
    await payPrepayment(order.reference)
    const ttn = '20450000000202'
    await handOver(id, ttn)
    expect((await jobsOf(id)).map((j) => [j.key, j.status])).toEqual([[`receipt:sale:${id}`, 'done']])

    await parcel(ttn, '9', 1400)
    expect((await track()).delivered).toBe(1)
    expect(await statusOf(id)).toBe('delivred')
    const [sale, cod] = await jobsOf(id)
    expect(cod).toMatchObject({ key: `receipt:cod:${id}`, status: 'done' })
    expect((await receiptOf(sale!)).total_sum).toBe(20000)
    const rest = await receiptOf(cod!)
    // 2 × 800 UAH of goods less the 200 UAH prepaid before.
    expect(rest.total_sum).toBe(140000)
    expect(rest.body.discounts).toEqual([expect.objectContaining({ value: 20000 })])
    expect(rest.body.payments).toEqual([expect.objectContaining({ type: 'ETTN', value: 140000, ettn: ttn })])
  }, 120_000)

  it('is not lost while the carrier is down: the next run delivers it', async () => {
    const { order, id } = await placeNewPostOrder(300)
    await payPrepayment(order.reference)
    const ttn = '20450000000303'
    await handOver(id, ttn)
    await parcel(ttn, '9', 400)
    await fetch(`${NP}/outage`, { method: 'POST', body: JSON.stringify({ mode: 'down' }) })
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(await track()).toMatchObject({ failed: true, delivered: 0 })
      // The Cron Trigger's pass failed, so the next minute's asks again.
      expect(await getServices(client.env).parcels.trackDue()).toMatchObject({ failed: true })
    } finally {
      warned.mockRestore()
    }
    expect(await statusOf(id)).toBe('at_delivry')
    expect((await jobsOf(id)).map((j) => j.key)).toEqual([`receipt:sale:${id}`])

    await fetch(`${NP}/outage`, { method: 'POST', body: JSON.stringify({ mode: 'up' }) })
    expect(await getServices(client.env).parcels.trackDue()).toMatchObject({ failed: false })
    expect(await statusOf(id)).toBe('delivred')
    expect((await jobsOf(id)).map((j) => [j.key, j.status])).toEqual([
      [`receipt:sale:${id}`, 'done'],
      [`receipt:cod:${id}`, 'done'],
    ])
    // A successful pass waits a quarter of an hour before the next.
    expect(await getServices(client.env).parcels.trackDue()).toBeNull()
  }, 120_000)

  it('refused by the buyer leaves the order to staff', async () => {
    const { order, id } = await placeNewPostOrder(200)
    await payPrepayment(order.reference)
    const ttn = '20450000000404'
    await handOver(id, ttn)
    await parcel(ttn, '103')
    await track()
    expect(await statusOf(id)).toBe('at_delivry')
    expect((await jobsOf(id)).map((j) => j.key)).toEqual([`receipt:sale:${id}`])
  }, 120_000)
})

describe('a card payment held for a check', () => {
  it('gets its sale receipt when staff confirm it paid, once', async () => {
    const v = await insertVariant({ price: 450, stock: 20 })
    const res = await api.post(
      '/order/orders/',
      {
        first_name: 'Ірина',
        last_name: 'Перевірена',
        father_name: '',
        phone: `+38063${String(4000000 + FILE_ID).slice(-7)}`,
        email: `check.${FILE_ID}@example.com`,
        deliveryType: 'curier',
        curier_info: { city: 'Київ', street: 'вул. Перевірки', house: '3', appartment: '4' },
        np_info: { city: '', branch: '' },
        payment: 'card',
        cartItems: [{ id: v.variantId, quantity: 1 }],
      },
      null,
    )
    expect(res.status, await res.clone().text()).toBe(201)
    const order = orderSchema.parse(await res.json())
    const [row] = await sql<{ id: number; total_uah: number }>('SELECT id, total_uah FROM orders WHERE reference = ?', [
      order.reference,
    ])
    const id = Number(row!.id)
    // WayForPay approved the payment in full, but its report did not match (held as payed_check): no receipt yet.
    await sql(`UPDATE orders SET status = 'payed_check', paid_uah = total_uah, hold_until = NULL WHERE id = ?`, [id])
    expect(await jobsOf(id)).toEqual([])

    await ok(await api.post(`/admin/orders/${id}/status`, { status: 'payed' }))
    const jobs = await jobsOf(id)
    expect(jobs).toEqual([expect.objectContaining({ key: `receipt:sale:${id}`, status: 'done' })])
    const receipt = await receiptOf(jobs[0]!)
    expect(receipt.total_sum).toBe(Number(row!.total_uah) * 100)
    expect(receipt.body.payments).toEqual([expect.objectContaining({ type: 'CASHLESS' })])
  }, 120_000)
})
