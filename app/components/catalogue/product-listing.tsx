import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SORTS, type Sort } from '../../domain/listing'
import {
  hasActiveFilters,
  type ListingState,
  sliderBounds,
  withFilters,
  withFiltersReset,
  withPage,
} from '../../contract/listing-search'
import { HydrateLater } from '../../lib/hydrate-later'
import type { ListingData } from '../../server-fns/catalogue'
import { ProductCard } from '../product/product-card'
import { ActiveFilters } from './active-filters'
import { groupCategoryFacets } from './category-groups'
import { FilterSidebar } from './filter-sidebar'
import { Pager } from './pager'
import { pageCount, PRODUCTS_PER_PAGE } from './pagination'

/** The id of the products' anchor: changing the page scrolls here (spec §4). */
export const PRODUCTS_ANCHOR = 'products'

export interface ProductListingProps {
  listing: ListingData
  /** What the controls show: the state being navigated to (it runs ahead of `listing` while loading). */
  state: ListingState
  showBrands: boolean
  loading: boolean
  hrefFor: (state: ListingState) => string
  onNavigate: (state: ListingState, options: { scrollToProducts: boolean }) => void
}

/** Spec §2 filter sidebar with the sort select, the product grid and the numbered pager. */
export function ProductListing({ listing, state, showBrands, loading, hrefFor, onNavigate }: ProductListingProps) {
  const { t } = useTranslation()
  const [panelOpen, setPanelOpen] = useState(false)
  const closePanel = useCallback(() => setPanelOpen(false), [])
  const bounds = sliderBounds(listing.bounds)
  // Categories are offered only when the listing spans more than one (spec: "when there are filtered categories").
  const groups =
    listing.categories.length > 1 || state.categories.length > 0
      ? groupCategoryFacets(listing.categories, listing.parentNames)
      : []
  const pages = pageCount(listing.count, PRODUCTS_PER_PAGE)
  const filtersActive = hasActiveFilters(state)
  const navigate = (next: ListingState) => onNavigate(next, { scrollToProducts: false })

  return (
    <div className={loading ? 'listing listing--loading' : 'listing'} id={PRODUCTS_ANCHOR} data-testid="listing">
      <HydrateLater>
        <FilterSidebar
          listing={listing}
          state={state}
          bounds={bounds}
          groups={groups}
          showBrands={showBrands}
          open={panelOpen}
          onClose={closePanel}
          onFilters={(patch) => navigate(withFilters(state, patch))}
          onReset={() => navigate(withFiltersReset(state))}
          filtersActive={filtersActive}
        />
      </HydrateLater>
      <section className="listing__main" aria-busy={loading}>
        <HydrateLater>
          <div className="listing__toolbar">
            <button
              type="button"
              className="btn btn--outline btn--small listing__filters-btn"
              aria-controls="filters"
              aria-expanded={panelOpen}
              onClick={() => setPanelOpen(true)}
            >
              <FilterIcon />
              {t('catalogue.filters')}
              {filtersActive && <span className="listing__dot" aria-hidden="true" />}
            </button>
            <label className="listing__sort">
              <span className="listing__sort-label">{t('catalogue.sort')}</span>
              <select
                aria-label={t('catalogue.sort')}
                value={state.sort}
                onChange={(e) => navigate(withFilters(state, { sort: e.target.value as Sort }))}
                data-testid="sort"
              >
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`catalogue.sort_${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </HydrateLater>
        {filtersActive && (
          <HydrateLater>
            <ActiveFilters listing={listing} state={state} navigate={navigate} />
          </HydrateLater>
        )}

        {listing.results.length > 0 ? (
          <HydrateLater>
            <ul className="listing__grid" data-testid="product-grid">
              {listing.results.map((p, i) => (
                <li key={p.id}>
                  <HydrateLater>
                    <ProductCard product={p} priority={i < 2 ? 'high' : i < 4 ? 'eager' : 'lazy'} />
                  </HydrateLater>
                </li>
              ))}
            </ul>
          </HydrateLater>
        ) : (
          <div className="listing__empty" data-testid="listing-empty">
            <p className="listing__empty-title">
              {listing.count > 0 ? t('catalogue.page_empty') : t('catalogue.empty')}
            </p>
            {listing.count > 0 ? (
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => onNavigate(withPage(state, 1), { scrollToProducts: true })}
              >
                {t('catalogue.first_page')}
              </button>
            ) : (
              filtersActive && (
                <>
                  <p className="muted">{t('catalogue.empty_hint')}</p>
                  <button type="button" className="btn btn--primary" onClick={() => navigate(withFiltersReset(state))}>
                    {t('catalogue.reset')}
                  </button>
                </>
              )
            )}
          </div>
        )}

        <HydrateLater>
          <Pager
            page={state.page}
            pages={pages}
            hrefFor={(page) => hrefFor(withPage(state, page))}
            onPage={(page) => onNavigate(withPage(state, page), { scrollToProducts: true })}
          />
        </HydrateLater>
      </section>
    </div>
  )
}

function FilterIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  )
}
