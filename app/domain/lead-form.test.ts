import { describe, expect, it } from 'vitest'
import { leadFieldError, utmFromSearch, validateLead } from './lead-form'

describe('lead form (§5)', () => {
  it('accepts a filled form, the link being optional', () => {
    expect(
      validateLead({ fullName: 'Олена Коваль', phone: '0671234567', businessType: 'salon', brand: 'Rica', link: '' }),
    ).toEqual({})
  })

  it.each([
    ['fullName', 'Ол', 'lead_name_short'],
    ['fullName', 'Оле', undefined],
    ['phone', '0671234567', undefined],
    ['phone', '380671234567', undefined],
    ['phone', '38 (067) 123-45-67', undefined],
    ['phone', '+380671234567', 'lead_phone_invalid'],
    ['phone', '671234567', 'lead_phone_invalid'],
    ['phone', '1671234567', 'lead_phone_invalid'],
    ['phone', '06712345678', 'lead_phone_invalid'],
    ['businessType', 'spa', 'business_type_required'],
    ['businessType', 'cosmetologist', undefined],
    ['brand', '', 'brand_required'],
    ['brand', 'NBL', undefined],
    ['link', 'instagram.com/me', 'url_invalid'],
    ['link', 'https://instagram.com/me', undefined],
  ] as const)('%s = %j → %s', (field, value, code) => expect(leadFieldError(field, value)).toBe(code))

  it('reads the five utm values from the page address and ignores the rest', () => {
    expect(
      utmFromSearch('?utm_source=ig&utm_medium=stories&utm_campaign=rica-spring&utm_term=&gclid=1&utm_content=v2'),
    ).toEqual({
      utm_source: 'ig',
      utm_medium: 'stories',
      utm_campaign: 'rica-spring',
      utm_content: 'v2',
    })
  })

  it('takes the router’s parsed search too, numbers included', () => {
    expect(utmFromSearch({ utm_source: 'ig', utm_term: 2026, utm_medium: { x: 1 }, lang: 'en' })).toEqual({
      utm_source: 'ig',
      utm_term: '2026',
    })
  })
})
