import { lazy, Suspense } from 'react'
import type { Locale } from '../../domain/locale'
import type { PaymentOutcome } from '../../domain/payment'
import { PaymentCheckView } from './payment-check-view'

/** What the server rendered the check page with: the order's number and what its stored status says. */
export interface CheckedOrder {
  orderNumber: string
  outcome: PaymentOutcome | null
}

// The asking goes through the query layer, whose chunk comes after the first paint (polled-payment-check.tsx).
const PolledPaymentCheck = lazy(() => import('./polled-payment-check').then((m) => ({ default: m.PolledPaymentCheck })))

/**
 * Spec §4 Payment check: starts from what the server rendered (the order's stored status); a settled
 * one is shown as it is, an unknown or processing one is asked about (polled-payment-check.tsx).
 */
export function PaymentCheck({
  reference,
  locale,
  checked,
}: {
  reference: string
  locale: Locale
  checked: CheckedOrder | null
}) {
  const initial = checked?.outcome ?? null
  const first = <PaymentCheckView reference={reference} checked={checked} state={initial ?? 'checking'} />
  if (initial === 'approved' || initial === 'failed') return first
  return (
    <Suspense fallback={first}>
      <PolledPaymentCheck reference={reference} locale={locale} initial={initial}>
        {(state) => <PaymentCheckView reference={reference} checked={checked} state={state} />}
      </PolledPaymentCheck>
    </Suspense>
  )
}
