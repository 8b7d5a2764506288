import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ProductCreate, ProductDuplicate } from '../../contract/admin-catalogue'
import type { ProductBulk } from '../../contract/admin-product-bulk'
import type { Locale } from '../../domain/locale'
import { call, invalidates, keysOf } from './query'

export const productKeys = keysOf('products')

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

/** Prices by a percentage, visibility or stock of the chosen products (or a brand's or category's), all or nothing. */
export const bulkEditProducts = (locale: Locale) =>
  mutationOptions({
    mutationFn: (body: ProductBulk) => call(locale, (api) => api.admin.products.bulk.$post({ json: body })),
    onSuccess: invalidates(productKeys.all),
  })
