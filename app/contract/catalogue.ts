import { z } from 'zod'

/** Wire shapes of spec §3. Field names are the API contract (`whoosale_price` is spelt so). */

export const imageSizesSchema = z.object({ xs: z.string(), s: z.string(), l: z.string() })

export const variantSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  value: z.string(),
  url: z.string(),
  price: z.number().int(),
  discount_price: z.number().int(),
  /** Filled only for an approved wholesaler; null otherwise. */
  whoosale_price: z.number().int().nullable(),
  discount_whoosale_price: z.number().int().nullable(),
  /** Retail answers: stock + stock_opt. Wholesale answers: retail stock alone. */
  stock: z.number().int(),
  /** Filled only for an approved wholesaler; null otherwise. */
  stock_opt: z.number().int().nullable(),
  /** Filled only for an approved wholesaler: they buy whole packs of this many (1: any quantity); null otherwise. */
  pack_size: z.number().int().nullable().optional(),
  views: z.number().int(),
  images: z.array(imageSizesSchema),
})
export type Variant = z.infer<typeof variantSchema>

export const brandRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() })

export const categoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  parent_slug: z.string().nullable(),
  parent_name: z.string().nullable(),
})

/** Published comments' average rating (one decimal; 0 when none) and how many rated it. */
export const productRatingSchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
})
export type ProductRating = z.infer<typeof productRatingSchema>

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  human: z.string(),
  description: z.string(),
  prescription: z.string(),
  application: z.string(),
  composition: z.string(),
  serie: z.string(),
  sort_order: z.number().int(),
  views: z.number().int(),
  brand: brandRefSchema,
  category: categoryRefSchema,
  unit: z.array(z.object({ unit: z.string() })),
  variants: z.array(variantSchema),
  rating: productRatingSchema,
})
export type Product = z.infer<typeof productSchema>

export interface Category {
  id: number
  name: string
  human: string
  url: string
  image: string | null
  slug: string
  parent_id: number | null
  parent_name: string | null
  parent_slug: string | null
  product_count: number
  children: Category[]
}
export const categorySchema: z.ZodType<Category> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    human: z.string(),
    url: z.string(),
    image: z.string().nullable(),
    slug: z.string(),
    parent_id: z.number().int().nullable(),
    parent_name: z.string().nullable(),
    parent_slug: z.string().nullable(),
    product_count: z.number().int(),
    get children() {
      return z.array(categorySchema)
    },
    // Named, so that the tree's JSON Schema refers to itself by name (the OpenAPI document's components).
  })
  .meta({ id: 'Category' })

/** What a product card and the sliders need: no long texts, one picture per variant. */
export const productCardSchema = productSchema
  .pick({ id: true, name: true, slug: true, human: true, brand: true, rating: true })
  .extend({ variants: z.array(variantSchema.extend({ images: z.array(imageSizesSchema).max(1) })) })
export type ProductCard = z.infer<typeof productCardSchema>
