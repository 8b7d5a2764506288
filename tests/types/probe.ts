import { hc } from 'hono/client'
import type { ApiRoutes } from '../../worker/api'
const api = hc<ApiRoutes>('/').api.v1
export async function probe() {
  const r = await api.shop.products.latest.$get()
  const x = await r.json()
  const q = await api.core['update-cart-product-prices'].$post({ json: { codes: ['a'] } })
  const y = await q.json()
  const o = await api.order.quote.$post({ json: {} as never })
  return [x, y, o]
}
