import { describe, expect, it } from 'vitest'
import {
  closestWord,
  editDistance,
  foldSearchText,
  foldSearchTexts,
  nameTier,
  nameTierNeedles,
  NAME_TIERS,
  nameWords,
  rankSearchHits,
  type SearchHit,
} from './search-ranking'

const hit = (id: number, name: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  id,
  names: [name, ''],
  available: true,
  views: 0,
  score: -1,
  ...extra,
})
const order = (hits: SearchHit[], groups: string[][]) => rankSearchHits(hits, groups).map((h) => h.id)

describe('search ranking', () => {
  it.each([
    ['Тональний крем Clear', [['крем']], NAME_TIERS.wholeWord],
    ['Крем-окисник Green Shine 6%', [['крем']], NAME_TIERS.wordStart],
    ['Кремовий плівковий віск', [['крем']], NAME_TIERS.wordStart],
    ['Шампунь з кофеїном', [['крем']], NAME_TIERS.elsewhere],
    ['Тональний крем', [['krem', 'крем']], NAME_TIERS.wholeWord],
    ['Тональний крем', [['крем'], ['тон']], NAME_TIERS.wordStart],
    ['Тональний крем', [['крем'], ['шампунь']], NAME_TIERS.elsewhere],
    ['Crème Riche', [['creme']], NAME_TIERS.wholeWord],
    ["L'Oréal Paris", [["l'oreal"]], NAME_TIERS.wholeWord],
    ["L'Oréal Paris", [['oreal']], NAME_TIERS.wordStart],
    ['Крем-окисник', [['окис']], NAME_TIERS.wordStart],
    ['Крем-окисник', [['крем-окисник']], NAME_TIERS.wholeWord],
    ['Крем 6% (туба)', [['6%']], NAME_TIERS.elsewhere],
    ['Крем 6% (туба)', [['(туба']], NAME_TIERS.elsewhere],
  ])('%j for %j is tier %i', (name, groups, tier) => expect(nameTier([name], groups)).toBe(tier))

  it('puts a whole word of the name before a word start, before a match elsewhere, whatever bm25 says', () => {
    const hits = [
      hit(1, 'Шампунь з кофеїном', { score: -30 }),
      hit(2, 'Крем-окисник 6%', { score: -20 }),
      hit(3, 'Живильний крем для рук', { score: -1 }),
    ]
    expect(order(hits, [['крем']])).toEqual([3, 2, 1])
  })

  it('within a tier: in stock first, then popular, then the text score, then the id', () => {
    const hits = [
      hit(1, 'Крем А', { available: false, views: 900 }),
      hit(2, 'Крем Б', { views: 5, score: -1 }),
      hit(3, 'Крем В', { views: 50 }),
      hit(4, 'Крем Г', { views: 5, score: -9 }),
      hit(5, 'Крем Д', { views: 5, score: -1 }),
    ]
    expect(order(hits, [['крем']])).toEqual([3, 4, 2, 5, 1])
  })

  it.each([
    ['rcia', 'rica', 1],
    ['rica', 'rica', 0],
    ['шампнуь', 'шампунь', 1],
    ['krem', 'kreem', 1],
    ['abc', 'cab', 2],
    ['', 'abc', 3],
  ])('edit distance %j → %j is %i (a swap of neighbours is one)', (a, b, d) => expect(editDistance(a, b)).toBe(d))

  it('answers max + 1 past a bound, and the same distance within it', () => {
    const letters = 'абвкрем'
    const word = (seed: number) =>
      Array.from({ length: 1 + (seed % 7) }, (_, i) => letters[(seed * (i + 3) + i * i) % letters.length]).join('')
    for (let n = 0; n < 2000; n++) {
      const [a, b] = [word(n * 7919 + 13), word(n * 104729 + 7)]
      const full = editDistance(a, b)
      expect(editDistance(a, b, 2)).toBe(Math.min(full, 3))
    }
    expect(editDistance('сироватка', 'шампунь', 2)).toBe(3)
  })

  it('offers the closest word, the more common one on a tie, nothing when too far', () => {
    const vocabulary = [
      { term: 'rica', doc: 16 },
      { term: 'rice', doc: 2 },
      { term: 'ritual', doc: 12 },
    ]
    expect(closestWord('rcia', vocabulary)).toBe('rica')
    expect(closestWord('ricx', vocabulary)).toBe('rica')
    expect(closestWord('ritaul', vocabulary)).toBe('ritual')
    expect(closestWord('rxyzq', vocabulary)).toBeNull()
  })
})

