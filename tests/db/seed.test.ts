/**
 * The seed's acceptance criteria, on temporary files without images (the rows are the same with them):
 * invariants of the data, counts that follow --products, determinism, idempotency and search.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productPriceBounds } from '../../app/domain/price'
import { toCyrillic, toLatin } from '../../app/domain/transliterate'
import { DAY_MS, productChunks, SEED_EPOCH } from '../../db/seed/catalogue'
import { PRODUCT_ID_OF_SEARCH_ROWID } from '../../db/queries/search-index'
import { seed } from '../../db/seed/index'
import { verifyPassword } from '../../app/domain/password-hash'

const PRODUCTS = 200
const dir = mkdtempSync(join(tmpdir(), 'seed-test-'))
const fileA = join(dir, 'a.db')
const fileB = join(dir, 'b.db')
const fileSmall = join(dir, 'small.db')
let a: Client
let b: Client
let small: Client

type Row = Record<string, unknown>
const all = async (c: Client, sql: string, args: unknown[] = []): Promise<Row[]> =>
  (await c.execute({ sql, args: args as never })).rows.map((r) => ({ ...(r as unknown as Row) }))
const one = async (c: Client, sql: string, args: unknown[] = []): Promise<Row> => (await all(c, sql, args))[0]!
const num = async (c: Client, sql: string, args: unknown[] = []) => Number(Object.values(await one(c, sql, args))[0])

beforeAll(async () => {
  await seed({ file: fileA, products: PRODUCTS, images: false })
  await seed({ file: fileB, products: PRODUCTS, images: false })
  await seed({ file: fileSmall, products: 80, images: false })
  a = createClient({ url: `file:${fileA}` })
  b = createClient({ url: `file:${fileB}` })
  small = createClient({ url: `file:${fileSmall}` })
}, 120_000)

afterAll(() => {
  for (const c of [a, b, small]) c?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('catalogue', () => {
  it('has at least 40 brands with logos and ua/en descriptions', async () => {
    const brands = await all(a, 'SELECT * FROM brands')
    expect(brands.length).toBeGreaterThanOrEqual(40)
    for (const br of brands) {
      expect(br.image).toMatch(/^\/media\/brands\/[a-z0-9-]+\.webp$/)
      expect(String(br.description_ua).length).toBeGreaterThan(40)
      expect(String(br.description_en).length).toBeGreaterThan(40)
    }
    expect(new Set(brands.map((x) => x.slug)).size).toBe(brands.length)
  })

  it('has a two-level tree of at least 60 categories with Latin slugs and images', async () => {
    const cats = await all(a, 'SELECT * FROM categories')
    expect(cats.length).toBeGreaterThanOrEqual(60)
    const byId = new Map(cats.map((c) => [c.id, c]))
    const roots = cats.filter((c) => c.parent_id === null)
    expect(roots.length).toBeGreaterThanOrEqual(6)
    for (const c of cats) {
      expect(c.slug).toMatch(/^[a-z0-9-]+$/)
      expect(c.image).toBe(`/media/categories/${c.slug}.webp`)
      expect(c.name_ua).toBeTruthy()
      expect(c.name_en).toBeTruthy()
      if (c.parent_id !== null) expect(byId.get(c.parent_id)!.parent_id).toBeNull()
    }
    for (const r of roots) expect(cats.some((c) => c.parent_id === r.id)).toBe(true)
  })

  it('attaches every product to a second-level category, with complete texts', async () => {
    const rows = await all(
      a,
      `SELECT p.*, c.parent_id AS cat_parent FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id`,
    )
    expect(rows).toHaveLength(PRODUCTS)
    for (const p of rows) {
      expect(p.cat_parent).not.toBeNull()
      for (const k of [
        'name_ua',
        'name_en',
        'short_ua',
        'short_en',
        'description_ua',
        'description_en',
        'prescription_ua',
        'prescription_en',
        'application_ua',
        'application_en',
        'serie',
        'unit_ua',
        'unit_en',
        'slug',
      ])
        expect(String(p[k]).trim(), `${k} of product ${p.id}`).not.toBe('')
      expect(String(p.short_ua).length).toBeLessThanOrEqual(120)
      expect(String(p.short_en).length).toBeLessThanOrEqual(120)
      expect(p.slug).toMatch(/^[a-z0-9-]+$/)
      expect(Number(p.created_at)).toBeGreaterThan(SEED_EPOCH - 731 * DAY_MS)
      expect(Number(p.created_at)).toBeLessThanOrEqual(SEED_EPOCH)
    }
    // Every category of the first walk has products; compositions are there for almost everything.
    expect(new Set(rows.map((p) => p.category_id)).size).toBe(
      await num(a, 'SELECT count(*) FROM categories WHERE parent_id IS NOT NULL'),
    )
    expect(rows.filter((p) => String(p.composition).length > 0).length / rows.length).toBeGreaterThan(0.85)
    expect(new Set(rows.map((p) => p.views)).size).toBeGreaterThan(PRODUCTS / 3)
    expect(new Set(rows.map((p) => p.slug)).size).toBe(PRODUCTS)
  })

  it('names every product its own in both languages, whatever the size of the seed', () => {
    // Marketplaces refuse two offers of one name; in 3,000 products the same parts come up again
    // (the first time at product 218), so those are drawn anew or numbered.
    const names = (total: number) =>
      [...productChunks(total, 1000)].flatMap((chunk) => chunk.products.map((p) => [p.name_ua, p.name_en]))
    const large = names(3000)
    expect(new Set(large.map(([ua]) => ua)).size).toBe(3000)
    expect(new Set(large.map(([, en]) => en)).size).toBe(3000)
    expect(large.filter(([ua]) => String(ua).endsWith(' № 2')).length).toBeGreaterThan(0)
    expect(names(300)).toEqual(large.slice(0, 300))
  })

  it('gives each product 1–4 variants, at least twice as many variants as products', async () => {
    const counts = await all(
      a,
      'SELECT p.id, count(v.id) AS n FROM products p LEFT JOIN variants v ON v.product_id = p.id GROUP BY p.id',
    )
    for (const c of counts) {
      expect(Number(c.n)).toBeGreaterThanOrEqual(1)
      expect(Number(c.n)).toBeLessThanOrEqual(4)
    }
    expect(await num(a, 'SELECT count(*) FROM variants')).toBeGreaterThanOrEqual(2 * PRODUCTS)
  })

  it('has unique codes, valid EAN-13 barcodes, and sane prices', async () => {
    const vs = await all(a, 'SELECT * FROM variants ORDER BY product_id, sort_order, id')
    expect(new Set(vs.map((v) => v.code)).size).toBe(vs.length)
    expect(new Set(vs.map((v) => v.barcode)).size).toBe(vs.length)
    for (const v of vs) {
      expect(v.code).toMatch(/^[A-Z]{2}-\d{5,}$/)
      const ean = String(v.barcode)
      expect(ean).toMatch(/^\d{13}$/)
      const sum = [...ean.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
      expect(Number(ean[12])).toBe((10 - (sum % 10)) % 10)
      expect(v.value_ua).toBeTruthy()
      expect(v.value_en).toBeTruthy()
      const price = Number(v.price_uah)
      expect(Number.isInteger(price)).toBe(true)
      expect(price).toBeGreaterThanOrEqual(90)
      expect(price).toBeLessThanOrEqual(4500)
      const ratio = Number(v.wholesale_price_uah) / price
      expect(ratio).toBeGreaterThanOrEqual(0.54)
      expect(ratio).toBeLessThanOrEqual(0.71)
      if (Number(v.discount_price_uah) > 0) expect(Number(v.discount_price_uah)).toBeLessThan(price)
      if (Number(v.discount_wholesale_price_uah) > 0)
        expect(Number(v.discount_wholesale_price_uah)).toBeLessThan(Number(v.wholesale_price_uah))
      expect(Number(v.stock)).toBeGreaterThanOrEqual(0)
      expect(Number(v.stock_opt)).toBeGreaterThanOrEqual(0)
    }
  })

  it('exercises every price and stock rule on at least 5% of variants', async () => {
    const total = await num(a, 'SELECT count(*) FROM variants')
    const share = async (where: string) => (await num(a, `SELECT count(*) FROM variants WHERE ${where}`)) / total
    expect(await share('discount_price_uah > 0')).toBeGreaterThanOrEqual(0.05)
    expect(await share('discount_wholesale_price_uah > 0')).toBeGreaterThanOrEqual(0.05)
    expect(await share('stock = 0 AND stock_opt > 0')).toBeGreaterThanOrEqual(0.05)
    expect(await share('stock = 0 AND stock_opt = 0')).toBeGreaterThanOrEqual(0.05)
    expect(await share('stock > 0')).toBeGreaterThan(0.5)
  })

  it('keeps each product’s listing prices equal to productPriceBounds over its variants in their order', async () => {
    const products = await all(a, 'SELECT id, min_price_uah, min_wholesale_price_uah FROM products')
    const vs = await all(a, 'SELECT * FROM variants')
    const byProduct = new Map<unknown, Row[]>()
    for (const v of vs) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v])
    for (const p of products) {
      const bounds = productPriceBounds(
        byProduct.get(p.id)!.map((v) => ({
          priceUah: Number(v.price_uah),
          discountPriceUah: Number(v.discount_price_uah),
          wholesalePriceUah: Number(v.wholesale_price_uah),
          discountWholesalePriceUah: Number(v.discount_wholesale_price_uah),
          stock: Number(v.stock),
          stockOpt: Number(v.stock_opt),
        })),
      )
      expect({ min: Number(p.min_price_uah), wholesale: Number(p.min_wholesale_price_uah) }).toEqual({
        min: bounds.minPriceUah,
        wholesale: bounds.minWholesalePriceUah,
      })
    }
  })

  it('gives every variant 1–3 images in three sizes under /media/products/', async () => {
    const rows = await all(
      a,
      'SELECT v.id, count(i.id) AS n FROM variants v LEFT JOIN variant_images i ON i.variant_id = v.id GROUP BY v.id',
    )
    for (const r of rows) expect([1, 2, 3]).toContain(Number(r.n))
    for (const img of await all(a, 'SELECT * FROM variant_images LIMIT 300')) {
      expect(img.xs).toMatch(/^\/media\/products\/[a-z0-9-]+\/[a-z]+-[1-3]-xs\.webp$/)
      expect(img.s).toBe(String(img.xs).replace('-xs.webp', '-s.webp'))
      expect(img.l).toBe(String(img.xs).replace('-xs.webp', '-l.webp'))
    }
  })

  it('has the promo codes the spec talks about', async () => {
    const promos = new Map((await all(a, 'SELECT * FROM promo_codes')).map((p) => [p.code, p]))
    expect(promos.get('SPRING10')).toMatchObject({ kind: 'percent', amount: 10 })
    expect(promos.get('MINUS100')).toMatchObject({ kind: 'fixed', amount: 100 })
    expect(promos.get('SPRING10')!.brand_id).not.toBe(promos.get('MINUS100')!.brand_id)
    const list = [...promos.values()]
    expect(list.some((p) => p.ends_at !== null && Number(p.ends_at) < SEED_EPOCH)).toBe(true)
    expect(list.some((p) => p.usage_limit !== null && Number(p.used_count) >= Number(p.usage_limit))).toBe(true)
  })
})

describe('people', () => {
  it('has the customer, the approved partner with a company, staff and admin', async () => {
    const users = new Map((await all(a, 'SELECT * FROM users')).map((u) => [u.email, u]))
    const customer = users.get('customer@example.com')!
    expect(customer).toMatchObject({ phone: '+380501112233', is_active: 1, role: 'customer', wholesale_status: 'none' })
    expect(await verifyPassword('customer12345', String(customer.password_hash))).toBe(true)
    const partner = users.get('partner@example.com')!
    expect(partner).toMatchObject({ phone: '+380671112233', is_active: 1, wholesale_status: 'approved' })
    expect(await verifyPassword('partner12345', String(partner.password_hash))).toBe(true)
    expect(users.get('staff@example.com')).toMatchObject({ role: 'staff', is_active: 1 })
    expect(await verifyPassword('staff12345', String(users.get('staff@example.com')!.password_hash))).toBe(true)
    expect(users.get('admin@example.com')).toMatchObject({ role: 'admin', is_active: 1 })
    expect(await verifyPassword('admin12345', String(users.get('admin@example.com')!.password_hash))).toBe(true)

    const company = await one(a, 'SELECT * FROM companies WHERE user_id = ?', [partner.id])
    expect(company.name).toBeTruthy()
    expect(company.code).toMatch(/^\d{8}$/)
    expect(company.email).toMatch(/@/)
    expect(company.iban).toMatch(/^UA\d{27}$/)
    const iban = String(company.iban)
    const numeric = `${iban.slice(4)}3010${iban.slice(2, 4)}`
    expect(BigInt(numeric) % 97n).toBe(1n)
    expect(company.director).toBeTruthy()
    expect(company.address).toBeTruthy()

    expect(await num(a, 'SELECT count(*) FROM courier_addresses WHERE user_id = ?', [customer.id])).toBeGreaterThan(0)
    expect(await num(a, 'SELECT count(*) FROM new_post_addresses WHERE user_id = ?', [customer.id])).toBeGreaterThan(0)
  })

  it('has partner-form option lists of 4–6 items in ua and en', async () => {
    for (const kind of ['position', 'education', 'specialization', 'workplace', 'how_they']) {
      const items = await all(a, 'SELECT * FROM partner_options WHERE kind = ?', [kind])
      expect(items.length, kind).toBeGreaterThanOrEqual(4)
      expect(items.length, kind).toBeLessThanOrEqual(6)
      for (const i of items) expect(i.name_ua && i.name_en).toBeTruthy()
    }
  })

  it('has comments with ratings, questions and replies, some by the customer', async () => {
    const customerId = (await one(a, `SELECT id FROM users WHERE email = 'customer@example.com'`)).id
    const comments = await all(a, 'SELECT * FROM comments')
    expect(comments.some((c) => c.user_id === customerId && c.type === 'COMMENT' && Number(c.rate) >= 1)).toBe(true)
    expect(comments.some((c) => c.type === 'QUESTION' && c.rate === null)).toBe(true)
    for (const c of comments.filter((x) => x.type === 'COMMENT')) {
      expect(Number(c.rate)).toBeGreaterThanOrEqual(1)
      expect(Number(c.rate)).toBeLessThanOrEqual(5)
    }
    expect(await num(a, 'SELECT count(*) FROM replies WHERE by_store = 1')).toBeGreaterThan(0)
    expect(await num(a, 'SELECT count(*) FROM replies WHERE user_id = ?', [customerId])).toBeGreaterThan(0)
    // Counters match the vote rows.
    for (const c of comments)
      expect(Number(c.like_count)).toBe(
        await num(a, 'SELECT count(*) FROM comment_votes WHERE comment_id = ? AND value = 1', [c.id]),
      )
  })
})

describe('determinism, scale and idempotency', () => {
  const dump = async (c: Client, sql: string) => JSON.stringify(await all(c, sql))

  it('writes identical catalogue rows into separate files', async () => {
    for (const sql of [
      'SELECT * FROM products ORDER BY id',
      'SELECT * FROM variants ORDER BY id',
      'SELECT * FROM variant_images ORDER BY id',
      'SELECT * FROM categories ORDER BY id',
      'SELECT * FROM brands ORDER BY id',
      'SELECT * FROM promo_codes ORDER BY id',
    ])
      expect(await dump(b, sql), sql).toBe(await dump(a, sql))
  })

  it('scales with --products, and product n does not depend on the total', async () => {
    expect(await num(small, 'SELECT count(*) FROM products')).toBe(80)
    expect(await num(small, 'SELECT count(*) FROM variants')).toBeGreaterThanOrEqual(160)
    expect(await num(a, 'SELECT count(*) FROM products')).toBe(PRODUCTS)
    expect(await dump(small, 'SELECT * FROM products ORDER BY id')).toBe(
      await dump(a, 'SELECT * FROM products WHERE id <= 80 ORDER BY id'),
    )
  })

  it('does nothing on a second run', async () => {
    const before = await dump(
      a,
      'SELECT (SELECT count(*) FROM products) p, (SELECT count(*) FROM variants) v, (SELECT count(*) FROM users) u, (SELECT count(*) FROM comments) c',
    )
    const result = await seed({ file: fileA, products: PRODUCTS, images: false })
    expect(result.status).toBe('already-seeded')
    expect(
      await dump(
        a,
        'SELECT (SELECT count(*) FROM products) p, (SELECT count(*) FROM variants) v, (SELECT count(*) FROM users) u, (SELECT count(*) FROM comments) c',
      ),
    ).toBe(before)
  })

  it('reseeds with force', async () => {
    const result = await seed({ file: fileSmall, products: 50, images: false, force: true })
    expect(result.status).toBe('seeded')
    expect(await num(small, 'SELECT count(*) FROM products')).toBe(50)
    expect(await num(small, `SELECT count(*) FROM users WHERE email = 'customer@example.com'`)).toBe(1)
  }, 60_000)
})

describe('search index', () => {
  it('indexes every product, with its row in products_search_keys and its words in products_search_terms', async () => {
    expect(await num(a, 'SELECT count(*) FROM products_search')).toBe(PRODUCTS)
    expect(
      await num(a, 'SELECT count(*) FROM products_search_keys k JOIN products_search s ON s.rowid = k.search_rowid'),
    ).toBe(PRODUCTS)
    expect(await num(a, 'SELECT count(*) FROM products_search_terms')).toBe(
      await num(a, 'SELECT count(*) FROM products_search_vocab'),
    )
  })

  it('finds a product by a Latin transliteration of its Ukrainian name', async () => {
    const p = await one(a, 'SELECT id, name_ua FROM products WHERE id = 7')
    const word = toLatin(String(p.name_ua))
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 5)[0]!
    expect(word).toMatch(/^[a-z]+$/)
    const hits = await all(
      a,
      `SELECT ${PRODUCT_ID_OF_SEARCH_ROWID} AS id FROM products_search WHERE products_search MATCH ?`,
      [`"${word}"`],
    )
    expect(hits.map((h) => Number(h.id))).toContain(7)
    // And by a prefix of it, as the search box sends.
    const prefix = await all(
      a,
      `SELECT ${PRODUCT_ID_OF_SEARCH_ROWID} AS id FROM products_search WHERE products_search MATCH ?`,
      [`translit:${word.slice(0, 4)}*`],
    )
    expect(prefix.map((h) => Number(h.id))).toContain(7)
  })

  it('finds a brand typed in Cyrillic, and a variant by its code', async () => {
    const p = await one(a, 'SELECT p.id, b.name FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = 3')
    const cyr = toCyrillic(String(p.name)).split(/\s+/)[0]!
    const hits = await all(
      a,
      `SELECT ${PRODUCT_ID_OF_SEARCH_ROWID} AS id FROM products_search WHERE products_search MATCH ?`,
      [`translit:"${cyr}"`],
    )
    expect(hits.map((h) => Number(h.id))).toContain(3)
    const code = (await one(a, 'SELECT code FROM variants WHERE product_id = 3 LIMIT 1')).code
    const byCode = await all(
      a,
      `SELECT ${PRODUCT_ID_OF_SEARCH_ROWID} AS id FROM products_search WHERE products_search MATCH ?`,
      [`codes:"${code}"`],
    )
    expect(byCode.map((h) => Number(h.id))).toEqual([3])
  })
})
