import { describe, expect, it } from 'vitest'
import { completedWord, suggestedQuery } from './search-suggestion'

describe('suggestedQuery (the whole query, only its corrected words replaced)', () => {
  const replacing = (entries: [string, string][]) => new Map(entries)

  it('keeps every other word, short ones included, in their order', () => {
    expect(
      suggestedQuery(
        'сироватк з ретінолом',
        replacing([
          ['сироватк', 'сироватка'],
          ['ретінолом', 'ретинолом'],
        ]),
      ),
    ).toBe('сироватка з ретинолом')
    expect(suggestedQuery('крем для шкри рук', replacing([['шкри', 'шкіри']]))).toBe('крем для шкіри рук')
  })

  it('keeps a capital where the shopper wrote one', () => {
    expect(suggestedQuery('Rcia', replacing([['rcia', 'rica']]))).toBe('Rica')
    expect(suggestedQuery('RCIA крем', replacing([['rcia', 'rica']]))).toBe('RICA крем')
  })

  it('reads a word as the search does: Latin accents dropped, spaces collapsed', () => {
    expect(suggestedQuery('  crèmme   de  ', replacing([['cremme', 'creme']]))).toBe('creme de')
  })

  it('is null when it would be the query itself', () => {
    expect(suggestedQuery('сироватка з ретинолом', replacing([['ретинолом', 'ретинолом']]))).toBeNull()
    expect(suggestedQuery('Крем', replacing([['крем', 'крем']]))).toBeNull()
    expect(suggestedQuery('крем', new Map())).toBeNull()
  })
})

describe('completedWord (a word left unfinished, completed for the suggestion)', () => {
  const vocabulary = [
    { term: 'сироватка', doc: 74 },
    { term: 'сироватки', doc: 3 },
    { term: 'крем', doc: 200 },
    { term: 'кремовий', doc: 15 },
  ]
  it.each([
    ['сироватк', 'сироватка'],
    ['крем', null],
    ['кремо', 'кремовий'],
    ['шампунь', null],
  ])('%s → %s', (spelling, word) => {
    expect(completedWord(spelling, vocabulary)).toBe(word)
  })
})
