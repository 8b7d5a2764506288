/**
 * How search hits are ordered (the results page and the header drop-down alike). The text index
 * finds the candidates; this decides their order, because bm25 alone favours the shortest product
 * that holds a word anywhere, so "крем" put hair developers (Крем-окисник) before creams:
 *   1. every query term is a whole word of the product's name ("Тональний крем"),
 *   2. every term begins a word of the name ("Крем-окисник", "Кремовий віск"),
 *   3. the rest (brand, codes, short description);
 * then products in stock, then popularity (views), then the index's text score.
 */
export interface SearchHit {
  id: number
  names: readonly string[]
  available: boolean
  views: number
  /** bm25: lower is better. */
  score: number
}

export const NAME_TIERS = { wholeWord: 0, wordStart: 1, elsewhere: 2 } as const

/**
 * Text with nothing to fold: ASCII, Cyrillic letters (no combining marks), apostrophes, dashes,
 * quotes and the numero sign (shade numbers: «Гель-лак №232»). None of these has a canonical
 * decomposition onto a Latin letter, so folding them only lowercases; a search folds hundreds of
 * candidate names, and the normalisations cost most of it.
 */
const NOTHING_TO_FOLD = /^[\t\n\r\u0020-\u007E\u00A0\u00AB\u00BB\u02BC\u0400-\u0482\u048A-\u04FF\u2010-\u2027\u2116]*$/

/** Lowercase, with the accents of Latin letters dropped ("Crème" → "creme"); Cyrillic letters keep theirs (й, ї). */
export const foldSearchText = (text: string) =>
  NOTHING_TO_FOLD.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFD')
        .replace(/([a-z])\p{M}+/giu, '$1')
        .normalize('NFC')
        .toLowerCase()
const fold = foldSearchText

/**
 * foldSearchText of each text. When none needs more than lowercasing (the usual case), they are tested
 * and lowercased as one text: one call for a search's hundreds of candidate names costs a fraction of
 * one call each. Lowercasing these characters maps each to one and never makes or removes a line break.
 */
export function foldSearchTexts(texts: readonly string[]): string[] {
  const joined = texts.join('\n')
  if (NOTHING_TO_FOLD.test(joined)) {
    const folded = joined.toLowerCase().split('\n')
    // A text with a line break of its own splits into more parts: those are folded one by one.
    if (folded.length === texts.length) return folded
  }
  return texts.map(fold)
}

/** Letters of a word as written: a hyphenated compound or a word with an apostrophe is one word. */
const WORD_CHARS = "\\p{L}\\p{N}'’ʼ-"
/** Letters of a word part: each part of a compound begins a word. */
const PART_CHARS = '\\p{L}\\p{N}'
const NEVER = { test: () => false }
const ONE_WORD = new RegExp(`^[${WORD_CHARS}]+$`, 'u')
const ONE_PART = new RegExp(`^[${PART_CHARS}]+$`, 'u')
const ANY_PART = new RegExp(`[${PART_CHARS}]`, 'u')

/**
 * How a folded spelling is found in a folded name: as a whole word (delimited by no word letters on
 * either side) and at the start of a word part. Tests on the name's text, built once per search: a
 * search tests hundreds of candidate names, and splitting each into words cost most of its CPU.
 */
function spellingMatchers(spelling: string) {
  if (spelling === '') return { whole: NEVER, start: ANY_PART }
  // A spelling of other characters is never one word, nor the start of one (it has nothing to escape otherwise).
  return {
    whole: ONE_WORD.test(spelling) ? new RegExp(`(?<![${WORD_CHARS}])${spelling}(?![${WORD_CHARS}])`, 'u') : NEVER,
    start: ONE_PART.test(spelling) ? new RegExp(`(?<![${PART_CHARS}])${spelling}`, 'u') : NEVER,
  }
}
type Matchers = ReturnType<typeof spellingMatchers>[]

const WHOLE_WORDS = new RegExp(`[${WORD_CHARS}]+`, 'gu')
const WORD_PARTS = new RegExp(`[${PART_CHARS}]+`, 'gu')

/**
 * The words of a product's names as the tiers read them, each between spaces (` крем-гель  для `): the
 * whole words (runs of word letters: a spelling is a whole word of the name when it is one of these)
 * and the word parts (runs of letters and digits: a spelling begins a word part when one of these
 * begins with it). The search keeps them beside its index (db/queries/search-index.ts), so that the
 * database ranks the candidates by tier with `instr` and nameTierNeedles: the same tests as the
 * patterns of spellingMatchers, whose text no word letter, nor space, lies inside.
 */
