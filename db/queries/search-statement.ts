/**
 * The search's one statement: its candidates found, ranked and answered in the database. The pool is
 * the first SEARCH_POOL matches of the FTS5 index (shortest products first), the candidates its best
 * RANKED_CANDIDATES by bm25 that are active, and their order app/domain/search-ranking.ts's: the name
 * tier (nameTierNeedles tested with `instr` on the words products_search_keys keeps of each name,
 * nameWords), then queryFreeOrder (in stock, views, bm25, id). The answer's columns read the ranked
 * candidates (`hits`) and come in the same row; with `letters` > 0 a last column, only when nothing
 * matched, holds the vocabulary a typo is corrected from (vocabularyJson), so that a typo needs no round
 * trip of its own for it.
 */
import { type SQL, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { NAME_TIERS } from '../../app/domain/search-ranking'
import { products, variants } from '../schema'
import { PRODUCT_ID_OF_SEARCH_ROWID } from './search-index'
import { vocabularyJson } from './search-corrections'
import { rowColumns } from './json-statement'
import { productShown } from './shown'

// Virtual tables and a table created by raw SQL migrations; declared here for queries only (drizzle-kit reads db/schema).
const productsSearch = sqliteTable('products_search', { rowid: integer('rowid').notNull() })
const searchKeys = sqliteTable('products_search_keys', {
  productId: integer('product_id').notNull(),
  wholeWords: text('whole_words'),
  wordParts: text('word_parts'),
})

/**
 * bm25 weights in column order (name, short, brand, codes, translit): the name and its
 * transliteration count most, then brand and codes; the short description least.
 */
const BM25 = sql.raw('bm25("products_search", 10.0, 2.0, 6.0, 6.0, 8.0)')
/**
 * A broad query is ranked over its first this many matches only. Matches come in the order of the
 * index's rowids, shortest products first (searchRowid in search-index.ts), and bm25 ranks a shorter
 * product higher when the query hits the same columns, so for words of four letters or more the
 * pool's best are the index's best (measured on the 100,000-product bench catalogue); a two- or
 * three-letter prefix, a word still being typed, gets the best of its shortest 4,000 products.
 * Ranking every match of "крем" (16,000 of 100,000 products) cost 12 ms; this pool costs about 3.
 */
const SEARCH_POOL = 4000
/**
 * Only the best this many of the pool by text are joined to products and ranked: joining every match
 * costs more than scoring it. This is also the most a results page can page through.
 */
export const RANKED_CANDIDATES = 500

/** A product in stock for someone: retail orders take stock then stock_opt, so either counts. */
const inStock = sql<number>`EXISTS (SELECT 1 FROM ${variants} WHERE ${variants.productId} = ${products.id} AND (${variants.stock} > 0 OR ${variants.stockOpt} > 0))`

/** How many needles of each kind each term group has: the statement's text depends on nothing else of the query. */
export type NeedleCounts = readonly { whole: number; start: number }[]

/** The placeholder of a group's needle: `whole0_1`, `start2_0`. */
export const needleName = (kind: 'whole' | 'start', group: number, needle: number) => `${kind}${group}_${needle}`

/** Every group has a needle of `kind` that `words` holds. */
function everyGroup(counts: NeedleCounts, kind: 'whole' | 'start', words: SQL): SQL {
  const groups = counts.map((count, i) => {
    if (count[kind] === 0) return sql`0`
    const tests = Array.from(
      { length: count[kind] },
      (_, j) => sql`instr(${words}, ${sql.placeholder(needleName(kind, i, j))}) > 0`,
    )
    return sql`(${sql.join(tests, sql` OR `)})`
  })
  return sql.join(groups, sql` AND `)
}

/** The name tier of a candidate (NAME_TIERS); a product indexed before its words were kept ranks last. */
function tierSql(counts: NeedleCounts): SQL {
  const tier = (value: number) => sql.raw(String(value))
  if (counts.length === 0) return tier(NAME_TIERS.elsewhere)
  return sql`CASE WHEN ${everyGroup(counts, 'whole', sql`${searchKeys.wholeWords}`)} THEN ${tier(NAME_TIERS.wholeWord)}
    WHEN ${everyGroup(counts, 'start', sql`${searchKeys.wordParts}`)} THEN ${tier(NAME_TIERS.wordStart)}
    ELSE ${tier(NAME_TIERS.elsewhere)} END`
}

/** The ranking's order over `hits`' columns: the tier, then app/domain's queryFreeOrder. */
export const RANKED = sql.raw('tier, available DESC, views DESC, pool_score, id')

/**
 * The statement: `hits` (id, tier, available, views, pool_score) for the MATCH expression placeholder
 * `match`, then the columns `answer` reads from it (and from any table it adds to the WITH clause).
 */
export function searchStatement(counts: NeedleCounts, letters: number, answer: { with?: SQL; columns: SQL[] }): SQL {
  const pool = sql`SELECT ${sql.raw(PRODUCT_ID_OF_SEARCH_ROWID)} AS pool_id, ${BM25} AS pool_score
    FROM ${productsSearch} WHERE ${productsSearch} MATCH ${sql.placeholder('match')}
    ORDER BY ${productsSearch.rowid} LIMIT ${sql.raw(String(SEARCH_POOL))}`
  const ranked = sql`SELECT pool_id, pool_score FROM (${pool}) ORDER BY pool_score LIMIT ${sql.raw(String(RANKED_CANDIDATES))}`
  const hits = sql`SELECT ${products.id} AS id, ${tierSql(counts)} AS tier, ${inStock} AS available,
    ${products.views} AS views, pool_score
    FROM (${ranked}) AS ranked INNER JOIN ${products} ON ${products.id} = ranked.pool_id
    LEFT JOIN ${searchKeys} ON ${searchKeys.productId} = ${products.id}
    WHERE ${productShown}`
  const vocabulary =
    letters === 0 ? [] : [sql`CASE WHEN NOT EXISTS (SELECT 1 FROM hits) THEN (${vocabularyJson(letters)}) END`]
  const more = answer.with ? sql`, ${answer.with}` : sql``
  return sql`WITH hits AS MATERIALIZED (${hits})${more} SELECT ${rowColumns([...answer.columns, ...vocabulary])}`
}
