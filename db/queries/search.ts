/**
 * Product search over the FTS5 index `products_search` (filled by search-index.ts) and its
 * vocabulary `products_search_terms` (kept by search-index.ts, migration 0006_search_order_and_terms).
 *
 * A query is split into terms; each term matches by prefix under its typed and transliterated
 * spellings, and every term must match. When nothing matches, a term none of whose spellings begins
 * any indexed word is widened to the indexed words one edit away (same first letter), and the search
 * runs once more. Ranking: bm25 over the columns (over the first SEARCH_POOL matches, shortest
 * products first), then views. Each search statement answers the found products with their media
 * (one round trip). The query rules live in app/domain/search-query.ts.
 */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
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
import type { Db } from '../client'
import { PRODUCT_ID_OF_SEARCH_ROWID } from './search-index'
import { brands, categories, products } from '../schema'
import { mediaFromColumns, parentCategory as parent, type ProductMedia, productMediaColumns, type ProductRow, productRowFields } from './catalogue'

// Virtual tables created by raw SQL migrations; declared here for queries only (drizzle-kit reads db/schema).
const productsSearch = sqliteTable('products_search', { rowid: integer('rowid').notNull() })
const searchTerms = sqliteTable('products_search_terms', { term: text('term').notNull(), docs: integer('docs').notNull() })

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
 * Only the best this many of the pool by text are joined to products and re-ordered with views.
 * Joining every match costs more than ranking it; views only break ties among these.
 */
const RANKED_CANDIDATES = 500

/** Found products with their variants, images and ratings. */
export interface SearchResult {
  rows: ProductRow[]
  media: ProductMedia
}

const NOTHING_FOUND: SearchResult = { rows: [], media: { variants: [], images: [], ratings: [] } }

/**
 * One statement, so one round trip: the first SEARCH_POOL matches (shortest first), the best
 * RANKED_CANDIDATES of those by text, the best `limit` active ones of those by text then views, then
 * just those read in full with their media as JSON columns.
 */
async function rankedProducts(db: Db, match: string, limit: number): Promise<SearchResult> {
  const pool = db
    .select({ id: sql<number>`${sql.raw(PRODUCT_ID_OF_SEARCH_ROWID)}`.as('pool_id'), score: sql<number>`${BM25}`.as('pool_score') })
    .from(productsSearch)
    .where(sql`${productsSearch} MATCH ${match}`)
    .orderBy(productsSearch.rowid)
    .limit(SEARCH_POOL)
    .as('pool')
  const ranked = db
    .select({ id: sql<number>`${pool.id}`.as('ranked_id'), score: sql<number>`${pool.score}`.as('ranked_score') })
    .from(pool)
    .orderBy(asc(pool.score))
    .limit(RANKED_CANDIDATES)
    .as('ranked')
  const best = db
    .select({ id: sql<number>`${ranked.id}`.as('best_id'), score: sql<number>`${ranked.score}`.as('best_score'), views: sql<number>`${products.views}`.as('best_views') })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .where(eq(products.isActive, true))
    .orderBy(asc(ranked.score), desc(products.views), asc(products.id))
    .limit(limit)
    .as('best')
  const found = await db
    .select({ ...productRowFields, media: productMediaColumns(products.id) })
    .from(best)
    .innerJoin(products, eq(products.id, best.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .orderBy(asc(best.score), desc(best.views), asc(best.id))
  return {
    rows: found.map(({ media: _, ...row }) => row),
    media: mediaFromColumns(found.map((r) => ({ productId: r.product.id, media: r.media }))),
  }
}

/**
 * Indexed terms that could be a typo's intended word: same first letter, at most one letter shorter.
 * One statement per first letter, all in one round trip, each a range of the terms table's key.
 */
async function vocabularyFor(db: Db, spellings: string[]): Promise<Map<string, VocabularyTerm[]>> {
  const minLength = new Map<string, number>()
  for (const s of spellings) {
    const first = String.fromCodePoint(s.codePointAt(0)!)
    minLength.set(first, Math.min(minLength.get(first) ?? Infinity, s.length - 1))
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

export async function findProducts(db: Db, query: string, limit: number): Promise<SearchResult> {
  const groups = queryTerms(query).map(termSpellings)
  if (groups.length === 0) return NOTHING_FOUND
  const found = await rankedProducts(db, ftsMatchExpression(groups), limit)
  if (found.rows.length > 0) return found

  const candidates = groups.flat().filter(isTypoCandidate)
  if (candidates.length === 0) return found
  const vocabulary = await vocabularyFor(db, candidates)
  const wordsFor = (s: string) => vocabulary.get(String.fromCodePoint(s.codePointAt(0)!)) ?? []
  let widened = false
  const corrected = groups.map((spellings) => {
    if (spellings.some((s) => hasPrefixHit(s, wordsFor(s)) || !isTypoCandidate(s))) return spellings
    const expansions = spellings.flatMap((s) => typoExpansions(s, wordsFor(s)))
    if (expansions.length === 0) return spellings
    widened = true
    // The group's own spellings begin no indexed word, so they would match nothing: left out of the
    // MATCH, they change neither the answer nor its bm25 order, and cost nothing to evaluate.
    return [...new Set(expansions)]
  })
  return widened ? rankedProducts(db, ftsMatchExpression(corrected), limit) : found
}
