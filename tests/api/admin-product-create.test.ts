import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProduct } from '../../app/contract/admin-catalogue'
import type { Page } from '../../app/contract/admin-common'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import { getServices } from '../../worker/services/context'
import { ACCOUNTS, accessTokenOf, adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let brandId = 0
let categoryId = 0
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  brandId = Number((await sql<{ id: number }>('SELECT id FROM brands ORDER BY id LIMIT 1'))[0]!.id)
  categoryId = Number(
    (await sql<{ id: number }>('SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1'))[0]!.id,
  )
})
afterAll(() => client.dispose())

let n = 0
const unique = () => `${Date.now()}-${++n}`
const newProduct = (variant: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => {
  const tag = unique()
  return {
    name_ua: 'Маска для волосся',
    name_en: 'Hair mask',
    slug: `hair-mask-${tag}`,
    brand_id: brandId,
    category_id: categoryId,
    description_ua: '<p>Живить <strong>суху</strong> шкіру голови.</p>',
    variant: { code: `HM-${tag}`, value_ua: '250 мл', value_en: '250 ml', price: 500, stock: 4, ...variant },
    ...fields,
  }
}
const counts = async () =>
  (
    await sql(
      `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM variants) AS variants,
              (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM stock_movements) AS movements`,
    )
  )[0]
const auditFor = async (entity: string, id: number) =>
  (await ok<Page<AdminAuditRow>>(await api.get(`/admin/audit?entity=${entity}&entity_id=${id}&dir=asc`, 'admin')))
    .results

describe('a new product: every bad input is a JSON field error and writes nothing', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, Record<string, string[]>][] = [
    [
      'a sale price at the retail price',
      { discount_price: 500 },
      {},
      { 'variant.discount_price': ['The sale price (500 UAH) must be below the regular price (500 UAH)'] },
    ],
    ['wholesale above retail', { whoosale_price: 600 }, {}, { 'variant.whoosale_price': [expect.any(String)] }],
    ['negative stock', { stock: -1 }, {}, { 'variant.stock': ['Not below 0'] }],
    ['markup in a name', {}, { name_en: '<b>Hair</b> mask' }, { name_en: ['No HTML tags or < > signs'] }],
    ['markup in a size', { value_ua: '<i>250</i>' }, {}, { 'variant.value_ua': ['No HTML tags or < > signs'] }],
    ['an unknown brand', {}, { brand_id: 99_999_999 }, { brand_id: ['No such brand'] }],
    ['an unknown category', {}, { category_id: 99_999_999 }, { category_id: ['No such category'] }],
    ['a fractional price', { price: 10.5 }, {}, { 'variant.price': [expect.any(String)] }],
  ]
  for (const [what, variant, fields, expected] of cases)
    it(`refuses ${what}`, async () => {
      const before = await counts()
      const res = await api.post('/admin/products', newProduct(variant, fields))
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toContain('application/json')
      const error = await errorOf(res)
      expect(error.code).toBe('invalid_data')
      expect(error.fields).toEqual(expected)
      expect(await counts()).toEqual(before)
    })

  it('refuses a duplicate code, and answers in Ukrainian to a Ukrainian back office', async () => {
    const taken = await insertVariant()
    const before = await counts()
    const res = await api.ua.post('/admin/products', newProduct({ code: taken.code }))
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields).toEqual({ 'variant.code': ['Такий артикул уже є'] })
    expect(await counts()).toEqual(before)
  })

  it('refuses a body that is not JSON and a field it does not know', async () => {
    const before = await counts()
    const broken = await client.request('/api/v1/admin/products', {
      method: 'POST',
      headers: { ...(await bearer()), 'content-type': 'application/json' },
      body: '{"name_ua":',
    })
    expect(broken.status).toBe(400)
    expect((await errorOf(broken)).code).toBe('invalid_data')
    expect((await api.post('/admin/products', { ...newProduct(), owner: 'me' })).status).toBe(400)
    expect(await counts()).toEqual(before)
  })
})

