import { type AnyRouter, createRouter } from '@tanstack/react-router'
import type { Locale } from './domain/locale'
import { loadTexts, type TextSection, textSectionsOf } from './i18n/texts'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './components/layout/status-pages'
import { getScriptNonce } from './lib/csp-nonce'
import { nextTaskTurn } from './lib/hydrate-later'
import { takeBrowserHistory } from './lib/browser-history'

/** The language the server rendered the page in (`<html lang>`: `uk` or `en`). */
function renderedLocale(): Locale {
  return document.documentElement.lang === 'en' ? 'en' : 'ua'
}

export function getRouter() {
  const created: { router?: AnyRouter } = {}
  const router = createRouter({
    routeTree,
    // In the browser, the history the app created a task before (app/lib/browser-history.ts).
    history: typeof document === 'undefined' ? undefined : takeBrowserHistory(),
    scrollRestoration: true,
    // The response's script policy allows inline scripts with this nonce only (worker/csp.ts).
    ssr: { nonce: getScriptNonce() },
    defaultPreload: 'intent',
    // A failing page keeps the store's header and footer (the root layout) around the translated error.
    defaultErrorComponent: ({ error, reset }) => <ErrorPage error={error} reset={reset} />,
    // The server names the text sections its page used (its routes' staticData.texts)...
    dehydrate: (): { texts: TextSection[] } => ({ texts: textSectionsOf(created.router?.state.matches ?? []) }),
    // ...and hydration renders those texts, so their chunks (preloaded with the app) are awaited first.
    // Restoring the matches (their heads, contexts) then takes a task of its own, apart from the
    // router's creation: each is a long task on a phone.
    hydrate: async ({ texts }) => {
      await loadTexts(renderedLocale(), texts)
      await nextTaskTurn()
    },
  })
  created.router = router
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
