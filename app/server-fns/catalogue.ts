import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import { type Category, type ProductCard } from '../contract/catalogue'
import { toProductCard } from '../contract/catalogue-view'
import { type Brand, type CategoryProductsResponse } from '../contract/listing'
import { SORTS } from '../domain/listing'
import { SEARCH_MAX_LENGTH } from '../domain/search-input'
import { AppError } from '../domain/app-error'
import { type Locale, LOCALES } from '../domain/locale'
import {
  boundsQuery,
  hasActiveFilters,
  type ListingScope,
  type ListingState,
  listingQuery,
  type PriceBounds,
} from '../contract/listing-search'
import type { Viewer } from '../domain/viewer'
import { getServices, type Services } from '../../worker/services/context'
import { countSearch } from '../../worker/services/rate-limit'
import { pageViewer } from './page-viewer'

const ids = z.array(z.number().int().positive()).max(500)
const listingStateInput = z.object({
  brands: ids,
  categories: ids,
  priceMin: z.number().int().nonnegative().optional(),
  priceMax: z.number().int().nonnegative().optional(),
  sort: z.enum(SORTS),
  page: z.number().int().min(1).max(100_000),
})
const slug = z.string().regex(/^[a-z0-9-]{1,120}$/)

/** What a listing page renders: one page of cards, the facets, and the slider's global bounds. */
export interface ListingData {
  results: ProductCard[]
  count: number
  brands: CategoryProductsResponse['brands']
  categories: CategoryProductsResponse['categories']
  /** Effective price bounds of the scope without any filter (spec §7: the limit=1, page=1 call). */
  bounds: PriceBounds
  /** Names of first-level categories by id, for the accordion's parent rows. */
  parentNames: Record<number, string>
  /** The search results page: the closest correction of a query that matched nothing as typed. */
  correction?: string | null
}

/** A category tile or heading: the tree node without its subtree. */
export type CategorySummary = Omit<Category, 'children'>

export interface CatalogueData {
  parent: CategorySummary | null
  child: CategorySummary | null
  /** Spec §2: subcategories (or first-level categories on /catalogue) that hold products; none on a child page. */
  tiles: CategorySummary[]
  listing: ListingData
}

export interface BrandData {
  brand: Brand
  listing: ListingData
}

const summary = ({ children: _children, ...category }: Category): CategorySummary => category

/** The listing's page, plus the global bounds and the category facets without the category selection. */
async function loadListing(
  services: Services,
  scope: ListingScope,
  state: ListingState,
  locale: Locale,
  viewer: Viewer,
): Promise<ListingData> {
  const catalogue = services.catalogue
  const filtered = hasActiveFilters(state)
  const [page, unfiltered, withoutCategories, tree] = await Promise.all([
    catalogue.categoryProducts(listingQuery(scope, state), locale, viewer),
    filtered ? catalogue.categoryProducts(boundsQuery(scope), locale, viewer) : null,
    // The accordion lists the categories the other filters leave, not only the chosen ones.
    state.categories.length > 0
      ? catalogue.categoryProducts(listingQuery(scope, { ...state, categories: [], page: 1 }, 1), locale, viewer)
      : null,
    catalogue.categoryTree(locale),
  ])
  return {
    results: page.results.map(toProductCard),
    count: page.count,
    brands: page.brands,
    categories: (withoutCategories ?? page).categories,
    bounds: (unfiltered ?? page).price_range,
    parentNames: Object.fromEntries(tree.map((c) => [c.id, c.human])),
    ...(page.correction !== undefined ? { correction: page.correction } : {}),
  }
}

async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null
    throw error
  }
}

/** /catalogue, /catalogue/{parent}, /catalogue/{parent}/{child}; null when a slug is unknown (the route answers 404). */
export const getCataloguePage = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      locale: z.enum(LOCALES),
      parentSlug: slug.optional(),
      childSlug: slug.optional(),
      state: listingStateInput,
    }),
  )
  .handler(async ({ data }): Promise<CatalogueData | null> => {
    const services = getServices(env)
    const [tree, viewer] = await Promise.all([services.catalogue.categoryTree(data.locale), pageViewer(services)])
    const parent = data.parentSlug ? tree.find((c) => c.slug === data.parentSlug) : undefined
    if (data.parentSlug && !parent) return null
    const child = data.childSlug ? parent?.children.find((c) => c.slug === data.childSlug) : undefined
    if (data.childSlug && !child) return null

    const listing = await orNotFound(() =>
      loadListing(
        services,
        { parentSlug: data.parentSlug, childSlug: data.childSlug },
        data.state,
        data.locale,
        viewer,
      ),
    )
    if (!listing) return null
    const tiles = child ? [] : (parent ? parent.children : tree).filter((c) => c.product_count > 0).map(summary)
    return { parent: parent ? summary(parent) : null, child: child ? summary(child) : null, tiles, listing }
  })

/** /brands/{slug}: the brand and its listing; null when the slug is unknown. */
export const getBrandPage = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES), slug, state: listingStateInput }))
  .handler(async ({ data }): Promise<BrandData | null> => {
    const services = getServices(env)
    const [brand, viewer] = await Promise.all([
      orNotFound(() => services.catalogue.brandBySlug(data.slug, data.locale)),
      pageViewer(services),
    ])
    if (!brand) return null
    const listing = await orNotFound(() =>
      loadListing(services, { brandSlug: data.slug }, data.state, data.locale, viewer),
    )
    if (!listing) return null
    return { brand, listing }
  })

/** /search?q=: the search's matches as a listing (no scope beyond the query). */
export const getSearchPage = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES), q: z.string().max(SEARCH_MAX_LENGTH), state: listingStateInput }))
  .handler(async ({ data }): Promise<ListingData> => {
    const services = getServices(env)
    // Counted as the API's searches are, by the caller's address: past the limit the page answers 429.
    await countSearch(services.rateLimit, getRequest().headers, data.q)
    return loadListing(services, { q: data.q }, data.state, data.locale, await pageViewer(services))
  })

/** /brands: every brand, for the logo wall. */
export const getBrandsPage = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }): Promise<Brand[]> => getServices(env).catalogue.brands(data.locale))
