import type { Locale } from '../../domain/locale'

// One rules object a language: constructing Intl.PluralRules costs a phone a tenth of a millisecond,
// and a listing asks once a card.
const rulesByLocale = new Map<Locale, Intl.PluralRules>()

/** The plural form of a count: Ukrainian has one/few/many (1 товар, 2 товари, 5 товарів), English one/other. */
export function pluralForm(n: number, locale: Locale): 'one' | 'few' | 'many' | 'other' {
  let rules = rulesByLocale.get(locale)
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(locale === 'ua' ? 'uk' : 'en')))
  const form = rules.select(n)
  return form === 'one' || form === 'few' || form === 'many' ? form : 'other'
}
