import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DUMMY_TOKEN } from '../../worker/adapters/turnstile'
import { createApiClient } from '../support/api-env'
import { createTestVariant, uniqueContact } from '../support/order-fixtures'
import { answerChecker } from '../support/openapi-answers'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

type Json = Record<string, unknown>
type Item = Record<string, unknown> & { id: number; slug: string }

let client: Awaited<ReturnType<typeof createApiClient>>
let problemsOf: ReturnType<typeof answerChecker>
beforeAll(async () => {
  client = await createApiClient()
  const res = await client.request('/api/v1/openapi.json')
  expect(res.status).toBe(200)
  problemsOf = answerChecker((await res.json()) as Json)
})
afterAll(() => client.dispose())

/**
 * Calls a route as the document names it (`/shop/products/{id}` with its values filled in) and
 * checks the answer against the document; returns the body for the next call's values.
 */
async function call(
  problems: string[],
  method: string,
  path: string,
  values: Record<string, unknown> = {},
  init: { query?: string; headers?: Record<string, string>; body?: unknown; status?: number } = {},
): Promise<unknown> {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])))
  const res = await client.request(`/api/v1${url}/${init.query ? `?${init.query}` : ''}`, {
    method: method.toUpperCase(),
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    locale: 'ua',
  })
  if (init.status !== undefined && res.status !== init.status)
    problems.push(`${method} ${url}: ${res.status}, not the ${init.status} this call means`)
  const copy = res.clone()
  problems.push(...(await problemsOf(method, path, res)))
  return copy.headers.get('content-type')?.includes('json') ? copy.json() : null
}

const listOf = (body: unknown): Item[] =>
  (Array.isArray(body) ? body : ((body as { results?: Item[] }).results ?? [])) as Item[]

