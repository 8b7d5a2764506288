import type { Locale } from '../../domain/locale'
import { checkOutcome, type PaymentOutcome } from '../../domain/payment'
import { paymentStatusQuery } from '../../lib/store-queries/orders'
import { useStoreQuery } from '../../lib/store-queries/use-store-query'
import type { PaymentCheckState } from './payment-check-view'

/**
 * Spec §4 Payment check: the payment's status through the query layer, asked at once and again
 * every 7000 ms while it is processing (the query's interval); until the first answer the server's
 * stored status shows. A request error stops with an error.
 */
export function usePaymentCheck(reference: string, locale: Locale, initial: PaymentOutcome | null): PaymentCheckState {
  const read = useStoreQuery(paymentStatusQuery(locale, reference))
  if (read.error) return 'error'
  return read.data ? checkOutcome(read.data.transactionStatus, read.data.order_status) : (initial ?? 'checking')
}
