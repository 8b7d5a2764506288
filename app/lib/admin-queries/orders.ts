import { keepPreviousData, type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '../../contract/admin-lists'
import type { BulkOrderStatus, OrderNote, OrderRefundRequest, OrderStatusChange } from '../../contract/admin-orders'
import type { Locale } from '../../domain/locale'
import { dashboardKeys } from './dashboard'
import { healthKeys } from './health'
import { orderKeys, receiptKeys, waybillKeys } from './order-keys'
import { productKeys } from './products'
import { call, invalidates, listQuery } from './query'

export { orderKeys }

/** One page of the orders table, as its address filters and sorts it. */
export const ordersQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...orderKeys.lists, query, locale],
    queryFn: () => call(locale, (api) => api.admin.orders.$get({ query })),
    placeholderData: keepPreviousData,
  })
}

const fetchOrder = (id: string, locale: Locale) =>
  call(locale, (api) => api.admin.orders[':id'].$get({ param: { id } }))
/** An order as the API sends it (each write on an order answers with it too). */
type OrderAnswer = Awaited<ReturnType<typeof fetchOrder>>

/** One order with its lines, money, returns, timeline and history (the order page and its papers). */
export const orderQuery = (id: string, locale: Locale) =>
  queryOptions({ queryKey: [...orderKeys.all, id, locale], queryFn: () => fetchOrder(id, locale) })

/** A partner's invoice as it was issued (an order paid by invoice), the document the partner has. */
export const issuedInvoiceQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: [...orderKeys.all, id, 'invoice', locale],
    queryFn: () => call(locale, (api) => api.admin.orders[':id'].invoice.$get({ param: { id } })),
  })

/**
 * What a change of an order's status or money changes beside it: its receipts and waybill, stock
 * (and so the products' movements), the day's figures and the health page.
 */
export const besideTheOrder = () => [
  orderKeys.lists,
  receiptKeys.all,
  waybillKeys.all,
  productKeys.all,
  dashboardKeys.all,
  healthKeys.all,
]

/** A write answered with the order: the page shows it at once, and what it changes loads again. */
export const showsOrder =
  (id: string, locale: Locale, beside: readonly (readonly unknown[])[]) =>
  (order: OrderAnswer, _variables: unknown, _result: unknown, context: MutationFunctionContext) => {
    context.client.setQueryData(orderQuery(id, locale).queryKey, order)
    return invalidates(...beside)(order, _variables, _result, context)
  }

/** To another status, with a note (for the buyer, or internal) or an override's reason. */
export const moveOrder = (id: string, locale: Locale) =>
  mutationOptions({
    mutationFn: (json: OrderStatusChange) =>
      call(locale, (api) => api.admin.orders[':id'].status.$post({ param: { id }, json })),
    onSuccess: showsOrder(id, locale, besideTheOrder()),
  })

/** Money back through the provider: all that is left, an amount, or a retry of the refused one. */
export const refundOrder = (id: string, locale: Locale) =>
  mutationOptions({
    mutationFn: (json: OrderRefundRequest) =>
      call(locale, (api) => api.admin.orders[':id'].refund.$post({ param: { id }, json })),
    onSuccess: (answer, variables, result, context) =>
      showsOrder(id, locale, besideTheOrder())(answer.order, variables, result, context),
  })

/** The waybill number typed by hand; the waybill card reads it. */
export const saveTtn = (id: string, locale: Locale) =>
  mutationOptions({
    mutationFn: (ttn: string) =>
      call(locale, (api) => api.admin.orders[':id'].ttn.$post({ param: { id }, json: { ttn } })),
    onSuccess: showsOrder(id, locale, [orderKeys.lists, waybillKeys.all]),
  })

/** A staff note, internal unless marked for the buyer. */
export const addNote = (id: string, locale: Locale) =>
  mutationOptions({
    mutationFn: (json: OrderNote) =>
      call(locale, (api) => api.admin.orders[':id'].notes.$post({ param: { id }, json })),
    onSuccess: showsOrder(id, locale, []),
  })

/** The chosen orders to one status, all or none. */
export const moveOrders = (locale: Locale) =>
  mutationOptions({
    mutationFn: (json: BulkOrderStatus) => call(locale, (api) => api.admin.orders['bulk-status'].$post({ json })),
    onSuccess: invalidates(orderKeys.all, ...besideTheOrder()),
  })