describe('the answers of /api/v1 against /api/v1/openapi.json', () => {
  it('every public GET answers as the document says, with seeded values', async () => {
    const p: string[] = []
    await call(p, 'get', '/health')
    await call(p, 'get', '/openapi.json')
    const categories = listOf(await call(p, 'get', '/shop/categories', {}, { status: 200 }))
    await call(p, 'get', '/shop/categories/first_level', {}, { status: 200 })
    await call(p, 'get', '/shop/categories/tree', {}, { status: 200 })
    await call(p, 'get', '/shop/categories/tree_childs', {}, { status: 200 })
    expect(categories.length).toBeGreaterThan(0)
    await call(p, 'get', '/shop/categories/slug/{slug}', { slug: categories[0]!.slug }, { status: 200 })
    const latest = listOf(await call(p, 'get', '/shop/products/latest', {}, { status: 200 }))
    await call(p, 'get', '/shop/products/top-viewed', {}, { status: 200 })
    expect(latest.length).toBeGreaterThan(0)
    const product = latest[0]!
    await call(p, 'get', '/shop/products', {}, { status: 200 })
    await call(p, 'get', '/shop/products', {}, { query: 'sort=price_asc&limit=5&page=1', status: 200 })
    await call(p, 'get', '/shop/products/category-products', {}, { query: `parent_slug=${categories[0]!.slug}` })
    await call(p, 'get', '/shop/products/category-products', {}, { status: 200 })
    const detail = (await call(p, 'get', '/shop/products/slug/{slug}', product, { status: 200 })) as Json
    await call(p, 'get', '/shop/products/{id}', product, { status: 200 })
    const db = testDbClient()
    const external = await db.execute('SELECT external_slug FROM products WHERE external_slug IS NOT NULL LIMIT 1')
    db.close()
    const slug = external.rows[0]?.external_slug
    if (slug) await call(p, 'get', '/shop/products/external-slug/{slug}', { slug }, { status: 200 })
    await call(p, 'get', '/shop/products/external-slug/{slug}', { slug: 'no-such-slug' }, { status: 404 })
    const brands = listOf(await call(p, 'get', '/shop/brands/all-brands', {}, { status: 200 }))
    expect(brands.length).toBeGreaterThan(0)
    await call(p, 'get', '/shop/brands/brand', {}, { query: `slug=${brands[0]!.slug}`, status: 200 })
    const variants = (detail.variants ?? []) as { code?: string }[]
    expect(variants[0]?.code).toBeTruthy()
    await call(p, 'get', '/shop/variants/{code}', { code: variants[0]!.code! }, { status: 200 })
    await call(p, 'get', '/shop/search', {}, { query: 'q=крем', status: 200 })
    const comments = listOf(
      await call(p, 'get', '/shop/comments', {}, { query: `product_id=${product.id}`, status: 200 }),
    )
    if (comments[0]) await call(p, 'get', '/shop/replies', {}, { query: `comment=${comments[0].id}`, status: 200 })
    await call(p, 'get', '/shop/user-reviews', {}, { status: 401 })
    await call(p, 'get', '/banners/banners', {}, { status: 200 })
    await call(p, 'get', '/banners/banners-opt', {}, { status: 200 })
    await call(p, 'get', '/core/advantages', {}, { status: 200 })
    await call(p, 'get', '/core/partner', {}, { status: 200 })
    await call(p, 'get', '/pages/{slug}', { slug: 'delivery' }, { status: 200 })
    const posts = listOf(await call(p, 'get', '/blog/blogposts', {}, { status: 200 }))
    if (posts[0]) await call(p, 'get', '/blog/blogposts/slug/{slug}', posts[0], { status: 200 })
    await call(p, 'get', '/whoosaler-status')
    expect(p).toEqual([])
  })

  it('the check itself refuses an answer that breaks its schema', async () => {
    const forged = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
    expect(await problemsOf('get', '/health', forged(200, { ok: 'yes' }))).not.toEqual([])
    expect(await problemsOf('get', '/health', forged(404, { error: { code: 'not_found' } }))).not.toEqual([])
    expect(await problemsOf('get', '/health', forged(404, { error: { code: 'not_found', message: 'y' } }))).toEqual([])
    expect(await problemsOf('get', '/no-such-route', forged(200, {}))).not.toEqual([])
  })

  it('the refusals of public GETs carry the error envelope', async () => {
    const p: string[] = []
    await call(p, 'get', '/shop/products/slug/{slug}', { slug: 'no-such-product' }, { status: 404 })
    await call(p, 'get', '/shop/products/{id}', { id: 99999999 }, { status: 404 })
    await call(p, 'get', '/shop/categories/slug/{slug}', { slug: 'no-such-category' }, { status: 404 })
    await call(p, 'get', '/shop/brands/brand', {}, { query: 'slug=no-such-brand', status: 404 })
    await call(p, 'get', '/shop/variants/{code}', { code: 'NO-SUCH-CODE' }, { status: 404 })
    await call(p, 'get', '/pages/{slug}', { slug: 'no-such-page' }, { status: 404 })
    await call(p, 'get', '/blog/blogposts/slug/{slug}', { slug: 'no-such-post' }, { status: 404 })
    await call(p, 'get', '/shop/products', {}, { query: 'limit=abc', status: 400 })
    await call(p, 'get', '/shop/products/category-products', {}, { query: 'price_min=-5', status: 400 })
    await call(p, 'get', '/shop/comments', {}, { status: 400 })
    await call(p, 'get', '/shop/replies', {}, { status: 400 })
    await call(p, 'get', '/auth/users/me', {}, { status: 401 })
    expect(p).toEqual([])
  })

  it('the signed-in buyer’s and partner’s GETs answer as the document says', async () => {
    const p: string[] = []
    for (const email of ['customer@example.com', 'partner@example.com']) {
      const headers = await bearerFor(client.env, email)
      await call(p, 'get', '/auth/users/me', {}, { headers, status: 200 })
      await call(p, 'get', '/whoosaler-status', {}, { headers })
      const orders = listOf(await call(p, 'get', '/order/orders', {}, { headers, status: 200 }))
      await call(p, 'get', '/order/user_orders', {}, { headers, status: 200 })
      await call(p, 'get', '/order/tracking', {}, { headers })
      if (orders[0]) {
        await call(p, 'get', '/order/orders/{id}', orders[0], { headers, status: 200 })
        await call(p, 'get', '/order/orders/{id}/products', orders[0], { headers, status: 200 })
      }
      await call(p, 'get', '/order/orders/{id}', { id: 99999999 }, { headers, status: 404 })
      await call(p, 'get', '/company/user-courier-address', {}, { headers })
      await call(p, 'get', '/company/user-new-post-address', {}, { headers })
      await call(p, 'get', '/account/messages', {}, { headers })
      await call(p, 'get', '/company/company', {}, { headers })
      await call(p, 'get', '/shop/user-reviews', {}, { headers, status: 200 })
    }
    expect(p).toEqual([])
  })

  it('writes answer their success and their refusal as the document says', async () => {
    const p: string[] = []
    const latest = listOf(await call(p, 'get', '/shop/products/latest'))
    const detail = (await call(p, 'get', '/shop/products/slug/{slug}', latest[0]!)) as {
      variants: { id: number; code: string }[]
    }
    const cartItems = [{ id: detail.variants[0]!.id, quantity: 1 }]
    await call(p, 'post', '/order/quote', {}, { body: { cartItems }, status: 200 })
    await call(p, 'post', '/order/quote', {}, { body: { cartItems: 'x' }, status: 400 })
    const codes = [detail.variants[0]!.code]
    await call(p, 'post', '/core/update-cart-product-prices', {}, { body: { codes }, status: 200 })
    await call(p, 'post', '/core/update-cart-product-prices', {}, { body: { codes: [] }, status: 400 })
    await call(p, 'post', '/core/cart-product-names', {}, { body: { codes }, status: 200 })
    await call(p, 'post', '/core/cart-product-names', {}, { body: { codes: [] }, status: 400 })
    await call(p, 'post', '/order/apply-promo', {}, { body: { code: '' }, status: 400 })
    await call(p, 'post', '/order/apply-promo', {}, { body: { code: 'NO-SUCH-PROMO' } })
    const login = { email: 'customer@example.com', password: 'customer12345', recaptchaToken: DUMMY_TOKEN }
    await call(p, 'post', '/company/auth/token/custom-login', {}, { body: login, status: 200 })
    await call(p, 'post', '/company/auth/token/custom-login', {}, { body: { email: 'x' }, status: 400 })
    await call(p, 'post', '/auth/jwt/refresh', {}, { body: { refresh: 'not-a-token' } })
    await call(p, 'post', '/core/recal_me', {}, { body: { subject: 'x' }, status: 400 })
    await call(p, 'post', '/shop/comments', {}, { body: { text: '' }, status: 401 })
    const headers = await bearerFor(client.env, 'customer@example.com')
    await call(p, 'post', '/shop/comments', {}, { headers, body: { text: '' }, status: 400 })
    await call(p, 'patch', '/auth/users/me', {}, { headers, body: { email: 'not an email' }, status: 400 })
    await call(p, 'put', '/account/messages', {}, { headers, body: { opt_in: 'yes' }, status: 400 })
    await call(p, 'post', '/company/user-courier-address', {}, { headers, body: { city: 5 }, status: 400 })
    await call(p, 'post', '/company/user-new-post-address', {}, { headers, body: { city: 5 }, status: 400 })
    await call(p, 'post', '/auth/users', {}, { body: { email: 'not an email' }, status: 400 })
    await call(p, 'post', '/core/partner', {}, { body: {}, status: 400 })
    await call(p, 'post', '/alerts', {}, { body: {}, status: 400 })
    await call(p, 'get', '/preview/{kind}/{slug}', { kind: 'page', slug: 'delivery' }, { query: 'token=wrong' })
    await call(p, 'get', '/delivery/nova-poshta/cities', {}, { query: 'q=Київ' })
    await call(p, 'get', '/delivery/nova-poshta/branches', {}, { status: 400 })
    expect(p).toEqual([])
  })

  it('an order answers its creation, its refusal and its later reads as the document says', async () => {
    const p: string[] = []
    const headers = await bearerFor(client.env, 'customer@example.com')
    const variant = await createTestVariant({ brandSlug: 'nbl', price: 700, stock: 10 })
    const contact = uniqueContact()
    const order = {
      first_name: 'Олена',
      last_name: 'Коваль',
      father_name: '',
      phone: contact.phone,
      email: `openapi.${FILE_ID}@example.com`,
      deliveryType: 'curier',
      curier_info: { city: 'Львів', street: contact.street, house: '22', appartment: '5' },
      np_info: { city: '', branch: '' },
      payment: 'cash',
      cartItems: [{ id: variant.id, quantity: 1 }],
    }
    await call(p, 'post', '/order/orders', {}, { headers, body: { ...order, cartItems: [] }, status: 400 })
    const placed = (await call(p, 'post', '/order/orders', {}, { headers, body: order, status: 201 })) as Json
    // The buyer's lists and reads, now with an order in them.
    expect(listOf(await call(p, 'get', '/order/orders', {}, { headers, status: 200 })).length).toBeGreaterThan(0)
    await call(p, 'get', '/order/user_orders', {}, { headers, status: 200 })
    await call(p, 'get', '/order/orders/{id}', placed, { headers, status: 200 })
    await call(p, 'get', '/order/orders/{id}/products', placed, { headers, status: 200 })
    await call(p, 'get', '/order/tracking', {}, { headers, status: 200 })
    // A card order's payment form.
    const card = (await call(p, 'post', '/order/orders', {}, { headers, body: { ...order, payment: 'card' } })) as Json
    const order_data = { reference: card.reference }
    await call(p, 'post', '/order/generate-wayforpay-url', {}, { body: { order_data }, status: 200 })
    await call(p, 'post', '/order/generate-wayforpay-url', {}, { body: { order_data: {} }, status: 400 })
    await call(p, 'get', '/order/orders/by-reference/{reference}', placed, { status: 200 })
    await call(p, 'get', '/order/receipts/{reference}', placed)
    await call(p, 'get', '/order/orders/by-reference/{reference}', { reference: 'no-such-order' }, { status: 404 })
    expect(p).toEqual([])
  })
})
