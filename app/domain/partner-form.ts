import {
  collectErrors,
  EMAIL_MAX,
  isBlank,
  isoDate,
  isHttpUrl,
  isSpecialCharsOnly,
  TEXT_MAX,
  type FormErrorCode,
  type FormErrors,
} from './form-rules'
import { matchesPhoneRule, PARTNER_PHONE } from './phone-rules'
import { EMAIL_PATTERN } from './text-rules'

/**
 * Spec §3/§5 Partner application (/core/partner). Wire names are the spec's. The five option
 * fields carry the id of a seeded option; the server also checks that it exists.
 */
export const PARTNER_OPTION_KINDS = ['position', 'education', 'specialization', 'workplace', 'how_they'] as const
export type PartnerOptionKind = (typeof PARTNER_OPTION_KINDS)[number]
/** The option lists of GET /core/partner/, by the spec's names. */
export const PARTNER_OPTION_LISTS = {
  positions: 'position',
  educations: 'education',
  specializations: 'specialization',
  workplaces: 'workplace',
  how_they: 'how_they',
} as const satisfies Record<string, PartnerOptionKind>

/** Form field → option kind. */
export const PARTNER_OPTION_FIELDS = {
  position: 'position',
  education: 'education',
  specialization: 'specialization',
  workplace: 'workplace',
  how_they_heard_about_us: 'how_they',
} as const satisfies Record<string, PartnerOptionKind>
export type PartnerOptionField = keyof typeof PARTNER_OPTION_FIELDS

export const PARTNER_TEXT_FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'email',
  'phone_number',
  'date_of_birth',
  'clinic_name',
  'address',
  'professional_social_media',
  'clinic_website',
  'brands_worked_with',
] as const
export type PartnerTextField = (typeof PARTNER_TEXT_FIELDS)[number]
export const PARTNER_FIELDS = [
  ...PARTNER_TEXT_FIELDS,
  ...(Object.keys(PARTNER_OPTION_FIELDS) as PartnerOptionField[]),
] as const
export type PartnerField = PartnerTextField | PartnerOptionField
export type PartnerValues = Record<PartnerField, string>

/** The certificate photo: JPEG or PNG by its content, at most 5 MB. */
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024
export const CERTIFICATE_FIELD = 'profile_certificate_photo'

const MIN_LENGTH: Partial<Record<PartnerTextField, { min: number; code: FormErrorCode }>> = {
  last_name: { min: 2, code: 'min_2' },
  first_name: { min: 2, code: 'min_2' },
  patronymic: { min: 2, code: 'min_2' },
  clinic_name: { min: 2, code: 'min_2' },
  address: { min: 5, code: 'min_5' },
}
const OPTIONAL = new Set<PartnerField>(['professional_social_media', 'clinic_website', 'brands_worked_with'])

/** `today` is `YYYY-MM-DD` (kyivToday()): a birth date must be before it. */
export function partnerFieldError(field: PartnerField, raw: string, today: string): FormErrorCode | undefined {
  const value = raw.trim()
  if (value.length > (field === 'email' ? EMAIL_MAX : TEXT_MAX)) return 'too_long'
  if (field in PARTNER_OPTION_FIELDS) return /^[1-9]\d{0,8}$/.test(value) ? undefined : 'option_required'
  if (isBlank(value)) return OPTIONAL.has(field) ? undefined : 'required'
  if (isSpecialCharsOnly(value)) return 'special_only'
  const min = MIN_LENGTH[field as PartnerTextField]
  if (min && value.length < min.min) return min.code
  switch (field) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? undefined : 'email_invalid'
    case 'phone_number':
      return matchesPhoneRule(PARTNER_PHONE, value) ? undefined : 'partner_phone_invalid'
    case 'date_of_birth': {
      const date = isoDate(value)
      if (!date) return 'birth_date_invalid'
      return date < today ? undefined : 'birth_date_future'
    }
    case 'professional_social_media':
    case 'clinic_website':
      return isHttpUrl(value) ? undefined : 'url_invalid'
    default:
      return undefined
  }
}

export function validatePartner(values: PartnerValues, today: string): FormErrors<PartnerField> {
  return collectErrors(PARTNER_FIELDS, (field) => partnerFieldError(field, values[field], today))
}

export type ImageKind = 'jpeg' | 'png'

/** The image type by its first bytes (magic numbers), whatever the file is called. */
export function imageKind(head: Uint8Array): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (head.length >= 8 && png.every((byte, i) => head[i] === byte)) return 'png'
  return null
}

/** The certificate photo's problem, if any: missing, not a JPEG or PNG by content, or over 5 MB. */
export function certificatePhotoError(file: { size: number; head: Uint8Array } | null): FormErrorCode | undefined {
  if (!file || file.size === 0) return 'file_required'
  if (!imageKind(file.head)) return 'image_only'
  if (file.size > CERTIFICATE_MAX_BYTES) return 'file_too_large'
  return undefined
}
