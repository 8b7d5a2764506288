import { afterAll, beforeAll, expect } from 'vitest'
import type { AdminOrderDetail } from '../../app/contract/admin-orders'
import type { PurchaseForm } from '../../app/contract/payment'
import { adminApi, createAdminClient, insertOrder, insertVariant, ok } from './admin'
import { routeSiteToWorker, sandboxPost } from './card-payment'

type Client = Awaited<ReturnType<typeof createAdminClient>>

/**
 * The store of a test file about card money: a database of the file's own, and requests to `site`
 * (the WayForPay sandbox, its callbacks, the merchant API) reaching the Worker's own fetch handler
 * as they would cross the internet. Registers its own hooks: `api` may be taken at the file's top,
 * `client` is there once `beforeAll` ran.
 */
export function setUpCardSite(site: string) {
  let client: Client | undefined
  let unstub = () => {}
  beforeAll(async () => {
    const created = await createAdminClient({ SITE_URL: site })
    client = created
    unstub = routeSiteToWorker(site, () => created.env)
  })
  afterAll(async () => {
    unstub()
    await client?.dispose()
  })

  const get = () => {
    if (!client) throw new Error('the API client is made in beforeAll')
    return client
  }
  const api = adminApi(get)

  /** Pays what an order owes by card through the sandbox (Approved), as the buyer's browser would. */
  async function pay(reference: string) {
    const form = await ok<PurchaseForm>(
      await api.post('/order/generate-wayforpay-url/', { order_data: { reference } }, null),
    )
    expect((await sandboxPost(site, '/pay/decision', form, { decision: 'Approved' })).status).toBe(200)
  }

  /** A card order of `quantity` × 640 UAH of a new variant (10 in stock), paid through the sandbox. */
  async function paidCardOrder(quantity: number) {
    const v = await insertVariant({ stock: 10, price: 640 })
    const order = await insertOrder({
      status: 'created',
      payType: 'card',
      lines: [{ variantId: v.variantId, quantity, takenStock: quantity, price: 640 }],
    })
    await pay(order.reference)
    expect((await ok<AdminOrderDetail>(await api.get(`/admin/orders/${order.id}`))).status).toBe('payed')
    return { ...order, variantId: v.variantId, total: 640 * quantity }
  }

  return {
    api,
    pay,
    paidCardOrder,
    get client() {
      return get()
    },
  }
}
