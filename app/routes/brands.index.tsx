import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { getI18n } from '../i18n'
import { breadcrumbJsonLd, jsonLdScript, languageLinks, pageMeta, siteUrlFromMatches } from '../lib/seo'
import { getBrandsPage } from '../server-fns/catalogue'

/** Spec §2 Brands: brand logos linking to /brands/{slug}. */
export const Route = createFileRoute('/brands/')({
  staticData: { styles: ['catalogue'] },
  loader: async ({ context }) => ({
    brands: await getBrandsPage({ data: { locale: context.locale } }),
    locale: context.locale,
  }),
  head: ({ loaderData, matches, match }) => {
    if (!loaderData) return {}
    const t = getI18n(loaderData.locale).t
    const siteUrl = siteUrlFromMatches(matches)
    return {
      meta: pageMeta({
        title: t('catalogue.brands_page.meta_title'),
        description: t('catalogue.brands_page.meta_description'),
        locale: loaderData.locale,
      }),
      links: languageLinks(siteUrl, match.pathname, loaderData.locale),
      scripts: [
        jsonLdScript(
          breadcrumbJsonLd(siteUrl, [
            { name: t('catalogue.home'), url: '/' },
            { name: t('catalogue.brands_page.title'), url: '/brands' },
          ]),
        ),
      ],
    }
  },
  component: BrandsPage,
})

function BrandsPage() {
  const { brands } = Route.useLoaderData()
  const { t } = useTranslation()
  return (
    <div className="container catalogue" data-testid="brands-page">
      <Breadcrumbs items={[{ label: t('catalogue.brands_page.title') }]} />
      <header className="catalogue__head catalogue__head--stacked">
        <h1 className="catalogue__title">{t('catalogue.brands_page.title')}</h1>
        <p className="muted catalogue__lead">{t('catalogue.brands_page.text')}</p>
      </header>
      {brands.length === 0 ? (
        <p className="muted">{t('catalogue.brands_page.empty')}</p>
      ) : (
        <ul className="brand-wall">
          {brands.map((b) => (
            <li key={b.id}>
              <Link to="/brands/$slug" params={{ slug: b.slug }} className="brand-wall__item" data-testid="brand-logo">
                <span className="brand-wall__logo">
                  {b.image ? (
                    <img src={b.image} alt={b.name} width={240} height={120} loading="lazy" decoding="async" />
                  ) : (
                    <span className="brand-wall__fallback">{b.name}</span>
                  )}
                </span>
                <span className="brand-wall__name">{b.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
