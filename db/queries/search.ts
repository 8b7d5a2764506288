/**
 * Product search over the FTS5 index `products_search` (filled by search-index.ts) and its
 * vocabulary `products_search_terms` (kept by search-index.ts, migration 0006_search_order_and_terms).
 *
 * A query is split into terms; each term matches by prefix under its typed and transliterated
 * spellings, and every term must match. When nothing matches, a term none of whose spellings begins
 * any indexed word is widened to the indexed words one edit away (same first letter), and the search
 * runs once more. Candidates: the best RANKED_CANDIDATES by bm25 over the first SEARCH_POOL matches
 * (shortest products first); their order is app/domain/search-ranking.ts (name words first, then
 * stock, views, bm25). The query rules live in app/domain/search-query.ts.
 */
import { eq, type SQL, sql } from 'drizzle-orm'
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import {
  ftsMatchExpression,
  isTypoCandidate,
  queryTerms,
  termSpellings,
  type VocabularyTerm,
} from '../../app/domain/search-query'
import { rankSearchHits, type SearchHit } from '../../app/domain/search-ranking'
import type { Db } from '../client'
import { PRODUCT_ID_OF_SEARCH_ROWID } from './search-index'
import { products, variants } from '../schema'
import type { ProductMedia, ProductRow } from './catalogue'
import { listPlaceholders, listValues, statementRow } from './json-statement'
import { type ProductTexts, productsFromJson, productsJson } from './product-json'
import { bestSearchHits, type ListedHits } from './search-best'
import { correctTypos, firstLetter, vocabularyJson, vocabularyValues } from './search-corrections'

// Virtual tables created by raw SQL migrations; declared here for queries only (drizzle-kit reads db/schema).
const productsSearch = sqliteTable('products_search', { rowid: integer('rowid').notNull() })

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
const RANKED_CANDIDATES = 500

/** Found products with their variants, images and ratings. */
export interface SearchResult {
  rows: ProductRow[]
  media: ProductMedia
}

/** Every match of a query, best first (at most RANKED_CANDIDATES), and the closest correction of a misspelt query. */
export interface SearchMatches {
  ids: number[]
  correction: string | null
}

/** A product in stock for someone: retail orders take stock then stock_opt, so either counts. */
const inStock = sql<number>`EXISTS (SELECT 1 FROM ${variants} WHERE ${variants.productId} = ${products.id} AND (${variants.stock} > 0 OR ${variants.stockOpt} > 0))`

/** A candidate as the statement lists it: its id, its two names joined as the ranking reads them, views, stock, bm25. */
type CandidateRow = [id: number, names: string, views: number, available: number, score: number]

/**
 * The first SEARCH_POOL matches (shortest first), the best RANKED_CANDIDATES of those by text, then
 * the active ones with what app/domain/search-ranking.ts orders them by, as one text of CandidateRow
 * JSON lists, one a line (NULL for none), in the ranking's order within a name tier (so that its sort
 * finds them sorted, and the lines after the head are parsed only when the head does not decide). With
 * `letters` > 0 a second value, read only when nothing matches: the vocabulary a typo is corrected
 * from (vocabularyJson), so that a typo needs no round trip of its own for it.
 */
function candidatesStatement(letters: number): () => SQL {
  return () => {
    const pool = sql`SELECT ${sql.raw(PRODUCT_ID_OF_SEARCH_ROWID)} AS pool_id, ${BM25} AS pool_score
      FROM ${productsSearch} WHERE ${productsSearch} MATCH ${sql.placeholder('match')}
      ORDER BY ${productsSearch.rowid} LIMIT ${sql.raw(String(SEARCH_POOL))}`
    const ranked = sql`SELECT pool_id, pool_score FROM (${pool}) ORDER BY pool_score LIMIT ${sql.raw(String(RANKED_CANDIDATES))}`
    // Its LIMIT (never reached) keeps SQLite from merging it into the list and testing stock twice.
    const hits = sql`SELECT ${products.id} AS id, ${products.nameUa} || ' ' || ${products.nameEn} AS names,
      ${products.views} AS views, ${inStock} AS available, pool_score
      FROM (${ranked}) AS ranked INNER JOIN ${products} ON ${products.id} = ranked.pool_id
      WHERE ${eq(products.isActive, true)} LIMIT ${sql.raw(String(RANKED_CANDIDATES))}`
    const list = sql`SELECT group_concat(json_array(id, names, views, available, pool_score), char(10)
      ORDER BY available DESC, views DESC, pool_score, id) AS list FROM (${hits})`
    if (letters === 0) return sql`SELECT list FROM (${list})`
    return sql`SELECT list, CASE WHEN list IS NULL THEN (${vocabularyJson(letters)}) END FROM (${list})`
  }
}

