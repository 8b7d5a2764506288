/**
 * The search's one statement (db/queries/search-statement.ts) ranks exactly as app/domain's
 * rankSearchHits ranks the same candidates read apart, as the search did before it ranked in the
 * database: on a seeded catalogue of 6,000 products, for words of every frequency, their
 * transliterations, two- and three-letter prefixes, several words, brands, codes and typos. Both the
 * results page's full list (searchMatches) and the drop-down's products (findProducts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ftsMatchExpression, isTypoCandidate, queryTerms, termSpellings } from '../../app/domain/search-query'
import { rankSearchHits, type SearchHit } from '../../app/domain/search-ranking'
import { toLatin } from '../../app/domain/transliterate'
import type { Db } from '../../db/client'
import { findProducts, searchMatches } from '../../db/queries/search'
import { correctTypos, firstLetter } from '../../db/queries/search-corrections'
import { seed } from '../../db/seed/index'

const dir = mkdtempSync(join(tmpdir(), 'search-order-test-'))
const file = join(dir, 'store.db')
let client: Client
let db: Db

beforeAll(async () => {
  await seed({ file, products: 6000, images: false })
  client = createClient({ url: `file:${file}` })
  db = drizzle(client) as unknown as Db
}, 120_000)

afterAll(() => {
  client?.close()
  rmSync(dir, { recursive: true, force: true })
})

const rows = async (sql: string, args: (string | number)[] = []) => (await client.execute({ sql, args })).rows

/** The candidates as the search read them before it ranked in the database: the same pool, 500 best by bm25, active. */
async function candidates(match: string): Promise<SearchHit[]> {
  const found = await rows(
    `SELECT p.id, p.name_ua || ' ' || p.name_en AS names, p.views,
      EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND (v.stock > 0 OR v.stock_opt > 0)) AS available,
      pool_score
    FROM (SELECT pool_id, pool_score FROM (
      SELECT rowid % 4294967296 AS pool_id, bm25(products_search, 10.0, 2.0, 6.0, 6.0, 8.0) AS pool_score
      FROM products_search WHERE products_search MATCH ? ORDER BY rowid LIMIT 4000) ORDER BY pool_score LIMIT 500) AS ranked
    INNER JOIN products p ON p.id = ranked.pool_id WHERE p.is_active = 1`,
    [match],
  )
  return found.map((r) => ({
    id: Number(r.id),
    names: [String(r.names)],
    views: Number(r.views),
    available: Number(r.available) === 1,
    score: Number(r.pool_score),
  }))
}

/** The whole ranked list and correction of a query, by rankSearchHits over candidates read apart. */
async function expected(query: string): Promise<{ ids: number[]; correction: string | null }> {
  const groups = queryTerms(query).map(termSpellings)
  if (groups.length === 0) return { ids: [], correction: null }
  const ranked = async (g: string[][]) => rankSearchHits(await candidates(ftsMatchExpression(g)), g).map((h) => h.id)
  const ids = await ranked(groups)
  const typos = groups.flat().filter(isTypoCandidate)
  if (ids.length > 0 || typos.length === 0) return { ids, correction: null }
  const vocabulary = new Map<string, { term: string; doc: number }[]>()
  for (const letter of new Set(typos.map(firstLetter))) {
    const next = String.fromCodePoint(letter.codePointAt(0)! + 1)
    const terms = await rows(
      'SELECT term, docs FROM products_search_terms WHERE term >= ? AND term < ? ORDER BY term',
      [letter, next],
    )
    vocabulary.set(
      letter,
      terms.map((t) => ({ term: String(t.term), doc: Number(t.docs) })),
    )
  }
  const { corrected, widened, correction } = correctTypos(query, groups, vocabulary)
  return { ids: widened ? await ranked(corrected) : [], correction }
}

/** A deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One letter of a word replaced, dropped or two swapped: what a shopper mistypes. */
function typo(word: string, next: () => number): string {
  const i = 1 + Math.floor(next() * (word.length - 2))
  const kind = Math.floor(next() * 3)
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1)
  if (kind === 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
  return word.slice(0, i) + (word[i] === 'а' ? 'о' : 'а') + word.slice(i + 1)
}

/** Queries drawn from the seeded catalogue's own words, names, brands and codes. */
async function queries(): Promise<string[]> {
  const next = random(43)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const words = (await rows('SELECT term FROM products_search_terms WHERE length(term) >= 4 ORDER BY docs DESC')).map(
    (r) => String(r.term),
  )
  const names = (await rows('SELECT name_ua, name_en FROM products ORDER BY id LIMIT 400')).map((r) => [
    String(r.name_ua),
    String(r.name_en),
  ])
  const brands = (await rows('SELECT name FROM brands')).map((r) => String(r.name))
  const codes = (await rows('SELECT code FROM variants ORDER BY id LIMIT 50')).map((r) => String(r.code))
  const cyrillic = words.filter((w) => /^\p{Script=Cyrillic}+$/u.test(w))
  const list = [
    ...words.slice(0, 30),
    ...Array.from({ length: 30 }, () => pick(words)),
    ...Array.from({ length: 20 }, () => toLatin(pick(cyrillic))),
    ...Array.from({ length: 25 }, () => pick(words).slice(0, 2 + Math.floor(next() * 2))),
    ...Array.from({ length: 30 }, () => {
      const name = pick(names)[Math.floor(next() * 2)]!.split(' ')
      const start = Math.floor(next() * name.length)
      return name.slice(start, start + 2 + Math.floor(next() * 2)).join(' ')
    }),
    ...Array.from({ length: 30 }, () => typo(pick(cyrillic.slice(0, 200)), next)),
    ...Array.from({ length: 10 }, () => `${typo(pick(cyrillic.slice(0, 100)), next)} ${pick(words)}`),
    ...brands.slice(0, 10),
    ...codes.slice(0, 10),
    ...Array.from({ length: 10 }, () => pick(names)[0]!.toUpperCase()),
    'крем для обличчя',
    'serum for face',
    'кр',
    'ма',
    'з',
  ]
  return [...new Set(list)]
}

describe('the search statement', () => {
  it('ranks every query as rankSearchHits ranks its candidates, in full and for the drop-down', async () => {
    let ranked = 0
    let corrected = 0
    for (const query of await queries()) {
      const want = await expected(query)
      const matches = await searchMatches(db, query)
      expect({ query, ...matches }).toEqual({ query, ...want })
      const found = await findProducts(db, query, 20, 'ua')
      expect({ query, ids: found.rows.map((r) => r.product.id), correction: found.correction }).toEqual({
        query,
        ids: want.ids.slice(0, 20),
        correction: want.correction,
      })
      if (want.ids.length > 20) ranked++
      if (want.correction !== null) corrected++
    }
    // The queries reach what the ranking decides: long lists, and misspellings that are corrected.
    expect(ranked).toBeGreaterThan(40)
    expect(corrected).toBeGreaterThan(10)
  }, 120_000)
})
