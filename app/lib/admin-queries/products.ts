import { keepPreviousData, type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query'
import type {
  AdminProduct,
  ProductCreate,
  ProductDuplicate,
  ProductUpdate,
  VariantCreate,
  VariantUpdate,
} from '../../contract/admin-catalogue'
import type { ListSearch } from '../../contract/admin-lists'
import type { ProductBulk } from '../../contract/admin-product-bulk'
import type { Locale } from '../../domain/locale'
import { call, invalidates, keysOf, listQuery } from './query'

export const productKeys = keysOf('products')

/** The products table as its address filters, sorts and pages it. */
export const productsQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...productKeys.all, 'list', query, locale],
    queryFn: () => call(locale, (api) => api.admin.products.$get({ query })),
    placeholderData: keepPreviousData,
  })
}

/** One product with its variants and pictures, as the editor shows it. */
export const productQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: [...productKeys.all, id, locale],
    queryFn: () => call(locale, (api) => api.admin.products[':id'].$get({ param: { id: String(id) } })),
  })

/** A new product with its first variant; the answer is the whole product. */
export const createProduct = (locale: Locale) =>
  mutationOptions({
    mutationFn: (body: ProductCreate) => call(locale, (api) => api.admin.products.$post({ json: body })),
    onSuccess: invalidates(productKeys.all),
  })

/** A hidden copy under its own address, its codes ending in the given suffix. */
export const duplicateProduct = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, body }: { id: number; body: ProductDuplicate }) =>
      call(locale, (api) => api.admin.products[':id'].duplicate.$post({ param: { id: String(id) }, json: body })),
    onSuccess: invalidates(productKeys.all),
  })

/** Off the storefront; showing the product again undoes it. */
export const archiveProduct = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) =>
      call(locale, (api) => api.admin.products[':id'].archive.$post({ param: { id: String(id) } })),
    onSuccess: invalidates(productKeys.all),
  })

/** Back on the storefront as it was before it was archived. */
export const restoreProduct = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) =>
      call(locale, (api) => api.admin.products[':id'].restore.$post({ param: { id: String(id) } })),
    onSuccess: invalidates(productKeys.all),
  })

/** Prices by a percentage, visibility or stock of the chosen products (or a brand's or category's), all or nothing. */
export const bulkEditProducts = (locale: Locale) =>
  mutationOptions({
    mutationFn: (body: ProductBulk) => call(locale, (api) => api.admin.products.bulk.$post({ json: body })),
    onSuccess: invalidates(productKeys.all),
  })

/**
 * A write answered with the whole product: the editor's record takes the answer as it is (no second
 * load), and the lists are reloaded.
 */
const storesProduct =
  (locale: Locale) =>
  (product: AdminProduct, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) => {
    client.setQueryData(productQuery(product.id, locale).queryKey, product)
    return client.invalidateQueries({ queryKey: productKeys.all, predicate: (q) => q.queryKey[2] !== product.id })
  }

/** The product's own fields (any of them). */
export const updateProduct = (locale: Locale, id: number) =>
  mutationOptions({
    mutationFn: (body: ProductUpdate) =>
      call(locale, (api) => api.admin.products[':id'].$patch({ param: { id: String(id) }, json: body })),
    onSuccess: storesProduct(locale),
  })

/** One more variant of the product. */
export const addVariant = (locale: Locale, productId: number) =>
  mutationOptions({
    mutationFn: (body: VariantCreate) =>
      call(locale, (api) => api.admin.products[':id'].variants.$post({ param: { id: String(productId) }, json: body })),
    onSuccess: storesProduct(locale),
  })

/** A variant's values, prices, stocks and sort order. */
export const updateVariant = (locale: Locale, variantId: number) =>
  mutationOptions({
    mutationFn: (body: VariantUpdate) =>
      call(locale, (api) => api.admin.variants[':id'].$patch({ param: { id: String(variantId) }, json: body })),
    onSuccess: storesProduct(locale),
  })

/** A picture of a variant in its three sizes (made in the browser). */
export const addVariantImage = (locale: Locale, variantId: number) =>
  mutationOptions({
    mutationFn: (form: Record<string, File>) =>
      call(locale, (api) => api.admin.variants[':id'].images.$post({ param: { id: String(variantId) }, form })),
    onSuccess: storesProduct(locale),
  })

/** One picture off its variant. */
export const removeVariantImage = (locale: Locale) =>
  mutationOptions({
    mutationFn: (imageId: number) =>
      call(locale, (api) => api.admin.images[':id'].$delete({ param: { id: String(imageId) } })),
    onSuccess: storesProduct(locale),
  })
