import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon, CheckIcon, CloseIcon } from '../ui/icons'
import { Spinner } from '../ui/loading-overlay'
import type { CheckedOrder } from './payment-check'
import { rememberOrderReference } from '../../lib/order-cookie'
import { APPROVED_REDIRECT_MS, type CheckOutcome, FAILED_REDIRECT_MS } from '../../domain/payment'

export type PaymentCheckState = 'checking' | CheckOutcome | 'error'

/** Where both outcomes lead (spec §4 Payment check). */
export const ORDER_SUCCESS_PATH = '/order-success'

/** Approved goes to the order success page after 3 s; any other settled status after 5 s. */
export function useLeaveWhenSettled(state: PaymentCheckState, reference: string) {
  const router = useRouter()
  useEffect(() => {
    if (state !== 'approved' && state !== 'failed' && state !== 'not_paid') return
    const timer = setTimeout(
      () => {
        rememberOrderReference(reference)
        router.history.push(ORDER_SUCCESS_PATH)
      },
      state === 'approved' ? APPROVED_REDIRECT_MS : FAILED_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [state, reference, router])
}

const MESSAGE = {
  checking: 'payment.checking',
  approved: 'payment.approved',
  processing: 'payment.processing',
  failed: 'payment.failed',
  not_paid: 'payment.not_paid',
  error: 'payment.check_error',
} as const satisfies Record<PaymentCheckState, string>

function StatusMark({ state }: { state: PaymentCheckState }) {
  if (state === 'checking' || state === 'processing') return <Spinner />
  const Icon = state === 'approved' ? CheckIcon : state === 'failed' ? CloseIcon : AlertIcon
  return (
    <span className={`payment-check__mark payment-check__mark--${state}`} aria-hidden="true">
      <Icon width={30} height={30} strokeWidth={2.2} />
    </span>
  )
}

/**
 * Spec §2 Payment check: a status mark, a title with the order number and the status message, true
 * from the first paint (the server's stored status); while the bank is still deciding, the buyer can
 * open the order or go home, and the check goes on by itself.
 */
export function PaymentCheckView({
  reference,
  checked,
  state,
}: {
  reference: string
  checked: CheckedOrder | null
  state: PaymentCheckState
}) {
  const { t } = useTranslation()
  useLeaveWhenSettled(state, reference)
  // Whatever happens next, the order's page shows this order.
  useEffect(() => rememberOrderReference(reference), [reference])
  const orderNumber = checked?.orderNumber
  const waiting = state === 'checking' || state === 'processing' || state === 'error'
  return (
    <section className="container payment-check" data-testid="payment-check">
      <div className="payment-check__card">
        <StatusMark state={state} />
        <h1 className="payment-check__title">
          {orderNumber ? t('payment.check_title', { number: orderNumber }) : t('payment.check_title_unknown')}
        </h1>
        <p
          className={`payment-check__message payment-check__message--${state}`}
          role="status"
          aria-live="polite"
          data-testid="payment-status"
          data-state={state}
        >
          {t(MESSAGE[state])}
        </p>
        {waiting && <p className="muted payment-check__note">{t('payment.check_label')}</p>}
        {waiting && (
          <div className="payment-check__actions" data-testid="payment-check-next">
            {state === 'error' && (
              <button type="button" className="btn btn--outline" onClick={() => window.location.reload()}>
                {t('payment.reload')}
              </button>
            )}
            {checked && (
              <a href="/order-success" className="btn btn--primary">
                {t('payment.to_order')}
              </a>
            )}
            <a href="/" className="btn btn--outline">
              {t('payment.home')}
            </a>
          </div>
        )}
      </div>
    </section>
  )
}
