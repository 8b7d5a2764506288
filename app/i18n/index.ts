import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, type Locale } from '../domain/locale'
import { resources } from './resources'

const byLocale = new Map<Locale, i18n>()

/**
 * One i18next instance per language, shared by every render: an instance is never switched to
 * another language (switching reloads the page), so requests cannot leak language state.
 * Initialised synchronously: the resources are bundled.
 */
export function getI18n(locale: Locale): i18n {
  let instance = byLocale.get(locale)
  if (!instance) {
    instance = createI18n(locale)
    byLocale.set(locale, instance)
  }
  return instance
}

function createI18n(locale: Locale): i18n {
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
  return instance
}
