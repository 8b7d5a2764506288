import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../domain/locale'
import { productKeys } from './products'
import { call } from './query'

/**
 * A product's stock changes, newest first, under the product's keys (a product's write reloads them).
 * `stock` names the variants' stock as the page shows it, so a change of it asks again.
 */
export const stockMovementsQuery = (id: string, stock: string, locale: Locale) =>
  queryOptions({
    queryKey: [...productKeys.all, Number(id), 'stock-movements', stock, locale],
    queryFn: () => call(locale, (api) => api.admin.products[':id']['stock-movements'].$get({ param: { id } })),
    placeholderData: keepPreviousData,
  })
