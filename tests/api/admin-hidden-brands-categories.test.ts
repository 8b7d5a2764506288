import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminBrand, AdminCategory } from '../../app/contract/admin-catalogue'
import type { Page } from '../../app/contract/admin-common'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import { serveFeed } from '../../worker/feeds'
import { getServices } from '../../worker/services/context'
import { adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'
import { feedLines, parseFeed } from '../support/feeds'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const get = (path: string) => client.request(`/api/v1${path}`, { locale: 'ua' })
const shop = async <T>(path: string) => ok<T>(await get(path))
type Card = { id: number }
type Tree = { id: number; slug: string; children: { id: number; slug: string }[] }[]
const newest = async () =>
  (await shop<{ results: Card[] }>('/shop/products/category-products/?sort=newest&limit=100')).results.map((p) => p.id)
const auditFor = async (entity: string, id: number) =>
  (await ok<Page<AdminAuditRow>>(await api.get(`/admin/audit?entity=${entity}&entity_id=${id}&dir=asc`, 'admin')))
    .results
/** The Rozetka feed built now: its offers' variant ids and its category ids. */
async function rozetka() {
  expect(await getServices(client.env).feeds.build('rozetka')).toBe(true)
  const doc = parseFeed(
    await (await serveFeed(new Request('https://beauty.example/feeds/rozetka.xml'), client.env)).text(),
  )
  const categories = [doc.yml_catalog.shop.categories.category].flat() as { '@id': string }[]
  return {
    variants: feedLines('rozetka', doc).map((l) => Number(l.variant)),
    categories: categories.map((c) => Number(c['@id'])),
  }
}

describe('hiding a brand or a category', () => {
  it('a hidden brand and its products leave the menus, filters, listings, search and feeds; its page is a 404; shown again, all come back', async () => {
    const [brand] = await sql<{ id: number; slug: string }>(
      `SELECT b.id, b.slug FROM brands b WHERE (SELECT count(*) FROM products p WHERE p.brand_id = b.id AND p.is_active = 1) >= 2
       ORDER BY b.id LIMIT 1`,
    )
    const id = Number(brand!.id)
    const [product] = await sql<{ id: number; name_ua: string; slug: string }>(
      'SELECT id, name_ua, slug FROM products WHERE brand_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1',
      [id],
    )
    const variantIds = (
      await sql<{ id: number }>(
        'SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand_id = ?',
        [id],
      )
    ).map((v) => Number(v.id))
    // Warm every cached answer first: the hide must purge them.
    expect((await shop<{ id: number }[]>('/shop/brands/all-brands/')).map((b) => b.id)).toContain(id)
    expect((await get(`/shop/brands/brand/?slug=${brand!.slug}`)).status).toBe(200)
    expect((await get(`/shop/products/slug/${product!.slug}/`)).status).toBe(200)
    expect(await newest()).toContain(Number(product!.id))
    expect((await rozetka()).variants).toEqual(expect.arrayContaining(variantIds))

    expect((await api.patch(`/admin/brands/${id}`, { hidden: true }, 'customer')).status).toBeGreaterThanOrEqual(401)
    const listed = await ok<AdminBrand[]>(await api.patch(`/admin/brands/${id}`, { hidden: true }))
    expect(listed.find((b) => b.id === id)).toMatchObject({ hidden: true })

    expect((await shop<{ id: number }[]>('/shop/brands/all-brands/')).map((b) => b.id)).not.toContain(id)
    expect((await get(`/shop/brands/brand/?slug=${brand!.slug}`)).status).toBe(404)
    expect((await get(`/shop/products/slug/${product!.slug}/`)).status).toBe(404)
    expect((await get(`/shop/products/${Number(product!.id)}/`)).status).toBe(404)
    expect(await newest()).not.toContain(Number(product!.id))
    const found = await shop<{ id: number }[] | { results: { id: number }[] }>(
      `/shop/search/?q=${encodeURIComponent(product!.name_ua)}`,
    )
    expect((Array.isArray(found) ? found : found.results).map((p) => p.id)).not.toContain(Number(product!.id))
    const feed = await rozetka()
    expect(feed.variants.filter((v) => variantIds.includes(v))).toEqual([])
    expect(feed.variants.length).toBeGreaterThan(0)
    // Staff still see and edit it, with its products.
    expect((await ok<AdminBrand[]>(await api.get('/admin/brands'))).find((b) => b.id === id)!.products).toBeGreaterThan(
      0,
    )

    await ok(await api.patch(`/admin/brands/${id}`, { hidden: false }))
    expect((await get(`/shop/brands/brand/?slug=${brand!.slug}`)).status).toBe(200)
    expect((await get(`/shop/products/slug/${product!.slug}/`)).status).toBe(200)
    expect(await newest()).toContain(Number(product!.id))
    expect((await rozetka()).variants).toEqual(expect.arrayContaining(variantIds))
    const audit = await auditFor('brand', id)
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['brand.update', { isHidden: true }],
      ['brand.update', { isHidden: false }],
    ])
  })

  it('a product of a hidden brand left in a cart is refused at checkout, nothing written; shown again, it can be ordered', async () => {
    const [row] = await sql<{ variant: number; brand: number }>(
      `SELECT v.id AS variant, p.brand_id AS brand FROM variants v JOIN products p ON p.id = v.product_id
        WHERE p.is_active = 1 AND p.brand_id IS NOT NULL AND v.stock > 2 ORDER BY v.id DESC LIMIT 1`,
    )
    const [variant, brand] = [Number(row!.variant), Number(row!.brand)]
    const stockOf = async () =>
      Number((await sql<{ n: number }>('SELECT stock AS n FROM variants WHERE id = ?', [variant]))[0]!.n)
    const ordersOf = async (email: string) =>
      Number((await sql<{ n: number }>('SELECT count(*) AS n FROM orders WHERE email = ?', [email]))[0]!.n)
    const stock = await stockOf()
    const email = `hidden.${FILE_ID}.${Date.now()}@example.com`
    const order = () =>
      client.request('/api/v1/order/orders/', {
        method: 'POST',
        locale: 'ua',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Олена',
          last_name: 'Коваль',
          father_name: '',
          phone: `+38067${String(Date.now()).slice(-7)}`,
          email,
          deliveryType: 'curier',
          curier_info: { city: 'Київ', street: 'вул. Хрещатик', house: '1', appartment: '' },
          np_info: { city: '', branch: '' },
          payment: 'cash',
          cartItems: [{ id: variant, quantity: 1 }],
        }),
      })

    await ok(await api.patch(`/admin/brands/${brand}`, { hidden: true }))
    try {
      const refused = await order()
      expect(refused.status).toBe(400)
      expect(await errorOf(refused)).toMatchObject({
        code: 'invalid_data',
        fields: { 'cartItems.0.id': expect.any(Array) },
      })
      expect(await ordersOf(email)).toBe(0)
      expect(await stockOf()).toBe(stock)
    } finally {
      await ok(await api.patch(`/admin/brands/${brand}`, { hidden: false }))
    }
    expect((await order()).status).toBe(201)
    expect(await ordersOf(email)).toBe(1)
    expect(await stockOf()).toBe(stock - 1)
  })

  it('a hidden first-level category takes its subcategories and their products off the tree, listings and feeds', async () => {
    const [child] = await sql<{ id: number; slug: string; parent_id: number; parent_slug: string }>(
      `SELECT c.id, c.slug, c.parent_id, p.slug AS parent_slug FROM categories c JOIN categories p ON p.id = c.parent_id
       WHERE EXISTS (SELECT 1 FROM products x WHERE x.category_id = c.id AND x.is_active = 1) ORDER BY c.id LIMIT 1`,
    )
    const parentId = Number(child!.parent_id)
    const productIds = (
      await sql<{ id: number }>('SELECT id FROM products WHERE category_id = ? AND is_active = 1', [child!.id])
    ).map((p) => Number(p.id))
    const tree = async () => shop<Tree>('/shop/categories/tree/')
    expect((await tree()).map((c) => c.id)).toContain(parentId)
    expect((await get(`/shop/categories/slug/${child!.slug}/`)).status).toBe(200)

    await ok(await api.patch(`/admin/categories/${parentId}`, { hidden: true }))
    const hidden = await tree()
    expect(hidden.map((c) => c.id)).not.toContain(parentId)
    expect(hidden.flatMap((c) => c.children.map((s) => s.id))).not.toContain(Number(child!.id))
    expect((await get(`/shop/categories/slug/${child!.parent_slug}/`)).status).toBe(404)
    expect((await get(`/shop/categories/slug/${child!.slug}/`)).status).toBe(404)
    expect((await newest()).filter((id) => productIds.includes(id))).toEqual([])
    expect((await rozetka()).categories).not.toContain(Number(child!.id))

    await ok(await api.patch(`/admin/categories/${parentId}`, { hidden: false }))
    expect((await get(`/shop/categories/slug/${child!.slug}/`)).status).toBe(200)
    expect((await tree()).map((c) => c.id)).toContain(parentId)
    expect((await auditFor('category', parentId)).map((a) => a.action)).toEqual(['category.update', 'category.update'])
  })
})

