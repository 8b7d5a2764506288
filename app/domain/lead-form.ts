import { collectErrors, isHttpUrl, TEXT_MAX, type FormErrorCode, type FormErrors } from './form-rules'

/** Spec §3/§5 Lead form (/intersharm and /donate): who the lead is, and the utm values of the page address. */
export const BUSINESS_TYPES = ['cosmetologist', 'store', 'salon'] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]
export const LEAD_BRANDS = ['Rica', 'NBL'] as const
export type LeadBrand = (typeof LEAD_BRANDS)[number]
// The landing routes read the utm values when their search is validated (in the chunk every page
// loads): they are a module of their own, so the lead rules load only with the lead form.
export { UTM_FIELDS, type UtmField, utmFromSearch } from './lead-utm'

export const LEAD_FIELDS = ['fullName', 'phone', 'businessType', 'brand', 'link'] as const
export type LeadField = (typeof LEAD_FIELDS)[number]
export type LeadValues = Record<LeadField, string>

/** §5 lead phone: an optional 38, then 0 and 9 digits; spaces, hyphens and parentheses are ignored. */
export function leadPhoneDigits(raw: string): string | null {
  const digits = raw.replace(/[\s()-]/g, '')
  return /^(38)?0\d{9}$/.test(digits) ? digits : null
}

export function leadFieldError(field: LeadField, raw: string): FormErrorCode | undefined {
  const value = raw.trim()
  if (value.length > TEXT_MAX) return 'too_long'
  switch (field) {
    case 'fullName':
      return value.length >= 3 ? undefined : 'lead_name_short'
    case 'phone':
      return leadPhoneDigits(value) ? undefined : 'lead_phone_invalid'
    case 'businessType':
      return (BUSINESS_TYPES as readonly string[]).includes(value) ? undefined : 'business_type_required'
    case 'brand':
      return (LEAD_BRANDS as readonly string[]).includes(value) ? undefined : 'brand_required'
    case 'link':
      return value === '' || isHttpUrl(value) ? undefined : 'url_invalid'
  }
}

export function validateLead(values: LeadValues): FormErrors<LeadField> {
  return collectErrors(LEAD_FIELDS, (field) => leadFieldError(field, values[field]))
}
