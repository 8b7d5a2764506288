export const LOCALES = ['ua', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ua'
/** Browser storage key and cookie name of the chosen language (spec §1). */
export const LOCALE_STORAGE_KEY = 'user-locale'

export function isLocale(value: unknown): value is Locale {
  return value === 'ua' || value === 'en'
}

/** Reads an Accept-Language header; `uk` (the ISO code) and `ua` both mean Ukrainian. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase()
    if (tag.startsWith('en')) return 'en'
    if (tag.startsWith('ua') || tag.startsWith('uk')) return 'ua'
  }
  return DEFAULT_LOCALE
}

/** Picks the value for the locale, falling back to Ukrainian when the translation is empty. */
export function localized(locale: Locale, ua: string, en: string): string {
  return locale === 'en' && en.trim() !== '' ? en : ua
}
