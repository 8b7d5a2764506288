/**
 * The "Можливо, ви мали на увазі …" text of a misspelt query: the query as typed, with only its
 * corrected words replaced, every other word (prepositions included) and their order kept.
 */
import { QUERY_WORDS, searchTerm, type VocabularyTerm } from './search-query'

/**
 * `query` with each word whose term `replacements` holds written as that replacement (a capital kept
 * where the shopper wrote one); null when no word changes, as then the suggestion is the query itself.
 */
export function suggestedQuery(query: string, replacements: ReadonlyMap<string, string>): string | null {
  const text = query.normalize('NFC').trim().replace(/\s+/gu, ' ')
  const suggested = text.replace(QUERY_WORDS, (word) => {
    const replacement = replacements.get(searchTerm(word))
    return replacement === undefined ? word : inCaseOf(word, replacement)
  })
  return suggested.toLowerCase() === text.toLowerCase() ? null : suggested
}

function inCaseOf(typed: string, word: string): string {
  const upper = (s: string) => s !== s.toLowerCase() && s === s.toUpperCase()
  if (typed.length > 1 && upper(typed)) return word.toUpperCase()
  return upper(typed[0]!) ? word[0]!.toUpperCase() + word.slice(1) : word
}

/**
 * A word left unfinished in a query that is being corrected («сироватк з ретінолом»), completed so
 * that the suggestion reads as words: the indexed word it begins that more products hold (then the
 * shorter). Null when it is a whole indexed word already or begins none.
 */
export function completedWord(spelling: string, vocabulary: readonly VocabularyTerm[]): string | null {
  let best: VocabularyTerm | null = null
  for (const candidate of vocabulary) {
    if (candidate.term === spelling) return null
    if (!candidate.term.startsWith(spelling)) continue
    if (!best || candidate.doc > best.doc || (candidate.doc === best.doc && candidate.term.length < best.term.length))
      best = candidate
  }
  return best?.term ?? null
}