describe('deleting a brand or a category', () => {
  it('is refused with a 409 naming what still refers to it, writing nothing', async () => {
    const [brand] = await sql<{ id: number; n: number }>(
      'SELECT brand_id AS id, count(*) AS n FROM products GROUP BY brand_id ORDER BY brand_id LIMIT 1',
    )
    const auditRows = async () => Number((await sql<{ n: number }>('SELECT count(*) AS n FROM audit_log'))[0]!.n)
    const audit = await auditRows()
    const refused = await api.ua.del(`/admin/brands/${Number(brand!.id)}`)
    expect(refused.status).toBe(409)
    expect(await errorOf(refused)).toMatchObject({
      code: 'conflict',
      message: `Бренд не можна видалити: товарів цього бренду — ${Number(brand!.n)} (зокрема в архіві). Приховайте його натомість`,
    })

    // A brand with no products but a promo code is kept for the promo code.
    const slug = `promo-only-${Date.now()}`
    const made = await ok<AdminBrand[]>(await api.post('/admin/brands', { name: `Promo only ${slug}`, slug }), 201)
    const promoBrand = made.find((b) => b.slug === slug)!
    await sql("INSERT INTO promo_codes (code, brand_id, kind, amount) VALUES (?, ?, 'percent', 10)", [
      slug,
      promoBrand.id,
    ])
    expect((await errorOf(await api.del(`/admin/brands/${promoBrand.id}`))).message).toBe(
      'The brand cannot be deleted: promo codes refer to it (1). Hide it instead',
    )

    const [parent] = await sql<{ id: number }>(
      'SELECT id FROM categories WHERE id IN (SELECT parent_id FROM categories) ORDER BY id LIMIT 1',
    )
    const category = await api.del(`/admin/categories/${Number(parent!.id)}`)
    expect(category.status).toBe(409)
    expect((await errorOf(category)).message).toMatch(/^The category cannot be deleted: it has subcategories \(\d+\)/)
    // The promo-only brand's creation is the one audit row: the refusals wrote nothing.
    expect(await auditRows()).toBe(audit + 1)
    expect((await ok<AdminBrand[]>(await api.get('/admin/brands'))).map((b) => b.id)).toContain(Number(brand!.id))
  })

  it('deletes a brand or a category nothing refers to, audited; a second delete is a 404; customers are refused', async () => {
    const slug = `unused-${Date.now()}`
    const brand = (await ok<AdminBrand[]>(await api.post('/admin/brands', { name: `Unused ${slug}`, slug }), 201)).find(
      (b) => b.slug === slug,
    )!
    await sql("INSERT INTO feed_exclusions (brand_id, channel) VALUES (?, 'prom')", [brand.id])
    expect((await api.del(`/admin/brands/${brand.id}`, 'customer')).status).toBeGreaterThanOrEqual(401)
    const left = await ok<AdminBrand[]>(await api.del(`/admin/brands/${brand.id}`))
    expect(left.map((b) => b.id)).not.toContain(brand.id)
    expect(await sql('SELECT id FROM feed_exclusions WHERE brand_id = ?', [brand.id])).toEqual([])
    expect((await api.del(`/admin/brands/${brand.id}`)).status).toBe(404)
    expect((await auditFor('brand', brand.id)).map((a) => a.action)).toEqual(['brand.create', 'brand.delete'])

    const categories = await ok<AdminCategory[]>(
      await api.post('/admin/categories', { name_ua: 'Порожня', name_en: 'Empty', slug }),
      201,
    )
    const category = categories.find((c) => c.slug === slug)!
    const after = await ok<AdminCategory[]>(await api.del(`/admin/categories/${category.id}`))
    expect(after.map((c) => c.id)).not.toContain(category.id)
    expect((await auditFor('category', category.id)).map((a) => a.action)).toEqual([
      'category.create',
      'category.delete',
    ])
  })
})
