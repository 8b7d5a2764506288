import { defaultStringifySearch, useMatch, useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import {
  validateCatalogueSearch,
  type ListingState,
  listingStateFromSearch,
  searchFromListingState,
} from '../../contract/listing-search'
import { PRODUCTS_ANCHOR } from './product-listing'

/**
 * The URL is the listing's state. `loaded` is the state the page's data belongs to; while the next
 * page loads, the controls already show the state being navigated to, so a tick responds at once.
 */
export function useListingNavigation(loaded: ListingState, query?: string) {
  const navigate = useNavigate()
  const pathname = useMatch({ strict: false, select: (m) => m.pathname })
  const location = useRouterState({ select: (s) => s.location })
  const loading = useRouterState({ select: (s) => s.status === 'pending' })
  const samePage = location.pathname === pathname
  const state = samePage ? listingStateFromSearch(validateCatalogueSearch(location.search)) : loaded

  // The search results page keeps its query in the address beside the listing's own state.
  const hrefFor = useCallback(
    (next: ListingState) =>
      `${pathname}${defaultStringifySearch(query === undefined ? searchFromListingState(next) : { q: query, ...searchFromListingState(next) })}`,
    [pathname, query],
  )

  const go = useCallback(
    async (next: ListingState, { scrollToProducts }: { scrollToProducts: boolean }) => {
      // Filters keep the reader where they are; a new page brings the products into view (spec §4).
      await navigate({ href: hrefFor(next), resetScroll: false })
      if (scrollToProducts)
        document.getElementById(PRODUCTS_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    },
    [navigate, hrefFor],
  )

  return { state, loading: loading && samePage, hrefFor, navigate: go }
}
