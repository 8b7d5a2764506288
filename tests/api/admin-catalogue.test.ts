import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminBrand, AdminCategory, AdminProduct, AdminProductRow } from '../../app/contract/admin-catalogue'
import type { Page } from '../../app/contract/admin-common'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import { adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const shop = async <T>(path: string, locale: 'ua' | 'en' = 'ua') =>
  ok<T>(await client.request(`/api/v1${path}`, { locale }))
type Listing = { results: { id: number; name: string; variants: { code: string; price: number }[] }[] }
const firstBrand = async () =>
  (await sql<{ id: number; slug: string }>('SELECT id, slug FROM brands ORDER BY id LIMIT 1'))[0]!
/** Each test reads its own query (its own cache key): rows inserted by SQL are not seen by an answer cached before. */
const listingOf = async (brandSlug: string, limit: number) =>
  shop<Listing>(`/shop/products/category-products/?brand_slug=${brandSlug}&sort=price_asc&limit=${limit}`)
const auditFor = async (entity: string, id: number) =>
  (await ok<Page<AdminAuditRow>>(await api.get(`/admin/audit?entity=${entity}&entity_id=${id}&dir=asc`, 'admin')))
    .results

describe('products and variants', () => {
  it('renames a product in both languages: the cached listing and the search show it at once, and the audit log keeps the diff', async () => {
    const v = await insertVariant({ price: 1 })
    const brand = await firstBrand()
    // Warm the cached listing, then edit.
    expect((await listingOf(brand.slug, 100)).results.map((p) => p.id)).toContain(v.productId)
    const edited = await ok<AdminProduct>(
      await api.patch(`/admin/products/${v.productId}`, {
        name_ua: 'Оновлений флюїд',
        name_en: 'Renewed fluid',
        sort_order: 7,
      }),
    )
    expect(edited).toMatchObject({ name_ua: 'Оновлений флюїд', name_en: 'Renewed fluid', sort_order: 7 })

    expect((await listingOf(brand.slug, 100)).results.find((p) => p.id === v.productId)!.name).toBe('Оновлений флюїд')
    expect(
      (
        await shop<Listing>(`/shop/products/category-products/?brand_slug=${brand.slug}&sort=price_asc&limit=100`, 'en')
      ).results.find((p) => p.id === v.productId)!.name,
    ).toBe('Renewed fluid')
    const found = await shop<{ results?: { id: number }[] } | { id: number }[]>('/shop/search/?q=Оновлений флюїд')
    const ids = (Array.isArray(found) ? found : (found.results ?? [])).map((p) => p.id)
    expect(ids).toContain(v.productId)

    const [entry] = await auditFor('product', v.productId)
    expect(entry).toMatchObject({
      action: 'product.update',
      actor_email: 'staff@example.com',
      before: { nameUa: expect.stringContaining('Тестовий крем'), sortOrder: 0 },
      after: { nameUa: 'Оновлений флюїд', nameEn: 'Renewed fluid', sortOrder: 7 },
    })
  })

  it('a new word of a renamed product is typo-corrected at once (the stored search vocabulary follows the edit)', async () => {
    const v = await insertVariant({ price: 3 })
    const misspelt = 'зефірнтус' // «зефірантус» without its «а»
    const searchIds = async (q: string) =>
      (await shop<{ id: number }[]>(`/shop/search/?q=${encodeURIComponent(q)}`)).map((p) => p.id)
    expect(await searchIds(misspelt)).toEqual([])
    await ok<AdminProduct>(
      await api.patch(`/admin/products/${v.productId}`, { name_ua: 'Зефірантус', name_en: 'Zephyranthes' }),
    )
    expect(await searchIds(misspelt)).toEqual([v.productId])
  })

  it('edits a variant price and stock: the product price bound follows and the cached listing is purged', async () => {
    const v = await insertVariant({ price: 2 })
    const brand = await firstBrand()
    expect((await listingOf(brand.slug, 99)).results.find((p) => p.id === v.productId)!.variants[0]!.price).toBe(2)
    const product = await ok<AdminProduct>(
      await api.patch(`/admin/variants/${v.variantId}`, {
        price: 640,
        discount_price: 590,
        whoosale_price: 410,
        stock: 25,
        stock_opt: 4,
      }),
    )
    expect(product.variants[0]).toMatchObject({
      price: 640,
      discount_price: 590,
      whoosale_price: 410,
      stock: 25,
      stock_opt: 4,
    })
    expect(product.min_price).toBe(590)
    expect(product.min_wholesale_price).toBe(410)
    expect((await listingOf(brand.slug, 99)).results.find((p) => p.id === v.productId)!.variants[0]!.price).toBe(640)
    const [entry] = await auditFor('variant', v.variantId)
    expect(entry!.before).toEqual({ priceUah: 2, discountPriceUah: 0, wholesalePriceUah: 300, stock: 10, stockOpt: 5 })
  })

  it('validates with field errors and writes nothing', async () => {
    const v = await insertVariant()
    const bad = await api.patch(`/admin/variants/${v.variantId}`, { price: -5, stock: 1.5, barcode: '12ab' })
    expect(bad.status).toBe(400)
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['barcode', 'price', 'stock'])
    const unknown = await api.patch(`/admin/products/${v.productId}`, { name_ua: '', owner: 'me' })
    expect(unknown.status).toBe(400)
    const taken = await api.patch(`/admin/products/${v.productId}`, {
      slug: (await sql<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 1'))[0]!.slug,
    })
    expect(taken.status).toBe(400)
    expect((await errorOf(taken)).fields).toEqual({ slug: ['This slug is taken'] })
    expect((await api.patch(`/admin/products/${v.productId}`, { brand_id: 999999 })).status).toBe(400)
    expect((await sql('SELECT price_uah, stock FROM variants WHERE id = ?', [v.variantId]))[0]).toEqual({
      price_uah: 500,
      stock: 10,
    })
    expect(await auditFor('variant', v.variantId)).toEqual([])
    expect((await api.patch('/admin/variants/999999999', { stock: 1 })).status).toBe(404)
  })

  it('creates a product with its first variant, then another variant', async () => {
    const brand = await firstBrand()
    const [category] = await sql<{ id: number }>(
      'SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
    )
    const code = `NEW-${Date.now()}`
    const created = await ok<AdminProduct>(
      await api.post('/admin/products', {
        name_ua: 'Новий шампунь',
        name_en: 'New shampoo',
        slug: `new-shampoo-${Date.now()}`,
        brand_id: brand.id,
        category_id: Number(category!.id),
        variant: { code, value_ua: '250 мл', value_en: '250 ml', price: 420, stock: 3 },
      }),
      201,
    )
    expect(created.variants).toHaveLength(1)
    expect(created.min_price).toBe(420)
    const again = await api.post(`/admin/products/${created.id}/variants`, {
      code,
      value_ua: '1 л',
      value_en: '1 l',
      price: 900,
    })
    expect(again.status).toBe(400)
    expect((await errorOf(again)).fields).toEqual({ 'variant.code': ['This code is taken'] })
    const two = await ok<AdminProduct>(
      await api.post(`/admin/products/${created.id}/variants`, {
        code: `${code}-L`,
        value_ua: '1 л',
        value_en: '1 l',
        price: 300,
      }),
      201,
    )
    expect(two.variants).toHaveLength(2)
    // Cheaper, but on pre-order: the card starts on the first size, in stock, and lists at its price.
    expect(two.min_price).toBe(420)
    expect((await shop<{ name: string }>(`/shop/products/${created.id}/`, 'en')).name).toBe('New shampoo')
  })

  it('refuses a new product whose slug or first variant code is taken, leaving no product, variant or audit row behind', async () => {
    const brand = await firstBrand()
    const [category] = await sql<{ id: number }>(
      'SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
    )
    const taken = await insertVariant()
    const [owner] = await sql<{ slug: string }>('SELECT slug FROM products WHERE id = ?', [taken.productId])
    const product = (slug: string, code: string) => ({
      name_ua: 'Дубль',
      name_en: 'Duplicate',
      slug,
      brand_id: brand.id,
      category_id: Number(category!.id),
      variant: { code, value_ua: '50 мл', value_en: '50 ml', price: 100 },
    })
    const counts = async () =>
      (
        await sql(
          'SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM variants) AS variants, (SELECT count(*) FROM audit_log) AS audit',
        )
      )[0]
    const before = await counts()

    const slugTaken = await api.post('/admin/products', product(owner!.slug, `FREE-${Date.now()}`))
    expect(slugTaken.status).toBe(400)
    expect((await errorOf(slugTaken)).fields).toEqual({ slug: ['This slug or code is taken'] })
    const codeTaken = await api.post('/admin/products', product(`free-slug-${Date.now()}`, taken.code))
    expect(codeTaken.status).toBe(400)
    expect((await errorOf(codeTaken)).fields).toEqual({ 'variant.code': ['This code is taken'] })
    expect(await counts()).toEqual(before)
  })

  it('lists products sorted and paged on the server, searching names and codes', async () => {
    const v = await insertVariant()
    const byCode = await ok<Page<AdminProductRow>>(await api.get(`/admin/products?q=${v.code.toLowerCase()}`))
    expect(byCode.results.map((p) => p.id)).toEqual([v.productId])
    expect(byCode.results[0]).toMatchObject({ variants: 1, codes: v.code, stock: 15, min_price: 500 })
    const sorted = await ok<Page<AdminProductRow>>(await api.get('/admin/products?sort=price&dir=desc&limit=50'))
    const prices = sorted.results.map((p) => p.min_price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(sorted.count).toBeGreaterThan(50)
    expect(sorted.pages).toBe(Math.ceil(sorted.count / 50))
  })
})

describe('images', () => {
  const webp = (tag: string) =>
    new File(
      [
        new Uint8Array(
          [...'RIFF']
            .map((c) => c.charCodeAt(0))
            .concat(
              [0, 0, 0, 0],
              [...`WEBPVP8 ${tag}`].map((c) => c.charCodeAt(0)),
            ),
        ),
      ],
      `${tag}.webp`,
      { type: 'image/webp' },
    )

  it('stores the three browser-made sizes in R2 and adds them to the gallery; removing deletes them', async () => {
    const v = await insertVariant()
    const form = new FormData()
    for (const size of ['xs', 's', 'l']) form.set(size, webp(size))
    const product = await ok<AdminProduct>(await api.post(`/admin/variants/${v.variantId}/images`, form), 201)
    const [image] = product.variants[0]!.images
    expect(image!.l).toMatch(new RegExp(`^/media/products/uploads/${v.variantId}/[0-9a-f-]+-l\\.webp$`))
    const stored = await client.env.MEDIA.get(image!.l.slice('/media/'.length))
    expect(stored?.httpMetadata?.contentType).toBe('image/webp')
    expect(new TextDecoder().decode(await stored!.arrayBuffer())).toContain('WEBPVP8 l')
    const onShop = await shop<{ variants: { images: { l: string }[] }[] }>(`/shop/products/${v.productId}/`)
    expect(onShop.variants[0]!.images.map((i) => i.l)).toContain(image!.l)

    const after = await ok<AdminProduct>(await api.del(`/admin/images/${image!.id}`))
    expect(after.variants[0]!.images).toEqual([])
    expect(await client.env.MEDIA.get(image!.xs.slice('/media/'.length))).toBeNull()
  })

  it('refuses a missing size and a file that is not an image, storing nothing', async () => {
    const v = await insertVariant()
    const form = new FormData()
    form.set('xs', webp('xs'))
    form.set('s', new File(['<script>alert(1)</script>'], 's.webp', { type: 'image/webp' }))
    const res = await api.post(`/admin/variants/${v.variantId}/images`, form)
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields).toEqual({ s: ['A WebP, JPEG or PNG image'], l: ['Required'] })
    expect((await client.env.MEDIA.list({ prefix: `products/uploads/${v.variantId}/` })).objects).toEqual([])
  })
})

describe('brands and categories', () => {
  it('creates and renames a brand; the cached brand list follows', async () => {
    const slug = `brand-${Date.now()}`
    const name = `Nova Derm ${slug.slice(-6)}`
    const brands = await ok<AdminBrand[]>(
      await api.post('/admin/brands', { name, slug, description_ua: 'Опис', description_en: 'About' }),
      201,
    )
    const brand = brands.find((b) => b.slug === slug)!
    expect(brand.products).toBe(0)
    const counted = await sql<{ brand_id: number; n: number }>(
      'SELECT brand_id, count(*) AS n FROM products GROUP BY brand_id ORDER BY brand_id LIMIT 1',
    )
    expect(brands.find((b) => b.id === Number(counted[0]!.brand_id))!.products).toBe(Number(counted[0]!.n))
    expect(
      (await shop<{ slug: string; name: string }[]>('/shop/brands/all-brands/')).find((b) => b.slug === slug)!.name,
    ).toBe(name)
    await ok(await api.patch(`/admin/brands/${brand.id}`, { name: `${name} Pro` }))
    expect(
      (await shop<{ slug: string; name: string }[]>('/shop/brands/all-brands/')).find((b) => b.slug === slug)!.name,
    ).toBe(`${name} Pro`)
    expect((await api.post('/admin/brands', { name: 'Dup', slug })).status).toBe(400)
    // Another brand by the same name, whatever its case and spacing, could not be told apart in a list.
    const twin = await api.ua.post('/admin/brands', { name: `  ${name.toUpperCase()}   pro`, slug: `${slug}-twin` })
    expect(twin.status).toBe(400)
    expect((await errorOf(twin)).fields).toEqual({ name: ['Бренд з такою назвою вже є'] })
    expect((await auditFor('brand', brand.id)).map((e) => e.action)).toEqual(['brand.create', 'brand.update'])
  })

  it('replaces a brand logo and a category picture; the cached lists show the new ones', async () => {
    const png = (tag: string) =>
      new File(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...[...tag].map((c) => c.charCodeAt(0))])],
        `${tag}.png`,
        { type: 'image/png' },
      )
    const brand = await firstBrand()
    await shop('/shop/brands/all-brands/')
    const form = new FormData()
    form.set('image', png('logo'))
    await ok(await api.post(`/admin/brands/${brand.id}/image`, form))
    const listed = (await shop<{ id: number; image: string }[]>('/shop/brands/all-brands/')).find(
      (b) => b.id === brand.id,
    )!
    expect(listed.image).toMatch(new RegExp(`^/media/brands/uploads/${brand.id}-[0-9a-f-]+\\.png$`))
    expect(await client.env.MEDIA.get(listed.image.slice('/media/'.length))).not.toBeNull()

    const [category] = await sql<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1',
    )
    const tile = new FormData()
    tile.set('image', png('tile'))
    await ok(await api.post(`/admin/categories/${Number(category!.id)}/image`, tile))
    expect((await shop<{ image: string }>(`/shop/categories/slug/${category!.slug}/`)).image).toMatch(
      /^\/media\/categories\/uploads\//,
    )

    const bad = new FormData()
    bad.set('image', new File(['GIF89a'], 'x.gif', { type: 'image/gif' }))
    expect((await errorOf(await api.post(`/admin/brands/${brand.id}/image`, bad))).fields).toEqual({
      image: ['A WebP, JPEG or PNG image'],
    })
    expect((await auditFor('brand', brand.id)).map((e) => e.action)).toContain('brand.image')
  })

  it('creates a subcategory under a first-level one, refuses a third level, and the cached tree follows a rename', async () => {
    const [parent] = await sql<{ id: number }>('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1')
    const slug = `sub-${Date.now()}`
    const list = await ok<AdminCategory[]>(
      await api.post('/admin/categories', {
        name_ua: 'Нова підкатегорія',
        name_en: 'New subcategory',
        slug,
        parent_id: Number(parent!.id),
      }),
      201,
    )
    const created = list.find((c) => c.slug === slug)!
    const [used] = await sql<{ category_id: number; n: number }>(
      'SELECT category_id, count(*) AS n FROM products GROUP BY category_id ORDER BY category_id LIMIT 1',
    )
    expect(list.find((c) => c.id === Number(used!.category_id))!.products).toBe(Number(used!.n))
    const deeper = await api.post('/admin/categories', {
      name_ua: 'Глибше',
      name_en: 'Deeper',
      slug: `${slug}-x`,
      parent_id: created.id,
    })
    expect((await errorOf(deeper)).fields).toEqual({ parent_id: ['Only a first-level category can be a parent'] })

    const [child] = await sql<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories WHERE parent_id IS NOT NULL AND id IN (SELECT category_id FROM products) ORDER BY id LIMIT 1',
    )
    const before = await shop<{ name: string }>(`/shop/categories/slug/${child!.slug}/`)
    await ok(await api.patch(`/admin/categories/${Number(child!.id)}`, { name_ua: `${before.name} (оновлено)` }))
    expect((await shop<{ name: string }>(`/shop/categories/slug/${child!.slug}/`)).name).toBe(
      `${before.name} (оновлено)`,
    )
    await ok(await api.patch(`/admin/categories/${Number(child!.id)}`, { name_ua: before.name }))
  })
})
