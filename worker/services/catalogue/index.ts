import type { Category, Product, ProductCard, Variant } from '../../../app/contract/catalogue'
import { toProductCard } from '../../../app/contract/catalogue-view'
import type { Brand, CategoryProductsQuery, CategoryProductsResponse } from '../../../app/contract/listing'
import { AppError } from '../../../app/domain/app-error'
import { type Locale, localized } from '../../../app/domain/locale'
import { cartLineName } from '../../../app/domain/cart'
import { partnerPrices } from '../../../app/domain/partner-tier'
import { effectivePrice } from '../../../app/domain/price'
import type { Db } from '../../../db/client'
import {
  allBrands,
  allCategories,
  countProductView,
  latestProductRows,
  lineNamesByCodes,
  type ProductRow,
  productCountsByCategory,
  productRowBy,
  topViewedProductRows,
  variantsByCodes,
  shownVariantsWithBrandByCodes,
  variantsWithImages,
} from '../../../db/queries/catalogue'
import { addProductViewBatch, foldProductViews } from '../../../db/queries/product-views'
import {
  type Audience,
  CACHE_TTL,
  type Cache,
  type CacheFamily,
  cacheKey,
  cardsCacheKey,
  type JsonText,
} from '../cache'
import { mediaUrl } from '../media-url'
import { buildCategoryTree } from './categories'
import { categoryProducts } from './listing'
import { listingWorthKeeping } from './listing-cache'
import { searchProducts } from './search'
import { toProductDtos } from './product-dto'
import { productPage } from './product-page'
import { type Viewer } from '../../../app/domain/viewer'

/** Spec §9: the home page's latest-products slider holds 40. */
export const LATEST_PRODUCTS_LIMIT = 40
export const TOP_VIEWED_LIMIT = 20

const audience = (viewer: Viewer): Audience => (viewer.isWholesaler ? 'wholesale' : 'retail')

/**
 * A partner in a price tier sees figures of their own: never stored in KV (whose entries are shared by
 * every buyer of an audience), always read for the request.
 */
const ownPrices = (viewer: Viewer): boolean => viewer.isWholesaler && !!viewer.tier

/** The first level of each shared tree, made once: the layout's kept markup keys on its identity. */
const firstLevelOf = new WeakMap<Category[], Category[]>()

