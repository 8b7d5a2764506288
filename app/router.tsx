import { type AnyRouter, createRouter } from '@tanstack/react-router'
import type { Locale } from './domain/locale'
import { loadTexts, type TextSection, textSectionsOf } from './i18n/texts'
import { routeTree } from './routeTree.gen'

/** The language the server rendered the page in (`<html lang>`: `uk` or `en`). */
function renderedLocale(): Locale {
  return document.documentElement.lang === 'en' ? 'en' : 'ua'
}

export function getRouter() {
  const created: { router?: AnyRouter } = {}
  const router = createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // The server names the text sections its page used (its routes' staticData.texts)...
    dehydrate: (): { texts: TextSection[] } => ({ texts: textSectionsOf(created.router?.state.matches ?? []) }),
    // ...and hydration renders those texts, so their chunks (preloaded by the HTML) are awaited first.
    hydrate: ({ texts }) => loadTexts(renderedLocale(), texts),
  })
  created.router = router
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
