/**
 * Pure rules of the product search (spec §5 Search): when a query is long enough, which terms
 * it has, the spellings each term is looked up under, the typo neighbours of a term, and the FTS5
 * expression built from them. The database side is db/queries/search.ts.
 */
import { russianSpellings } from './search-russian'
import { toCyrillic, toLatin } from './transliterate'

// The browser's rules of a query live apart, so the header box does not carry the tables below.
export { isSearchable, SEARCH_MAX_LENGTH, SEARCH_MIN_CHARS, SEARCH_RESULTS_LIMIT } from './search-input'
/**
 * Prepositions and conjunctions of Ukrainian and English product names ("крем для обличчя",
 * "serum for face"). Nearly every product holds one, so as a term it narrows nothing and costs the
 * most of the search; a query of only these keeps them.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [
    'для та і й з із зі в у на до від по при без або чи під після проти',
    'for and with the of to in on a an or by from without against',
    // Russian ones Ukrainian lacks («сыворотка от морщин», «масло после загара»).
    'от из со во под после против или',
  ].flatMap((line) => line.split(' ')),
)
/** Terms beyond this many only narrow the answer further, so they are dropped. */
export const MAX_QUERY_TERMS = 8
/** Shorter spellings are not typo-corrected: one edit away from three letters is half the vocabulary. */
export const MIN_TYPO_LENGTH = 4
/** Vocabulary expansions per spelling, the most frequent first. */
export const MAX_TYPO_EXPANSIONS = 6

/**
 * The terms of a query as the index's tokenizer (unicode61, remove_diacritics 2) sees them: runs of
 * letters and digits, lower-cased, Latin diacritics dropped (Cyrillic й and ї are letters of their
 * own there and stay). Everything else, FTS5 syntax included, only separates terms. Single
 * characters and FUNCTION_WORDS are dropped when the query has other terms.
 */
export function queryTerms(query: string): string[] {
  const terms = query
    .normalize('NFC')
    .split(NOT_TERM_CHARS)
    .map(searchTerm)
    .filter((t) => t !== '')
  const unique = [...new Set(terms)]
  // A lone letter ("крем з") is a preposition or a word just begun: it narrows little, and as a
  // prefix it matches most of the catalogue, which costs more than the rest of the search.
  const narrows = (t: string) => t.length > 1 && !FUNCTION_WORDS.has(t)
  const words = unique.some(narrows) ? unique.filter(narrows) : unique
  return words.slice(0, MAX_QUERY_TERMS)
}

/** What separates terms: anything but letters, digits and private-use characters. */
const NOT_TERM_CHARS = /[^\p{L}\p{N}\p{Co}]+/u
/** The runs of a query that are its words, each read as searchTerm reads it. */
export const QUERY_WORDS = /[\p{L}\p{N}\p{Co}]+/gu

/** A word of an NFC query as a term: lower-case, Latin diacritics dropped. */
export const searchTerm = (word: string) => foldLatinDiacritics(word.toLowerCase())

/** "crème" → "creme"; й stays й (its breve is re-composed, as the index keeps it). */
function foldLatinDiacritics(term: string): string {
  return term
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')
}

/**
 * The spellings a term is looked up under: as typed, as Ukrainian when it is Russian («сыворотку» →
 * «сироват», search-russian.ts), and transliterated to the other alphabet ("krem" → "крем", "ріка" →
 * "rika"). The index's translit column holds the reverse direction, so either spelling may be the one
 * that matches.
 */
export function termSpellings(term: string): string[] {
  const spellings = [term, ...russianSpellings(term)]
  // toCyrillic would also strip the breve of a typed й, so each direction runs only on its own alphabet.
  if (/[a-z]/u.test(term)) spellings.push(toCyrillic(term))
  if (/\p{Script=Cyrillic}/u.test(term)) spellings.push(toLatin(term))
  return [...new Set(spellings)].filter((s) => s !== '')
}

/** Whether a spelling may be typo-corrected: long enough, and a word rather than a code or number. */
export function isTypoCandidate(spelling: string): boolean {
  return spelling.length >= MIN_TYPO_LENGTH && /^\p{L}/u.test(spelling)
}

/** At most one insertion, deletion, substitution or swap of two neighbours (optimal string alignment ≤ 1). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a]
  return shorter.slice(i) === longer.slice(i + 1)
}

/**
 * The shortest beginning of an indexed `word` that is one edit away from `spelling`, or null. Since
 * every term is matched as a prefix, a word still being typed ("сиоват") is corrected too.
 */
export function typoPrefix(spelling: string, word: string): string | null {
  for (let length = spelling.length - 1; length <= spelling.length + 1; length++) {
    if (length < 1 || length > word.length) continue
    const prefix = word.slice(0, length)
    if (withinOneEdit(spelling, prefix)) return prefix
  }
  return null
}

export interface VocabularyTerm {
  term: string
  /** How many products hold the term. */
  doc: number
}

/**
 * Replacements for a spelling that matches nothing: the prefixes of vocabulary terms one edit away,
 * those held by more products first, at most MAX_TYPO_EXPANSIONS.
 */
export function typoExpansions(spelling: string, vocabulary: readonly VocabularyTerm[]): string[] {
  const weight = new Map<string, number>()
  for (const { term, doc } of vocabulary) {
    const prefix = typoPrefix(spelling, term)
    if (prefix !== null) weight.set(prefix, (weight.get(prefix) ?? 0) + doc)
  }
  return [...weight]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_TYPO_EXPANSIONS)
    .map(([prefix]) => prefix)
}

export function hasPrefixHit(spelling: string, vocabulary: readonly VocabularyTerm[]): boolean {
  return vocabulary.some((v) => v.term.startsWith(spelling))
}

/**
 * An FTS5 MATCH expression: every group must match (AND), any spelling of a group may (OR). Each
 * spelling is a quoted string, as a prefix (`"крем"*`) and as a whole word (`"крем"`): the whole
 * word adds nothing to what matches, but bm25 sums over phrases, so «крем» outranks «кремові».
 * Quoting makes user text a plain string to FTS5, so operators, brackets, stars, colons and quotes
 * can never be read as query syntax.
 */
export function ftsMatchExpression(groups: readonly (readonly string[])[]): string {
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`
  return groups
    .filter((g) => g.length > 0)
    .map((g) => `(${g.map((s) => `${quote(s)} OR ${quote(s)}*`).join(' OR ')})`)
    .join(' AND ')
}
