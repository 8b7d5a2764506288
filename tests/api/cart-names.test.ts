import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartNamesResponseSchema } from '../../app/contract/cart'
import { productSchema } from '../../app/contract/catalogue'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { createApiClient } from '../support/api-env'
import { ownDatabase } from '../support/own-db'
import { FILE_ID } from '../support/file-id'

/**
 * POST /core/cart-product-names/: the names of stored lines in the request's language, written as the
 * storefront writes a line on adding; and the price refresh, which answers for the same products only.
 * This file has its own copy of the database: it hides a brand and categories of its own.
 */
let db: Awaited<ReturnType<typeof ownDatabase>>
let client: Awaited<ReturnType<typeof createApiClient>>
const tag = `${FILE_ID}`
const code = (name: string) => `NAMES-${tag}-${name}`

beforeAll(async () => {
  db = await ownDatabase()
  client = await createApiClient({ TURSO_DATABASE_URL: db.url })
  const id = async (sql: string, args: (string | number)[]) => Number((await db.execute(sql, args)).lastInsertRowid)
  const brand = (name: string, hidden: 0 | 1) =>
    id('INSERT INTO brands (slug, name, is_hidden) VALUES (?, ?, ?)', [`names-${name}-${tag}`, `Names ${name}`, hidden])
  const category = (name: string, hidden: 0 | 1, parentId: number | null = null) =>
    id(
      `INSERT INTO categories (slug, name_ua, name_en, is_hidden, parent_id) VALUES (?, ?, ?, ?, ${parentId ?? 'NULL'})`,
      [`names-${name}-${tag}`, `Категорія ${name}`, `Category ${name}`, hidden],
    )
  const shownBrand = await brand('shown', 0)
  const hiddenBrand = await brand('hidden', 1)
  const shownCategory = await category('shown', 0)
  const hiddenCategory = await category('hidden', 1)
  const underHidden = await category('under-hidden', 0, hiddenCategory)
  const product = (name: string, names: [string, string], at: { brand: number; category: number; active?: 0 | 1 }) =>
    id(
      `INSERT INTO products (slug, brand_id, category_id, name_ua, name_en, is_active, min_price_uah, min_wholesale_price_uah)
       VALUES (?, ?, ?, ?, ?, ?, 0, 0)`,
      [`names-${name}-${tag}`, at.brand, at.category, ...names, at.active ?? 1],
    )
  const variant = (productId: number, name: string, values: [string, string]) =>
    db.execute(
      `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, stock) VALUES (?, ?, ?, ?, 300, 5)`,
      [productId, code(name), ...values],
    )
  const shown = { brand: shownBrand, category: shownCategory }
  const cream = await product('cream', ['Крем для обличчя', 'Face cream'], shown)
  await variant(cream, 'cream-50', ['50 мл', '50 ml'])
  await variant(cream, 'cream-one', ['', ''])
  // Not translated: English falls back to the Ukrainian, name by name, as on the storefront.
  await variant(await product('toner', ['Тонік', ''], shown), 'toner', ['200 мл', ''])
  await variant(await product('off', ['Знятий', 'Withdrawn'], { ...shown, active: 0 }), 'off', ['1', '1'])
  await variant(await product('brand', ['Прихований', 'Hidden'], { ...shown, brand: hiddenBrand }), 'brand', ['1', '1'])
  await variant(await product('cat', ['У прихованій', 'In hidden'], { ...shown, category: hiddenCategory }), 'cat', [
    '1',
    '1',
  ])
  await variant(await product('sub', ['Під прихованою', 'Under hidden'], { ...shown, category: underHidden }), 'sub', [
    '1',
    '1',
  ])
})
afterAll(async () => {
  await client.dispose()
  await db.close()
})

const names = (body: unknown, locale?: 'ua' | 'en') =>
  client.request('/api/v1/core/cart-product-names/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    locale,
  })

async function namesOf(codes: string[], locale?: 'ua' | 'en') {
  const res = await names({ codes }, locale)
  expect(res.status).toBe(200)
  return cartNamesResponseSchema.parse(await res.json())
}

describe('stored lines named in the request’s language', () => {
  it('answers each line’s name in Ukrainian and in English: the product, then its size', async () => {
    const codes = [code('cream-50'), code('cream-one'), code('toner')]
    expect(await namesOf(codes, 'ua')).toEqual({
      [code('cream-50')]: 'Крем для обличчя 50 мл',
      [code('cream-one')]: 'Крем для обличчя',
      [code('toner')]: 'Тонік 200 мл',
    })
    expect(await namesOf(codes, 'en')).toEqual({
      [code('cream-50')]: 'Face cream 50 ml',
      [code('cream-one')]: 'Face cream',
      [code('toner')]: 'Тонік 200 мл',
    })
  })

  it('without a language asked, in Ukrainian, the store’s default', async () =>
    expect(await namesOf([code('cream-50')])).toEqual({ [code('cream-50')]: 'Крем для обличчя 50 мл' }))

  it('names a line as the product page shows its product and size', async () => {
    const res = await client.request(`/api/v1/shop/products/slug/names-cream-${tag}/`, { locale: 'en' })
    const product = productSchema.parse(await res.json())
    const variant = product.variants.find((v) => v.code === code('cream-50'))!
    expect((await namesOf([variant.code], 'en'))[variant.code]).toBe(`${product.name} ${variant.value}`)
  })

  it('leaves out unknown codes, inactive products and products of a hidden brand, category or parent category', async () => {
    const hidden = ['off', 'brand', 'cat', 'sub'].map(code)
    expect(await namesOf(['NO-SUCH-CODE', ...hidden, code('toner')], 'en')).toEqual({
      [code('toner')]: 'Тонік 200 мл',
    })
  })
})

describe('the price refresh beside it', () => {
  it('prices only products the storefront shows: a withdrawn or hidden one answers nothing', async () => {
    const hidden = ['off', 'brand', 'cat', 'sub'].map(code)
    const res = await client.request('/api/v1/core/update-cart-product-prices/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ codes: ['NO-SUCH-CODE', ...hidden, code('toner')] }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ [code('toner')]: 300 })
  })
})

describe('bad bodies', () => {
  it.each([
    ['no codes', {}],
    ['an empty list', { codes: [] }],
    ['more codes than the price refresh takes', { codes: Array.from({ length: 201 }, (_, i) => `C-${i}`) }],
    ['codes that are not text', { codes: [1, 2] }],
    ['codes that are not a list', { codes: 'RN-1' }],
    ['a blank code', { codes: ['  '] }],
    ['a code over 64 characters', { codes: ['X'.repeat(65)] }],
  ])('%s: 400 with the error envelope naming codes, the input not echoed', async (_, body) => {
    const res = await names(body, 'en')
    expect(res.status).toBe(400)
    const text = await res.text()
    const { error } = errorEnvelopeSchema.parse(JSON.parse(text))
    expect(error.code).toBe('invalid_data')
    expect(Object.keys(error.fields ?? {}).some((field) => field.startsWith('codes'))).toBe(true)
    expect(text).not.toContain('RN-1')
    expect(text).not.toContain('XXXXXXXX')
  })

  it('200 codes, the most the price refresh takes, are answered', async () =>
    expect(await namesOf([code('cream-50'), ...Array.from({ length: 199 }, (_, i) => `C-${i}`)], 'en')).toEqual({
      [code('cream-50')]: 'Face cream 50 ml',
    }))

  it('a malformed JSON body answers 400, not 500', async () => {
    const res = await client.request('/api/v1/core/cart-product-names/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"codes": [',
    })
    expect(res.status).toBe(400)
    expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('invalid_data')
  })
})
