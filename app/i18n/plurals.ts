import type { i18n } from 'i18next'

/**
 * The store's Ukrainian is 'ua' (the spec's code), which Intl does not know: i18next then picks
 * English plural rules and writes "5 товару". Its plural forms are Ukrainian's ('uk': one, few, many).
 */
export function withUkrainianPlurals(instance: i18n): i18n {
  const plurals = instance.services.pluralResolver as { getRule(code: string, options?: object): unknown }
  const ruleOf = plurals.getRule.bind(plurals)
  plurals.getRule = (code, options) => ruleOf(code === 'ua' ? 'uk' : code, options)
  return instance
}
