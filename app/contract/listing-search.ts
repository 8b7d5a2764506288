import { type CategoryProductsQuery } from './listing'
import { DEFAULT_PAGE_SIZE, isSort, type Sort } from '../domain/listing'

/**
 * The listing's filters, sort and page live in the URL query (`?brands=3,7&categories=12&price_min=100
 * &price_max=900&sort=price_asc&page=2`), so a listing can be shared, reloaded and navigated back to.
 *
 * The router parses each query value with JSON.parse first, so `brands=3` arrives as the number 3 and
 * `brands=3,7` as the string "3,7"; both are accepted. Malformed values are dropped, never an error page.
 */

/** Spec §9: the price slider's ends until the server's range is known. */
export const DEFAULT_PRICE_BOUNDS = { min: 0, max: 10_000 } as const
export type PriceBounds = { min: number; max: number }

/** "3,7,x,3" → [3, 7]; 12 → [12]; anything else → []. Sorted and unique, so equal filters give equal URLs. */
export function parseIdList(value: unknown): number[] {
  const parts = typeof value === 'number' ? [String(value)] : typeof value === 'string' ? value.split(',') : []
  const ids = parts
    .map((p) => p.trim())
    .filter((p) => /^\d{1,9}$/.test(p))
    .map(Number)
    .filter((n) => n > 0)
  return [...new Set(ids)].sort((a, b) => a - b)
}

/** The inverse of parseIdList, in the form the router writes without quotes: one id as a number, several joined. */
export function encodeIdList(ids: readonly number[]): number | string | undefined {
  if (ids.length === 0) return undefined
  if (ids.length === 1) return ids[0]
  return [...ids].sort((a, b) => a - b).join(',')
}

/** A whole number from the query, or undefined when absent, malformed or out of range. */
export function parseWholeNumber(value: unknown, min = 0, max = 10_000_000): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,9}$/.test(text)) return undefined
  const n = Number(text)
  return n >= min && n <= max ? n : undefined
}

/** The canonical URL query of a listing: lists sorted and unique; defaults (page 1, sort_order) left out. */
export interface CatalogueSearch {
  brands?: number | string
  categories?: number | string
  price_min?: number
  price_max?: number
  sort?: Exclude<Sort, 'sort_order'>
  page?: number
}

/**
 * validateSearch of the listing routes. Its output is the canonical query (the router redirects a
 * request to it); malformed values are dropped, never an error page.
 */
export function validateCatalogueSearch(input: Record<string, unknown>): CatalogueSearch {
  // Every key is named, unusable ones as undefined: the router merges this over the raw query, so a
  // key left out would keep its raw value (`sort=nonsense`) in the loader's search.
  const search: CatalogueSearch = {
    brands: undefined,
    categories: undefined,
    price_min: undefined,
    price_max: undefined,
    sort: undefined,
    page: undefined,
  }
  const brands = encodeIdList(parseIdList(input.brands))
  const categories = encodeIdList(parseIdList(input.categories))
  const priceMin = parseWholeNumber(input.price_min)
  const priceMax = parseWholeNumber(input.price_max)
  const page = parseWholeNumber(input.page, 1, 100_000)
  if (brands !== undefined) search.brands = brands
  if (categories !== undefined) search.categories = categories
  if (priceMin !== undefined) search.price_min = priceMin
  if (priceMax !== undefined) search.price_max = priceMax
  if (isSort(input.sort) && input.sort !== 'sort_order') search.sort = input.sort
  if (page !== undefined && page > 1) search.page = page
  return search
}

/** What the page works with: the URL query with its defaults filled in. */
export interface ListingState {
  brands: number[]
  categories: number[]
  priceMin?: number
  priceMax?: number
  sort: Sort
  page: number
}

export function listingStateFromSearch(raw: CatalogueSearch): ListingState {
  // Checked again: the search a loader receives is the raw query merged with validateSearch's output.
  const search = validateCatalogueSearch(raw as Record<string, unknown>)
  let { price_min: priceMin, price_max: priceMax } = search
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin]
  return {
    brands: parseIdList(search.brands),
    categories: parseIdList(search.categories),
    priceMin,
    priceMax,
    sort: search.sort ?? 'sort_order',
    page: search.page ?? 1,
  }
}

