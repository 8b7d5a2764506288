/**
 * The FTS5 index `products_search` (migrations 0001_search, 0006_search_order_and_terms), one row per
 * product with rowid = searchRowid() (the product's length, then its id), and columns:
 *   name     Ukrainian + English names
 *   short    Ukrainian + English short descriptions
 *   brand    brand name
 *   codes    variant codes and barcodes
 *   translit Latin transliteration of the Ukrainian name, Cyrillic transliteration of the English
 *            name and of the brand, so "krem" finds «Крем» and «ріка» finds Rica.
 *
 * products_search_keys maps a product id to its row, so an edited product's row can be replaced, and
 * keeps the words of its names as the ranking tests them (nameWords, app/domain/search-ranking.ts);
 * products_search_terms keeps the index's words with their product counts for typo correction.
 *
 * Works with any libSQL client (`@libsql/client` on a file in Node, `@libsql/client/web` in the Worker).
 */
import type { Client, InStatement, InValue } from '@libsql/client'
import { nameWords } from '../../app/domain/search-ranking'
import { toCyrillic, toLatin } from '../../app/domain/transliterate'

type SqlClient = Pick<Client, 'execute' | 'batch'>

export interface SearchSource {
  id: number
  nameUa: string
  nameEn: string
  shortUa: string
  shortEn: string
  brand: string
  codes: string
}

export function searchDocument(p: SearchSource): {
  name: string
  short: string
  brand: string
  codes: string
  translit: string
} {
  return {
    name: `${p.nameUa} ${p.nameEn}`,
    short: `${p.shortUa} ${p.shortEn}`,
    brand: p.brand,
    codes: p.codes,
    translit: `${toLatin(p.nameUa)} ${toCyrillic(p.nameEn)} ${toCyrillic(p.brand)}`,
  }
}

/** Product ids fit in the low 32 bits of a search rowid; the length sits above them. */
const ID_BITS = 2 ** 32
/** The largest length kept in a rowid, so rowids stay exact in a JavaScript number (below 2^53). */
const MAX_LENGTH_KEY = 2 ** 20 - 1

/** Words separated by single spaces, as SQL's `length(s) - length(replace(s, ' ', '')) + 1` counts them. */
const spaceSeparatedWords = (s: string) => s.split(' ').length

/**
 * The row of a product in products_search: its length in words over every indexed column, times 2^32,
 * plus its id. FTS5 walks matches in rowid order, so a query's first matches are its shortest
 * products, the ones bm25 favours (db/queries/search.ts ranks a bounded pool of them). Migration
 * 0006_search_order_and_terms applies the same rule in SQL to rows indexed before it.
 */
export function searchRowid(id: number, doc: ReturnType<typeof searchDocument>): number {
  const words = [doc.name, doc.short, doc.brand, doc.codes, doc.translit].reduce(
    (sum, column) => sum + spaceSeparatedWords(column),
    0,
  )
  return Math.min(words, MAX_LENGTH_KEY) * ID_BITS + id
}

/** The product id a search rowid belongs to, in SQL (`rowid` being products_search.rowid). */
export const PRODUCT_ID_OF_SEARCH_ROWID = `rowid % ${ID_BITS}`

const SELECT = `SELECT p.id, p.name_ua, p.name_en, p.short_ua, p.short_en, b.name AS brand,
  (SELECT group_concat(v.code || ' ' || coalesce(v.barcode, ''), ' ') FROM variants v WHERE v.product_id = p.id) AS codes
FROM products p JOIN brands b ON b.id = p.brand_id`

const toSource = (r: Record<string, unknown>): SearchSource => ({
  id: Number(r.id),
  nameUa: String(r.name_ua ?? ''),
  nameEn: String(r.name_en ?? ''),
  shortUa: String(r.short_ua ?? ''),
  shortEn: String(r.short_en ?? ''),
  brand: String(r.brand ?? ''),
  codes: String(r.codes ?? ''),
})

