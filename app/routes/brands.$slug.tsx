import { createFileRoute, notFound } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { listingHead } from '../components/catalogue/listing-head'
import { ProductListing } from '../components/catalogue/product-listing'
import { RichText } from '../components/catalogue/rich-text'
import { useListingNavigation } from '../components/catalogue/use-listing-navigation'
import { pluralForm } from '../components/catalogue/product-count'
import { formatNumber } from '../domain/money'
import { getI18n } from '../i18n'
import { useLocale } from '../i18n/use-locale'
import { validateCatalogueSearch, listingStateFromSearch } from '../contract/listing-search'
import { metaText } from '../lib/seo'
import { getBrandPage } from '../server-fns/catalogue'

/** Spec §2 Brands: the brand's name, image, description and its products with the filter sidebar (no brand checkboxes). */
export const Route = createFileRoute('/brands/$slug')({
  staticData: { styles: ['catalogue'] },
  validateSearch: validateCatalogueSearch,
  loaderDeps: ({ search }) => ({ state: { ...listingStateFromSearch(search), brands: [] } }),
  loader: async ({ params, context, deps }) => {
    if (!/^[a-z0-9-]{1,120}$/.test(params.slug)) throw notFound()
    const data = await getBrandPage({ data: { locale: context.locale, slug: params.slug, state: deps.state } })
    if (!data) throw notFound()
    return { ...data, locale: context.locale, page: deps.state.page }
  },
  head: ({ loaderData, matches, match }) => {
    if (!loaderData) return {}
    const t = getI18n(loaderData.locale).t
    const { brand } = loaderData
    return listingHead({
      locale: loaderData.locale,
      matches,
      path: match.pathname,
      title: t('catalogue.brands_page.brand_meta_title', { name: brand.name }),
      listName: brand.name,
      description: brand.description
        ? metaText(brand.description.replace(/<[^>]*>/g, ' '))
        : t('catalogue.brands_page.brand_meta_description', { name: brand.name }),
      page: loaderData.page,
      products: loaderData.listing.results,
      crumbs: [
        { label: t('catalogue.brands_page.title'), href: '/brands' },
        { label: brand.name, href: `/brands/${brand.slug}` },
      ],
      image: brand.image,
    })
  },
  component: BrandPage,
})

function BrandPage() {
  const { brand, listing } = Route.useLoaderData()
  const { state: loaded } = Route.useLoaderDeps()
  const { t, i18n } = useTranslation()
  const locale = useLocale()
  const { state, loading, hrefFor, navigate } = useListingNavigation(loaded)

  return (
    <div className="container catalogue" data-testid="brand-page">
      <Breadcrumbs items={[{ label: t('catalogue.brands_page.title'), href: '/brands' }, { label: brand.name }]} />
      <header className="brand-hero">
        {brand.image && (
          <div className="brand-hero__logo">
            <img src={brand.image} alt={brand.name} width={240} height={120} decoding="async" />
          </div>
        )}
        <div className="brand-hero__text">
          <h1 className="catalogue__title">{brand.name}</h1>
          {listing.count > 0 && (
            <p className="catalogue__count" role="status" data-testid="product-count">
              {t(`catalogue.products_${pluralForm(listing.count, locale)}`, {
                n: formatNumber(i18n.language, listing.count),
              })}
            </p>
          )}
          {brand.description && <RichText html={brand.description} className="brand-hero__description" />}
        </div>
      </header>
      <ProductListing
        key={brand.slug}
        listing={listing}
        state={{ ...state, brands: [] }}
        showBrands={false}
        loading={loading}
        hrefFor={hrefFor}
        onNavigate={navigate}
      />
    </div>
  )
}
