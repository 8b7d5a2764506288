import { isDeepStrictEqual } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { searchResponseSchema } from '../../app/contract/search'
import { SEARCH_MAX_LENGTH, SEARCH_RESULTS_LIMIT } from '../../app/domain/search-query'
import { toCyrillic, toLatin } from '../../app/domain/transliterate'
import { createApiClient } from '../support/api-env'
import { bearerFor, testDbClient } from '../support/tokens'

/** The seeded catalogue as the test sees it, read straight from the database: the ground truth. */
interface Seeded {
  id: number
  nameUa: string
  nameEn: string
  shortUa: string
  brandId: number
  brand: string
}

let client: Awaited<ReturnType<typeof createApiClient>>
let catalogue: Seeded[]
let allText: string[]
beforeAll(async () => {
  client = await createApiClient()
  const db = testDbClient()
  try {
    const { rows } = await db.execute(
      `SELECT p.id, p.name_ua, p.name_en, p.short_ua, p.short_en, b.id AS brand_id, b.name AS brand FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.is_active = 1`,
    )
    catalogue = rows.map((r) => ({
      id: Number(r.id),
      nameUa: String(r.name_ua),
      nameEn: String(r.name_en),
      shortUa: String(r.short_ua),
      brandId: Number(r.brand_id),
      brand: String(r.brand),
    }))
    allText = rows.flatMap((r) =>
      [r.name_ua, r.name_en, r.short_ua, r.short_en, r.brand].map((v) => String(v).toLowerCase()),
    )
  } finally {
    db.close()
  }
})
afterAll(() => client.dispose())

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

const search = async (q: string, init: { locale?: 'ua' | 'en'; headers?: Record<string, string> } = {}) => {
  const res = await client.request(`/api/v1/shop/search/?q=${encodeURIComponent(q)}`, init)
  expect(res.status).toBe(200)
  return searchResponseSchema.parse(await res.json())
}
const ids = (products: { id: number }[]) => products.map((p) => p.id)

/** Products whose name (in `field`) has a word for which `test` holds. */
const withWord = (field: 'nameUa' | 'nameEn', test: (word: string) => boolean) =>
  catalogue.filter((p) => words(p[field]).some(test))

/**
 * A word of the names held by only a few products (so all of them fit in one answer), long enough
 * to cut or misspell, and written in the given alphabet.
 */
function rareWord(field: 'nameUa' | 'nameEn', alphabet: RegExp, minLength = 8): { word: string; holders: Seeded[] } {
  const counts = new Map<string, Seeded[]>()
  for (const p of catalogue) for (const w of new Set(words(p[field]))) counts.set(w, [...(counts.get(w) ?? []), p])
  const found = [...counts]
    .filter(([w, holders]) => w.length >= minLength && alphabet.test(w) && holders.length >= 1 && holders.length <= 5)
    .sort((a, b) => a[0].localeCompare(b[0]))[0]
  if (!found) throw new Error(`the seed has no rare ${field} word`)
  return { word: found[0], holders: found[1] }
}
const CYRILLIC = /^[а-щьюяієїґ]+$/u
const LATIN = /^[a-z]+$/u

/** Whether any indexed word begins with `text` (so a test of typo tolerance really tests it). */
async function indexedPrefix(text: string): Promise<boolean> {
  const db = testDbClient()
  try {
    const { rows } = await db.execute({
      sql: 'SELECT count(*) AS n FROM products_search_vocab WHERE term >= ? AND term < ?',
      args: [text, `${text}\u{10FFFF}`],
    })
    return Number(rows[0]!.n) > 0
  } finally {
    db.close()
  }
}

