import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { orderSchema } from '../../app/contract/order'
import type { StandInMessage } from '../../worker/dev/turbosms'
import { adminApi, createAdminClient, insertVariant, sql } from './admin'
import { routeSiteToWorker } from './card-payment'
import { FILE_ID } from './file-id'

type Client = Awaited<ReturnType<typeof createAdminClient>>

/**
 * The API of a test file whose Worker delivers emails through the email API's stand-in (/dev/email)
 * and Viber/SMS through TurboSMS's (/dev/turbosms), and tracks parcels with Nova Poshta's: requests
 * to the site reach the Worker's own fetch handler, work left for after an answer is finished first.
 * Registers its own hooks (every stand-in answers normally again after each test).
 */
export function setUpMessageStandIns(site: string) {
  let client: Client | undefined
  let unstub = () => {}
  const post = (path: string, body: unknown) => fetch(`${site}${path}`, { method: 'POST', body: JSON.stringify(body) })

  beforeAll(async () => {
    const created = await createAdminClient({
      SITE_URL: site,
      EMAIL_API_URL: `${site}/dev/email/emails`,
      EMAIL_API_KEY: 'dev-email-key',
    })
    client = created
    unstub = routeSiteToWorker(site, () => created.env, { finishAfterWork: true })
  })
  afterEach(async () => {
    await post('/dev/turbosms/control', { mode: 'up' })
    await post('/dev/email/control', { mode: 'up' })
    await post('/dev/novaposhta/outage', { mode: 'up' })
  })
  afterAll(async () => {
    unstub()
    await client?.dispose()
  })

  const get = () => {
    if (!client) throw new Error('the API client is made in beforeAll')
    return client
  }
  let serial = 0
  return {
    get client() {
      return get()
    },
    get api() {
      return adminApi(get())
    },
    /** What the TurboSMS stand-in accepted for a phone ("380…"), newest first. */
    async messagesTo(phone: string): Promise<StandInMessage[]> {
      const all = (await (await fetch(`${site}/dev/turbosms?format=json`)).json()) as StandInMessage[]
      return all.filter((m) => m.phone === phone)
    },
    turboSms: (mode: 'up' | 'down' | 'refuse', status?: string) => post('/dev/turbosms/control', { mode, status }),
    emailApi: (mode: 'up' | 'down' | 'reject') => post('/dev/email/control', { mode }),
    parcel: (number: string, status_code: string, paid_storage_from?: string) =>
      post('/dev/novaposhta/tracking', { number, status_code, paid_storage_from }),
    /** A fresh phone of this run: "+380…" as the buyer types it and "380…" as TurboSMS gets it. */
    phone() {
      const local = `67${String(4000000 + ((FILE_ID * 37 + serial++ * 101) % 5999999)).padStart(7, '0')}`
      return { typed: `+380${local}`, turbo: `380${local}` }
    },
    /** A Nova Poshta order with a prepayment, placed by a guest in a language; its id, number and reference. */
    async placeOrder(phone: string, body: Record<string, unknown> = {}, locale: 'ua' | 'en' = 'ua') {
      const v = await insertVariant({ price: 500, stock: 20 })
      const email = `buyer.${FILE_ID}.${serial++}@example.com`
      const api = adminApi(get())
      const res = await (locale === 'ua' ? api.ua.post : api.post)(
        '/order/orders/',
        {
          first_name: 'Ганна',
          last_name: 'Повідомлена',
          phone,
          email,
          deliveryType: 'newpost',
          np_info: { city: 'Київ', branch: 'Відділення №1' },
          payment: 'prepayment',
          cartItems: [{ id: v.variantId, quantity: 1 }],
          ...body,
        },
        null,
      )
      expect(res.status, await res.clone().text()).toBe(201)
      const order = orderSchema.parse(await res.json())
      const [row] = await sql<{ id: number }>('SELECT id FROM orders WHERE reference = ?', [order.reference])
      return { id: Number(row!.id), number: order.order_number, reference: order.reference, email }
    },
  }
}
