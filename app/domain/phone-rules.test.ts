import { describe, expect, it } from 'vitest'
import { checkPhone } from './account-rules'
import { contactFieldError } from './contact-form'
import { leadFieldError } from './lead-form'
import { orderFieldError } from './order-form'
import { partnerFieldError } from './partner-form'
import { ACCOUNT_PHONE, compactPhone, matchesPhoneRule, ORDER_PHONE, PARTNER_PHONE } from './phone-rules'

const TODAY = '2026-11-24'
/** Each form's phone rule as a yes/no, so one table covers them all. */
const accepts = {
  registration: (v: string) => checkPhone(v) === null,
  contact: (v: string) => contactFieldError('phone', v) === undefined,
  checkout: (v: string) => orderFieldError('phone', v) === null,
  partner: (v: string) => partnerFieldError('phone_number', v, TODAY) === undefined,
  lead: (v: string) => leadFieldError('phone', v) === undefined,
}
type Form = keyof typeof accepts

describe('phone rules: separators never count toward a length', () => {
  // registration, contact, checkout, partner application, lead
  const table: [string, [boolean, boolean, boolean, boolean, boolean]][] = [
    ['+380 50 123 45 67', [true, true, true, true, false]],
    ['+380501234567', [true, true, true, true, false]],
    ['+38 (050) 123-45-67', [true, true, true, true, false]],
    ['050 111 22 33', [true, true, true, false, true]],
    ['(050) 111-22-33', [true, true, true, false, true]],
    ['38 050 111 22 33', [true, true, true, false, true]],
    ['050 111 223', [false, false, true, false, false]],
    ['+1 234 567 890 123 45', [true, true, true, false, false]],
    ['+1 234 567 890 123 456', [false, false, true, false, false]],
    ['050 111 22', [false, false, false, false, false]],
    ['050.111.22.33', [false, false, false, false, false]],
    ['050 111 22 33 +', [false, false, false, false, false]],
    ['++380501234567', [false, false, false, false, false]],
    ['+380 50 abc 45 67', [false, false, false, false, false]],
    // Blank is no phone at all: only the contact form's phone may be left out (it is optional there).
    ['   ', [false, true, false, false, false]],
  ]
  const forms = Object.keys(accepts) as Form[]
  it.each(table)('%j', (value, expected) => {
    expect(forms.map((form) => accepts[form](value))).toEqual(expected)
  })

  it('each form accepts the placeholder it shows', () => {
    expect(accepts.registration('+380 50 123 45 67')).toBe(true)
    expect(accepts.partner('+380 50 123 45 67')).toBe(true)
    expect(accepts.contact('+380 67 123 45 67')).toBe(true)
    expect(accepts.checkout('+380501112233')).toBe(true)
  })

  it('keeps each pattern its own digit range', () => {
    expect(matchesPhoneRule(ACCOUNT_PHONE, '1'.repeat(10))).toBe(true)
    expect(matchesPhoneRule(ACCOUNT_PHONE, '1'.repeat(9))).toBe(false)
    expect(matchesPhoneRule(ORDER_PHONE, '1'.repeat(9))).toBe(true)
    expect(matchesPhoneRule(PARTNER_PHONE, '380501234567')).toBe(false)
    expect(matchesPhoneRule(PARTNER_PHONE, '+380 50 123 45 6')).toBe(false)
  })

  it('compacts a typed phone to plus and digits, or refuses it', () => {
    expect(compactPhone(' +380 (50) 123-45-67 ')).toBe('+380501234567')
    expect(compactPhone('050/111/22/33')).toBeNull()
  })
})
