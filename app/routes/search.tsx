import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { pluralForm } from '../components/catalogue/product-count'
import { ProductListing } from '../components/catalogue/product-listing'
import { useListingNavigation } from '../components/catalogue/use-listing-navigation'
import { formatNumber } from '../domain/money'
import { isSearchable, SEARCH_MAX_LENGTH } from '../domain/search-input'
import { getI18n } from '../i18n'
import {
  type CatalogueSearch,
  hasActiveFilters,
  listingStateFromSearch,
  validateCatalogueSearch,
} from '../contract/listing-search'
import { SearchHelp } from '../components/catalogue/search-help'
import { getSearchPage } from '../server-fns/catalogue'

type SearchPageSearch = CatalogueSearch & { q?: string }

/**
 * /search?q= reads its params leniently, as the catalogue routes do: a bad page, sort or filter falls
 * back to its default. The router JSON-parses query values, so `q=123` arrives as a number.
 */
export function validateSearchPageSearch(input: Record<string, unknown>): SearchPageSearch {
  const raw = typeof input.q === 'string' || typeof input.q === 'number' ? String(input.q) : ''
  const q = raw.trim().slice(0, SEARCH_MAX_LENGTH)
  return { ...(q !== '' ? { q } : {}), ...validateCatalogueSearch(input) }
}

/** The search results page: the header's search as a listing with filters, sort and pager; never indexed. */
export const Route = createFileRoute('/search')({
  staticData: { styles: ['catalogue'] },
  validateSearch: validateSearchPageSearch,
  // The router keeps raw values of keys the validator dropped beside its output, so the deps read
  // the validated form again: `page=x` or `sort=nonsense` fall back to their defaults, never a 500.
  loaderDeps: ({ search }) => {
    const valid = validateSearchPageSearch(search)
    return { q: valid.q ?? '', state: listingStateFromSearch(valid) }
  },
  loader: async ({ context, deps }) => {
    const listing = await getSearchPage({ data: { locale: context.locale, q: deps.q, state: deps.state } })
    return { listing, locale: context.locale }
  },
  head: ({ match }) => {
    const t = getI18n(match.context.locale).t
    const q = match.search.q
    const title = q ? t('search.heading', { q }) : t('search.title')
    return {
      meta: [
        { title: `${title} | Beauty Pro` },
        { name: 'description', content: t('search.meta_description') },
        { name: 'robots', content: 'noindex, follow' },
      ],
    }
  },
  component: SearchPage,
})

function SearchPage() {
  const { listing, locale } = Route.useLoaderData()
  const { q, state: loaded } = Route.useLoaderDeps()
  const { t, i18n } = useTranslation()
  const { state, loading, hrefFor, navigate } = useListingNavigation(loaded, q)
  const correction = listing.correction ?? null
  const found = listing.count > 0

  return (
    <div className="container catalogue" data-testid="search-page">
      <Breadcrumbs items={[{ label: t('search.title') }]} />
      <header className="catalogue__head">
        <h1 className="catalogue__title">{q ? t('search.heading', { q }) : t('search.title')}</h1>
        {found && (
          <p className="catalogue__count" data-testid="product-count">
            {t(`catalogue.products_${pluralForm(listing.count, locale)}`, {
              n: formatNumber(i18n.language, listing.count),
            })}
          </p>
        )}
      </header>
      {!isSearchable(q) && <p className="search-page__note">{t('search.prompt')}</p>}
      {isSearchable(q) && !found && <p className="search-page__note">{t('search.nothing', { q })}</p>}
      {correction && correction.toLowerCase() !== q.toLowerCase() && (
        <p className="search-page__note" data-testid="search-correction">
          {found ? (
            // The list already is the corrected query's: name it once, as text (a link would reopen this list).
            <>
              {t('search.did_you_mean')} <b>{correction}</b>? {t('search.showing_it')}
            </>
          ) : (
            <>
              {t('search.did_you_mean')}{' '}
              <Link to="/search" search={{ q: correction }}>
                {correction}
              </Link>
              ?
            </>
          )}
        </p>
      )}
      {isSearchable(q) && !found && !hasActiveFilters(state) && <SearchHelp />}
      {(found || hasActiveFilters(state)) && (
        <ProductListing
          key={q}
          listing={listing}
          state={state}
          showBrands
          loading={loading}
          hrefFor={hrefFor}
          onNavigate={navigate}
        />
      )}
    </div>
  )
}
