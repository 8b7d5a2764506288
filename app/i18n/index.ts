/// <reference types="vite/client" />
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, type Locale } from '../domain/locale'
import { applyOverrides, type Overrides, overridesFingerprint } from './overrides'
import { keepTexts } from './kept-texts'
import { onTextSectionLoaded, textsOf } from './texts'
import { withUkrainianPlurals } from './plurals'

const instances = new Map<string, { instance: i18n; locale: Locale; overrides: Overrides }>()
/** Overrides change rarely (an editor's edit); a few sets per language are kept, the oldest dropped. */
const MAX_INSTANCES = 8

/**
 * One i18next instance per language and set of Sanity label overrides, shared by every render: an
 * instance is never switched to another language (switching reloads the page), so requests cannot
 * leak language state. It holds only its own language (English carries every Ukrainian key), so the
 * browser needs only the page's texts. Initialised synchronously: on the server the texts are
 * bundled; the browser loads the page's language before hydration (app/i18n/texts.ts).
 */
export function getI18n(locale: Locale, overrides: Overrides = {}): i18n {
  const id = `${locale}:${overridesFingerprint(overrides)}`
  let entry = instances.get(id)
  if (!entry) {
    entry = { instance: createI18n(locale, overrides), locale, overrides }
    if (instances.size >= MAX_INSTANCES) instances.delete(instances.keys().next().value!)
    instances.set(id, entry)
  }
  return entry.instance
}

// Browser: a route's text section (the back office's, the accounts' or payment's) arrives after the page's instances exist.
onTextSectionLoaded((locale, section) => {
  for (const entry of instances.values()) {
    if (entry.locale === locale)
      entry.instance.addResourceBundle(locale, 'translation', applyOverrides(section, entry.overrides), true, true)
  }
})

function createI18n(locale: Locale, overrides: Overrides): i18n {
  const instance = i18next.createInstance()
  // Overrides come in the page's own language.
  const own = { translation: applyOverrides(textsOf(locale), overrides) }
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['ua', 'en'],
    resources: { [locale]: own },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  withUkrainianPlurals(instance)
  // Every page is rendered with these instances, by the server and by the browser (which never
  // switches an instance's language either): each call's text is resolved once (kept-texts.ts).
  keepTexts(instance)
  return instance
}
