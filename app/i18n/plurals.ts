import type { i18n } from 'i18next'

/**
 * The store's Ukrainian is 'ua' (the spec's code), which Intl does not know: i18next then picks
 * English plural rules and writes "5 товару". Its plural forms are Ukrainian's ('uk': one, few, many).
 * The browser's stand-in (app/i18n/browser/i18next.ts) has no plural resolver and does this itself.
 */
export function withUkrainianPlurals(instance: i18n): i18n {
  const plurals = (instance.services as { pluralResolver?: { getRule(code: string, options?: object): unknown } })
    ?.pluralResolver
  if (!plurals) return instance
  const ruleOf = plurals.getRule.bind(plurals)
  plurals.getRule = (code, options) => ruleOf(code === 'ua' ? 'uk' : code, options)
  return instance
}
