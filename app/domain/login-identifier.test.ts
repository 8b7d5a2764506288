import { describe, expect, it } from 'vitest'
import { classifyIdentifier, normaliseEmail, storedPhone } from './login-identifier'

describe('classifyIdentifier', () => {
  it.each([
    ['+380501112233', { kind: 'phone', phone: '+380501112233' }],
    ['380501112233', { kind: 'phone', phone: '+380501112233' }],
    ['0501112233', { kind: 'phone', phone: '+380501112233' }],
    ['  +380501112233 ', { kind: 'phone', phone: '+380501112233' }],
    ['+123456789012345', { kind: 'phone', phone: '+123456789012345' }],
    ['+123456789', { kind: 'email', email: '+123456789' }],
    ['1234567890123456', { kind: 'email', email: '1234567890123456' }],
    // Typed with layout, as registration accepts it.
    ['+380 50 111 22 33', { kind: 'phone', phone: '+380501112233' }],
    ['+38(050)1112233', { kind: 'phone', phone: '+380501112233' }],
    ['+38 063 206 31 40', { kind: 'phone', phone: '+380632063140' }],
    ['063-206-31-40', { kind: 'phone', phone: '+380632063140' }],
    ['+38 063 206 31 40 x', { kind: 'email', email: '+38 063 206 31 40 x' }],
    ['++380501112233', { kind: 'email', email: '++380501112233' }],
    ['Customer@Example.COM', { kind: 'email', email: 'customer@example.com' }],
    ['  partner@example.com  ', { kind: 'email', email: 'partner@example.com' }],
    ['', { kind: 'email', email: '' }],
  ])('%j → %j', (raw, expected) => expect(classifyIdentifier(raw)).toEqual(expected))
})

describe('normalisers', () => {
  it('lower-cases and trims emails', () => expect(normaliseEmail(' A@B.Ua ')).toBe('a@b.ua'))
  it('keeps phones as +digits', () =>
    expect(classifyIdentifier('380671112233')).toEqual({ kind: 'phone', phone: '+380671112233' }))
  it('reads a phone with separators as registration does', () =>
    expect(classifyIdentifier('050-111-22-33').kind).toBe('phone'))
})

describe('storedPhone: every form a Ukrainian number is typed in is one stored phone', () => {
  it.each([
    ['0501234567', '+380501234567'],
    ['050 123 45 67', '+380501234567'],
    ['(050) 123-45-67', '+380501234567'],
    ['380501234567', '+380501234567'],
    ['38 (050) 123-45-67', '+380501234567'],
    ['+380501234567', '+380501234567'],
    ['+380 50 123 45 67', '+380501234567'],
    ['+38 (050) 123-45-67', '+380501234567'],
    ['  +380501234567  ', '+380501234567'],
    ['501234567', '+380501234567'],
    ['50 123 45 67', '+380501234567'],
  ])('%j → %j', (typed, stored) => expect(storedPhone(typed)).toBe(stored))

  it.each([
    ['+48 601 234 567', '+48601234567'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['+501234567', '+501234567'],
    ['4915112345678', '+4915112345678'],
  ])('keeps a foreign number as +digits: %j → %j', (typed, stored) => expect(storedPhone(typed)).toBe(stored))

  it('stores what it stored again unchanged', () => {
    for (const typed of ['050 123 45 67', '501234567', '+48 601 234 567'])
      expect(storedPhone(storedPhone(typed))).toBe(storedPhone(typed))
  })
})
