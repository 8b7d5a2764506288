import { describe, expect, it } from 'vitest'
import {
  ftsMatchExpression,
  hasPrefixHit,
  isSearchable,
  isTypoCandidate,
  MAX_QUERY_TERMS,
  MAX_TYPO_EXPANSIONS,
  queryTerms,
  termSpellings,
  typoExpansions,
  typoPrefix,
  withinOneEdit,
} from './search-query'

describe('isSearchable (spec §5: at least 2 characters)', () => {
  it.each([
    ['', false],
    ['к', false],
    [' a ', false],
    ['a b', true],
    ['кр', true],
    ['   ', false],
  ])('%j → %s', (q, expected) => {
    expect(isSearchable(q)).toBe(expected)
  })
})

describe('queryTerms', () => {
  it.each([
    ['Крем для Обличчя', ['крем', 'обличчя']],
    ['serum for the face', ['serum', 'face']],
    ['для', ['для']],
    ['for and', ['for', 'and']],
    ['KREM', ['krem']],
    ['HL-10001', ['hl', '10001']],
    ['crème', ['creme']],
    ['Чистий йод ЇЖАК', ['чистий', 'йод', 'їжак']],
    ["м'ята", ['ята']],
    ['крем з', ['крем']],
    ['a b', ['a', 'b']],
    ['"', []],
    ['AND (', ['and']],
    ['name:крем* OR NEAR(a b)', ['name', 'крем', 'near']],
    ['крем крем', ['крем']],
    ['сыворотка от морщин', ['сыворотка', 'морщин']],
  ])('%j → %j', (q, expected) => {
    expect(queryTerms(q)).toEqual(expected)
  })

  it(`keeps at most ${MAX_QUERY_TERMS} terms`, () => {
    expect(queryTerms('aa bb cc dd ee ff gg hh ii jj kk')).toHaveLength(MAX_QUERY_TERMS)
  })
})

describe('termSpellings', () => {
  it.each([
    ['krem', ['krem', 'крем']],
    ['крем', ['крем', 'krem']],
    ['шампунь', ['шампунь', 'shampun']],
    ['чистий', ['чистий', 'chystyi']],
    ['10001', ['10001']],
    ['сыворотку', ['сыворотку', 'сироват', 'сиворотку', 'syvorotku']],
    ['масло', ['масло', 'олія', 'олією', 'олії', 'maslo']],
  ])('%s → %j', (term, expected) => {
    expect(termSpellings(term)).toEqual(expected)
  })
})

describe('isTypoCandidate', () => {
  it.each([
    ['kreem', true],
    ['шампнь', true],
    ['крм', false],
    ['10001', false],
    ['1abc', false],
  ])('%s → %s', (s, expected) => {
    expect(isTypoCandidate(s)).toBe(expected)
  })
})

describe('withinOneEdit (one insertion, deletion, substitution or neighbour swap)', () => {
  it.each([
    ['крем', 'крем', true],
    ['kreem', 'krem', true],
    ['krem', 'kreem', true],
    ['шампнь', 'шампунь', true],
    ['крем', 'кром', true],
    ['kerm', 'krem', true],
    ['krme', 'krem', true],
    ['rkem', 'krem', true],
    ['крем', 'кремові', false],
    ['kraam', 'krem', false],
    ['mekr', 'krem', false],
    ['ab', 'ba', true],
    ['abc', 'cab', false],
    ['', 'a', true],
    ['', 'ab', false],
  ])('%s ~ %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected)
    expect(withinOneEdit(b, a)).toBe(expected)
  })
})

describe('typoPrefix', () => {
  it.each([
    ['kreem', 'krem', 'krem'],
    ['шампнь', 'шампунь', 'шампунь'],
    ['сиоват', 'сироватка', 'сироват'],
    ['сиоватка', 'сироватка', 'сироватка'],
    ['kraam', 'krem', null],
    ['abcd', 'xyzw', null],
  ])('%s in %s → %j', (spelling, word, expected) => {
    expect(typoPrefix(spelling, word)).toBe(expected)
  })
})

describe('typoExpansions', () => {
  const vocabulary = [
    { term: 'шампунь', doc: 40 },
    { term: 'шампуні', doc: 10 },
    { term: 'шапка', doc: 3 },
    { term: 'шовк', doc: 9 },
  ]

  it('answers the prefixes of indexed words one edit away, or none', () => {
    expect(typoExpansions('шампнь', vocabulary)).toEqual(['шампунь'])
    expect(typoExpansions('шапко', vocabulary)).toEqual(['шапк'])
    expect(typoExpansions('кедр', vocabulary)).toEqual([])
    expect(typoExpansions('шкпа', vocabulary)).toEqual([])
  })

  it(`answers at most ${MAX_TYPO_EXPANSIONS}`, () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ term: `kre${String.fromCharCode(97 + i)}m`, doc: i }))
    const found = typoExpansions('krezm', many)
    expect(found).toHaveLength(MAX_TYPO_EXPANSIONS)
    expect(found[0]).toBe('kretm')
  })
})

describe('hasPrefixHit', () => {
  it('is true when an indexed word begins with the spelling', () => {
    expect(hasPrefixHit('сироват', [{ term: 'сироватка', doc: 1 }])).toBe(true)
    expect(hasPrefixHit('сиоват', [{ term: 'сироватка', doc: 1 }])).toBe(false)
  })
})

describe('ftsMatchExpression', () => {
  it('ANDs the groups and ORs the spellings, each a quoted prefix and whole word', () => {
    expect(ftsMatchExpression([['krem', 'крем'], ['gel']])).toBe(
      '("krem" OR "krem"* OR "крем" OR "крем"*) AND ("gel" OR "gel"*)',
    )
  })

  it('doubles quotes inside a spelling and skips empty groups', () => {
    expect(ftsMatchExpression([['a"b'], []])).toBe('("a""b" OR "a""b"*)')
  })
})
