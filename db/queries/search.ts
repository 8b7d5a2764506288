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
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import {
  ftsMatchExpression,
  hasPrefixHit,
  isTypoCandidate,
  queryTerms,
  termSpellings,
  typoExpansions,
  type VocabularyTerm,
} from '../../app/domain/search-query'
import { closestWord, MAX_CORRECTION_DISTANCE, rankSearchHits, type SearchHit } from '../../app/domain/search-ranking'
import type { Db } from '../client'
import { PRODUCT_ID_OF_SEARCH_ROWID } from './search-index'
import { products, variants } from '../schema'
import type { ProductMedia, ProductRow } from './catalogue'
import { listPlaceholders, listValues, statementRow } from './json-statement'
import { productsFromJson, productsJson } from './product-json'

// Virtual tables created by raw SQL migrations; declared here for queries only (drizzle-kit reads db/schema).
const productsSearch = sqliteTable('products_search', { rowid: integer('rowid').notNull() })
const searchTerms = sqliteTable('products_search_terms', {
  term: text('term').notNull(),
  docs: integer('docs').notNull(),
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

const NO_MATCHES: SearchMatches = { ids: [], correction: null }

/** A product in stock for someone: retail orders take stock then stock_opt, so either counts. */
const inStock = sql<number>`EXISTS (SELECT 1 FROM ${variants} WHERE ${variants.productId} = ${products.id} AND (${variants.stock} > 0 OR ${variants.stockOpt} > 0))`

/**
 * One statement: the first SEARCH_POOL matches (shortest first), the best RANKED_CANDIDATES of those
 * by text, then the active ones with what app/domain/search-ranking.ts orders them by, as one JSON
 * list of [id, names, views, available, score], the two names joined as the ranking reads them
 * (json-statement.ts: its text is built once).
 */
function candidatesStatement(): SQL {
  const pool = sql`SELECT ${sql.raw(PRODUCT_ID_OF_SEARCH_ROWID)} AS pool_id, ${BM25} AS pool_score
    FROM ${productsSearch} WHERE ${productsSearch} MATCH ${sql.placeholder('match')}
    ORDER BY ${productsSearch.rowid} LIMIT ${sql.raw(String(SEARCH_POOL))}`
  const ranked = sql`SELECT pool_id, pool_score FROM (${pool}) ORDER BY pool_score LIMIT ${sql.raw(String(RANKED_CANDIDATES))}`
  const hit = sql`json_array(${products.id}, ${products.nameUa} || ' ' || ${products.nameEn}, ${products.views}, ${inStock}, pool_score)`
  return sql`SELECT (SELECT json_group_array(${hit}) FROM (${ranked}) AS ranked
    INNER JOIN ${products} ON ${products.id} = ranked.pool_id WHERE ${eq(products.isActive, true)})`
}

type CandidateRow = [id: number, names: string, views: number, available: number, score: number]

async function candidates(db: Db, match: string): Promise<SearchHit[]> {
  const [list] = await statementRow(db, 'search-candidates', candidatesStatement, { match })
  return (JSON.parse(String(list)) as CandidateRow[]).map(([id, names, views, available, score]) => ({
    id,
    names: [names],
    views,
    available: Boolean(available),
    score,
  }))
}

/** The products of `ids`, read in full with their media, in the order of `ids`: one statement per number of ids. */
async function productsInOrder(db: Db, ids: readonly number[]): Promise<SearchResult> {
  if (ids.length === 0) return { rows: [], media: { variants: [], images: [], ratings: [] } }
  const values: Record<string, number> = {}
  listValues('id', ids, values)
  const statement = () => {
    const list = sql.join(listPlaceholders('id', ids.length), sql`, `)
    return sql`SELECT ${sql.join(
      productsJson(list, sql`${products.id}`).map((part) => sql`(${part})`),
      sql`, `,
    )}`
  }
  const found = productsFromJson(await statementRow(db, `search-products|${ids.length}`, statement, values))
  const position = new Map(ids.map((id, i) => [id, i]))
  found.rows.sort((a, b) => position.get(a.product.id)! - position.get(b.product.id)!)
  return found
}

/**
 * Indexed terms that could be a typo's intended word: same first letter, at most two letters shorter.
 * One statement per first letter, all in one round trip, each a range of the terms table's key.
 */
async function vocabularyFor(db: Db, spellings: string[]): Promise<Map<string, VocabularyTerm[]>> {
  const minLength = new Map<string, number>()
  for (const s of spellings) {
    const first = String.fromCodePoint(s.codePointAt(0)!)
    minLength.set(first, Math.min(minLength.get(first) ?? Infinity, s.length - MAX_CORRECTION_DISTANCE))
  }
  const letters = [...minLength.keys()]
  const statements = letters.map((first) =>
    db
      .select({ term: searchTerms.term, doc: searchTerms.docs })
      .from(searchTerms)
      .where(
        and(
          gte(searchTerms.term, first),
          lt(searchTerms.term, String.fromCodePoint(first.codePointAt(0)! + 1)),
          gte(sql`length(${searchTerms.term})`, minLength.get(first)!),
        ),
      ),
  )
  const [head, ...rest] = statements
  if (!head) return new Map()
  const results = await db.batch([head, ...rest])
  return new Map(letters.map((first, i) => [first, results[i] ?? []]))
}

/**
 * The matches of a query, best first. When nothing matches, a term none of whose spellings begins an
 * indexed word is widened to the words one edit away and the search runs once more; such a term also
 * yields the closest correction of the query, offered whether or not the widened search finds anything.
 */
export async function searchMatches(db: Db, query: string): Promise<SearchMatches> {
  const groups = queryTerms(query).map(termSpellings)
  if (groups.length === 0) return NO_MATCHES
  const hits = await candidates(db, ftsMatchExpression(groups))
  if (hits.length > 0) return { ids: rankSearchHits(hits, groups).map((h) => h.id), correction: null }

  const typoCandidates = groups.flat().filter(isTypoCandidate)
  if (typoCandidates.length === 0) return NO_MATCHES
  const vocabulary = await vocabularyFor(db, typoCandidates)
  const wordsFor = (s: string) => vocabulary.get(String.fromCodePoint(s.codePointAt(0)!)) ?? []
  let widened = false
  const corrections: string[] = []
  const corrected = groups.map((spellings) => {
    const typed = spellings[0]!
    const misspelt = spellings.filter(isTypoCandidate)
    if (misspelt.length === 0 || spellings.some((s) => hasPrefixHit(s, wordsFor(s)))) {
      corrections.push(typed)
      return spellings
    }
    corrections.push(misspelt.map((s) => closestWord(s, wordsFor(s))).find((w) => w !== null) ?? typed)
    const expansions = misspelt.flatMap((s) => typoExpansions(s, wordsFor(s)))
    if (expansions.length === 0) return spellings
    widened = true
    // The misspelt spellings begin no indexed word, so they would match nothing: left out of the
    // MATCH, they change neither the answer nor its order. A short spelling (a transliteration of
    // three letters, say) is kept: it is never corrected, and may be the one that matches.
    return [...new Set([...spellings.filter((s) => !isTypoCandidate(s)), ...expansions])]
  })
  const correction = corrections.join(' ')
  const offered = correction !== groups.map((g) => g[0]).join(' ') ? correction : null
  if (!widened) return { ids: [], correction: offered }
  const widenedHits = await candidates(db, ftsMatchExpression(corrected))
  return { ids: rankSearchHits(widenedHits, corrected).map((h) => h.id), correction: offered }
}

/** The best `limit` products for the header's drop-down, and the correction when the query was misspelt. */
export async function findProducts(
  db: Db,
  query: string,
  limit: number,
): Promise<SearchResult & { correction: string | null }> {
  const matches = await searchMatches(db, query)
  return { ...(await productsInOrder(db, matches.ids.slice(0, limit))), correction: matches.correction }
}
