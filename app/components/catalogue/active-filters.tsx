import { useTranslation } from 'react-i18next'
import { type ListingState, withFilters, withFiltersReset } from '../../contract/listing-search'
import type { ListingData } from '../../server-fns/catalogue'
import { CloseIcon } from '../ui/icons'

/**
 * The filters in force as chips above the grid: each brand, category and the price range, each
 * removed by its own tap, and "reset" for all. Names come from the listing's facets; a filter whose
 * facet is gone (no products left) still shows, by its generic name, so it can be removed.
 */
export function ActiveFilters({
  listing,
  state,
  navigate,
}: {
  listing: ListingData
  state: ListingState
  navigate: (next: ListingState) => void
}) {
  const { t } = useTranslation()
  const name = (facets: { id: number; name: string }[], id: number, fallback: string) =>
    facets.find((f) => f.id === id)?.name ?? fallback
  const chips = [
    ...state.brands.map((id) => ({
      key: `b${id}`,
      label: name(listing.brands, id, t('catalogue.brands')),
      next: withFilters(state, { brands: state.brands.filter((b) => b !== id) }),
    })),
    ...state.categories.map((id) => ({
      key: `c${id}`,
      label: name(listing.categories, id, t('catalogue.categories')),
      next: withFilters(state, { categories: state.categories.filter((c) => c !== id) }),
    })),
    ...(state.priceMin !== undefined || state.priceMax !== undefined
      ? [
          {
            key: 'price',
            label: t('catalogue.chip_price', {
              min: state.priceMin ?? listing.bounds.min,
              max: state.priceMax ?? listing.bounds.max,
            }),
            next: withFilters(state, { priceMin: undefined, priceMax: undefined }),
          },
        ]
      : []),
  ]
  return (
    <ul className="chips" aria-label={t('catalogue.active_filters')} data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="chip"
            aria-label={t('catalogue.remove_filter', { name: chip.label })}
            onClick={() => navigate(chip.next)}
          >
            {chip.label}
            <CloseIcon width={14} height={14} aria-hidden="true" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className="chip chip--reset" onClick={() => navigate(withFiltersReset(state))}>
            {t('catalogue.reset')}
          </button>
        </li>
      )}
    </ul>
  )
}
