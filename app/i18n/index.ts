import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, type Locale } from '../domain/locale'
import { resources } from './resources'

/**
 * A fresh i18next instance per render on the server (requests must not share language state),
 * one for the page's life in the browser. Initialised synchronously: resources are bundled.
 */
export function createI18n(locale: Locale, overrides?: Record<Locale, Record<string, unknown>>): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['ua', 'en'],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  if (overrides) {
    for (const [lng, bundle] of Object.entries(overrides)) instance.addResourceBundle(lng, 'translation', bundle, true, true)
  }
  return instance
}
