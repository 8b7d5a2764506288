import type { MutationOptions } from '@tanstack/query-core'
import type { Order } from '../../contract/order'
import type { Locale } from '../../domain/locale'
import type { CheckoutPaymentType } from '../../domain/order-form'
import type { ApiError } from '../api-client'
import { PAYMENT_POLL_MS, paymentOutcome } from '../../domain/payment'
import { purchaseFormRequest, type StoredOrder } from '../payment-form'
import { keysOf, open, signedIn } from './query'
import { storeQuery } from './use-store-query'

/** Orders as their buyer sees them: the profile's list, one order by its reference, its receipts, invoice and payment. */
export const orderKeys = keysOf('orders')

/** GET /order/user_orders/: the list may come bare or paginated (the section reads either). */
export const userOrdersQuery = (locale: Locale) =>
  storeQuery({
    queryKey: [...orderKeys.all, 'mine', locale],
    queryFn: () => signedIn(locale, (api) => api.order.user_orders.$get()),
  })

/** The parcels' status is the carrier's: asked only when some order has a waybill. */
export const trackingQuery = (locale: Locale, wanted: boolean) =>
  storeQuery({
    queryKey: [...orderKeys.all, 'tracking', locale],
    queryFn: () => signedIn(locale, (api) => api.order.tracking.$get()),
    enabled: wanted,
  })

/** The order as the server has it now (status, payment, refunds, waybill), by its reference. */
export const orderByReferenceQuery = (locale: Locale, reference: string | undefined) =>
  storeQuery({
    queryKey: [...orderKeys.all, 'by-reference', reference, locale],
    queryFn: () =>
      open(locale, (api) =>
        api.order.orders['by-reference'][':reference'].$get({
          param: { reference: encodeURIComponent(reference ?? '') },
        }),
      ),
    enabled: Boolean(reference),
  })

/**
 * PATCH /order/orders/by-reference/{reference}/: while a card payment is due, pay another way or
 * cancel (the lines go back to the cart); the order's cached view becomes the answer.
 */
export const changeOrderByReference = (
  locale: Locale,
  reference: string,
): MutationOptions<Order, ApiError, { pay_type: CheckoutPaymentType } | { status: 'declined' }> => ({
  mutationFn: (patch) =>
    open(locale, (api) =>
      api.order.orders['by-reference'][':reference'].$patch({
        param: { reference: encodeURIComponent(reference) },
        json: patch,
      }),
    ),
  onSuccess: (changed, _patch, _result, { client }) => {
    client.setQueryData(orderByReferenceQuery(locale, reference).queryKey, changed)
  },
})

/** Checkbox registers a receipt within seconds of the payment: the page asks a few times, then stops. */
export const RECEIPT_ASK_EVERY_MS = 3000
export const RECEIPT_ASKS = 10

/** Whether to ask for an order's receipts again: only while one is awaited, none has come, and asks are left. */
export const askForReceiptsAgain = (expectOne: boolean, found: number, asked: number): boolean =>
  expectOne && found === 0 && asked < RECEIPT_ASKS

/** An order's fiscal receipts; a failed ask counts as none yet. */
export const receiptsQuery = (locale: Locale, reference: string, expectOne: boolean) =>
  storeQuery({
    queryKey: [...orderKeys.all, 'receipts', reference, locale],
    queryFn: () =>
      open(locale, (api) => api.order.receipts[':reference'].$get({ param: { reference } })).catch(() => []),
    refetchInterval: ({ state }) =>
      askForReceiptsAgain(expectOne, state.data?.length ?? 0, state.dataUpdateCount) ? RECEIPT_ASK_EVERY_MS : false,
    refetchIntervalInBackground: true,
  })

/** A partner's invoice of an order paid by bank transfer. */
export const invoiceQuery = (locale: Locale, id: number) =>
  storeQuery({
    queryKey: [...orderKeys.all, 'invoice', id, locale],
    queryFn: () => signedIn(locale, (api) => api.order.orders[':id'].invoice.$get({ param: { id: String(id) } })),
    enabled: id > 0,
  })

/**
 * Spec §4 Payment check: the payment's status, asked again every 7000 ms while the bank is still
 * deciding; a settled outcome (or a failed ask) stops the asking.
 */
export const paymentStatusQuery = (locale: Locale, reference: string) =>
  storeQuery({
    queryKey: [...orderKeys.all, 'payment', reference, locale],
    queryFn: () =>
      open(locale, (api) =>
        api.order.payment.callback.$post({ json: { orderReference: reference, first_check: false } }),
      ),
    refetchInterval: ({ state }) =>
      state.status === 'success' && paymentOutcome(state.data?.transactionStatus) === 'processing'
        ? PAYMENT_POLL_MS
        : false,
    refetchIntervalInBackground: true,
    // Each visit of the check page asks anew: an older answer is not today's status.
    gcTime: 0,
  })

/**
 * The provider's signed purchase form for the stored order (spec §4 Payment page): asked once per
 * visit (an older form's signature is not reused) and again when the buyer retries.
 */
export const paymentFormQuery = (locale: Locale, order: StoredOrder) =>
  storeQuery({
    queryKey: [...orderKeys.all, 'payment-form', order.reference, locale],
    queryFn: () =>
      open(locale, (api) => api.order['generate-wayforpay-url'].$post({ json: purchaseFormRequest(order) })),
    gcTime: 0,
  })
