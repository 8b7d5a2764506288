import { describe, expect, it } from 'vitest'
import {
  validateCatalogueSearch,
  encodeIdList,
  EMPTY_LISTING_STATE,
  type ListingState,
  listingQuery,
  listingStateFromSearch,
  parseCataloguePath,
  parseIdList,
  priceFilter,
  searchFromListingState,
  sliderBounds,
  withFilters,
  withFiltersReset,
  withPage,
} from './listing-search'

const state = (patch: Partial<ListingState> = {}): ListingState => ({ ...EMPTY_LISTING_STATE, ...patch })

describe('parseIdList / encodeIdList', () => {
  it.each([
    ['3,7', [3, 7]],
    ['7, 3,3', [3, 7]],
    [12, [12]],
    ['1,x,-2,0,2', [1, 2]],
    ['', []],
    [undefined, []],
    [[1, 2], []],
    ['9999999999', []],
  ])('%j → %j', (input, expected) => expect(parseIdList(input)).toEqual(expected))

  it('writes one id as a number (the router leaves it unquoted) and several joined', () => {
    expect(encodeIdList([])).toBeUndefined()
    expect(encodeIdList([5])).toBe(5)
    expect(encodeIdList([7, 3])).toBe('3,7')
  })
})

describe('validateCatalogueSearch (validateSearch): the canonical query', () => {
  it('names every key, unusable ones as undefined, so they override the raw query the router merges it over', () => {
    const raw = { sort: 'nonsense', page: 'abc', price_min: -5, price_max: 'abc', brands: 'x' }
    const merged = { ...raw, ...validateCatalogueSearch(raw) }
    expect(Object.values(merged).every((v) => v === undefined)).toBe(true)
  })

  it.each([
    { page: 'abc' },
    { page: '' },
    { page: 0 },
    { price_min: -5 },
    { price_max: 'abc' },
    { sort: 'nonsense' },
    { sort: 'price_desc' },
    { page: [1] },
    { sort: { a: 1 } },
  ])('a loader reading the raw query %j gets the default listing', (raw) =>
    expect(listingStateFromSearch(raw as never)).toEqual(EMPTY_LISTING_STATE),
  )

  it('normalises lists and drops defaults and malformed values', () => {
    expect(
      validateCatalogueSearch({
        brands: '7,3,3',
        categories: 4,
        price_min: 100,
        price_max: 'abc',
        sort: 'sort_order',
        page: 1,
      }),
    ).toEqual({
      brands: '3,7',
      categories: 4,
      price_min: 100,
      price_max: undefined,
      sort: undefined,
      page: undefined,
    })
  })

  it('keeps a known sort and a page above 1; refuses unknown sorts and bad pages', () => {
    expect(validateCatalogueSearch({ sort: 'price_asc', page: '3' })).toMatchObject({ sort: 'price_asc', page: 3 })
    expect(validateCatalogueSearch({ sort: 'cheapest', page: -2 })).toEqual({})
    expect(validateCatalogueSearch({ page: 2.5 })).toEqual({})
  })

  it('round-trips through the listing state', () => {
    const search = validateCatalogueSearch({
      brands: '3,7',
      categories: 12,
      price_min: 100,
      price_max: 900,
      sort: 'price_dsc',
      page: 2,
    })
    const parsed = listingStateFromSearch(search)
    expect(parsed).toEqual({
      brands: [3, 7],
      categories: [12],
      priceMin: 100,
      priceMax: 900,
      sort: 'price_dsc',
      page: 2,
    })
    expect(searchFromListingState(parsed)).toEqual({
      brands: '3,7',
      categories: 12,
      price_min: 100,
      price_max: 900,
      sort: 'price_dsc',
      page: 2,
    })
  })

  it('gives the plain listing a plain address', () => {
    expect(searchFromListingState(EMPTY_LISTING_STATE)).toEqual({})
  })

  it('swaps a reversed price range', () => {
    expect(listingStateFromSearch(validateCatalogueSearch({ price_min: 900, price_max: 100 }))).toMatchObject({
      priceMin: 100,
      priceMax: 900,
    })
  })
})

describe('state transitions (spec §4)', () => {
  const filtered = state({ brands: [1], categories: [5], priceMin: 100, priceMax: 500, sort: 'price_asc', page: 4 })

  it('changing a filter or the sort returns to page 1', () => {
    expect(withFilters(filtered, { brands: [1, 2] })).toMatchObject({ brands: [1, 2], categories: [5], page: 1 })
    expect(withFilters(filtered, { sort: 'popular' })).toMatchObject({ sort: 'popular', brands: [1], page: 1 })
  })

  it('changing the page keeps the filters', () => {
    expect(withPage(filtered, 2)).toEqual({ ...filtered, page: 2 })
    expect(withPage(filtered, 0).page).toBe(1)
  })

  it('reset clears brands, categories and price, goes to page 1 and keeps the sort', () => {
    expect(withFiltersReset(filtered)).toEqual({ brands: [], categories: [], sort: 'price_asc', page: 1 })
  })
})

describe('price range', () => {
  const bounds = { min: 90, max: 4500 }

  it('leaves out an end that sits on the global bound', () => {
    expect(priceFilter({ min: 90, max: 4500 }, bounds)).toEqual({ priceMin: undefined, priceMax: undefined })
    expect(priceFilter({ min: 200, max: 4500 }, bounds)).toEqual({ priceMin: 200, priceMax: undefined })
    expect(priceFilter({ min: 10, max: 1500 }, bounds)).toEqual({ priceMin: undefined, priceMax: 1500 })
  })

  it('orders reversed ends', () => {
    expect(priceFilter({ min: 1500, max: 200 }, bounds)).toEqual({ priceMin: 200, priceMax: 1500 })
  })

  it('uses spec §9 defaults (0–10000) until the server range is known or when the listing is empty', () => {
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: 10_000 })
    expect(sliderBounds({ min: 0, max: 0 })).toEqual({ min: 0, max: 10_000 })
    expect(sliderBounds(bounds)).toEqual(bounds)
  })
})

describe('listingQuery (spec §7 category-products)', () => {
  it('maps the scope and state onto the API query', () => {
    expect(
      listingQuery(
        { parentSlug: 'face', childSlug: 'serums' },
        state({ brands: [3], categories: [], priceMax: 900, page: 2, sort: 'popular' }),
      ),
    ).toEqual({
      parent_slug: 'face',
      child_slug: 'serums',
      brand_ids: [3],
      price_max: 900,
      sort: 'popular',
      limit: 24,
      page: 2,
    })
  })
})

describe('parseCataloguePath', () => {
  it.each([
    ['', {}],
    ['face', { parentSlug: 'face' }],
    ['face/serums', { parentSlug: 'face', childSlug: 'serums' }],
    ['face/serums/', { parentSlug: 'face', childSlug: 'serums' }],
  ])('%j', (splat, expected) =>
    expect(parseCataloguePath(splat)).toEqual({ parentSlug: undefined, childSlug: undefined, ...expected }),
  )

  it('refuses a third segment (sets) and odd characters', () => {
    expect(parseCataloguePath('face/serums/set-1')).toBeNull()
    expect(parseCataloguePath('Face')).toBeNull()
    expect(parseCataloguePath('face%20x')).toBeNull()
  })
})
