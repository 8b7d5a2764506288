import { describe, expect, it } from 'vitest'
import { getI18n } from '../../i18n'
import { ApiError } from '../api-client'
import { generalErrorText, mappedFieldErrors, translateServerMessage } from './error-text'

const ua = getI18n('ua').t
const en = getI18n('en').t

describe('server messages in the page language (spec §8)', () => {
  it('translates the duplicate-email message of registration', () => {
    expect(translateServerMessage(ua, 'user with this email already exists')).toBe(
      'Користувач з цією електронною адресою вже існує.',
    )
    expect(translateServerMessage(en, 'user with this email already exists')).toBe(
      'A user with this email already exists.',
    )
  })

  it('maps every §5 wire message back to its translated rule text', () => {
    expect(translateServerMessage(ua, 'The passwords do not match')).toBe('Паролі не збігаються.')
    expect(translateServerMessage(ua, 'Letters, digits, spaces and punctuation only')).toBe(
      'Лише літери, цифри, пробіли та розділові знаки.',
    )
  })

  it('shows an unknown message as the server sent it', () => {
    expect(translateServerMessage(ua, 'Something new')).toBe('Something new')
  })

  it('renames wire fields to form fields and drops fields the form does not show', () => {
    const error = new ApiError(400, 'invalid_data', 'Invalid request', {
      email: ['user with this email already exists'],
      phone_number: ['A phone is an optional plus and 10 to 15 digits', 'second message'],
      unknown_field: ['ignored'],
    })
    expect(mappedFieldErrors(ua, error, { email: 'email', phone_number: 'phone' })).toEqual({
      email: 'Користувач з цією електронною адресою вже існує.',
      phone: 'Некоректний номер телефону: необов’язковий + і від 10 до 15 цифр.',
    })
    expect(mappedFieldErrors(ua, new TypeError('Failed to fetch'), { email: 'email' })).toEqual({})
  })

  it('names a rate limit, and falls back to the form text otherwise', () => {
    expect(
      generalErrorText(ua, new ApiError(429, 'rate_limited', 'Too many requests'), 'accounts.registration.error'),
    ).toBe('Забагато спроб. Спробуйте ще раз за хвилину.')
    expect(generalErrorText(ua, new TypeError('offline'), 'accounts.registration.error')).toBe(
      ua('accounts.registration.error'),
    )
  })
})
