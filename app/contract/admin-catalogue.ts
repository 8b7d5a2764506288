import { z } from 'zod'
import { PACK_SIZE_MAX } from '../domain/wholesale-rules'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../domain/product-seo'
import { NO_MARKUP } from '../domain/text-rules'
import {
  adminListQuery,
  booleanFilter,
  idFilter,
  money,
  quantity,
  searchTerm,
  slugField,
  sortOrder,
  text,
} from './admin-common'
import { PRODUCT_SORTS, STOCK_FILTERS } from './admin-product-list'

export { PRODUCT_SORTS, STOCK_FILTERS }

/** GET /admin/products: search by name or variant code, filters by brand, category, visibility and stock. */
export const adminProductsQuerySchema = adminListQuery(PRODUCT_SORTS, {
  q: searchTerm,
  brand_id: idFilter,
  category_id: idFilter,
  active: booleanFilter,
  stock: z
    .enum(['', ...STOCK_FILTERS])
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
})
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>

const LONG = 20_000
const plain = (max: number, opts: { required?: boolean } = {}) => text(max, opts).regex(NO_MARKUP, 'no_markup')
const productFields = {
  name_ua: plain(200, { required: true }),
  name_en: plain(200, { required: true }),
  slug: slugField,
  brand_id: z.number({ error: 'choose_brand' }).int().positive(),
  category_id: z.number({ error: 'choose_category' }).int().positive(),
  short_ua: plain(500),
  short_en: plain(500),
  description_ua: text(LONG),
  description_en: text(LONG),
  prescription_ua: text(LONG),
  prescription_en: text(LONG),
  application_ua: text(LONG),
  application_en: text(LONG),
  composition: text(LONG),
  serie: plain(120),
  seo_title_ua: plain(SEO_TITLE_MAX),
  seo_title_en: plain(SEO_TITLE_MAX),
  seo_description_ua: plain(SEO_DESCRIPTION_MAX),
  seo_description_en: plain(SEO_DESCRIPTION_MAX),
  sort_order: sortOrder,
  is_active: z.boolean(),
}

/** PATCH /admin/products/{id}: any of the fields. */
export const productUpdateSchema = z.strictObject(productFields).partial()
export type ProductUpdate = z.infer<typeof productUpdateSchema>

const variantFields = {
  code: plain(64, { required: true }),
  barcode: z
    .string()
    .trim()
    .regex(/^(\d{8,14})?$/, 'A barcode is 8 to 14 digits')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  value_ua: plain(120, { required: true }),
  value_en: plain(120, { required: true }),
  price: money.refine((v) => v > 0, 'A price above 0'),
  discount_price: money,
  whoosale_price: money,
  discount_whoosale_price: money,
  stock: quantity,
  stock_opt: quantity,
  /** A partner buys whole packs of this many (1: any quantity). */
  pack_size: z
    .number({ error: 'pack_size_range' })
    .int('pack_size_range')
    .min(1, 'pack_size_range')
    .max(PACK_SIZE_MAX, 'pack_size_range'),
  sort_order: sortOrder,
}

/** PATCH /admin/variants/{id}: any of the fields; prices in whole hryvnias, wire names of spec §3. */
export const variantUpdateSchema = z.strictObject(variantFields).partial()
export type VariantUpdate = z.infer<typeof variantUpdateSchema>

/** POST /admin/products/{id}/variants. */
export const variantCreateSchema = z
  .strictObject(variantFields)
  .partial()
  .required({ code: true, value_ua: true, value_en: true, price: true })
export type VariantCreate = z.infer<typeof variantCreateSchema>

/** POST /admin/products: the product and its first variant. */
export const productCreateSchema = z
  .strictObject(productFields)
  .partial()
  .required({ name_ua: true, name_en: true, slug: true, brand_id: true, category_id: true })
  .extend({ variant: variantCreateSchema })
export type ProductCreate = z.infer<typeof productCreateSchema>

/** POST /admin/products/{id}/duplicate: the copy's own address, and the ending added to each of its variants' codes. */
export const productDuplicateSchema = z.strictObject({
  slug: slugField,
  code_suffix: plain(16, { required: true }).regex(/^[-_.A-Za-z0-9]+$/, 'code_suffix_format'),
})
export type ProductDuplicate = z.infer<typeof productDuplicateSchema>