/** Candidate lines (CandidateRow JSON), parsed as far as they are read. */
function listedHits(lines: readonly string[]): ListedHits<SearchHit> {
  let parsed: SearchHit[] = []
  const head = (count: number) => {
    const end = Math.min(count, lines.length)
    if (parsed.length < end) {
      const rows = JSON.parse(`[${lines.slice(parsed.length, end).join(',')}]`) as CandidateRow[]
      parsed = parsed.concat(
        rows.map(([id, names, views, available, score]) => ({
          id,
          names: [names],
          views,
          available: !!available,
          score,
        })),
      )
    }
    return parsed.slice(0, end)
  }
  return { length: lines.length, head, all: () => head(lines.length) }
}

/** The candidates of a MATCH expression and, when there are none and `typos` are given, their vocabulary by first letter. */
async function candidates(
  db: Db,
  match: string,
  typos: readonly string[] = [],
): Promise<{ hits: ListedHits<SearchHit>; vocabulary: Map<string, VocabularyTerm[]> }> {
  const { letters, values } = vocabularyValues(typos)
  const [list, terms] = await statementRow(db, `search-candidates|${letters}`, candidatesStatement(letters), {
    match,
    ...values,
  })
  const hits = listedHits(list === null || list === undefined ? [] : String(list).split('\n'))
  const vocabulary = new Map<string, VocabularyTerm[]>()
  if (terms !== null && terms !== undefined)
    for (const [term, doc] of JSON.parse(String(terms)) as [string, number][]) {
      const words = vocabulary.get(firstLetter(term)) ?? []
      words.push({ term, doc })
      vocabulary.set(firstLetter(term), words)
    }
  return { hits, vocabulary }
}

/**
 * The products of `ids`, read in full with their media (with the `texts` an answer shows), in the
 * order of `ids`: one statement per number of ids and texts.
 */
async function productsInOrder(db: Db, ids: readonly number[], texts: ProductTexts): Promise<SearchResult> {
  if (ids.length === 0) return { rows: [], media: { variants: [], images: [], ratings: [] } }
  const values: Record<string, number> = {}
  listValues('id', ids, values)
  const statement = () => {
    const list = sql.join(listPlaceholders('id', ids.length), sql`, `)
    return sql`SELECT ${sql.join(
      productsJson(list, sql`${products.id}`, texts).map((part) => sql`(${part})`),
      sql`, `,
    )}`
  }
  const found = productsFromJson(await statementRow(db, `search-products|${ids.length}|${texts}`, statement, values))
  const position = new Map(ids.map((id, i) => [id, i]))
  found.rows.sort((a, b) => position.get(a.product.id)! - position.get(b.product.id)!)
  return found
}

/** The candidates of a query, the term groups they are ranked by, and the correction of a misspelt query. */
async function matchingHits(
  db: Db,
  query: string,
): Promise<{ hits: ListedHits<SearchHit>; groups: string[][]; correction: string | null }> {
  const groups = queryTerms(query).map(termSpellings)
  if (groups.length === 0) return { hits: listedHits([]), groups, correction: null }
  const typos = groups.flat().filter(isTypoCandidate)
  const found = await candidates(db, ftsMatchExpression(groups), typos)
  if (found.hits.length > 0 || typos.length === 0) return { hits: found.hits, groups, correction: null }
  const { corrected, widened, correction } = correctTypos(groups, found.vocabulary)
  if (!widened) return { hits: listedHits([]), groups, correction }
  return { hits: (await candidates(db, ftsMatchExpression(corrected))).hits, groups: corrected, correction }
}

/**
 * Every match of a query, best first. When nothing matches, a term none of whose spellings begins an
 * indexed word is widened to the words one edit away and the search runs once more; such a term also
 * yields the closest correction of the query, offered whether or not the widened search finds
 * anything (search-corrections.ts). A typo takes two round trips, the first of which also reads the
 * vocabulary (before, the vocabulary had one of its own).
 */
export async function searchMatches(db: Db, query: string): Promise<SearchMatches> {
  const { hits, groups, correction } = await matchingHits(db, query)
  return { ids: rankSearchHits(hits.all(), groups).map((h) => h.id), correction }
}

/**
 * The best `limit` products for the header's drop-down (with the `texts` its answer shows), and the
 * correction when the query was misspelt.
 */
export async function findProducts(
  db: Db,
  query: string,
  limit: number,
  texts: ProductTexts = 'both',
): Promise<SearchResult & { correction: string | null }> {
  const { hits, groups, correction } = await matchingHits(db, query)
  const ids = bestSearchHits(hits, groups, limit).map((h) => h.id)
  return { ...(await productsInOrder(db, ids, texts)), correction }
}