describe('foldSearchText', () => {
  it.each([
    ['Крем-Окисник', 'крем-окисник'],
    ['Йогурт ЇЖАК Ґудзик', 'йогурт їжак ґудзик'],
    ['Об’єм «Pro»', 'об’єм «pro»'],
    // Accented Latin letters lose their accents, whether precomposed or decomposed.
    ['Crème Brûlée', 'creme brulee'],
    ['Cre\u0300me', 'creme'],
    // A Cyrillic letter written decomposed (и + breve) is composed, not stripped.
    ['и\u0306од', 'йод'],
    // A combining mark from the Cyrillic block after a Latin letter is still dropped.
    ['a\u0483b', 'ab'],
  ])('%j → %j', (text, folded) => expect(foldSearchText(text)).toBe(folded))
  it('leaves the numero sign as it is', () => expect(foldSearchText('Гель-лак №232')).toBe('гель-лак №232'))
})

describe('foldSearchTexts', () => {
  it.each([
    [[]],
    [['Крем-Окисник', 'Гель-лак №232 Gel Polish No. 232', 'Об’єм «Pro»']],
    // One text to normalise: each is folded on its own, with the same result.
    [['Крем', 'Crème Brûlée', 'и\u0306од']],
    // A line break inside a text: the texts still come back one for one.
    [['Крем\nдля рук', 'Маска', '']],
  ])('%j as foldSearchText each', (texts) => expect(foldSearchTexts(texts)).toEqual(texts.map(foldSearchText)))
})

/** The tier as the search's statement tests it: nameWords' texts holding nameTierNeedles (SQL's `instr`). */
function tierByNeedles(names: readonly string[], groups: readonly (readonly string[])[]): number {
  const words = nameWords(names)
  const needles = nameTierNeedles(groups)
  if (needles.length === 0) return NAME_TIERS.elsewhere
  if (needles.every((g) => g.whole.some((n) => words.whole.includes(n)))) return NAME_TIERS.wholeWord
  if (needles.every((g) => g.start.some((n) => words.parts.includes(n)))) return NAME_TIERS.wordStart
  return NAME_TIERS.elsewhere
}

describe('nameWords and nameTierNeedles', () => {
  it('keep each whole word and word part once, between spaces', () => {
    expect(nameWords(["Крем-гель L'Oréal крем", 'Cream'])).toEqual({
      whole: " крем-гель  l'oreal  крем  cream ",
      parts: ' крем  гель  l  oreal  cream ',
    })
    expect(nameWords(['', '№ %'])).toEqual({ whole: '', parts: '' })
  })

  it('give the tier nameTier gives, on random names and spellings', () => {
    let seed = 43
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pieces = [
      'крем',
      'Крем',
      'кре',
      'гель',
      'Crème',
      'creme',
      'cr',
      "l'",
      'oréal',
      '’',
      'ʼ',
      '-',
      ' ',
      '  ',
      '№2',
      '6%',
      '(',
      'ї',
      'й',
      'Ñ',
      '1',
      '',
    ]
    const word = () =>
      Array.from({ length: 1 + Math.floor(next() * 3) }, () => pieces[Math.floor(next() * pieces.length)]).join('')
    const tiers = new Set<number>()
    for (let i = 0; i < 20_000; i++) {
      const names = [Array.from({ length: Math.floor(next() * 5) }, word).join(' '), word()]
      const groups = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(next() * 2) }, word),
      )
      const tier = nameTier(names, groups)
      tiers.add(tier)
      expect({ names, groups, tier: tierByNeedles(names, groups) }).toEqual({ names, groups, tier })
    }
    expect(tiers.size).toBe(3)
  })
})
