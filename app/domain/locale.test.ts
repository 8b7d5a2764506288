import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, localized } from './locale'

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'ua'],
    ['', 'ua'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['uk-UA,uk;q=0.9,en;q=0.8', 'ua'],
    ['ua', 'ua'],
    ['de-DE', 'ua'],
  ])('%s → %s', (header, expected) => expect(localeFromAcceptLanguage(header)).toBe(expected))
})

describe('localized', () => {
  it('uses English when present', () => expect(localized('en', 'Крем', 'Cream')).toBe('Cream'))
  it('falls back to Ukrainian when the English text is empty', () => expect(localized('en', 'Крем', ' ')).toBe('Крем'))
  it('uses Ukrainian for ua', () => expect(localized('ua', 'Крем', 'Cream')).toBe('Крем'))
})