export function nameWords(names: readonly string[]): { whole: string; parts: string } {
  const text = fold(names.join(' '))
  const spaced = (words: RegExpMatchArray | null) => [...new Set(words)].map((word) => ` ${word} `).join('')
  return { whole: spaced(text.match(WHOLE_WORDS)), parts: spaced(text.match(WORD_PARTS)) }
}

/**
 * For each term group, what nameWords' texts must contain for one of its spellings to be a whole word
 * (` крем `) or to begin a word part (` крем`, or ` ` for an empty spelling: any part). A spelling that
 * spellingMatchers never finds as a whole word, or as a word start, has none of that kind.
 */
export function nameTierNeedles(groups: readonly (readonly string[])[]): { whole: string[]; start: string[] }[] {
  return groups.map((group) => {
    const folded = group.map(fold)
    return {
      whole: [...new Set(folded.filter((s) => ONE_WORD.test(s)).map((s) => ` ${s} `))],
      start: [...new Set(folded.filter((s) => s === '' || ONE_PART.test(s)).map((s) => ` ${s}`))],
    }
  })
}

/** The name tier of a product for the query's term groups (each group: the spellings of one term). */
export function nameTier(names: readonly string[], groups: readonly (readonly string[])[]): number {
  return matchedNameTier(fold(names.join(' ')), matchersOf(groups))
}

/** The matchers of the query's spellings, folded: once per search, not once per candidate. */
const matchersOf = (groups: readonly (readonly string[])[]): Matchers[] =>
  groups.map((g) => g.map((s) => spellingMatchers(fold(s))))

/** The name tier of a product whose names, joined by a space, fold to `text`. */
function matchedNameTier(text: string, groups: readonly Matchers[]): number {
  if (groups.length === 0) return NAME_TIERS.elsewhere
  if (groups.every((g) => g.some((m) => m.whole.test(text)))) return NAME_TIERS.wholeWord
  if (groups.every((g) => g.some((m) => m.start.test(text)))) return NAME_TIERS.wordStart
  return NAME_TIERS.elsewhere
}

/** The order within a name tier, which does not depend on the query: in stock first, then views, then the text score, then id. */
export const queryFreeOrder = (a: SearchHit, b: SearchHit): number =>
  Number(b.available) - Number(a.available) || b.views - a.views || a.score - b.score || a.id - b.id

export function rankSearchHits<H extends SearchHit>(hits: readonly H[], groups: readonly (readonly string[])[]): H[] {
  const matchers = matchersOf(groups)
  // Each hit's tier computed once, not in every comparison of the sort; with no terms, no name is read.
  const texts = matchers.length === 0 ? [] : foldSearchTexts(hits.map((hit) => hit.names.join(' ')))
  const ranked = hits.map((hit, i) => ({ hit, tier: matchedNameTier(texts[i] ?? '', matchers) }))
  ranked.sort((a, b) => a.tier - b.tier || queryFreeOrder(a.hit, b.hit))
  return ranked.map((r) => r.hit)
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions, and a swap of neighbours as
 * one edit. Past `max` it answers max + 1: once two rows of the table are all beyond `max`, no later
 * one comes back under it (a cell comes from the row above, the one above that plus one, or its left
 * neighbour plus one), so the rest is not computed. Three rows are kept, not the whole table: a typo's
 * correction compares the query with thousands of words.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  let before = new Array<number>(b.length + 1).fill(0)
  let above = Array.from({ length: b.length + 1 }, (_, j) => j)
  let row = new Array<number>(b.length + 1).fill(0)
  let aboveMin = 0
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1)
      row[j] = best
      if (best < rowMin) rowMin = best
    }
    if (rowMin > max && aboveMin > max) return max + 1
    ;[before, above, row] = [above, row, before]
    aboveMin = rowMin
  }
  return Math.min(above[b.length]!, max + 1)
}

/** A correction is offered only this close: further away it is a different word, not a typo. */
export const MAX_CORRECTION_DISTANCE = 2

/**
 * The indexed word a misspelt term most likely meant ("Можливо, ви мали на увазі …"): the fewest
 * edits away, then the word more products hold; null when none is within MAX_CORRECTION_DISTANCE.
 */
export function closestWord(spelling: string, vocabulary: readonly { term: string; doc: number }[]): string | null {
  let best: { term: string; distance: number; doc: number } | null = null
  for (const { term, doc } of vocabulary) {
    if (Math.abs(term.length - spelling.length) > MAX_CORRECTION_DISTANCE || /^\d/.test(term)) continue
    const distance = editDistance(spelling, term, MAX_CORRECTION_DISTANCE)
    if (distance > MAX_CORRECTION_DISTANCE) continue
    if (!best || distance < best.distance || (distance === best.distance && doc > best.doc))
      best = { term, distance, doc }
  }
  return best?.term ?? null
}
