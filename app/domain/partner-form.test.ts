import { describe, expect, it } from 'vitest'
import {
  certificatePhotoError,
  imageKind,
  partnerFieldError,
  validatePartner,
  type PartnerValues,
} from './partner-form'

const TODAY = '2026-05-10'
const valid: PartnerValues = {
  last_name: 'Коваль',
  first_name: 'Олена',
  patronymic: 'Петрівна',
  email: 'olena@salon.ua',
  phone_number: '+380671234567',
  date_of_birth: '1990-04-12',
  clinic_name: 'Студія Лілія',
  address: 'Київ, вул. Антоновича, 48',
  professional_social_media: 'https://instagram.com/olena',
  clinic_website: '',
  brands_worked_with: '',
  position: '1',
  education: '7',
  specialization: '12',
  workplace: '18',
  how_they_heard_about_us: '23',
}

describe('partner application (§5)', () => {
  it('accepts a complete application', () => expect(validatePartner(valid, TODAY)).toEqual({}))

  it.each([
    ['last_name', '', 'required'],
    ['last_name', '  ', 'required'],
    ['first_name', 'О', 'min_2'],
    ['patronymic', '--', 'special_only'],
    ['clinic_name', '!!!', 'special_only'],
    ['address', 'Київ', 'min_5'],
    ['email', 'olena@salon', 'email_invalid'],
    ['phone_number', '380671234567', 'partner_phone_invalid'],
    ['phone_number', '+38067123456', 'partner_phone_invalid'],
    ['phone_number', '+3806712345678', 'partner_phone_invalid'],
    ['date_of_birth', TODAY, 'birth_date_future'],
    ['date_of_birth', '2030-01-01', 'birth_date_future'],
    ['date_of_birth', '2026-05-09', undefined],
    ['date_of_birth', '1990-02-30', 'birth_date_invalid'],
    ['date_of_birth', '12.04.1990', undefined],
    ['date_of_birth', '2/4/1990', undefined],
    ['date_of_birth', '30.02.1990', 'birth_date_invalid'],
    ['date_of_birth', '04.12', 'birth_date_invalid'],
    ['professional_social_media', 'instagram.com/olena', 'url_invalid'],
    ['clinic_website', 'http://salon.ua', undefined],
    ['how_they_heard_about_us', '', 'option_required'],
    ['position', 'abc', 'option_required'],
    ['brands_worked_with', '', undefined],
  ] as const)('%s = %j → %s', (field, value, code) => expect(partnerFieldError(field, value, TODAY)).toBe(code))

  it('knows JPEG and PNG by their first bytes, not by name', () => {
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(imageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(imageKind(new TextEncoder().encode('GIF89a..'))).toBeNull()
    expect(imageKind(new TextEncoder().encode('%PDF-1.7'))).toBeNull()
  })

  it('requires the photo, an image, at most 5 MB', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0])
    expect(certificatePhotoError(null)).toBe('file_required')
    expect(certificatePhotoError({ size: 0, head: new Uint8Array() })).toBe('file_required')
    expect(certificatePhotoError({ size: 1000, head: new TextEncoder().encode('hello') })).toBe('image_only')
    expect(certificatePhotoError({ size: 5 * 1024 * 1024, head: jpeg })).toBeUndefined()
    expect(certificatePhotoError({ size: 5 * 1024 * 1024 + 1, head: jpeg })).toBe('file_too_large')
  })
})