function insertDocs(sources: readonly SearchSource[]): InStatement[] {
  const out: InStatement[] = []
  const per = 1000
  for (let i = 0; i < sources.length; i += per) {
    const slice = sources.slice(i, i + per)
    const rows: InValue[] = []
    const keys: InValue[] = []
    for (const s of slice) {
      const d = searchDocument(s)
      const rowid = searchRowid(s.id, d)
      rows.push(rowid, d.name, d.short, d.brand, d.codes, d.translit)
      const words = nameWords([d.name])
      keys.push(s.id, rowid, words.whole, words.parts)
    }
    out.push(
      {
        sql: `INSERT INTO products_search (rowid, name, short, brand, codes, translit) VALUES ${Array(slice.length).fill('(?,?,?,?,?,?)').join(',')}`,
        args: rows,
      },
      {
        sql: `INSERT INTO products_search_keys (product_id, search_rowid, whole_words, word_parts) VALUES ${Array(slice.length).fill('(?,?,?,?)').join(',')}`,
        args: keys,
      },
    )
  }
  return out
}

/**
 * Copies the index's vocabulary into products_search_terms. fts5vocab counts every doclist to answer,
 * so this runs once per index change (about 250 ms on the 100,000-product bench catalogue, a few on
 * a real one) instead of once per search.
 */
const REFRESH_TERMS: InStatement[] = [
  'DELETE FROM products_search_terms',
  'INSERT INTO products_search_terms (term, docs) SELECT term, doc FROM products_search_vocab',
]

/** Empties and refills the whole index, `batchSize` products per write transaction. Returns the count. */
export async function rebuildSearchIndex(client: SqlClient, opts: { batchSize?: number } = {}): Promise<number> {
  const batchSize = opts.batchSize ?? 5000
  await client.batch(
    ['DELETE FROM products_search', 'DELETE FROM products_search_keys', 'DELETE FROM products_search_terms'],
    'write',
  )
  let lastId = 0
  let total = 0
  for (;;) {
    const rs = await client.execute({
      sql: `${SELECT} WHERE p.id > ? ORDER BY p.id LIMIT ?`,
      args: [lastId, batchSize],
    })
    if (rs.rows.length === 0) break
    const sources = rs.rows.map((r) => toSource(r as unknown as Record<string, unknown>))
    await client.batch(insertDocs(sources), 'write')
    total += sources.length
    lastId = sources[sources.length - 1]!.id
    if (rs.rows.length < batchSize) break
  }
  await client.batch(REFRESH_TERMS, 'write')
  return total
}

/** Re-indexes some products after an edit (deleted products just drop out). */
export async function reindexProducts(client: SqlClient, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  const marks = ids.map(() => '?').join(',')
  const rs = await client.execute({ sql: `${SELECT} WHERE p.id IN (${marks})`, args: [...ids] })
  const sources = rs.rows.map((r) => toSource(r as unknown as Record<string, unknown>))
  await client.batch(
    [
      {
        sql: `DELETE FROM products_search WHERE rowid IN (SELECT search_rowid FROM products_search_keys WHERE product_id IN (${marks}))`,
        args: [...ids],
      },
      { sql: `DELETE FROM products_search_keys WHERE product_id IN (${marks})`, args: [...ids] },
      ...insertDocs(sources),
      ...REFRESH_TERMS,
    ],
    'write',
  )
}

/**
 * Gives the rows indexed before products_search_keys kept the words of their names (migration
 * 0029_search_name_words) those words: folding is JavaScript's, so SQL cannot. Until then such a
 * product ranks as if no term were in its name. Returns how many rows were filled.
 */
export async function fillNameWords(client: SqlClient, batchSize = 5000): Promise<number> {
  let total = 0
  for (;;) {
    const rs = await client.execute({
      sql: `SELECT k.product_id, p.name_ua, p.name_en FROM products_search_keys k JOIN products p ON p.id = k.product_id
        WHERE k.whole_words IS NULL LIMIT ?`,
      args: [batchSize],
    })
    if (rs.rows.length === 0) return total
    await client.batch(
      rs.rows.map((r) => {
        const words = nameWords([`${String(r[1] ?? '')} ${String(r[2] ?? '')}`])
        return {
          sql: 'UPDATE products_search_keys SET whole_words = ?, word_parts = ? WHERE product_id = ?',
          args: [words.whole, words.parts, Number(r[0])],
        }
      }),
      'write',
    )
    total += rs.rows.length
  }
}
