import { describe, expect, it } from 'vitest'
import { contactFieldError, validateContact, validateRecall } from './contact-form'

const valid = {
  subject: 'Замовлення',
  first_name: "Оль'га-Марія",
  email: 'olga@example.com',
  phone: '(067) 123-45-67',
  text: 'Добрий день!',
}

describe('contact form (§5)', () => {
  it('accepts a filled form', () => expect(validateContact(valid)).toEqual({}))

  it.each([
    ['subject', '   ', 'subject_required'],
    ['text', '', 'text_required'],
    ['first_name', 'Olga1', 'name_invalid'],
    ['first_name', '', 'name_required'],
    ['first_name', '   ', 'name_required'],
    ['first_name', 'John Smith', undefined],
    ['email', 'olga@', 'contact_email_invalid'],
    ['email', 'ol ga@x.ua', 'contact_email_invalid'],
    ['phone', '067123', 'contact_phone_invalid'],
    ['phone', '', undefined],
    ['phone', '   ', undefined],
    ['phone', '+380671234567', undefined],
    ['phone', '0671234567', undefined],
    ['phone', '+38 (067) 123-45-67', undefined],
    ['phone', '+380 67 123 4', 'contact_phone_invalid'],
    ['phone', '067-ABC-4567', 'contact_phone_invalid'],
    ['text', 'x'.repeat(256), 'too_long'],
    ['text', 'x'.repeat(255), undefined],
  ] as const)('%s = %j → %s', (field, value, code) => expect(contactFieldError(field, value)).toBe(code))

  it('the recall modal checks only a name and a phone, by the same rules', () => {
    expect(validateRecall({ first_name: 'Ірина', phone: '+380501112233' })).toEqual({})
    expect(validateRecall({ first_name: '', phone: '12' })).toEqual({
      first_name: 'name_required',
      phone: 'contact_phone_invalid',
    })
  })

  it('the recall modal needs its phone: an empty one is missing, not malformed', () => {
    expect(validateRecall({ first_name: 'Ірина', phone: '' })).toEqual({ phone: 'phone_required' })
    expect(validateRecall({ first_name: 'Ірина', phone: '  ' })).toEqual({ phone: 'phone_required' })
  })
})
