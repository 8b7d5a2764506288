import { hasPrefixHit, isTypoCandidate, typoExpansions, type VocabularyTerm } from '../../app/domain/search-query'
import { closestWord, MAX_CORRECTION_DISTANCE } from '../../app/domain/search-ranking'
import { completedWord, suggestedQuery } from '../../app/domain/search-suggestion'
import { type SQL, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

// A table created by a raw SQL migration (0006_search_order_and_terms); declared here for queries only.
const searchTerms = sqliteTable('products_search_terms', {
  term: text('term').notNull(),
  docs: integer('docs').notNull(),
})

/**
 * A query that matched nothing, corrected with the indexed words that begin with its spellings' first
 * letters (db/queries/search.ts reads them): a term none of whose spellings begins an indexed word is
 * widened to the words one edit away (`widened` when any was), and its closest word replaces it in the
 * correction offered to the visitor (app/domain/search-suggestion.ts), where a word left unfinished is
 * completed too; null when no word was corrected.
 */
export function correctTypos(
  query: string,
  groups: readonly string[][],
  vocabulary: ReadonlyMap<string, readonly VocabularyTerm[]>,
): { corrected: string[][]; widened: boolean; correction: string | null } {
  const wordsFor = (s: string) => vocabulary.get(firstLetter(s)) ?? []
  let widened = false
  const corrections = new Map<string, string>()
  const completions = new Map<string, string>()
  const corrected = groups.map((spellings) => {
    const typed = spellings[0]!
    const misspelt = spellings.filter(isTypoCandidate)
    if (misspelt.length === 0 || spellings.some((s) => hasPrefixHit(s, wordsFor(s)))) {
      // Only a typo candidate's words were read whole: a shorter term is never completed.
      const whole = isTypoCandidate(typed) ? completedWord(typed, wordsFor(typed)) : null
      if (whole !== null) completions.set(typed, whole)
      return spellings
    }
    const closest = misspelt.map((s) => closestWord(s, wordsFor(s))).find((w) => w !== null)
    if (closest) corrections.set(typed, closest)
    const expansions = misspelt.flatMap((s) => typoExpansions(s, wordsFor(s)))
    if (expansions.length === 0) return spellings
    widened = true
    // The misspelt spellings begin no indexed word, so they would match nothing: left out of the
    // MATCH, they change neither the answer nor its order. A short spelling (a transliteration of
    // three letters, say) is kept: it is never corrected, and may be the one that matches.
    return [...new Set([...spellings.filter((s) => !isTypoCandidate(s)), ...expansions])]
  })
  const correction = corrections.size === 0 ? null : suggestedQuery(query, new Map([...completions, ...corrections]))
  return { corrected, widened, correction }
}

/**
 * Indexed terms that could be a typo's intended word, for `letters` first letters: for each, the
 * range of the terms table's key that begins with it, at most two letters shorter than the shortest
 * spelling that begins with it (vocabularyValues), as one JSON list of [term, docs] in key order.
 */
export function vocabularyJson(letters: number): SQL {
  const ranges = Array.from(
    { length: letters },
    (_, i) => sql`SELECT ${searchTerms.term} AS term, ${searchTerms.docs} AS docs FROM ${searchTerms}
      WHERE ${searchTerms.term} >= ${sql.placeholder(`from${i}`)} AND ${searchTerms.term} < ${sql.placeholder(`to${i}`)}
      AND length(${searchTerms.term}) >= ${sql.placeholder(`min${i}`)}`,
  )
  return sql`SELECT json_group_array(json_array(term, docs) ORDER BY term) FROM (${sql.join(ranges, sql` UNION ALL `)})`
}

export const firstLetter = (s: string) => String.fromCodePoint(s.codePointAt(0)!)

/** vocabularyJson's list as correctTypos reads it: the terms by their first letter. */
export function vocabularyTerms(json: unknown): Map<string, VocabularyTerm[]> {
  const vocabulary = new Map<string, VocabularyTerm[]>()
  for (const [term, doc] of JSON.parse(String(json)) as [string, number][]) {
    const words = vocabulary.get(firstLetter(term)) ?? []
    words.push({ term, doc })
    vocabulary.set(firstLetter(term), words)
  }
  return vocabulary
}

/** The placeholders' values of vocabularyJson for the typo candidates' first letters. */
export function vocabularyValues(spellings: readonly string[]): {
  letters: number
  values: Record<string, string | number>
} {
  const minLength = new Map<string, number>()
  for (const s of spellings)
    minLength.set(
      firstLetter(s),
      Math.min(minLength.get(firstLetter(s)) ?? Infinity, s.length - MAX_CORRECTION_DISTANCE),
    )
  const values: Record<string, string | number> = {}
  ;[...minLength].forEach(([first, min], i) => {
    values[`from${i}`] = first
    values[`to${i}`] = String.fromCodePoint(first.codePointAt(0)! + 1)
    values[`min${i}`] = min
  })
  return { letters: minLength.size, values }
}
