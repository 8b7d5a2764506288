import { describe, expect, it } from 'vitest'
import {
  cityQuery,
  isTrackableTtn,
  matchBranches,
  type NpBranch,
  npRefsState,
  pickedTextError,
  trackingStage,
} from './nova-poshta'

const branch = (number: string, label: string, kind: NpBranch['kind'] = 'branch'): NpBranch => ({
  ref: `ref-${number}`,
  number,
  kind,
  label,
  address: label,
})

describe('cityQuery', () => {
  it('spells Latin input in Cyrillic, English city names included', () => {
    expect(cityQuery('kyiv')).toBe('київ')
    expect(cityQuery('Kyi')).toBe('київ')
    expect(cityQuery('lviv')).toBe('львів')
    expect(cityQuery('Kharkiv')).toBe('харків')
    expect(cityQuery('odesa')).toBe('одеса')
  })
  it('keeps Cyrillic as typed (lower case, one space) and answers nothing under two letters', () => {
    expect(cityQuery('  Біла   Церква ')).toBe('біла церква')
    expect(cityQuery(' к ')).toBe('')
  })
})

describe('matchBranches', () => {
  const list = [
    branch('12', 'Відділення №12: вул. Брожка, 38'),
    branch('1', 'Відділення №1: вул. Хрещатик, 1'),
    branch('120', 'Відділення №120: вул. Хрещатик, 44'),
    branch('5101', 'Поштомат №5101: вул. Хрещатик, 22', 'locker'),
  ]
  it('finds a number exactly first, then the numbers it begins', () => {
    expect(matchBranches(list, '12').map((b) => b.number)).toEqual(['12', '120'])
    expect(matchBranches(list, '№ 1').map((b) => b.number)).toEqual(['1', '12', '120'])
  })
  it('finds words of the address, Latin ones too, and lists all in number order without a filter', () => {
    expect(matchBranches(list, 'хрещатик 44').map((b) => b.number)).toEqual(['120'])
    expect(matchBranches(list, 'khreshchatyk').map((b) => b.number)).toEqual(['1', '120', '5101'])
    expect(matchBranches(list, '').map((b) => b.number)).toEqual(['1', '12', '120', '5101'])
    expect(matchBranches(list, '', 2)).toHaveLength(2)
  })
})

describe('tracking', () => {
  it('groups the carrier status codes into stages, unknown codes as unknown', () => {
    expect(trackingStage('7')).toBe('arrived')
    expect(trackingStage('9')).toBe('received')
    expect(trackingStage('102')).toBe('returning')
    expect(trackingStage('3')).toBe('not_found')
    expect(trackingStage('999')).toBe('unknown')
  })
  it('asks the carrier only about waybills of its form', () => {
    expect(isTrackableTtn('20450000000017')).toBe(true)
    expect(isTrackableTtn('2045 0000 0000 17')).toBe(true)
    expect(isTrackableTtn('ABC123')).toBe(false)
    expect(isTrackableTtn('')).toBe(false)
  })
})

describe('picked texts and staff view of refs', () => {
  it('accept the carrier punctuation but never markup', () => {
    expect(pickedTextError('Поштомат "Нова Пошта" №5101: вул. Хрещатик, 22 (ТЦ Глобус)')).toBeNull()
    expect(pickedTextError('<img src=x>')).toBe('invalid_chars')
    expect(pickedTextError('  ')).toBe('required')
    expect(pickedTextError('a'.repeat(301))).toBe('too_long')
  })
  it('tells confirmed, unconfirmed and typed addresses apart, for Nova Poshta orders only', () => {
    expect(npRefsState({ deliveryType: 'newpost', settlementRef: 'r', verified: true })).toBe('verified')
    expect(npRefsState({ deliveryType: 'newpost', settlementRef: 'r', verified: false })).toBe('unverified')
    expect(npRefsState({ deliveryType: 'newpost', settlementRef: '', verified: false })).toBe('free_text')
    expect(npRefsState({ deliveryType: 'curier', settlementRef: '', verified: false })).toBeNull()
  })
})