describe('GET /api/v1/shop/search/', () => {
  it('answers products in the §3 shape, at most 20, with or without the trailing slash', async () => {
    const common = [...new Set(catalogue.flatMap((p) => words(p.nameUa)))].find(
      (w) => w.length >= 3 && withWord('nameUa', (x) => x === w).length > SEARCH_RESULTS_LIMIT,
    )!
    expect(await search(common)).toHaveLength(SEARCH_RESULTS_LIMIT)
    const bare = await client.request(`/api/v1/shop/search?q=${encodeURIComponent(common)}`)
    expect(bare.status).toBe(200)
    expect(ids(searchResponseSchema.parse(await bare.json()))).toEqual(ids(await search(common)))
  })

  it('matches every term by prefix', async () => {
    const { word } = rareWord('nameUa', CYRILLIC)
    const prefix = word.slice(0, -2)
    expect(allText.some((t) => words(t).includes(prefix))).toBe(false)
    const holders = withWord('nameUa', (w) => w.startsWith(prefix))
    expect(holders.length).toBeLessThanOrEqual(SEARCH_RESULTS_LIMIT)
    const found = ids(await search(prefix))
    expect(found).toEqual(expect.arrayContaining(ids(holders)))
  })

  it('requires every term: a second word narrows the answer', async () => {
    const { word, holders } = rareWord('nameUa', CYRILLIC)
    const other = words(holders[0]!.nameUa).find((w) => w !== word && w.length >= 4)!
    const both = await search(`${other} ${word}`)
    expect(ids(both)).toContain(holders[0]!.id)
    const has = (text: string, term: string) => words(text).some((w) => w.startsWith(term))
    expect(both.every((p) => has(`${p.name} ${p.human}`, word) && has(`${p.name} ${p.human}`, other))).toBe(true)
    expect((await search(other)).length).toBeGreaterThan(both.length)
  })

  it('is case-insensitive in Ukrainian', async () => {
    const { word, holders } = rareWord('nameUa', CYRILLIC)
    const lower = ids(await search(word))
    expect(lower).toEqual(expect.arrayContaining(ids(holders)))
    expect(ids(await search(word.toUpperCase()))).toEqual(lower)
    expect(ids(await search(word[0]!.toUpperCase() + word.slice(1)))).toEqual(lower)
  })

  it('is case-insensitive in English', async () => {
    const { word, holders } = rareWord('nameEn', LATIN, 6)
    const lower = ids(await search(word, { locale: 'en' }))
    expect(lower).toEqual(expect.arrayContaining(ids(holders)))
    expect(ids(await search(word.toUpperCase(), { locale: 'en' }))).toEqual(lower)
  })

  it('finds «крем» from "krem": Latin letters find Cyrillic names', async () => {
    const creams = withWord('nameUa', (w) => w.startsWith('крем'))
    expect(creams.length).toBeGreaterThan(0)
    const latin = await search('krem')
    expect(latin.length).toBeGreaterThan(0)
    expect(latin.every((p) => /крем/iu.test(`${p.name} ${p.human}`))).toBe(true)
    expect(ids(latin)).toEqual(ids(await search('крем')))
  })

  it('finds a Ukrainian name from its Latin transliteration', async () => {
    const { word, holders } = rareWord('nameUa', CYRILLIC)
    const latin = toLatin(word)
    expect(allText.some((t) => t.includes(latin))).toBe(false)
    expect(ids(await search(latin))).toEqual(expect.arrayContaining(ids(holders)))
  })

  it('finds a Latin brand typed in Cyrillic', async () => {
    const brandWords = new Map<string, Set<number>>()
    for (const p of catalogue)
      for (const w of words(p.brand)) brandWords.set(w, (brandWords.get(w) ?? new Set()).add(p.brandId))
    const [word, brandIds] = [...brandWords].find(
      ([w, owners]) =>
        owners.size === 1 &&
        w.length >= 5 &&
        LATIN.test(w) &&
        !catalogue.some((p) => words(`${p.nameEn} ${p.nameUa}`).includes(w)),
    )!
    const brandId = [...brandIds][0]!
    const cyrillic = toCyrillic(word)
    expect(cyrillic).toMatch(CYRILLIC)
    const found = await search(cyrillic)
    const expected = Math.min(SEARCH_RESULTS_LIMIT, catalogue.filter((p) => p.brandId === brandId).length)
    expect(found).toHaveLength(expected)
    expect(found.every((p) => p.brand.id === brandId)).toBe(true)
  })

  it('tolerates one missing letter in a Ukrainian word', async () => {
    const { word, holders } = rareWord('nameUa', CYRILLIC)
    const typo = word.slice(0, 3) + word.slice(4)
    expect(await indexedPrefix(typo)).toBe(false)
    expect(await indexedPrefix(toLatin(typo))).toBe(false)
    expect(ids(await search(typo))).toEqual(expect.arrayContaining(ids(holders)))
  })

  it('tolerates one extra letter in a Latin word ("kreem")', async () => {
    const { word, holders } = rareWord('nameEn', LATIN, 6)
    const typo = word.slice(0, 3) + word[2] + word.slice(3)
    expect(await indexedPrefix(typo)).toBe(false)
    expect(ids(await search(typo, { locale: 'en' }))).toEqual(expect.arrayContaining(ids(holders)))
    const kreem = await search('kreem')
    expect(kreem.length).toBeGreaterThan(0)
    const creamy = (id: number) =>
      catalogue.some((p) => p.id === id && /крем|cream/iu.test(`${p.nameUa} ${p.shortUa} ${p.nameEn}`))
    expect(kreem.every((p) => creamy(p.id))).toBe(true)
  })

  it('finds Ukrainian products for common Russian queries: «сыворотка», «сыворотку», «масло для волос»', async () => {
    const serums = withWord('nameUa', (w) => w.startsWith('сироват'))
    expect(serums.length).toBeGreaterThan(0)
    for (const q of ['сыворотка', 'сыворотку']) {
      const found = await search(q)
      expect({ q, found: found.length }).toEqual({ q, found: Math.min(serums.length, SEARCH_RESULTS_LIMIT) })
      for (const p of found) expect(words(p.name).some((w) => w.startsWith('сироват'))).toBe(true)
    }
    const oils = await search('масло для волос')
    expect(oils.length).toBeGreaterThan(0)
    // The best match names both words in Ukrainian (others may hold them in their short description).
    expect(words(oils[0]!.name)).toEqual(expect.arrayContaining(['волосся']))
    expect(words(oils[0]!.name).some((w) => w.startsWith('олі'))).toBe(true)
  })

  it('does not invent matches for gibberish', async () => {
    expect(await search('жжжжжж')).toEqual([])
    expect(await search('qqqqxx')).toEqual([])
  })

  it.each(['', 'к', 'a', ' к ', '   '])('answers [] for fewer than 2 characters: %j', async (q) => {
    expect(await search(q)).toEqual([])
  })

  it('answers [] without q', async () => {
    const res = await client.request('/api/v1/shop/search/')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([])
  })

  it.each([
    '"',
    '*',
    'AND (',
    'OR',
    'NOT крем',
    'name:крем',
    '"крем',
    'крем*',
    'NEAR(a b)',
    "'; DROP TABLE products; --",
    '^крем',
    '(((',
    '-крем',
    'крем + гель',
    '%_\\',
  ])('reads FTS5 syntax as plain text: %j answers 200', async (q) => {
    await search(q)
  })

  it(`refuses a q longer than ${SEARCH_MAX_LENGTH} characters with the error envelope`, async () => {
    const res = await client.request(`/api/v1/shop/search/?q=${'к'.repeat(SEARCH_MAX_LENGTH + 1)}`)
    expect(res.status).toBe(400)
    const body = errorEnvelopeSchema.parse(await res.json())
    expect(body.error.code).toBe('invalid_data')
    expect(Object.keys(body.error.fields ?? {})).toContain('q')
    expect((await client.request(`/api/v1/shop/search/?q=${'к'.repeat(SEARCH_MAX_LENGTH)}`)).status).toBe(200)
  })

  it('is localised by Accept-Language', async () => {
    const ua = await search('krem', { locale: 'ua' })
    const en = await search('krem', { locale: 'en' })
    expect(ids(en)).toEqual(ids(ua))
    expect(ua[0]!.name).toBe(catalogue.find((p) => p.id === ua[0]!.id)!.nameUa)
    expect(en[0]!.name).toBe(catalogue.find((p) => p.id === en[0]!.id)!.nameEn)
  })

  it('carries no wholesale fields for an anonymous caller, and fills them for an approved wholesaler', async () => {
    const anonymous = (await search('krem')).flatMap((p) => p.variants)
    expect(anonymous.length).toBeGreaterThan(0)
    expect(
      anonymous.every((v) => v.whoosale_price === null && v.discount_whoosale_price === null && v.stock_opt === null),
    ).toBe(true)
    const wholesale = (await search('krem', { headers: await bearerFor(client.env, 'partner@example.com') })).flatMap(
      (p) => p.variants,
    )
    expect(wholesale.every((v) => v.whoosale_price !== null && v.stock_opt !== null)).toBe(true)
  })

  it("writes each product's bytes as the product endpoint does, in either language", async () => {
    // Other files share the database and may sell a found product between the two reads: the pair is
    // read again then, for up to ten seconds; bytes that differ every time still fail.
    for (const locale of ['ua', 'en'] as const) {
      await expect
        .poll(
          async () => {
            const text = await (await client.request(`/api/v1/shop/search/?q=krem`, { locale })).text()
            const found = searchResponseSchema.parse(JSON.parse(text))
            expect(found.length).toBeGreaterThan(1)
            const each = await Promise.all(
              found.map(async (p) => (await client.request(`/api/v1/shop/products/${p.id}`, { locale })).text()),
            )
            return text === `[${each.join(',')}]` ? 'the same bytes' : `${text}\n≠\n[${each.join(',')}]`
          },
          { interval: 300, timeout: 10_000 },
        )
        .toBe('the same bytes')
    }
  })

  it('answers each product as the product endpoint does: variants, images and rating', async () => {
    const db = testDbClient()
    let rated: Seeded | undefined
    try {
      const { rows } = await db.execute(
        `SELECT c.product_id FROM comments c JOIN products p ON p.id = c.product_id
         WHERE c.status = 'published' AND c.type = 'COMMENT' AND c.rate IS NOT NULL AND p.is_active = 1 ORDER BY c.product_id LIMIT 1`,
      )
      rated = catalogue.find((p) => p.id === Number(rows[0]?.product_id))
    } finally {
      db.close()
    }
    expect(rated).toBeDefined()
    const headers = await bearerFor(client.env, 'partner@example.com')
    // Other files order test variants of the same products meanwhile: the two reads are taken again
    // until they see the same stock (a real difference in shape never agrees).
    const pairs = async () => {
      const found = [...(await search(rated!.nameUa, { headers })), ...(await search('krem', { headers })).slice(0, 5)]
      const products = await Promise.all(
        found.map(async (p) => (await client.request(`/api/v1/shop/products/${p.id}`, { headers })).json()),
      )
      return { found, products }
    }
    let read = await pairs()
    for (let attempt = 1; attempt < 5 && !isDeepStrictEqual(read.found, read.products); attempt++) read = await pairs()
    expect(read.found.some((p) => p.id === rated!.id && p.rating.count > 0)).toBe(true)
    expect(read.found).toEqual(read.products)
  })
})
