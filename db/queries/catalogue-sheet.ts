/**
 * Reads and writes for the catalogue spreadsheet commands (scripts/catalogue-*.ts), on a plain
 * libSQL client: the current catalogue keyed by slug and code, one all-or-nothing write, and the
 * export rows.
 */
import type { Client, InStatement } from '@libsql/client'
import { rebuildSearchIndex } from './search-index'
import { endStockContextStatement, stockContextStatement } from './stock-movements'

export interface CategoryState {
  slug: string
  parentSlug: string | null
  nameUa: string
  nameEn: string
}
export interface BrandState {
  slug: string
  name: string
}
/** A product's sheet fields as stored (column name → text), plus its key. */
export type ProductState = Record<string, string> & { slug: string }
export type VariantState = Record<string, string | number> & { code: string; productSlug: string }

export interface CatalogueState {
  categories: Map<string, CategoryState>
  brands: Map<string, BrandState>
  products: Map<string, ProductState>
  variants: Map<string, VariantState>
  /** Each variant's pictures in order, as `xs,s,l`. */
  images: Map<string, string[]>
}

/** Product columns of the sheet and where they are stored. */
export const PRODUCT_COLUMNS = {
  name_ua: 'name_ua',
  name_en: 'name_en',
  short_ua: 'short_ua',
  short_en: 'short_en',
  description_ua: 'description_ua',
  description_en: 'description_en',
  application_ua: 'application_ua',
  application_en: 'application_en',
  composition: 'composition',
  serie: 'serie',
  seo_title_ua: 'seo_title_ua',
  seo_title_en: 'seo_title_en',
  seo_description_ua: 'seo_description_ua',
  seo_description_en: 'seo_description_en',
  unit_ua: 'unit_ua',
  unit_en: 'unit_en',
} as const
export const VARIANT_COLUMNS = {
  barcode: 'barcode',
  value_ua: 'value_ua',
  value_en: 'value_en',
  price: 'price_uah',
  discount_price: 'discount_price_uah',
  wholesale_price: 'wholesale_price_uah',
  discount_wholesale_price: 'discount_wholesale_price_uah',
  stock: 'stock',
  stock_opt: 'stock_opt',
  pack_size: 'pack_size',
} as const

const rowsOf = async (client: Client, sql: string) =>
  (await client.execute(sql)).rows as unknown as Record<string, string | number | null>[]
const str = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))

export async function loadCatalogueState(client: Client): Promise<CatalogueState> {
  const productColumns = Object.values(PRODUCT_COLUMNS)
    .map((c) => `p.${c}`)
    .join(', ')
  const variantColumns = Object.values(VARIANT_COLUMNS)
    .map((c) => `v.${c}`)
    .join(', ')
  const [categories, brands, products, variants, images] = await Promise.all([
    rowsOf(
      client,
      'SELECT c.slug, p.slug AS parent, c.name_ua, c.name_en FROM categories c LEFT JOIN categories p ON p.id = c.parent_id',
    ),
    rowsOf(client, 'SELECT slug, name FROM brands'),
    rowsOf(
      client,
      `SELECT p.slug, b.slug AS brand, c.slug AS category, p.is_active, ${productColumns} FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id`,
    ),
    rowsOf(
      client,
      `SELECT v.code, p.slug AS product, ${variantColumns} FROM variants v JOIN products p ON p.id = v.product_id`,
    ),
    rowsOf(
      client,
      'SELECT v.code, i.xs, i.s, i.l FROM variant_images i JOIN variants v ON v.id = i.variant_id ORDER BY v.code, i.position, i.id',
    ),
  ])
  const state: CatalogueState = {
    categories: new Map(),
    brands: new Map(),
    products: new Map(),
    variants: new Map(),
    images: new Map(),
  }
  for (const c of categories)
    state.categories.set(str(c.slug), {
      slug: str(c.slug),
      parentSlug: c.parent === null ? null : str(c.parent),
      nameUa: str(c.name_ua),
      nameEn: str(c.name_en),
    })
  for (const b of brands) state.brands.set(str(b.slug), { slug: str(b.slug), name: str(b.name) })
  for (const p of products) {
    const fields = Object.fromEntries(
      Object.entries(PRODUCT_COLUMNS).map(([column, stored]) => [column, str(p[stored])]),
    )
    state.products.set(str(p.slug), {
      ...fields,
      slug: str(p.slug),
      brand: str(p.brand),
      category: str(p.category),
      active: Number(p.is_active) ? '1' : '0',
    })
  }
  for (const v of variants) {
    const fields = Object.fromEntries(
      Object.entries(VARIANT_COLUMNS).map(([column, stored]) => [
        column,
        typeof v[stored] === 'number' ? v[stored] : str(v[stored]),
      ]),
    )
    state.variants.set(str(v.code), { ...fields, code: str(v.code), productSlug: str(v.product) })
  }
  for (const i of images) {
    const list = state.images.get(str(i.code)) ?? []
    list.push(`${i.xs},${i.s},${i.l}`)
    state.images.set(str(i.code), list)
  }
  return state
}

/** Statements per transaction request: one Hrana request each, all inside one write transaction. */
const CHUNK = 500

/**
 * Applies every statement in one write transaction (sent in chunks), so a failure leaves the
 * catalogue as it was; then rebuilds the search index, which is derived from the products.
 */
export async function writeCatalogue(client: Client, statements: readonly InStatement[]): Promise<void> {
  if (statements.length === 0) return
  const all = [stockContextStatement({ reason: 'import' }), ...statements, endStockContextStatement]
  const tx = await client.transaction('write')
  try {
    for (let i = 0; i < all.length; i += CHUNK) await tx.batch(all.slice(i, i + CHUNK))
    await tx.commit()
  } finally {
    tx.close()
  }
  await rebuildSearchIndex(client)
}

/** Every variant with its product, brand and category, in the sheet's column names. */
export async function catalogueExportRows(client: Client): Promise<Record<string, string | number>[]> {
  const productColumns = Object.entries(PRODUCT_COLUMNS)
    .map(([column, stored]) => `p.${stored} AS ${column}`)
    .join(', ')
  const variantColumns = Object.entries(VARIANT_COLUMNS)
    .map(([column, stored]) => `v.${stored} AS ${column}`)
    .join(', ')
  const rows = await rowsOf(
    client,
    `SELECT c.slug AS category, c.name_ua AS category_ua, c.name_en AS category_en, parent.slug AS parent_category,
            b.slug AS brand, b.name AS brand_name, p.slug AS product, ${productColumns}, p.is_active AS active, v.code, ${variantColumns},
            (SELECT group_concat(CASE WHEN i.xs = i.s AND i.s = i.l THEN i.l ELSE 'media:' || i.xs || ',' || i.s || ',' || i.l END, ' | ')
               FROM (SELECT * FROM variant_images WHERE variant_id = v.id ORDER BY position, id) i) AS images
       FROM variants v JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
       JOIN categories c ON c.id = p.category_id LEFT JOIN categories parent ON parent.id = c.parent_id
      ORDER BY p.sort_order, p.id, v.sort_order, v.id`,
  )
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? '' : value])),
  )
}