/** POST /admin/brands and PATCH /admin/brands/{id}. */
export const brandCreateSchema = z.strictObject({
  name: text(120, { required: true }),
  slug: slugField,
  description_ua: text(LONG).default(''),
  description_en: text(LONG).default(''),
  sort_order: sortOrder.default(0),
  /** Off the storefront with its products (menus, filters, listings, its page, feeds); shown again when false. */
  hidden: z.boolean().default(false),
})
export const brandUpdateSchema = z
  .strictObject({
    name: text(120, { required: true }),
    slug: slugField,
    description_ua: text(LONG),
    description_en: text(LONG),
    sort_order: sortOrder,
    hidden: z.boolean(),
  })
  .partial()
export type BrandCreate = z.infer<typeof brandCreateSchema>
export type BrandUpdate = z.infer<typeof brandUpdateSchema>

/** POST /admin/categories and PATCH /admin/categories/{id}; two levels, as the storefront shows them. */
export const categoryCreateSchema = z.strictObject({
  name_ua: text(120, { required: true }),
  name_en: text(120, { required: true }),
  slug: slugField,
  parent_id: z.number().int().positive().nullable().default(null),
  sort_order: sortOrder.default(0),
  /** Off the storefront with its subcategories and their products; shown again when false. */
  hidden: z.boolean().default(false),
})
export const categoryUpdateSchema = z
  .strictObject({
    name_ua: text(120, { required: true }),
    name_en: text(120, { required: true }),
    slug: slugField,
    parent_id: z.number().int().positive().nullable(),
    sort_order: sortOrder,
    hidden: z.boolean(),
  })
  .partial()
export type CategoryCreate = z.infer<typeof categoryCreateSchema>
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>

/** Uploaded sizes of one picture, made in the browser before upload (spec §3: xs, s and l). */
export const IMAGE_SIZES = { xs: 100, s: 300, l: 800 } as const
export const IMAGE_TYPES = ['image/webp', 'image/jpeg', 'image/png'] as const
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

export interface AdminProductRow {
  id: number
  name: string
  slug: string
  brand: string
  category: string
  variants: number
  codes: string
  min_price: number
  stock: number
  sort_order: number
  is_active: boolean
  created: string
}

export interface AdminVariant {
  id: number
  code: string
  barcode: string | null
  value_ua: string
  value_en: string
  price: number
  discount_price: number
  whoosale_price: number
  discount_whoosale_price: number
  stock: number
  stock_opt: number
  pack_size: number
  sort_order: number
  images: { id: number; xs: string; s: string; l: string }[]
}

export interface AdminProduct {
  id: number
  name_ua: string
  name_en: string
  slug: string
  brand_id: number
  category_id: number
  short_ua: string
  short_en: string
  description_ua: string
  description_en: string
  prescription_ua: string
  prescription_en: string
  application_ua: string
  application_en: string
  composition: string
  serie: string
  seo_title_ua: string
  seo_title_en: string
  seo_description_ua: string
  seo_description_en: string
  sort_order: number
  is_active: boolean
  min_price: number
  min_wholesale_price: number
  variants: AdminVariant[]
}

/** One change of a variant's stock (GET /admin/products/{id}/stock-movements), newest first. */
export interface AdminStockMovement {
  id: number
  variant_id: number
  code: string
  /** retail: `stock`; wholesale: `stock_opt`. */
  stock: 'retail' | 'wholesale'
  delta: number
  reason: 'baseline' | 'order' | 'cancel' | 'lapse' | 'return' | 'edit' | 'import' | 'erp_sync'
  actor_email: string | null
  order_id: number | null
  order_number: string | null
  created: string
}

export interface AdminBrand {
  id: number
  name: string
  slug: string
  description_ua: string
  description_en: string
  image: string | null
  sort_order: number
  hidden: boolean
  products: number
}

export interface AdminCategory {
  id: number
  name_ua: string
  name_en: string
  slug: string
  parent_id: number | null
  image: string | null
  sort_order: number
  hidden: boolean
  products: number
}
