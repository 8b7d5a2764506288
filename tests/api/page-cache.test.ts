import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addProductViewsBySlug } from '../../db/queries/catalogue'
import { getServices } from '../../worker/services/context'
import { GENERATION_KEY } from '../../worker/services/page-cache'
import { createApiClient } from '../support/api-env'
import { createTestVariant, uniqueContact, variantStock } from '../support/order-fixtures'
import { bearerFor, testDbClient } from '../support/tokens'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

async function sql(statement: string, args: (string | number)[] = []) {
  const db = testDbClient()
  try {
    return (await db.execute({ sql: statement, args })).rows
  } finally {
    db.close()
  }
}
const generation = () => client.env.CATALOG_CACHE.get(GENERATION_KEY)

describe('cached product pages go stale with the writes that change them', () => {
  it('a posted review moves the generation on; reads and a refused write do not', async () => {
    const customer = await bearerFor(client.env, 'customer@example.com')
    // The highest ids: tests/api/reviews.test.ts takes unreviewed products from the lowest.
    const [row] = await sql(
      "SELECT id FROM products WHERE is_active = 1 AND id NOT IN (SELECT product_id FROM comments WHERE user_id = (SELECT id FROM users WHERE email = 'customer@example.com')) ORDER BY id DESC LIMIT 1",
    )
    const product = Number(row!.id)
    const post = (body: unknown) =>
      client.request('/api/v1/shop/comments/', {
        method: 'POST',
        headers: { ...customer, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })

    await client.env.CATALOG_CACHE.put(GENERATION_KEY, 'before')
    expect((await client.request(`/api/v1/shop/comments/?product_id=${product}`)).status).toBe(200)
    expect((await post({ type: 'COMMENT', text: '', product })).status).toBe(400)
    expect(await generation()).toBe('before')

    expect((await post({ type: 'COMMENT', text: 'Гарний крем, беру вдруге.', product })).status).toBe(201)
    expect(await generation()).not.toBe('before')
  })
})

describe('orders and cached product pages', () => {
  const contact = uniqueContact()
  const order = (variantId: number, quantity: number) =>
    client.request('/api/v1/order/orders/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Олена',
        last_name: 'Коваль',
        father_name: '',
        phone: contact.phone,
        email: `page-cache.${process.pid}@example.com`,
        deliveryType: 'curier',
        curier_info: { city: 'Львів', street: contact.street, house: '22', appartment: '5' },
        np_info: { city: '', branch: '' },
        payment: 'cash',
        cartItems: [{ id: variantId, quantity }],
      }),
    })

  it('an order moves the generation on only when it takes the last stock of a variant (the page then shows pre-order)', async () => {
    const variant = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 2, stockOpt: 1 })
    await client.env.CATALOG_CACHE.put(GENERATION_KEY, 'before')

    expect((await order(variant.id, 2)).status).toBe(201)
    expect(await variantStock(variant.id)).toEqual({ stock: 0, stockOpt: 1 })
    expect(await generation(), 'stock is left: the page still reads "add to cart"').toBe('before')

    expect((await order(variant.id, 1)).status).toBe(201)
    expect(await variantStock(variant.id)).toEqual({ stock: 0, stockOpt: 0 })
    const soldOut = await generation()
    expect(soldOut, 'the last unit went: the page now reads "pre-order"').not.toBe('before')

    expect((await order(variant.id, 1)).status).toBe(201)
    expect(await generation(), 'a pre-order takes nothing: nothing changes').toBe(soldOut)
  })
})

describe('views of product pages answered from the cache', () => {
  it('are added by slug in one batch; an unknown slug changes nothing', async () => {
    const [first, second] = await sql('SELECT slug, views FROM products WHERE is_active = 1 ORDER BY id DESC LIMIT 2')
    const slugs = [String(first!.slug), String(second!.slug)]
    const { db } = getServices(client.env)
    await addProductViewsBySlug(db, new Map([[slugs[0]!, 3], [slugs[1]!, 1], ['no-such-slug', 1]]))
    const after = await sql('SELECT slug, views FROM products WHERE slug IN (?, ?)', slugs)
    const views = Object.fromEntries(after.map((r) => [String(r.slug), Number(r.views)]))
    expect(views).toEqual({ [slugs[0]!]: Number(first!.views) + 3, [slugs[1]!]: Number(second!.views) + 1 })
  })
})
