/// <reference types="vite/client" />
import { createRootRoute, Outlet, ScriptOnce, Scripts, useRouter, useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { type ReactNode, useEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Panels } from '../components/cart/panels'
import { BackToTop } from '../components/layout/back-to-top'
import { Footer } from '../components/layout/footer'
import { HeadTags } from '../components/layout/head-tags'
import { Header } from '../components/layout/header'
import { RouteAnnouncer } from '../components/layout/route-announcer'
import { ErrorPage, NotFoundPage } from '../components/layout/status-pages'
import { getI18n } from '../i18n'
import { getRequestLocale, STORED_LOCALE_FIRST, syncStoredLocale } from '../i18n/locale'
import { loadTexts, textSectionsOf } from '../i18n/texts'
import { startAuthSession } from '../lib/auth/session'
import { readBuyerFrom } from '../lib/buyer'
import type { Buyer } from '../domain/viewer'
import { EARLY_INPUT_CAPTURE, replayEarlyInput } from '../lib/early-input'
import { HydrateLater, whenFullyHydrated } from '../lib/hydrate-later'
import { adoptLangParam } from '../lib/lang-param'
import { defaultSeoHead, langFromSearch } from '../lib/seo'
import { getLayoutData } from '../server-fns/storefront'
import {
  loadFullStylesheet,
  loadFullStylesheetOnFirstInteraction,
  PARTIAL_STYLES_ATTRIBUTE,
} from '../lib/full-stylesheet'
import { includedParts, storefrontCss, stylePartsOf } from '../lib/page-styles'

export const Route = createRootRoute({
  // `?lang=ua|en` (the hreflang alternates, app/lib/seo.ts) wins over the cookie.
  beforeLoad: async ({ location, matches }) => {
    const locale = langFromSearch(location.search) ?? getRequestLocale()
    // In the browser, the texts the next page's routes name (back office, accounts, payment) load before
    // it renders, and so does the whole stylesheet when the first page carried only its own parts.
    await Promise.all([loadTexts(locale, textSectionsOf(matches)), loadFullStylesheet(stylePartsOf(matches))])
    return { locale }
  },
  loader: ({ context }) => getLayoutData({ data: { locale: context.locale } }),
  // Layout data changes rarely; re-fetch it only on reload.
  staleTime: Infinity,
  head: ({ match, matches, loaderData }) => {
    const { t } = getI18n(match.context.locale)
    // Canonical + hreflang of every page; not-found answers get noindex instead.
    const seo = defaultSeoHead(matches, match.context.locale, t('seo.not_found_title'))
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#7b2d4f' },
        { title: t('meta.title') },
        { name: 'description', content: t('meta.description') },
        ...seo.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        // The page's language texts, imported before hydration (app/router.tsx); fetched alongside the app.
        ...(['main', ...textSectionsOf(matches)] as const)
          .map((chunk) => loaderData?.textScripts[chunk])
          .filter((href) => href !== undefined)
          .map((href) => ({ rel: 'modulepreload', href })),
        ...seo.links,
      ],
    }
  },
  component: RootComponent,
  notFoundComponent: () => <NotFoundPage />,
  errorComponent: ({ error, reset }) => <ErrorPage error={error} reset={reset} />,
})

/**
 * The inline scripts first in <body>: the stored language put right, then the early-input capture.
 * ScriptOnce renders them on the server only (nothing in the browser), so their text stays out of the app's JS.
 */
const firstInBody = createIsomorphicFn()
  .server(() => STORED_LOCALE_FIRST + EARLY_INPUT_CAPTURE)
  .client(() => '')

function Document({ children }: { children: ReactNode }) {
  const { locale } = Route.useRouteContext()
  const { translations, buyer } = Route.useLoaderData()
  const i18n = getI18n(locale, translations)
  const router = useRouter()
  // An error or not-found page may be any page type's: it gets every part.
  const styleParts = useRouterState({
    select: (s) => (s.matches.some((m) => m.status !== 'success' || m._notFound) ? null : stylePartsOf(s.matches)),
  })
  // What the server rendered this document for: the effect below belongs to the document's load, and a
  // login's re-read of the loaders must not run it again (its language check would reload the page).
  const [renderedSignedIn] = useState(buyer.signedIn)
  useEffect(() => {
    adoptLangParam((href) => router.history.replace(href, router.history.location.state))
    syncStoredLocale(locale)
    readBuyerFrom(
      () => router.state.matches.find((m) => m.routeId === '__root__')?.loaderData?.buyer as Buyer | undefined,
    )
    startAuthSession(
      locale,
      (to) => void router.navigate({ to }),
      renderedSignedIn,
      // Waits for the loaders themselves: by default a reload of loaded routes resolves at once and
      // refreshes them behind, and the cart's reprice after a login would read the buyer of before it.
      () => router.invalidate({ sync: true }),
    )
    // Once every part has hydrated, marks the page interactive (the early-input capture stops here)
    // and hands over what was done before.
    void whenFullyHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true'
      loadFullStylesheetOnFirstInteraction()
      return replayEarlyInput()
    })
  }, [locale, router, renderedSignedIn])
  return (
    <html lang={locale === 'ua' ? 'uk' : 'en'}>
      <HydrateLater>
        <head>
          <HeadTags />
          <style
            data-storefront-css=""
            {...(styleParts ? { [PARTIAL_STYLES_ATTRIBUTE]: includedParts(styleParts).join(' ') } : {})}
            dangerouslySetInnerHTML={{ __html: storefrontCss(styleParts) }}
          />
        </head>
      </HydrateLater>
      <body>
        <ScriptOnce>{firstInBody()}</ScriptOnce>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <Scripts />
      </body>
    </html>
  )
}

function RootComponent() {
  const { locale } = Route.useRouteContext()
  const { settings, categories } = Route.useLoaderData()
  // The back office (/admin) has its own frame, without the storefront's header and footer; an
  // address under it that names no page is the store's own not-found page, like any other.
  const frame = useRouterState({
    select: (s) =>
      s.location.pathname !== '/admin' && !s.location.pathname.startsWith('/admin/')
        ? 'store'
        : s.matches.some((m) => m._notFound)
          ? 'not-found'
          : 'back-office',
  })
  if (frame === 'back-office') {
    return (
      <Document>
        <Outlet />
      </Document>
    )
  }
  return (
    <Document>
      <HydrateLater>
        <Header settings={settings} categories={categories} locale={locale} />
      </HydrateLater>
      <HydrateLater>
        <main id="main" tabIndex={-1}>
          {frame === 'not-found' ? <NotFoundPage /> : <Outlet />}
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer settings={settings} />
      </HydrateLater>
      <BackToTop />
      <Panels />
      <RouteAnnouncer />
    </Document>
  )
}