/** The URL query of a state; defaults are left out so the plain listing has a plain address. */
export function searchFromListingState(state: ListingState): CatalogueSearch {
  const search: CatalogueSearch = {}
  const brands = encodeIdList(state.brands)
  const categories = encodeIdList(state.categories)
  if (brands !== undefined) search.brands = brands
  if (categories !== undefined) search.categories = categories
  if (state.priceMin !== undefined) search.price_min = state.priceMin
  if (state.priceMax !== undefined) search.price_max = state.priceMax
  if (state.sort !== 'sort_order') search.sort = state.sort
  if (state.page > 1) search.page = state.page
  return search
}

export const EMPTY_LISTING_STATE: ListingState = { brands: [], categories: [], sort: 'sort_order', page: 1 }

/** Spec §4: changing a filter or the sort returns to page 1. */
export function withFilters(state: ListingState, patch: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...patch, page: 1 }
}

/** Spec §4: changing the page keeps the filters. */
export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) }
}

/** Spec §4: reset clears brands, categories and the price range (back to the global bounds), page 1; the sort stays. */
export function withFiltersReset(state: ListingState): ListingState {
  return { ...EMPTY_LISTING_STATE, sort: state.sort }
}

export function hasActiveFilters(state: ListingState): boolean {
  return (
    state.brands.length > 0 ||
    state.categories.length > 0 ||
    state.priceMin !== undefined ||
    state.priceMax !== undefined
  )
}

/**
 * A chosen price range as URL values: an end at (or beyond) the global bound means "no limit" and is
 * left out, so the listing still shows products whose price later moves past the old bound.
 */
export function priceFilter(range: PriceBounds, bounds: PriceBounds): Pick<ListingState, 'priceMin' | 'priceMax'> {
  const min = Math.max(bounds.min, Math.min(range.min, range.max))
  const max = Math.min(bounds.max, Math.max(range.min, range.max))
  return { priceMin: min > bounds.min ? min : undefined, priceMax: max < bounds.max ? max : undefined }
}

/** The slider's ends: the server's bounds of the unfiltered listing, or spec §9's defaults while unknown or empty. */
export function sliderBounds(range: PriceBounds | null | undefined): PriceBounds {
  if (!range || range.max <= 0 || range.max < range.min) return { ...DEFAULT_PRICE_BOUNDS }
  return { min: Math.max(0, range.min), max: range.max }
}

/** The listing's scope in the URL path: a category (parent, child) or a brand. */
export interface ListingScope {
  parentSlug?: string
  childSlug?: string
  brandSlug?: string
  /** The search results page: the search's matches. */
  q?: string
}

/** The category-products query (spec §7) of a scope and state. */
export function listingQuery(
  scope: ListingScope,
  state: ListingState,
  limit = DEFAULT_PAGE_SIZE,
): CategoryProductsQuery {
  const query: CategoryProductsQuery = { sort: state.sort, limit, page: state.page }
  if (scope.parentSlug) query.parent_slug = scope.parentSlug
  if (scope.childSlug) query.child_slug = scope.childSlug
  if (scope.brandSlug) query.brand_slug = scope.brandSlug
  if (scope.q !== undefined) query.q = scope.q
  if (state.brands.length > 0) query.brand_ids = state.brands
  if (state.categories.length > 0) query.category_ids = state.categories
  if (state.priceMin !== undefined) query.price_min = state.priceMin
  if (state.priceMax !== undefined) query.price_max = state.priceMax
  return query
}

/** Spec §7: the global price bounds come from the scope without filters, limit=1, page=1. */
export function boundsQuery(scope: ListingScope): CategoryProductsQuery {
  return listingQuery(scope, EMPTY_LISTING_STATE, 1)
}

/** `/catalogue`, `/catalogue/face`, `/catalogue/face/creams`; a third segment (sets) is not served yet. */
export function parseCataloguePath(splat: string | undefined): { parentSlug?: string; childSlug?: string } | null {
  const segments = (splat ?? '').split('/').filter(Boolean)
  if (segments.length > 2) return null
  if (segments.some((s) => !/^[a-z0-9-]{1,120}$/.test(s))) return null
  return { parentSlug: segments[0], childSlug: segments[1] }
}
