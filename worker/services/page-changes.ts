/**
 * What a write can change on the cached pages, as the API routes declare it (worker/api/page-writes.ts),
 * and which cached pages each change makes stale. Every cached page depends on a few tags; each tag
 * has a generation in KV that a change moves on, so only the pages depending on it render afresh.
 *
 *   product       a product's data (name, price, pictures, rating): its page and the listings' cards
 *   product-page  what only the product page shows (review votes and replies)
 *   stock         availability or prices of products not named: every product page and listing
 *   brand         a brand: the brand pages, listings and product pages that name it
 *   category      a category: the navigation in the header, listings and product breadcrumbs
 *   layout        header and footer content (site settings, UI texts)
 *   home          what only the home page shows (banners, advantages)
 *   nothing       reads, polls, payments, accounts, forms, drafts, images alone
 */
export const PAGE_CHANGES = [
  'product',
  'product-page',
  'stock',
  'brand',
  'category',
  'layout',
  'home',
  'nothing',
] as const
export type PageChange = (typeof PAGE_CHANGES)[number]

/** The tags pages depend on; `product:{slug}` is one product's page. */
type Tag = 'layout' | 'listings' | 'home' | 'products' | `product:${string}`

const TAGS_OF_CHANGE: Record<PageChange, readonly Tag[]> = {
  product: ['products', 'listings'],
  'product-page': ['products'],
  stock: ['products', 'listings'],
  brand: ['products', 'listings'],
  category: ['products', 'listings', 'layout'],
  layout: ['layout'],
  home: ['home'],
  nothing: [],
}

/** Everything: what an undeclared write moves on (stale pages are worse than a cold cache). */
export const EVERY_TAG: readonly Tag[] = ['layout', 'listings', 'home', 'products']

/**
 * The tags a set of changes moves on. A product change that names its products (by slug) moves only
 * their pages' tags (and the listings for `product`), not every product page.
 */
export function tagsOfChanges(changes: readonly PageChange[], productSlugs: readonly string[] = []): Tag[] {
  const tags = new Set<Tag>()
  for (const change of changes) {
    for (const tag of TAGS_OF_CHANGE[change]) {
      const precise =
        tag === 'products' && (change === 'product' || change === 'product-page') && productSlugs.length > 0
      if (precise) for (const slug of productSlugs) tags.add(`product:${slug}`)
      else tags.add(tag)
    }
  }
  return [...tags]
}

/** The tags a cached page depends on: the layout always; listings, the home page or products by kind. */
export function tagsOfPage(page: { kind: 'home' | 'listing' | 'product'; productSlug?: string }): Tag[] {
  if (page.kind === 'home') return ['layout', 'listings', 'home']
  if (page.kind === 'listing') return ['layout', 'listings']
  return ['layout', 'products', `product:${page.productSlug}`]
}
