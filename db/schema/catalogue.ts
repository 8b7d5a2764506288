import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { sql } from 'drizzle-orm'
import { nowMs } from './columns'

/** Timestamps are unix epoch milliseconds. Money columns are whole hryvnias (`…Uah`). */
const createdAt = () => integer('created_at', { mode: 'number' }).notNull().default(nowMs)

export const categories = sqliteTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnySQLiteColumn => categories.id),
    slug: text('slug').notNull(),
    nameUa: text('name_ua').notNull(),
    nameEn: text('name_en').notNull(),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden by staff: off the storefront with its subcategories and their products (db/queries/shown.ts). */
    isHidden: integer('is_hidden', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug), index('categories_parent_idx').on(t.parentId, t.sortOrder)],
)

export const brands = sqliteTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    descriptionUa: text('description_ua').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden by staff: off the storefront with its products (db/queries/shown.ts). */
    isHidden: integer('is_hidden', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug), index('brands_name_idx').on(t.name)],
)

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    externalSlug: text('external_slug'),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    nameUa: text('name_ua').notNull(),
    nameEn: text('name_en').notNull(),
    /** `human` on the wire: the short description. */
    shortUa: text('short_ua').notNull().default(''),
    shortEn: text('short_en').notNull().default(''),
    descriptionUa: text('description_ua').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    prescriptionUa: text('prescription_ua').notNull().default(''),
    prescriptionEn: text('prescription_en').notNull().default(''),
    applicationUa: text('application_ua').notNull().default(''),
    applicationEn: text('application_en').notNull().default(''),
    composition: text('composition').notNull().default(''),
    serie: text('serie').notNull().default(''),
    /** The page's own <title> and meta description per language; empty for the generated ones. */
    seoTitleUa: text('seo_title_ua').notNull().default(''),
    seoTitleEn: text('seo_title_en').notNull().default(''),
    seoDescriptionUa: text('seo_description_ua').notNull().default(''),
    seoDescriptionEn: text('seo_description_en').notNull().default(''),
    unitUa: text('unit_ua').notNull().default('шт'),
    unitEn: text('unit_en').notNull().default('pcs'),
    sortOrder: integer('sort_order').notNull().default(0),
    views: integer('views').notNull().default(0),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /**
     * The listing price per audience (filters and price sorts): the effective price of the variant the
     * card starts on (app/domain productPriceBounds), kept by triggers on `variants` (migration 0035).
     */
    minPriceUah: integer('min_price_uah').notNull().default(0),
    minWholesalePriceUah: integer('min_wholesale_price_uah').notNull().default(0),
    /** Retail plus wholesale stock over the variants, kept by triggers on `variants` (the back office sorts by it). */
    stockTotal: integer('stock_total').notNull().default(0),
    createdAt: createdAt(),
    /**
     * When what the product's page shows a search engine last changed (ms); null: not since it was
     * created. The sitemap's `lastmod`. Kept in the same transaction as the change, by triggers for
     * updates of products, variants, brands, categories and reviews, and by db/queries/product-touch.ts
     * for new variants and pictures (docs/decisions/product-lastmod.md says which columns count).
     */
    updatedAt: integer('updated_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    uniqueIndex('products_external_slug_uq').on(t.externalSlug),
    index('products_category_idx').on(t.categoryId, t.isActive, t.sortOrder),
    index('products_brand_idx').on(t.brandId, t.isActive, t.sortOrder),
    // The storefront's sorts, covering what a listing's page of ids filters by (the price, what hides a
    // product): a deep page walks the index alone instead of looking up every product before it
    // (a price-filtered page at offset 96,000 of 100,000: 528 ms -> 24 ms).
    index('products_sort_idx').on(
      t.isActive,
      t.sortOrder,
      t.id,
      t.minPriceUah,
      t.minWholesalePriceUah,
      t.brandId,
      t.categoryId,
    ),
    index('products_created_idx').on(
      t.isActive,
      t.createdAt,
      t.id,
      t.minPriceUah,
      t.minWholesalePriceUah,
      t.brandId,
      t.categoryId,
    ),
    index('products_views_idx').on(
      t.isActive,
      t.views,
      t.id,
      t.minPriceUah,
      t.minWholesalePriceUah,
      t.brandId,
      t.categoryId,
    ),
    // Price filters, sorts and facets read these alone (covering), without touching the table; the id
    // after the price is the sorts' tie-break, so a deep page is walked in order, not sorted.
    index('products_price_idx').on(t.isActive, t.minPriceUah, t.id, t.brandId, t.categoryId),
    index('products_wholesale_price_idx').on(t.isActive, t.minWholesalePriceUah, t.id, t.brandId, t.categoryId),
    index('products_brand_price_idx').on(t.brandId, t.isActive, t.minPriceUah, t.id, t.categoryId),
    index('products_category_price_idx').on(t.categoryId, t.isActive, t.minPriceUah, t.id, t.brandId),
    // The same two for wholesalers' listings (their price column): without them a brand facet under a
    // wholesale price range groups the whole range through a temporary B-tree (19 ms on 100k products).
    index('products_brand_wholesale_price_idx').on(t.brandId, t.isActive, t.minWholesalePriceUah, t.id, t.categoryId),
    index('products_category_wholesale_price_idx').on(
      t.categoryId,
      t.isActive,
      t.minWholesalePriceUah,
      t.id,
      t.brandId,
    ),
    // The back office sorts every product, hidden ones too, by these: a broad search walks one of them
    // in order and keeps its matches (db/queries/admin-products.ts) instead of sorting thousands.
    index('products_admin_sort_idx').on(t.sortOrder),
    index('products_admin_price_idx').on(t.minPriceUah),
    index('products_admin_name_idx').on(t.nameUa),
    index('products_admin_created_idx').on(t.createdAt),
    index('products_admin_stock_idx').on(t.stockTotal),
  ],
)

