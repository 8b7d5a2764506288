/**
 * Product search over the FTS5 index `products_search` (filled by search-index.ts) and its
 * vocabulary `products_search_terms` (kept by search-index.ts, migration 0006_search_order_and_terms).
 *
 * A query is split into terms; each term matches by prefix under its typed and transliterated
 * spellings, and every term must match. When nothing matches, a term none of whose spellings begins
 * any indexed word is widened to the indexed words one edit away (same first letter), and the search
 * runs once more. One statement finds, ranks and answers (search-statement.ts); the order is
 * app/domain/search-ranking.ts's (name words first, then stock, views, bm25). The query rules live in
 * app/domain/search-query.ts.
 */
import { type SQL, sql } from 'drizzle-orm'
import { ftsMatchExpression, isTypoCandidate, queryTerms, termSpellings } from '../../app/domain/search-query'
import { nameTierNeedles } from '../../app/domain/search-ranking'
import type { Db } from '../client'
import { products } from '../schema'
import type { ProductMedia, ProductRow } from './catalogue'
import { statementRow } from './json-statement'
import { PRODUCT_JSON_COLUMNS, type ProductTexts, productsFromJson, productsJson } from './product-json'
import { correctTypos, vocabularyTerms, vocabularyValues } from './search-corrections'
import { needleName, RANKED, searchStatement } from './search-statement'

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

/** What a search answers from its ranked `hits`: the statement's shape, its columns, and how its row is read. */
interface Answer<T> {
  shape: string
  with?: SQL
  columns: SQL[]
  read: (row: readonly unknown[]) => T
  none: T
}

/** The answer of the ranked candidates of `groups` and, when none matched and `typos` are given, their vocabulary. */
async function searched<T>(
  db: Db,
  groups: readonly (readonly string[])[],
  answer: Answer<T>,
  typos: readonly string[],
) {
  const needles = nameTierNeedles(groups)
  const counts = needles.map((g) => ({ whole: g.whole.length, start: g.start.length }))
  const { letters, values } = vocabularyValues(typos)
  needles.forEach((g, i) => {
    g.whole.forEach((needle, j) => (values[needleName('whole', i, j)] = needle))
    g.start.forEach((needle, j) => (values[needleName('start', i, j)] = needle))
  })
  values.match = ftsMatchExpression(groups)
  const shape = `search|${answer.shape}|${letters}|${counts.map((c) => `${c.whole}.${c.start}`).join(',')}`
  const row = await statementRow(db, shape, () => searchStatement(counts, letters, answer), values)
  const terms = row[answer.columns.length]
  return { answer: answer.read(row), vocabulary: terms === null || terms === undefined ? null : vocabularyTerms(terms) }
}

/**
 * The answer for a query. When nothing matches, a term none of whose spellings begins an indexed word
 * is widened to the words one edit away and the search runs once more; such a term also yields the
 * closest correction of the query, offered whether or not the widened search finds anything
 * (search-corrections.ts). A typo takes two round trips, the first of which also reads the vocabulary.
 */
async function search<T>(db: Db, query: string, answer: Answer<T>): Promise<{ answer: T; correction: string | null }> {
  const groups = queryTerms(query).map(termSpellings)
  if (groups.length === 0) return { answer: answer.none, correction: null }
  const typos = groups.flat().filter(isTypoCandidate)
  const found = await searched(db, groups, answer, typos)
  if (found.vocabulary === null) return { answer: found.answer, correction: null }
  const { corrected, widened, correction } = correctTypos(query, groups, found.vocabulary)
  if (!widened) return { answer: answer.none, correction }
  return { answer: (await searched(db, corrected, answer, [])).answer, correction }
}

/** The ids of every candidate, best first, as one text. */
const MATCHES: Answer<number[]> = {
  shape: 'ids',
  columns: [sql`SELECT group_concat(id, ',' ORDER BY ${RANKED}) FROM hits`],
  read: ([ids]) => (ids === null || ids === undefined ? [] : String(ids).split(',').map(Number)),
  none: [],
}

/** Every match of a query, best first (the search results page pages through them). */
export async function searchMatches(db: Db, query: string): Promise<SearchMatches> {
  const { answer, correction } = await search(db, query, MATCHES)
  return { ids: answer, correction }
}

const NO_PRODUCTS: SearchResult = { rows: [], media: { variants: [], images: [], ratings: [] } }

/** The best `limit` candidates with their products read in full in the same statement (product-json.ts). */
function bestProducts(limit: number, texts: ProductTexts): Answer<SearchResult> {
  const key = `${limit}|${texts}`
  let answer = productAnswers.get(key)
  if (!answer) productAnswers.set(key, (answer = productsAnswer(limit, texts)))
  return answer
}
/** Per limit and texts: few (the drop-down's), built once. */
const productAnswers = new Map<string, Answer<SearchResult>>()

function productsAnswer(limit: number, texts: ProductTexts): Answer<SearchResult> {
  const best = sql`best AS MATERIALIZED (SELECT id, row_number() OVER (ORDER BY ${RANKED}) AS position
    FROM hits ORDER BY position LIMIT ${sql.raw(String(Math.max(0, Math.floor(limit))))})`
  const position = sql`(SELECT position FROM best WHERE best.id = ${products.id})`
  return {
    shape: `products|${limit}|${texts}`,
    with: best,
    columns: productsJson(sql`SELECT id FROM best`, position, texts),
    read: (row) => productsFromJson(row.slice(0, PRODUCT_JSON_COLUMNS)),
    none: NO_PRODUCTS,
  }
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
  const { answer, correction } = await search(db, query, bestProducts(limit, texts))
  return { ...answer, correction }
}
