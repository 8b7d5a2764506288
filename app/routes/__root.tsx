/// <reference types="vite/client" />
import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { BackToTop } from '../components/layout/back-to-top'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { ErrorPage, NotFoundPage } from '../components/layout/status-pages'
import { getI18n } from '../i18n'
import { getRequestLocale, syncStoredLocale } from '../i18n/locale'
import { resources } from '../i18n/resources'
import { getLayoutData } from '../server-fns/storefront'
import appCss from '../styles/app.css?url'

export const Route = createRootRoute({
  beforeLoad: () => ({ locale: getRequestLocale() }),
  loader: ({ context }) => getLayoutData({ data: { locale: context.locale } }),
  // Layout data changes rarely; re-fetch it only on reload.
  staleTime: Infinity,
  head: ({ match }) => {
    const meta = resources[match.context.locale].translation.meta
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#7b2d4f' },
        { title: meta.title },
        { name: 'description', content: meta.description },
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ],
    }
  },
  component: RootComponent,
  notFoundComponent: () => <NotFoundPage />,
  errorComponent: ({ error, reset }) => <ErrorPage error={error} reset={reset} />,
})

function Document({ children }: { children: ReactNode }) {
  const { locale } = Route.useRouteContext()
  const i18n = getI18n(locale)
  useEffect(() => syncStoredLocale(locale), [locale])
  return (
    <html lang={locale === 'ua' ? 'uk' : 'en'}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <Scripts />
      </body>
    </html>
  )
}

function RootComponent() {
  const { locale } = Route.useRouteContext()
  const { settings, categories } = Route.useLoaderData()
  return (
    <Document>
      <Header settings={settings} categories={categories} locale={locale} />
      <main id="main">
        <Outlet />
      </main>
      <Footer settings={settings} />
      <BackToTop />
    </Document>
  )
}
