import type { Category, Product } from '../../../app/contract/catalogue'
import type { Locale } from '../../../app/domain/locale'
import type { Db } from '../../../db/client'
import { allCategories, latestProductRows, productCountsByCategory, variantsByCodes, variantsWithImages } from '../../../db/queries/catalogue'
import { effectivePrice } from '../../../app/domain/price'
import { CACHE_TTL, type Cache, cacheKey } from '../cache'
import { buildCategoryTree } from './categories'
import { toProductDtos, type Viewer } from './product-dto'

/** Spec §9: the home page's latest-products slider holds 40. */
export const LATEST_PRODUCTS_LIMIT = 40

export function createCatalogueService(db: Db, cache: Cache) {
  const audience = (viewer: Viewer) => (viewer.isWholesaler ? 'wholesale' : 'retail')

  async function categoryTree(locale: Locale): Promise<Category[]> {
    return cache.getOrLoad(cacheKey('categories', locale, 'retail', 'tree'), CACHE_TTL.categories, async () => {
      const [rows, counts] = await Promise.all([allCategories(db), productCountsByCategory(db)])
      return buildCategoryTree(rows, counts, locale)
    })
  }

  return {
    categoryTree,

    /** First-level categories without their children, for the navigation bar and the home grid. */
    async firstLevelCategories(locale: Locale): Promise<Category[]> {
      const tree = await categoryTree(locale)
      return tree.map((c) => ({ ...c, children: [] }))
    },

    async latestProducts(locale: Locale, viewer: Viewer): Promise<Product[]> {
      const key = cacheKey('latestProducts', locale, audience(viewer))
      return cache.getOrLoad(key, CACHE_TTL.latestProducts, async () => {
        const rows = await latestProductRows(db, LATEST_PRODUCTS_LIMIT)
        const { variants, images } = await variantsWithImages(db, rows.map((r) => r.product.id))
        return toProductDtos(rows, variants, images, locale, viewer)
      })
    },

    /** Current unit prices by variant code, for repricing a stored cart. */
    async currentPrices(codes: string[], viewer: Viewer): Promise<Record<string, number>> {
      const rows = await variantsByCodes(db, codes)
      return Object.fromEntries(rows.map((v) => [v.code, effectivePrice(v, viewer.isWholesaler)]))
    },
  }
}
export type CatalogueService = ReturnType<typeof createCatalogueService>
