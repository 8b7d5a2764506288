import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDialogFocus } from '../../lib/dialog-focus'
import { type ListingState, type PriceBounds, priceFilter } from '../../contract/listing-search'
import type { ListingData } from '../../server-fns/catalogue'
import { CloseIcon } from '../ui/icons'
import { CategoryAccordion } from './category-accordion'
import { type CategoryGroup, toggleIds } from './category-groups'
import { PriceRange } from './price-range'

export interface FilterSidebarProps {
  listing: ListingData
  state: ListingState
  bounds: PriceBounds
  groups: CategoryGroup[]
  /** Brand pages hide the brand checkboxes (spec §2). */
  showBrands: boolean
  /** Whether the sliding panel is open (at 960 px or less; a permanent column above). */
  open: boolean
  onClose: () => void
  onFilters: (patch: Partial<Omit<ListingState, 'page'>>) => void
  onReset: () => void
  filtersActive: boolean
}

/** Spec §2 filter sidebar: price range, brands, categories and reset. */
export function FilterSidebar({
  listing,
  state,
  bounds,
  groups,
  showBrands,
  open,
  onClose,
  onFilters,
  onReset,
  filtersActive,
}: FilterSidebarProps) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  // The open panel (phones) takes the focus, keeps Tab inside and closes on Escape, as a dialog does.
  useDialogFocus(panel, open, onClose)
  const value = {
    min: Math.max(bounds.min, state.priceMin ?? bounds.min),
    max: Math.min(bounds.max, state.priceMax ?? bounds.max),
  }
  const brands = showBrands ? listing.brands : []

  return (
    <>
      {open && (
        <button
          type="button"
          className="filters__backdrop"
          aria-label={t('catalogue.close_filters')}
          tabIndex={-1}
          onClick={onClose}
        />
      )}
      {/* A column beside the listing is a complementary part of the page; open over it (phones), it is a
          modal dialog, so a screen reader's browsing stays inside as the focus does. */}
      <div
        ref={panel}
        id="filters"
        className={open ? 'filters filters--open' : 'filters'}
        role={open ? 'dialog' : 'complementary'}
        aria-modal={open || undefined}
        aria-label={t('catalogue.filters')}
        data-testid="filters"
      >
        <div className="filters__head">
          <h2 className="filters__title">{t('catalogue.filters')}</h2>
          <button
            type="button"
            className="icon-btn filters__close"
            aria-label={t('catalogue.close_filters')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>

        <section className="filters__block">
          <h3 className="filters__label">{t('catalogue.price')}</h3>
          <PriceRange
            key={`${bounds.min}-${bounds.max}-${value.min}-${value.max}`}
            bounds={bounds}
            value={value}
            onCommit={(range) => onFilters(priceFilter(range, bounds))}
          />
        </section>

        {brands.length > 0 && (
          <section className="filters__block" data-testid="brand-filter">
            <h3 className="filters__label">{t('catalogue.brands')}</h3>
            <ul className="filters__list">
              {brands.map((b) => (
                <li key={b.id}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={state.brands.includes(b.id)}
                      onChange={() => onFilters({ brands: toggleIds(state.brands, [b.id]) })}
                    />
                    <span className="check__label">{b.name}</span>
                    <span className="check__count">{b.count}</span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        )}

        {groups.length > 0 && (
          <section className="filters__block">
            <h3 className="filters__label">{t('catalogue.categories')}</h3>
            <CategoryAccordion
              groups={groups}
              selected={state.categories}
              onChange={(categories) => onFilters({ categories })}
            />
          </section>
        )}

        <div className="filters__actions">
          <button
            type="button"
            className="btn btn--ghost filters__reset"
            onClick={onReset}
            disabled={!filtersActive}
            data-testid="reset-filters"
          >
            {t('catalogue.reset')}
          </button>
          <button type="button" className="btn btn--primary filters__done" onClick={onClose}>
            {t('catalogue.show_results')} ({listing.count})
          </button>
        </div>
      </div>
    </>
  )
}
