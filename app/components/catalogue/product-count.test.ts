import { describe, expect, it } from 'vitest'
import { pluralForm } from './product-count'

describe('pluralForm', () => {
  it.each([
    [1, 'one'],
    [21, 'one'],
    [2, 'few'],
    [24, 'few'],
    [5, 'many'],
    [11, 'many'],
    [205, 'many'],
  ] as const)('ua %s → %s', (n, form) => expect(pluralForm(n, 'ua')).toBe(form))
  it('en has one and other', () => {
    expect(pluralForm(1, 'en')).toBe('one')
    expect(pluralForm(205, 'en')).toBe('other')
  })
})
