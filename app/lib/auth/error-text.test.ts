import { describe, expect, it } from 'vitest'
import { getI18n } from '../../i18n'
import { ApiError } from '../api-client'
import { generalErrorText, mappedFieldErrors, serverFieldErrors } from './error-text'

const ua = getI18n('ua').t
const en = getI18n('en').t

/** A 400 as the API answers it: the wire messages and, beside them, each field's code. */
const refusal = (fields: Record<string, string[]>, codes: Record<string, string>) =>
  new ApiError(400, 'invalid_data', 'Invalid request', fields, codes)

describe('server field errors in the page language (spec §8), by code', () => {
  it('translates the duplicate-email code of registration', () => {
    const error = refusal({ email: ['user with this email already exists'] }, { email: 'email_taken' })
    expect(serverFieldErrors(ua, error)).toEqual({ email: 'Користувач з цією електронною адресою вже існує.' })
    expect(serverFieldErrors(en, error)).toEqual({ email: 'A user with this email already exists.' })
  })

  it('shows each §5 code as its translated rule text, whatever the wire message says', () => {
    const error = refusal(
      { re_password: ['The passwords do not match'], street: ['anything'] },
      { re_password: 'password_mismatch', street: 'address_chars' },
    )
    expect(serverFieldErrors(ua, error)).toEqual({
      re_password: 'Паролі не збігаються.',
      street: 'Лише літери, цифри, пробіли та розділові знаки.',
    })
  })

  it('shows a message whose code the page has no text for as the server sent it', () => {
    expect(serverFieldErrors(ua, refusal({ x: ['Something new'] }, { x: 'invalid' }))).toEqual({ x: 'Something new' })
    expect(serverFieldErrors(ua, refusal({ x: ['No code at all'] }, {}))).toEqual({ x: 'No code at all' })
  })

  it('renames wire fields to form fields and drops fields the form does not show', () => {
    const error = refusal(
      {
        email: ['user with this email already exists'],
        phone_number: ['A phone is an optional plus and 10 to 15 digits', 'second message'],
        unknown_field: ['ignored'],
      },
      { email: 'email_taken', phone_number: 'phone', unknown_field: 'invalid' },
    )
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
