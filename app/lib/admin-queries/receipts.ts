import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../domain/locale'
import { dashboardKeys } from './dashboard'
import { healthKeys } from './health'
import { orderKeys, receiptKeys } from './order-keys'
import { call, invalidates } from './query'

export { receiptKeys }

/** An order's fiscal receipts (sale, cash on delivery, returns) with their state. */
export const orderReceiptsQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: [...receiptKeys.all, 'order', id, locale],
    queryFn: () => call(locale, (api) => api.admin.fiscal.orders[':id'].receipts.$get({ param: { id } })),
  })

/** Receipts not issued yet: those being retried and those the provider rejected. */
export const unfinishedReceiptsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...receiptKeys.all, 'unfinished', locale],
    queryFn: () => call(locale, (api) => api.admin.fiscal.receipts.$get()),
  })

/** Sends a rejected receipt again; the answer is the unfinished list as it now stands. */
export const retryReceipt = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) =>
      call(locale, (api) => api.admin.fiscal.receipts[':id'].retry.$post({ param: { id: String(id) } })),
    onSuccess: (rows, id, result, context) => {
      context.client.setQueryData(unfinishedReceiptsQuery(locale).queryKey, rows)
      return invalidates(receiptKeys.all, orderKeys.all, dashboardKeys.all, healthKeys.all)(rows, id, result, context)
    },
  })
