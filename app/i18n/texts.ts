import { createIsomorphicFn } from '@tanstack/react-start'
import type { Locale } from '../domain/locale'
import { type MainTranslations, resources, type SectionTranslations, type Translations } from './resources'

/** Texts only some routes need, each a chunk of its own per language; a route names them in `staticData.texts`. */
export type TextSection = keyof SectionTranslations

type Importers = { main: () => Promise<MainTranslations> } & {
  [S in TextSection]: () => Promise<SectionTranslations[S]>
}
const importers: Record<Locale, Importers> = {
  ua: {
    main: () => import('./ua').then((m) => m.ua),
    admin: () => import('./admin.ua').then((m) => m.uaAdmin),
    accounts: () => import('./accounts.ua').then((m) => m.uaAccounts),
    payment: () => import('./payment.ua').then((m) => m.uaPayment),
    order: () => import('./order.ua').then((m) => m.uaOrder),
  },
  en: {
    main: () => import('./en').then((m) => m.en),
    admin: () => import('./admin.en').then((m) => m.enAdmin),
    accounts: () => import('./accounts.en').then((m) => m.enAccounts),
    payment: () => import('./payment.en').then((m) => m.enPayment),
    order: () => import('./order.en').then((m) => m.enOrder),
  },
}

const loaded = new Map<Locale, Partial<Translations>>()
const sectionListeners = new Set<(locale: Locale, section: Partial<Translations>) => void>()

/** Called with each text section the browser loads after the page's i18next instances exist. */
export function onTextSectionLoaded(listener: (locale: Locale, section: Partial<Translations>) => void) {
  sectionListeners.add(listener)
}

/**
 * Browser: fetches a language's texts, each chunk once: the main texts before hydration, a section
 * before its route renders (app/router.tsx, app/routes/__root.tsx). The server renders the page's
 * language and preloads only its chunks, so the other language never ships with a page.
 * On the server everything is bundled, so there is nothing to load.
 */
export const loadTexts = createIsomorphicFn()
  .server(async (_locale: Locale, _sections: readonly TextSection[] = []) => {})
  .client(async (locale: Locale, sections: readonly TextSection[] = []) => {
    const have = () => loaded.get(locale) ?? {}
    if (!('meta' in have())) loaded.set(locale, { ...(await importers[locale].main()), ...have() })
    await Promise.all(
      sections.map(async (section) => {
        if (section in have()) return
        const texts = { [section]: await importers[locale][section]() }
        loaded.set(locale, { ...have(), ...texts })
        for (const listener of sectionListeners) listener(locale, texts)
      }),
    )
  })

/** The text sections the matched routes name. */
export function textSectionsOf(
  matches: ReadonlyArray<{ staticData?: { texts?: readonly TextSection[] } }>,
): TextSection[] {
  return [...new Set(matches.flatMap((match) => match.staticData?.texts ?? []))]
}

/** A language's texts: all of them on the server; in the browser, the chunks loaded so far. */
export const textsOf = createIsomorphicFn()
  .server((locale: Locale): Translations => resources[locale].translation)
  .client((locale: Locale): Translations => {
    const texts = loaded.get(locale)
    if (!texts || !('meta' in texts))
      throw new Error(`The ${locale} texts are not loaded yet (loadTexts runs before hydration)`)
    return texts as Translations
  })

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** Text sections the route's pages need besides the main texts (app/i18n/texts.ts). */
    texts?: readonly TextSection[]
  }
}
