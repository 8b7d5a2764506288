import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { PaymentStatus } from '../../contract/payment'
import type { Locale } from '../../domain/locale'
import {
  APPROVED_REDIRECT_MS,
  FAILED_REDIRECT_MS,
  PAYMENT_POLL_MS,
  type PaymentOutcome,
  paymentOutcome,
} from '../../domain/payment'
import { apiFetch } from '../../lib/api-client'
import { rememberOrderReference } from '../../lib/order-cookie'

export type PaymentCheckState = 'checking' | PaymentOutcome | 'error'

/** Where both outcomes lead (spec §4 Payment check). */
export const ORDER_SUCCESS_PATH = '/order-success'

/**
 * Spec §4 Payment check: starts from what the server rendered (the order's stored status); while
 * that is unknown or processing it checks at once, then every 7000 ms while the payment is
 * processing. Approved stops and goes to the order success page after 3 s; any other status stops
 * and goes there after 5 s; a request error stops with an error.
 */
export function usePaymentCheck(reference: string, locale: Locale, initial: PaymentOutcome | null): PaymentCheckState {
  const router = useRouter()
  const [state, setState] = useState<PaymentCheckState>(initial ?? 'checking')

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = (outcome: PaymentOutcome) => {
      setState(outcome)
      if (outcome === 'processing') timer = setTimeout(check, PAYMENT_POLL_MS)
      else
        timer = setTimeout(
          () => {
            rememberOrderReference(reference)
            router.history.push(ORDER_SUCCESS_PATH)
          },
          outcome === 'approved' ? APPROVED_REDIRECT_MS : FAILED_REDIRECT_MS,
        )
    }
    const check = async () => {
      let status: PaymentStatus
      try {
        status = await apiFetch(
          (api) => api.order.payment.callback.$post({ json: { orderReference: reference, first_check: false } }),
          { locale },
        )
      } catch {
        if (!stopped) setState('error')
        return
      }
      if (!stopped) settle(paymentOutcome(status.transactionStatus))
    }
    if (initial === 'approved' || initial === 'failed') settle(initial)
    else void check()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [reference, locale, router, initial])

  return state
}
