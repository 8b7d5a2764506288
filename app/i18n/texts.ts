import { createIsomorphicFn } from '@tanstack/react-start'
import type { Locale } from '../domain/locale'
import { resources, type Translations } from './resources'

const loaded = new Map<Locale, Translations>()
const importers: Record<Locale, () => Promise<Translations>> = {
  ua: () => import('./ua').then((m) => m.ua),
  en: () => import('./en').then((m) => m.en),
}

/**
 * Browser: fetches one language's texts (its own chunk), before hydration. The server renders the
 * page's language and preloads only that chunk, so the other language never ships with a page.
 */
export async function loadTexts(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, await importers[locale]())
}

/** The bundled texts of a language: all languages on the server; in the browser, the ones loaded. */
export const textsOf = createIsomorphicFn()
  .server((locale: Locale): Translations => resources[locale].translation)
  .client((locale: Locale): Translations => {
    const texts = loaded.get(locale)
    if (!texts) throw new Error(`The ${locale} texts are not loaded yet (loadTexts runs before hydration)`)
    return texts
  })
