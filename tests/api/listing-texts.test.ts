import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryProductsResponseSchema } from '../../app/contract/listing'
import { createApiClient } from '../support/api-env'
import { ownDatabase } from '../support/own-db'
import { FILE_ID } from '../support/file-id'

/**
 * A listing read from the database (its lists made by SQLite as JSON, db/queries/product-json.ts) answers
 * each text as the product endpoint does: texts that JSON escapes (quotes, backslashes, control
 * characters), characters of two UTF-16 units, line and paragraph separators, and an English text of
 * blanks only (the Ukrainian shown instead), in both languages, with and without a parent category.
 * This file has its own copy of the database.
 */
let db: Awaited<ReturnType<typeof ownDatabase>>
let client: Awaited<ReturnType<typeof createApiClient>>
const tag = `${FILE_ID}`

const HOSTILE = [
  'Лапки " і зворотна риска \\ та </script>',
  'Рядок\nрядок\tтаб\r\u0008\u000c',
  'Керівні \u0001 \u001f \u007f символи',
  'Емодзі 😀 і роздільник\u2028рядків\u2029',
  '\u000112',
  '',
]

let brandId = 0
const texts = new Map<number, { ua: string[]; en: string[] }>()

beforeAll(async () => {
  db = await ownDatabase()
  client = await createApiClient({ TURSO_DATABASE_URL: db.url })
  const id = async (sql: string, args: (string | number | null)[]) =>
    Number((await db.execute(sql, args)).lastInsertRowid)
  brandId = await id('INSERT INTO brands (slug, name) VALUES (?, ?)', [`literals-${tag}`, `Literals "${tag}"`])
  const parent = await id('INSERT INTO categories (slug, name_ua, name_en) VALUES (?, ?, ?)', [
    `literals-parent-${tag}`,
    'Батьківська "категорія"\n',
    'Parent',
  ])
  const child = await id('INSERT INTO categories (slug, name_ua, name_en, parent_id) VALUES (?, ?, ?, ?)', [
    `literals-child-${tag}`,
    'Дочірня \\ категорія 😀',
    ' ',
    parent,
  ])
  for (let n = 0; n < HOSTILE.length; n++) {
    const ua = HOSTILE.map((_, i) => HOSTILE[(n + i) % HOSTILE.length]!)
    // English: translated, blank (falls back to the Ukrainian) or escaped in turn.
    const en = ua.map((_, i) => [`English ${n}.${i}`, ' \t', 'Quote " and \\'][(n + i) % 3]!)
    const product = await id(
      `INSERT INTO products (slug, brand_id, category_id, name_ua, name_en, short_ua, short_en, description_ua,
         description_en, prescription_ua, prescription_en, application_ua, application_en, composition, unit_ua,
         unit_en, sort_order, is_active, min_price_uah, min_wholesale_price_uah)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 100, 100)`,
      [
        `literals-${n}-${tag}`,
        brandId,
        n % 2 ? child : parent,
        `Назва ${n} ${ua[0]}`,
        en[0]!,
        ua[1]!,
        en[1]!,
        ua[2]!,
        en[2]!,
        ua[3]!,
        en[3]!,
        ua[4]!,
        en[4]!,
        ua[5]!,
        ua[0]!,
        en[5]!,
        n,
      ],
    )
    texts.set(product, { ua, en })
    await db.execute(
      `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, stock) VALUES (?, ?, ?, ?, 100, 3)`,
      [product, `LITERALS-${tag}-${n}`, `${ua[1]} мл`, en[1]!],
    )
  }
})
afterAll(async () => {
  await client?.dispose()
  await db?.close()
})

describe('a listing read from the database answers every text as it is stored', () => {
  for (const locale of ['ua', 'en'] as const) {
    it(`writes the bytes JSON.stringify writes, in ${locale}`, async () => {
      // A price range: a listing not kept in KV, read from the database.
      const res = await client.request(
        `/api/v1/shop/products/category-products/?brand_ids=${brandId}&price_min=1&sort=sort_order&limit=50`,
        { locale },
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/json')
      const text = await res.text()
      const page = categoryProductsResponseSchema.parse(JSON.parse(text))
      expect(page.results).toHaveLength(HOSTILE.length)
      // Parsed and written again, the answer is the same text: each escape is the one JSON.stringify writes.
      expect(text).toBe(JSON.stringify(JSON.parse(text)))
      for (const product of page.results) {
        const { ua, en } = texts.get(product.id)!
        const shown = (i: number) => (locale === 'en' && en[i]!.trim() !== '' ? en[i] : ua[i])
        expect(product.human).toBe(shown(1))
        expect(product.description).toBe(shown(2))
        expect(product.prescription).toBe(shown(3))
        expect(product.application).toBe(shown(4))
        expect(product.composition).toBe(ua[5])
        expect(product.unit[0]!.unit).toBe(locale === 'en' && en[5]!.trim() !== '' ? en[5] : ua[0])
        expect(product.variants[0]!.value).toBe(locale === 'en' && en[1]!.trim() !== '' ? en[1] : `${ua[1]} мл`)
      }
      const own = await Promise.all(
        page.results.map(async (p) => (await client.request(`/api/v1/shop/products/${p.id}`, { locale })).text()),
      )
      expect(text.startsWith(`{"results":[${own.join(',')}],"count":${HOSTILE.length},`)).toBe(true)
      const inChild = page.results.find((p) => p.category.parent_id !== null)!
      expect(inChild.category.name).toBe('Дочірня \\ категорія 😀')
      expect(inChild.category.parent_name).toBe(locale === 'en' ? 'Parent' : 'Батьківська "категорія"\n')
    })
  }
})
