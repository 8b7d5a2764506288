import { describe, expect, it } from 'vitest'
import { isCalendarDate, isHttpUrl, isSpecialCharsOnly, kyivToday, withHttps } from './form-rules'

describe('form rules', () => {
  it.each([
    ['!!!', true],
    ['— ...', true],
    ['Ok!', false],
    ['42', false],
    ['', false],
  ])('special characters only: %j → %s', (value, expected) => expect(isSpecialCharsOnly(value)).toBe(expected))

  it.each([
    ['https://instagram.com/salon', true],
    ['http://salon.com.ua', true],
    ['instagram.com/salon', false],
    ['https://localhost', false],
    ['ftp://salon.com', false],
    ['https://sal on.com', false],
  ])('http(s) url: %j → %s', (value, expected) => expect(isHttpUrl(value)).toBe(expected))

  it.each([
    ['instagram.com/salon', 'https://instagram.com/salon'],
    ['  salon.ua ', 'https://salon.ua'],
    ['http://salon.ua', 'http://salon.ua'],
    ['HTTPS://salon.ua', 'HTTPS://salon.ua'],
    ['', ''],
    ['ftp://x.y', 'ftp://x.y'],
    ['mailto:salon@x.ua', 'mailto:salon@x.ua'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['salon.ua:8080/price', 'https://salon.ua:8080/price'],
    ['//salon.ua', 'https://salon.ua'],
  ])('auto-prefix %j → %j', (value, expected) => expect(withHttps(value)).toBe(expected))

  it.each([
    ['1990-02-28', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1990-13-01', false],
    ['1899-12-31', false],
    ['01.02.1990', false],
  ])('calendar date %j → %s', (value, expected) => expect(isCalendarDate(value)).toBe(expected))

  it('takes today in Kyiv, not UTC', () => {
    expect(kyivToday(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02')
    expect(kyivToday(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01')
  })
})
