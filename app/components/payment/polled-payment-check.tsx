import type { ReactNode } from 'react'
import type { Locale } from '../../domain/locale'
import type { PaymentOutcome } from '../../domain/payment'
import type { PaymentCheckState } from './payment-check-view'
import { usePaymentCheck } from './use-payment-check'

/**
 * The check page while the payment is unknown or processing: asked at once, then every 7000 ms.
 * The page hands in its view, so this chunk imports nothing back from the page's own.
 */
export function PolledPaymentCheck({
  reference,
  locale,
  initial,
  children,
}: {
  reference: string
  locale: Locale
  initial: PaymentOutcome | null
  children: (state: PaymentCheckState) => ReactNode
}) {
  return children(usePaymentCheck(reference, locale, initial))
}