export const variants = sqliteTable(
  'variants',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    barcode: text('barcode'),
    valueUa: text('value_ua').notNull(),
    valueEn: text('value_en').notNull(),
    priceUah: integer('price_uah').notNull(),
    discountPriceUah: integer('discount_price_uah').notNull().default(0),
    wholesalePriceUah: integer('wholesale_price_uah').notNull().default(0),
    discountWholesalePriceUah: integer('discount_wholesale_price_uah').notNull().default(0),
    /** Retail stock and wholesale stock (`stock_opt` on the wire). */
    stock: integer('stock').notNull().default(0),
    stockOpt: integer('stock_opt').notNull().default(0),
    /** Partners buy this variant only in whole packs of this many pieces (1: any quantity); retail buyers any quantity. */
    packSize: integer('pack_size').notNull().default(1),
    views: integer('views').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_code_uq').on(t.code),
    index('variants_product_idx').on(t.productId, t.sortOrder),
    // Low stock (the dashboard, the product list's stock filter) reads the pieces on hand in order, and
    // the product of each from the index alone (no variant row read for tens of thousands of matches).
    index('variants_on_hand_idx').on(sql`(${t.stock} + ${t.stockOpt})`, t.id, t.productId),
    // Whether a product has a variant in stock (search ranks its 500 candidates by it) from the index
    // alone: without it each candidate's variant rows were read, a fifth of the search statement's time.
    index('variants_in_stock_idx')
      .on(t.productId)
      .where(sql`${t.stock} > 0 OR ${t.stockOpt} > 0`),
  ],
)

export const variantImages = sqliteTable(
  'variant_images',
  {
    id: integer('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Paths under /media (R2 keys) for the three sizes. */
    xs: text('xs').notNull(),
    s: text('s').notNull(),
    l: text('l').notNull(),
  },
  (t) => [index('variant_images_variant_idx').on(t.variantId, t.position)],
)

/**
 * Views of product pages as isolates sent them, one row per isolate and window (`views`: a JSON
 * object of slug → count), folded into products.views by the cron once an hour in one statement. A
 * view thus costs no row of its own: the rows written are a few per isolate and minute, and at
 * most one per product viewed within the hour.
 */
export const productViewBatches = sqliteTable('product_view_batches', {
  id: integer('id').primaryKey(),
  views: text('views').notNull(),
  createdAt: integer('created_at').notNull().default(nowMs),
})