export function createCatalogueService(db: Db, cache: Cache) {
  async function withVariants(rows: ProductRow[], locale: Locale, viewer: Viewer): Promise<Product[]> {
    return toProductDtos(
      rows,
      await variantsWithImages(
        db,
        rows.map((r) => r.product.id),
      ),
      locale,
      viewer,
    )
  }

  /** Shared by the isolate's requests while KV's text is unchanged (Cache.getOrLoadShared): never change it. */
  async function categoryTree(locale: Locale): Promise<Category[]> {
    return cache.getOrLoadShared(cacheKey('categories', locale, 'retail', 'tree'), CACHE_TTL.categories, async () => {
      const [rows, counts] = await Promise.all([allCategories(db), productCountsByCategory(db)])
      return buildCategoryTree(rows, counts, locale)
    })
  }

  /**
   * The key of an answer that lists product cards, under the stock generation: a variant that runs
   * out or comes back moves the cards' prices and order (Cache.stockGeneration). null: not kept.
   */
  async function cardsKey(family: CacheFamily, locale: Locale, viewer: Viewer, suffix = ''): Promise<string | null> {
    const generation = await cache.stockGeneration()
    if (generation === null) return null
    return cardsCacheKey(family, locale, audience(viewer), generation, suffix)
  }

  async function topViewed(locale: Locale, viewer: Viewer): Promise<Product[]> {
    const load = async () => withVariants(await topViewedProductRows(db, TOP_VIEWED_LIMIT), locale, viewer)
    const key = ownPrices(viewer) ? null : await cardsKey('topViewed', locale, viewer)
    return key === null ? load() : cache.getOrLoad(key, CACHE_TTL.topViewed, load)
  }

  /**
   * Every listing resolves its brand selections against this list: shared by the isolate's requests while
   * KV's text is unchanged (Cache.getOrLoadShared), so a listing does not parse every brand's description
   * again. Never change it.
   */
  async function brands(locale: Locale): Promise<Brand[]> {
    return cache.getOrLoadShared(cacheKey('brands', locale), CACHE_TTL.brands, async () =>
      (await allBrands(db)).map((b) => ({
        id: b.id,
        name: b.name,
        slug: b.slug,
        description: localized(locale, b.descriptionUa, b.descriptionEn),
        image: mediaUrl(b.image),
      })),
    )
  }

  async function product(by: Parameters<typeof productRowBy>[1], locale: Locale, viewer: Viewer): Promise<Product> {
    const row = await productRowBy(db, by)
    if (!row) throw new AppError('not_found', 'No such product')
    const [dto] = await withVariants([row], locale, viewer)
    return dto!
  }

  /** A listing's key: its canonical query under the stock generation. */
  const listingKey = (query: CategoryProductsQuery, locale: Locale, viewer: Viewer) =>
    cardsKey('listings', locale, viewer, canonicalQuery(query))

  async function loadListing(query: CategoryProductsQuery, locale: Locale, viewer: Viewer) {
    // The tree and the brands come from KV when cached: the database sees one round trip.
    const [tree, brandList] = await Promise.all([categoryTree(locale), brands(locale)])
    return categoryProducts(db, { query, tree, brands: brandList, locale, viewer })
  }

  return {
    categoryTree,
    brands,

    /** First-level categories without their children, for the navigation bar and the home grid. */
    async firstLevelCategories(locale: Locale): Promise<Category[]> {
      const tree = await categoryTree(locale)
      let firstLevel = firstLevelOf.get(tree)
      if (!firstLevel) firstLevelOf.set(tree, (firstLevel = tree.map((c) => ({ ...c, children: [] }))))
      return firstLevel
    },

    /** Every category, first level and children, as a flat list. */
    async categories(locale: Locale): Promise<Category[]> {
      return (await categoryTree(locale)).flatMap((c) => [{ ...c, children: [] }, ...c.children])
    },

    async categoryBySlug(slug: string, locale: Locale): Promise<Category> {
      const tree = await categoryTree(locale)
      const found = tree.find((c) => c.slug === slug) ?? tree.flatMap((c) => c.children).find((c) => c.slug === slug)
      if (!found) throw new AppError('not_found', 'No such category')
      return found
    },

    async brandBySlug(slug: string, locale: Locale): Promise<Brand> {
      const found = (await brands(locale)).find((b) => b.slug === slug)
      if (!found) throw new AppError('not_found', 'No such brand')
      return found
    },

    async latestProducts(locale: Locale, viewer: Viewer): Promise<Product[]> {
      const load = async () => withVariants(await latestProductRows(db, LATEST_PRODUCTS_LIMIT), locale, viewer)
      const key = ownPrices(viewer) ? null : await cardsKey('latestProducts', locale, viewer)
      return key === null ? load() : cache.getOrLoad(key, CACHE_TTL.latestProducts, load)
    },

    topViewed,

    /**
     * The top-viewed products as cards (the product page's popular slider), kept beside them: the
     * cards carry no descriptions, so a page reads a fraction of the JSON. Purged with them. Shared
     * while unchanged (Cache.getOrLoadShared): never change it.
     */
    async topViewedCards(locale: Locale, viewer: Viewer): Promise<ProductCard[]> {
      if (ownPrices(viewer)) return (await topViewed(locale, viewer)).map(toProductCard)
      const key = await cardsKey('topViewed', locale, viewer, 'cards')
      const load = async () => (await topViewed(locale, viewer)).map(toProductCard)
      return key === null ? load() : cache.getOrLoadShared(key, CACHE_TTL.topViewed, load)
    },

    async categoryProducts(
      query: CategoryProductsQuery,
      locale: Locale,
      viewer: Viewer,
    ): Promise<CategoryProductsResponse> {
      // Search results and rare filter combinations are not cached: too varied for KV to pay off (listing-cache.ts).
      // A partner in a price tier has prices of their own: never kept in, nor read from, the shared cache.
      const key = listingWorthKeeping(query) && !ownPrices(viewer) ? await listingKey(query, locale, viewer) : null
      if (key === null) return loadListing(query, locale, viewer)
      return cache.getOrLoad(key, CACHE_TTL.listings, () => loadListing(query, locale, viewer))
    },

    /** categoryProducts as the JSON text the API answers with (from the same KV entries). */
    async categoryProductsJson(
      query: CategoryProductsQuery,
      locale: Locale,
      viewer: Viewer,
    ): Promise<JsonText<CategoryProductsResponse>> {
      const key = listingWorthKeeping(query) && !ownPrices(viewer) ? await listingKey(query, locale, viewer) : null
      if (key === null) return JSON.stringify(await loadListing(query, locale, viewer))
      return cache.getOrLoadJson(key, CACHE_TTL.listings, () => loadListing(query, locale, viewer))
    },

    productById: (id: number, locale: Locale, viewer: Viewer) => product({ id }, locale, viewer),
    productByExternalSlug: (externalSlug: string, locale: Locale, viewer: Viewer) =>
      product({ externalSlug }, locale, viewer),

    /** The product page's lookup; a view counts towards top-viewed and the popular sort. */
    async productBySlug(
      slug: string,
      locale: Locale,
      viewer: Viewer,
      opts: { countView?: boolean } = {},
    ): Promise<Product> {
      const found = await product({ slug }, locale, viewer)
      if (opts.countView) await countProductView(db, found.id)
      return found
    },

    /** The product page's product and first review pages in one round trip (product-page.ts); null when unknown or inactive. */
    productPage: (slug: string, locale: Locale, viewer: Viewer | Promise<Viewer>) =>
      productPage(db, slug, locale, viewer),

    /** Product-page views by slug (view-counter.ts), written as one batch row; the cron folds them into the products. */
    addViewsBySlug: (views: Map<string, number>) => addProductViewBatch(db, views),
    /** The cron's: the waiting view batches into products.views, once an hour. */
    foldViews: (now = Date.now()) => foldProductViews(db, now),

    async variantByCode(code: string, locale: Locale, viewer: Viewer): Promise<Variant> {
      const [row] = await variantsByCodes(db, [code])
      const owner = row ? await productRowBy(db, { id: row.productId }) : null
      if (!row || !owner) throw new AppError('not_found', 'No such variant')
      const [dto] = await withVariants([owner], locale, viewer)
      return dto!.variants.find((v) => v.code === code)!
    },

    search: (q: string, locale: Locale, viewer: Viewer) => searchProducts(db, q, locale, viewer),

    /** Current unit prices by variant code, for repricing a stored cart; products not shown answer nothing. */
    async currentPrices(codes: string[], viewer: Viewer): Promise<Record<string, number>> {
      const rows = await shownVariantsWithBrandByCodes(db, codes)
      return Object.fromEntries(
        rows.map((v) => [v.code, effectivePrice(partnerPrices(v, v.brandId, viewer), viewer.isWholesaler)]),
      )
    },

    /** Stored lines' names in this language, as the storefront writes them on adding; hidden products answer nothing. */
    async lineNames(codes: string[], locale: Locale): Promise<Record<string, string>> {
      const rows = await lineNamesByCodes(db, codes)
      return Object.fromEntries(
        rows.map((v) => [
          v.code,
          cartLineName(localized(locale, v.productNameUa, v.productNameEn), localized(locale, v.valueUa, v.valueEn)),
        ]),
      )
    },
  }
}
export type CatalogueService = ReturnType<typeof createCatalogueService>

/** A stable cache suffix for a listing query (same filters → same key, whatever their order and repeats). */
function canonicalQuery(query: CategoryProductsQuery): string {
  return Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? [...new Set(v)].sort((a, b) => a - b).join(',') : String(v)}`)
    .sort()
    .join('&')
}
