import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORTS } from '../domain/listing'
import { SEARCH_MAX_LENGTH } from '../domain/search-input'
import { brandRefSchema, productSchema } from './catalogue'

const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/, 'Invalid slug')
const nonNegativeInt = (message: string) =>
  z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().int().nonnegative().max(10_000_000))
/** "1,2,x,3" → [1, 2, 3]: unknown or malformed ids are ignored (issue: "unknown ids are ignored"). */
const idList = z
  .string()
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^\d+$/.test(part))
      .map(Number),
  )

/** GET /shop/products/category-products/ query (spec §7). */
export const categoryProductsQuerySchema = z.object({
  parent_slug: slug.optional(),
  child_slug: slug.optional(),
  brand_slug: slug.optional(),
  /** The search results page: only the products the search finds, by relevance unless another sort is chosen. */
  q: z.string().max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  price_min: nonNegativeInt('price_min must be a non-negative whole number').optional(),
  price_max: nonNegativeInt('price_max must be a non-negative whole number').optional(),
  brand_ids: idList.optional(),
  category_ids: idList.optional(),
  sort: z.enum(SORTS).default('sort_order'),
  limit: nonNegativeInt('limit must be a whole number from 1 to 100')
    .pipe(z.number().min(1, 'limit must be at least 1').max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`))
    .default(DEFAULT_PAGE_SIZE),
  page: nonNegativeInt('page must be a whole number from 1')
    .pipe(z.number().min(1, 'page must be at least 1'))
    .default(1),
})
export type CategoryProductsQuery = z.infer<typeof categoryProductsQuerySchema>

export const priceRangeSchema = z.object({ min: z.number().int(), max: z.number().int() })

/** A facet: a brand or category present in the filtered listing, with how many products it has there. */
export const facetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  count: z.number().int(),
})
export const categoryFacetSchema = facetSchema.extend({ parent_id: z.number().int().nullable() })

export const categoryProductsResponseSchema = z.object({
  results: z.array(productSchema),
  count: z.number().int(),
  /** Bounds of the effective price over the listing without the price filter. */
  price_range: priceRangeSchema,
  brands: z.array(facetSchema),
  categories: z.array(categoryFacetSchema),
  /** With q: the closest correction of a query that matched nothing as typed ("Можливо, ви мали на увазі …"). */
  correction: z.string().nullable().optional(),
})
export type CategoryProductsResponse = z.infer<typeof categoryProductsResponseSchema>

/** GET /shop/products/: the same filters, answered with the page and the price bounds only (no facets). */
export const productsResponseSchema = categoryProductsResponseSchema.pick({
  results: true,
  count: true,
  price_range: true,
})

export const brandSchema = brandRefSchema.extend({ description: z.string(), image: z.string().nullable() })
export type Brand = z.infer<typeof brandSchema>
