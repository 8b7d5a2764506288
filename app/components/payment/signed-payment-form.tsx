import type { ReactNode } from 'react'
import type { PurchaseForm } from '../../contract/payment'
import type { Locale } from '../../domain/locale'
import type { StoredOrder } from '../../lib/payment-form'
import { paymentFormQuery } from '../../lib/store-queries/orders'
import { useStoreQuery } from '../../lib/store-queries/use-store-query'

export type SignedFormState =
  { kind: 'loading' } | { kind: 'submit'; form: PurchaseForm } | { kind: 'error'; status: number }

/**
 * The provider's signed form for the stored order, read through the query layer in a chunk of its
 * own (the payment page's first load carries none of it). The page hands in what to show, so this
 * chunk imports nothing back from the page's.
 */
export function SignedPaymentForm({
  order,
  locale,
  children,
}: {
  order: StoredOrder
  locale: Locale
  children: (state: SignedFormState, retry: () => void) => ReactNode
}) {
  const read = useStoreQuery(paymentFormQuery(locale, order))
  const state: SignedFormState = read.data
    ? { kind: 'submit', form: read.data }
    : read.error && !read.isFetching
      ? { kind: 'error', status: read.error.status }
      : { kind: 'loading' }
  return children(state, () => void read.refetch())
}
