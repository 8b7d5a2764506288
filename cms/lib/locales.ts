/** Content locales; `ua` is the default and the fallback every query coalesces to. */
export const LOCALES = ['ua', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ua'

export const LOCALE_TITLES: Record<Locale, string> = { ua: 'Українська', en: 'Англійська' }

/** What each language's field means to an editor: English falls back to Ukrainian. */
export const LOCALE_DESCRIPTIONS: Record<Locale, string | undefined> = {
  ua: undefined,
  en: 'Необов’язково: без англійського тексту англійська версія сайту покаже український',
}
