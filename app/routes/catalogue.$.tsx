import { createFileRoute, notFound } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs, type Crumb } from '../components/catalogue/breadcrumbs'
import { CategoryTiles } from '../components/catalogue/category-tiles'
import { pluralForm } from '../components/catalogue/product-count'
import { ProductListing } from '../components/catalogue/product-listing'
import { useListingNavigation } from '../components/catalogue/use-listing-navigation'
import { listingHead } from '../components/catalogue/listing-head'
import { validateCatalogueSearch, listingStateFromSearch, parseCataloguePath } from '../contract/listing-search'
import { type CategorySummary, getCataloguePage } from '../server-fns/catalogue'
import { getI18n } from '../i18n'
import { formatNumber } from '../domain/money'
import { HydrateLater } from '../lib/hydrate-later'

/** Spec §2 Catalogue: /catalogue, /catalogue/{parent}, /catalogue/{parent}/{child}. */
export const Route = createFileRoute('/catalogue/$')({
  staticData: { styles: ['catalogue'] },
  validateSearch: validateCatalogueSearch,
  loaderDeps: ({ search }) => ({ state: listingStateFromSearch(search) }),
  loader: async ({ params, context, deps }) => {
    const path = parseCataloguePath(params._splat)
    if (!path) throw notFound()
    const data = await getCataloguePage({ data: { locale: context.locale, ...path, state: deps.state } })
    if (!data) throw notFound()
    return { ...data, locale: context.locale, page: deps.state.page }
  },
  head: ({ loaderData, matches, match }) => {
    if (!loaderData) return {}
    const t = getI18n(loaderData.locale).t
    const name = loaderData.child?.human ?? loaderData.parent?.human
    return listingHead({
      locale: loaderData.locale,
      matches,
      path: match.pathname,
      title: name ? t('catalogue.meta_title', { name }) : `${t('catalogue.title')} — Beauty Pro`,
      listName: name ?? t('catalogue.title'),
      description: name ? t('catalogue.meta_description', { name }) : t('catalogue.catalogue_meta_description'),
      page: loaderData.page,
      products: loaderData.listing.results,
      crumbs: crumbsOf(loaderData, t('catalogue.title')),
      image: (loaderData.child ?? loaderData.parent)?.image,
    })
  },
  component: CataloguePage,
})

/** Home / Catalogue / parent / child (spec §2); the home crumb is added by Breadcrumbs. */
function crumbsOf(
  data: { parent: CategorySummary | null; child: CategorySummary | null },
  catalogueLabel: string,
): Crumb[] {
  const crumbs: Crumb[] = [{ label: catalogueLabel, href: '/catalogue' }]
  if (data.parent) crumbs.push({ label: data.parent.human, href: `/catalogue/${data.parent.slug}` })
  if (data.child) crumbs.push({ label: data.child.human, href: data.child.url })
  return crumbs
}

function CataloguePage() {
  const data = Route.useLoaderData()
  const { state: loaded } = Route.useLoaderDeps()
  const { t, i18n } = useTranslation()
  const { state, loading, hrefFor, navigate } = useListingNavigation(loaded)
  // One subcategory chosen in the filter names the list, as its own page would.
  const chosen =
    loaded.categories.length === 1 ? data.listing.categories.find((c) => c.id === loaded.categories[0]) : null
  const title = chosen?.name ?? data.child?.human ?? data.parent?.human ?? t('catalogue.title')
  const count = data.listing.count
  // Another category is another listing: its selections, sort, page and open panels start afresh (spec §4).
  const scopeKey = `${data.parent?.slug ?? ''}/${data.child?.slug ?? ''}`

  return (
    <div className="container catalogue" data-testid="catalogue-page">
      <Breadcrumbs items={crumbsOf(data, t('catalogue.title'))} />
      <header className="catalogue__head">
        <h1 className="catalogue__title" data-testid="catalogue-title">
          {title}
        </h1>
        {count > 0 && (
          <p className="catalogue__count" role="status" data-testid="product-count">
            {t(`catalogue.products_${pluralForm(count, data.locale)}`, { n: formatNumber(i18n.language, count) })}
          </p>
        )}
      </header>
      {!data.child && (
        <HydrateLater>
          <CategoryTiles key={`tiles:${scopeKey}`} tiles={data.tiles} />
        </HydrateLater>
      )}
      <ProductListing
        key={`listing:${scopeKey}`}
        listing={data.listing}
        state={state}
        showBrands
        loading={loading}
        hrefFor={hrefFor}
        onNavigate={navigate}
      />
    </div>
  )
}
