import type { Locale } from '../../domain/locale'

/** The plural form of a count: Ukrainian has one/few/many (1 товар, 2 товари, 5 товарів), English one/other. */
export function pluralForm(n: number, locale: Locale): 'one' | 'few' | 'many' | 'other' {
  const form = new Intl.PluralRules(locale === 'ua' ? 'uk' : 'en').select(n)
  return form === 'one' || form === 'few' || form === 'many' ? form : 'other'
}
