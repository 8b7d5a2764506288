import { describe, expect, it } from 'vitest'
import {
  normalisePromoCode,
  promoDiscountWire,
  promoRefusal,
  promoRefusalCode,
  promoState,
  promoTermsFromWire,
  promoUnitPrice,
  type PromoValidity,
} from './promo'

describe('promoUnitPrice (spec §9)', () => {
  it.each([
    ['10 % off a regular price', 1000, 1000, { kind: 'percent', amount: 10 }, 900],
    ['percent rounds to the hryvnia', 999, 999, { kind: 'percent', amount: 15 }, 849],
    ['percent of the regular price beats a smaller sale', 1000, 950, { kind: 'percent', amount: 10 }, 900],
    ['a deeper sale price is kept (promo would raise it)', 1000, 800, { kind: 'percent', amount: 10 }, 800],
    ['100 % makes it free', 500, 500, { kind: 'percent', amount: 100 }, 0],
    ['fixed amount off each unit', 700, 700, { kind: 'fixed', amount: 100 }, 600],
    ['fixed amount against a sale price that is higher than the result', 700, 650, { kind: 'fixed', amount: 100 }, 600],
    ['fixed amount against a deeper sale price keeps the sale', 700, 550, { kind: 'fixed', amount: 100 }, 550],
    ['fixed amount never goes below zero', 80, 80, { kind: 'fixed', amount: 100 }, 0],
    ['a zero promo changes nothing', 500, 450, { kind: 'percent', amount: 0 }, 450],
  ] as const)('%s', (_name, regular, current, terms, expected) => {
    expect(promoUnitPrice(regular, current, terms)).toBe(expected)
  })
})

describe('promoRefusal', () => {
  const now = Date.UTC(2026, 10, 21)
  const day = 86_400_000
  const ok: PromoValidity = { isActive: true, startsAt: now - day, endsAt: null, usageLimit: null, usedCount: 0 }
  it.each([
    ['a usable code', ok, null],
    ['no start date', { ...ok, startsAt: null }, null],
    ['switched off', { ...ok, isActive: false }, 'inactive'],
    ['starts tomorrow', { ...ok, startsAt: now + day }, 'not_started'],
    ['ended yesterday', { ...ok, endsAt: now - day }, 'expired'],
    ['ends exactly now', { ...ok, endsAt: now }, 'expired'],
    ['ends tomorrow', { ...ok, endsAt: now + day }, null],
    ['one use left', { ...ok, usageLimit: 100, usedCount: 99 }, null],
    ['limit reached', { ...ok, usageLimit: 100, usedCount: 100 }, 'limit_reached'],
  ] as const)('%s', (_name, promo, expected) => {
    expect(promoRefusal(promo, now)).toBe(expected)
  })
})

describe('promo codes on the wire', () => {
  it('normalises case and spaces', () => expect(normalisePromoCode('  spring10 ')).toBe('SPRING10'))
  it('a number means percent, otherwise a fixed amount', () => {
    expect(promoDiscountWire({ kind: 'percent', amount: 10 })).toBe(10)
    expect(promoDiscountWire({ kind: 'fixed', amount: 100 })).toBe('100')
    expect(promoTermsFromWire(15)).toEqual({ kind: 'percent', amount: 15 })
    expect(promoTermsFromWire('100')).toEqual({ kind: 'fixed', amount: 100 })
  })
})

describe('promo state', () => {
  const base = { isActive: true, startsAt: null, endsAt: null, usageLimit: null, usedCount: 0 }
  it('names why a code works or does not today', () => {
    expect(promoState(base, 1000)).toBe('active')
    expect(promoState({ ...base, isActive: false }, 1000)).toBe('disabled')
    expect(promoState({ ...base, startsAt: 2000 }, 1000)).toBe('scheduled')
    expect(promoState({ ...base, endsAt: 1000 }, 1000)).toBe('expired')
    expect(promoState({ ...base, usageLimit: 5, usedCount: 5 }, 1000)).toBe('used_up')
  })
})

describe('promoRefusalCode', () => {
  it('tells an expired code and a spent one apart from an unknown or switched-off one', () => {
    expect(promoRefusalCode('expired')).toBe('promo_expired')
    expect(promoRefusalCode('limit_reached')).toBe('promo_used_up')
    expect(promoRefusalCode('not_started')).toBe('promo_not_started')
    expect(promoRefusalCode('unknown')).toBe('promo_invalid')
    expect(promoRefusalCode('inactive')).toBe('promo_invalid')
  })
})