async function bearer(): Promise<Record<string, string>> {
  const [user] = await sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [ACCOUNTS.staff])
  return { authorization: `Bearer ${await accessTokenOf(Number(user!.id), getServices(client.env).config.JWT_SECRET)}` }
}

describe('create, edit, duplicate, archive', () => {
  it('creates a product with rich text: the shop shows it in both languages, the audit log and stock movements record it', async () => {
    const body = newProduct()
    const created = await ok<AdminProduct>(await api.post('/admin/products', body), 201)
    expect(created).toMatchObject({
      name_ua: 'Маска для волосся',
      description_ua: body.description_ua,
      is_active: true,
    })
    const ua = await ok<{ name: string }>(
      await client.request(`/api/v1/shop/products/${created.id}/`, { locale: 'ua' }),
    )
    const en = await ok<{ name: string }>(
      await client.request(`/api/v1/shop/products/${created.id}/`, { locale: 'en' }),
    )
    expect([ua.name, en.name]).toEqual(['Маска для волосся', 'Hair mask'])
    expect((await auditFor('product', created.id)).map((a) => a.action)).toEqual(['product.create'])
    const moves = await sql('SELECT reason, delta, actor_id FROM stock_movements WHERE variant_id = ?', [
      created.variants[0]!.id,
    ])
    expect(moves).toEqual([expect.objectContaining({ reason: 'edit', delta: 4 })])
    expect(moves[0]!.actor_id).not.toBeNull()
  })

  it('refuses an edit with markup in a name or a sale price above retail, changing nothing', async () => {
    const created = await ok<AdminProduct>(await api.post('/admin/products', newProduct()), 201)
    const variant = created.variants[0]!
    const before = await counts()
    expect((await api.patch(`/admin/products/${created.id}`, { name_ua: 'Маска <script>' })).status).toBe(400)
    const sale = await api.patch(`/admin/variants/${variant.id}`, { discount_price: 700 })
    expect((await errorOf(sale)).fields).toEqual({ discount_price: [expect.any(String)] })
    expect((await api.patch(`/admin/variants/${variant.id}`, { stock: -3 })).status).toBe(400)
    expect(await counts()).toEqual(before)
    expect((await ok<AdminProduct>(await api.get(`/admin/products/${created.id}`))).name_ua).toBe('Маска для волосся')
  })

  it('duplicates a product as a hidden copy with suffixed codes and no stock; a taken slug or code leaves nothing', async () => {
    const source = await ok<AdminProduct>(await api.post('/admin/products', newProduct()), 201)
    await ok(
      await api.post(`/admin/products/${source.id}/variants`, {
        code: `${source.variants[0]!.code}-L`,
        value_ua: '1 л',
        value_en: '1 l',
        price: 900,
        stock: 2,
      }),
      201,
    )
    const slug = `${source.slug}-copy`
    const copy = await ok<AdminProduct>(
      await api.post(`/admin/products/${source.id}/duplicate`, { slug, code_suffix: '-C' }),
      201,
    )
    expect(copy).toMatchObject({
      slug,
      is_active: false,
      name_ua: source.name_ua,
      description_ua: source.description_ua,
    })
    expect(copy.variants.map((v) => [v.code, v.price, v.stock, v.stock_opt])).toEqual([
      [`${source.variants[0]!.code}-C`, 500, 0, 0],
      [`${source.variants[0]!.code}-L-C`, 900, 0, 0],
    ])
    expect((await auditFor('product', copy.id)).map((a) => a.action)).toEqual(['product.duplicate'])

    const before = await counts()
    const slugTaken = await api.post(`/admin/products/${source.id}/duplicate`, { slug, code_suffix: '-D' })
    expect((await errorOf(slugTaken)).fields).toEqual({ slug: ['This slug is taken'] })
    const codeTaken = await api.post(`/admin/products/${source.id}/duplicate`, { slug: `${slug}-2`, code_suffix: '-C' })
    expect((await errorOf(codeTaken)).fields).toEqual({ code_suffix: ['This code is taken'] })
    const badSuffix = await api.post(`/admin/products/${source.id}/duplicate`, {
      slug: `${slug}-3`,
      code_suffix: '<x>',
    })
    expect(badSuffix.status).toBe(400)
    expect(await counts()).toEqual(before)
    expect(
      (await api.post('/admin/products/999999999/duplicate', { slug: `${slug}-4`, code_suffix: '-E' })).status,
    ).toBe(404)
  })

  it('archives a product: off the storefront, kept in the back office, audited once', async () => {
    const created = await ok<AdminProduct>(await api.post('/admin/products', newProduct()), 201)
    expect((await client.request(`/api/v1/shop/products/${created.id}/`, { locale: 'ua' })).status).toBe(200)
    const archived = await ok<AdminProduct>(await api.post(`/admin/products/${created.id}/archive`, {}))
    expect(archived.is_active).toBe(false)
    expect((await client.request(`/api/v1/shop/products/${created.id}/`, { locale: 'ua' })).status).toBe(404)
    await ok(await api.post(`/admin/products/${created.id}/archive`, {}))
    expect((await auditFor('product', created.id)).map((a) => a.action)).toEqual(['product.create', 'product.archive'])
    expect((await api.post(`/admin/products/${created.id}/archive`, {}, 'customer')).status).toBeGreaterThanOrEqual(401)
  })

  it('restores an archived product as it was: shown again with its feed switches, audited once, refused to a customer', async () => {
    const created = await ok<AdminProduct>(await api.post('/admin/products', newProduct()), 201)
    // Off one marketplace before the archive: the restore must not put it back there.
    await sql('INSERT INTO feed_exclusions (product_id, channel) VALUES (?, ?)', [created.id, 'rozetka'])
    await ok(await api.post(`/admin/products/${created.id}/archive`, {}))
    expect((await api.post(`/admin/products/${created.id}/restore`, {}, 'customer')).status).toBeGreaterThanOrEqual(401)
    expect((await ok<AdminProduct>(await api.get(`/admin/products/${created.id}`))).is_active).toBe(false)

    const restored = await ok<AdminProduct>(await api.post(`/admin/products/${created.id}/restore`, {}))
    expect(restored.is_active).toBe(true)
    expect((await client.request(`/api/v1/shop/products/${created.id}/`, { locale: 'ua' })).status).toBe(200)
    expect(await sql('SELECT channel FROM feed_exclusions WHERE product_id = ?', [created.id])).toEqual([
      { channel: 'rozetka' },
    ])
    // A second restore of a shown product changes nothing and records nothing.
    await ok(await api.post(`/admin/products/${created.id}/restore`, {}))
    const audit = await auditFor('product', created.id)
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.archive', 'product.restore'])
    expect((await api.post('/admin/products/99999999/restore', {})).status).toBe(404)
  })

  it('refuses a picture that is not an image or is too large, storing nothing', async () => {
    const created = await ok<AdminProduct>(await api.post('/admin/products', newProduct()), 201)
    const variantId = created.variants[0]!.id
    const png = (bytes: number) => {
      const data = new Uint8Array(bytes)
      data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      return new File([data], 'p.png', { type: 'image/png' })
    }
    const form = new FormData()
    form.set('xs', png(64))
    form.set('s', new File(['%PDF-1.4 not a picture'], 's.png', { type: 'image/png' }))
    form.set('l', png(2 * 1024 * 1024 + 1))
    const before = await counts()
    const res = await api.post(`/admin/variants/${variantId}/images`, form)
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields).toEqual({ s: ['A WebP, JPEG or PNG image'], l: [expect.stringContaining('2')] })
    expect((await client.env.MEDIA.list({ prefix: `products/uploads/${variantId}/` })).objects).toEqual([])
    expect(await counts()).toEqual(before)
  })
})
