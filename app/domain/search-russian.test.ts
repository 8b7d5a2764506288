import { describe, expect, it } from 'vitest'
import { foldRussianLetters, RUSSIAN_STEM_COUNT, russianSpellings, ukrainianStems } from './search-russian'

describe('foldRussianLetters', () => {
  it.each([
    ['сыворотка', 'сиворотка'],
    ['тональный', 'тональний'],
    ['эластичный', 'еластичний'],
    ['шёлк', 'шелк'],
    ['объём', 'об’єм'],
    ['подъезд', 'под’єзд'],
    ['крем', 'крем'],
  ])('%s → %s', (term, folded) => {
    expect(foldRussianLetters(term)).toBe(folded)
  })
})

describe('ukrainianStems (the store’s Russian → Ukrainian table)', () => {
  it.each([
    ['сыворотка', ['сироват']],
    ['сыворотку', ['сироват']],
    ['сыворотки', ['сироват']],
    // Russian typed on a Ukrainian keyboard, which has no ы.
    ['сиворотка', ['сироват']],
    ['волосы', ['волосс']],
    ['волос', ['волосс']],
    ['лица', ['облич']],
    ['кожи', ['шкір']],
    ['глаз', ['очей', 'очі']],
    ['тела', ['тіл']],
    ['увлажняющий', ['зволож']],
    ['очищающая', ['очищувальн']],
    ['питательный', ['живильн']],
    ['пилинг', ['пілінг']],
    ['тоник', ['тонік']],
    ['солнцезащитный', ['сонцезахисн']],
    ['краска', ['фарб']],
    ['пенка', ['пінк']],
  ])('%s → %j', (term, stems) => {
    expect(ukrainianStems(term)).toEqual(stems)
  })

  it('takes the longest stem that begins the term: «ногти» are nails, «ноги» feet', () => {
    expect(ukrainianStems('ногтей')).toEqual(['нігт'])
    expect(ukrainianStems('ног')).toEqual(['ніг'])
    expect(ukrainianStems('термозащитный')).toEqual(['термозахисн'])
    expect(ukrainianStems('защитный')).toEqual(['захисн'])
  })

  it('has nothing for words spelt alike in both languages, nor for Ukrainian or English words', () => {
    for (const term of ['крем', 'гель', 'маска', 'шампунь', 'сироватка', 'обличчя', 'serum', 'олія'])
      expect(ukrainianStems(term)).toEqual([])
  })

  it('covers the catalogue’s common words', () => {
    expect(RUSSIAN_STEM_COUNT).toBeGreaterThanOrEqual(60)
  })
})

describe('russianSpellings', () => {
  it('adds the Ukrainian stems and, for a term with Russian-only letters, the term folded', () => {
    expect(russianSpellings('сыворотку')).toEqual(['сироват', 'сиворотку'])
    expect(russianSpellings('тональный')).toEqual(['тональний'])
    expect(russianSpellings('масло')).toEqual(['олія', 'олією', 'олії'])
  })

  it('adds nothing to a Ukrainian, English or Latin term', () => {
    for (const term of ['крем', 'зволожувальний', 'syrovatka', 'serum', '10001'])
      expect(russianSpellings(term)).toEqual([])
  })
})
