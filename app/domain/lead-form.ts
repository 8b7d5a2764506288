import { collectErrors, isHttpUrl, TEXT_MAX, type FormErrorCode, type FormErrors } from './form-rules'

/** Spec §3/§5 Lead form (/intersharm and /donate): who the lead is, and the utm values of the page address. */
export const BUSINESS_TYPES = ['cosmetologist', 'store', 'salon'] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]
export const LEAD_BRANDS = ['Rica', 'NBL'] as const
export type LeadBrand = (typeof LEAD_BRANDS)[number]
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmField = (typeof UTM_FIELDS)[number]

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

/**
 * The utm values of a page address (spec §3), each kept only when present, cut to the field limit.
 * Takes the query string or the router's parsed search (which turns `utm_term=2026` into a number).
 */
export function utmFromSearch(search: string | Record<string, unknown>): Partial<Record<UtmField, string>> {
  const params = typeof search === 'string' ? Object.fromEntries(new URLSearchParams(search)) : search
  const utm: Partial<Record<UtmField, string>> = {}
  for (const field of UTM_FIELDS) {
    const raw = params[field]
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : ''
    if (value) utm[field] = value.slice(0, TEXT_MAX)
  }
  return utm
}
