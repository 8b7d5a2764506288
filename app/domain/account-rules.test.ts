import { describe, expect, it } from 'vitest'
import {
  checkAddressField,
  checkEmail,
  checkLettersText,
  checkName,
  checkNewPassword,
  checkNewPostText,
  checkPasswordStrength,
  checkPhone,
  checkRepeat,
} from './account-rules'
import { storedPhone } from './login-identifier'

describe('§5 account field rules', () => {
  it.each([
    ['Олена', null],
    ["Д'Артаньян", null],
    ['Anna-Maria Lee', null],
    ['Їжак Ґудзик Єва', null],
    ['', 'required'],
    ['   ', 'required'],
    ['Anna1', 'name'],
    ['<b>', 'name'],
    ['a'.repeat(31), 'too_long'],
  ])('name %j → %s', (value, expected) => expect(checkName(value)).toBe(expected))

  it('company name and position follow the letters rule without the 30 limit', () => {
    expect(checkLettersText('Салон краси Анна Марія і партнери')).toBeNull()
    expect(checkLettersText('ТОВ "Краса"')).toBe('name')
  })

  it.each([
    ['user@example.com', null],
    ['user@example', 'email'],
    ['us er@example.com', 'email'],
    ['', 'required'],
    [`${'a'.repeat(250)}@e.co`, 'too_long'],
  ])('email %j → %s', (value, expected) => expect(checkEmail(value)).toBe(expected))

  it.each([
    ['+380501112233', null],
    ['050 111 22 33', null],
    ['(050) 111-22-33', null],
    ['+38 050 111 2233', null],
    ['12345', 'phone'],
    ['+38050abc2233', 'phone'],
    ['', 'required'],
  ])('phone %j → %s', (value, expected) => expect(checkPhone(value)).toBe(expected))

  it('passwords: at least 8, and the repeat must match', () => {
    expect(checkNewPassword('1234567')).toBe('password_short')
    expect(checkNewPassword('12345678')).toBeNull()
    expect(checkRepeat('12345678', '12345679')).toBe('password_mismatch')
    expect(checkRepeat('12345678', '12345678')).toBeNull()
  })

  it('passwords: one repeated character, the email or its local part, and common ones are guessable', () => {
    const common = new Set(['password1'])
    const account = { email: 'Olena.Kov@example.com' }
    expect(checkNewPassword('aaaaaaaa')).toBe('password_repeated')
    expect(checkNewPassword('😀😀😀😀😀😀😀😀')).toBe('password_repeated')
    expect(checkNewPassword('aaaaaaab')).toBeNull()
    expect(checkPasswordStrength('olena.kov@example.com', account, common)).toBe('password_like_email')
    expect(checkPasswordStrength('OLENA.KOV', account, common)).toBe('password_like_email')
    expect(checkPasswordStrength('olena.kov1', account, common)).toBeNull()
    expect(checkPasswordStrength('11111111', account, common)).toBe('password_repeated')
    expect(checkPasswordStrength('Password1', account, common)).toBe('password_common')
    expect(checkPasswordStrength('short', account, common)).toBe('password_short')
    expect(checkPasswordStrength('olena.kov@example.com', { email: null }, common)).toBeNull()
  })

  it('address fields take the one address rule: the punctuation of real addresses, no markup', () => {
    expect(checkAddressField(true)('Хрещатик 22')).toBeNull()
    expect(checkAddressField(true)('Khreshchatyk 22')).toBeNull()
    expect(checkAddressField(true)('вул. Хрещатик, 22')).toBeNull()
    expect(checkAddressField(true)('просп. Лесі Українки, 26/2')).toBeNull()
    expect(checkAddressField(true)('<i>Хрещатик</i>')).toBe('address_chars')
    expect(checkAddressField(true)('')).toBe('required')
    expect(checkAddressField(false)('')).toBeNull()
  })

  it('a saved new-post text: picked ones keep the carrier punctuation, and markup reads as address_chars', () => {
    const picked = { settlementRef: 'e718a680-4b33-11e4-ab6d-005056801329', warehouseRef: 'ref' }
    expect(checkNewPostText('м. Київ, Київська обл.', picked)).toBeNull()
    expect(checkNewPostText('<b>Київ</b>', picked)).toBe('address_chars')
    expect(checkNewPostText('м. Київ, Київська обл.', {})).toBeNull()
    expect(checkNewPostText('<b>Київ</b>', {})).toBe('address_chars')
    expect(checkNewPostText(' ', picked)).toBe('required')
  })

  it('stores a phone as a plus and its digits, adding +38 to a Ukrainian local number', () => {
    expect(storedPhone('(050) 111-22-33')).toBe('+380501112233')
    expect(storedPhone('+38 050 111 22 33')).toBe('+380501112233')
    expect(storedPhone('+48 601 234 567')).toBe('+48601234567')
  })
})
