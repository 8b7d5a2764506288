import { createRouter } from '@tanstack/react-router'
import type { Locale } from './domain/locale'
import { loadTexts } from './i18n/texts'
import { routeTree } from './routeTree.gen'

/** The language the server rendered the page in (`<html lang>`: `uk` or `en`). */
function renderedLocale(): Locale {
  return document.documentElement.lang === 'en' ? 'en' : 'ua'
}

export function getRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Hydration renders the server's texts, so their chunk (preloaded by the HTML) is awaited first.
    hydrate: () => loadTexts(renderedLocale()),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
