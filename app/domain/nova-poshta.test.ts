import { describe, expect, it } from 'vitest'
import { checkAddressField } from './account-rules'
import {
  cityQuery,
  isPickedAddress,
  isTrackableTtn,
  matchBranches,
  npLatinLabel,
  type NpBranch,
  npRefsState,
  npTextError,
  pickedTextError,
  trackingStage,
} from './nova-poshta'
import { orderFieldError } from './order-form'

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

describe('npTextError: the one rule of a Nova Poshta city or branch text', () => {
  const KYIV = 'e718a680-4b33-11e4-ab6d-005056801329'
  const BRANCH_12 = '7b422fba-e1b8-11e3-8c4a-0050568002cf'
  const PICKED = { settlementRef: KYIV, warehouseRef: BRANCH_12 }
  const TYPED = { settlementRef: '', warehouseRef: '' }
  const orderRule = (field: 'city' | 'branch') => (value: string) => orderFieldError(field, value)
  const savedRule = checkAddressField(true)

  it('takes a picked text as the carrier wrote it, punctuation and all, under either typed rule', () => {
    const label = 'Відділення №12 (до 30 кг): вул. Володимира Брожка, 38/58'
    expect(npTextError(label, PICKED, orderRule('branch'))).toBeNull()
    expect(npTextError(label, PICKED, savedRule)).toBeNull()
    expect(npTextError('м. Київ, Київська обл.', PICKED, savedRule)).toBeNull()
  })

  it('checks a picked text edited after the pick as carrier text: no markup, not empty, not over 300', () => {
    expect(npTextError('Відділення 12, біля "Сільпо"', PICKED, savedRule)).toBeNull()
    expect(npTextError('<script>alert(1)</script>', PICKED, orderRule('branch'))).toBe('invalid_chars')
    expect(npTextError('Київ\u0000', PICKED, orderRule('city'))).toBe('invalid_chars')
    expect(npTextError('x'.repeat(301), PICKED, orderRule('branch'))).toBe('too_long')
  })

  it('checks typed text by the typed rule it is given', () => {
    expect(npTextError('Біла Церква', TYPED, orderRule('city'))).toBeNull()
    expect(npTextError('Відділення №3', TYPED, orderRule('branch'))).toBeNull()
    expect(npTextError('Відділення 3', TYPED, savedRule)).toBeNull()
    // The saved address and the order form follow one address rule.
    expect(npTextError('Відділення №3', TYPED, savedRule)).toBeNull()
    expect(npTextError('Відділення <3>', TYPED, savedRule)).toBe('address_chars')
    expect(npTextError('<b>Київ</b>', TYPED, orderRule('city'))).toBe('invalid_chars')
  })

  it('refuses an empty text, picked or typed', () => {
    expect(npTextError('   ', PICKED, orderRule('city'))).toBe('required')
    expect(npTextError('', TYPED, orderRule('city'))).toBe('required')
    expect(npTextError('', TYPED, savedRule)).toBe('required')
  })

  it('checks city and branch each by its own limit when typed, by the carrier limit when picked', () => {
    const long = 'Відділення '.repeat(12).trim() // 131 characters
    expect(npTextError(long, TYPED, orderRule('city'))).toBe('too_long')
    expect(npTextError(long, TYPED, orderRule('branch'))).toBeNull()
    expect(npTextError(long, PICKED, orderRule('city'))).toBeNull()
  })

  it('counts an address as picked only when both refs came with it', () => {
    expect(isPickedAddress(PICKED)).toBe(true)
    expect(isPickedAddress({ settlementRef: KYIV, warehouseRef: '' })).toBe(false)
    expect(isPickedAddress({ settlementRef: null, warehouseRef: BRANCH_12 })).toBe(false)
    expect(isPickedAddress({})).toBe(false)
    // One ref alone is no pick: the typed rule applies.
    expect(npTextError('Відділення <3>', { settlementRef: KYIV }, savedRule)).toBe('address_chars')
  })
})

describe('npLatinLabel (a suggestion shown to a reader of English)', () => {
  it.each([
    ['м. Київ, Київська обл.', 'Kyiv, Kyivska obl.'],
    [
      'Відділення №12 (до 30 кг): вул. Володимира Брожка, 38/58',
      'Branch No. 12 (up to 30 kg): vul. Volodymyra Brozhka, 38/58',
    ],
    [
      'Поштомат "Нова Пошта" №5512: вул. Січових Стрільців, 5',
      'Parcel locker "Nova Poshta" No. 5512: vul. Sichovykh Striltsiv, 5',
    ],
    ["с. Знам'янка, Кіровоградська обл.", 's. Znamianka, Kirovohradska obl.'],
    ['м. Львів, Львівська обл.', 'Lviv, Lvivska obl.'],
  ])('%s → %s', (label, latin) => {
    expect(npLatinLabel(label)).toBe(latin)
  })
})
