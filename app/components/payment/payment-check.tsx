import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { AlertIcon, CheckIcon, CloseIcon } from '../ui/icons'
import { Spinner } from '../ui/loading-overlay'
import { storedOrderNumber } from '../../lib/order-storage'
import { type PaymentCheckState, usePaymentCheck } from './use-payment-check'

const MESSAGE = {
  checking: 'payment.checking',
  approved: 'payment.approved',
  processing: 'payment.processing',
  failed: 'payment.failed',
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

const noSubscription = () => () => {}

/** Spec §2 Payment check: a spinner, a title with the order number (when this browser placed it) and the status message. */
export function PaymentCheck({ reference, locale }: { reference: string; locale: Locale }) {
  const { t } = useTranslation()
  const state = usePaymentCheck(reference, locale)
  const orderNumber = useSyncExternalStore(
    noSubscription,
    () => storedOrderNumber(reference),
    () => null,
  )
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
        <p className="muted payment-check__note">{t('payment.check_label')}</p>
        {state === 'error' && (
          <button type="button" className="btn btn--outline" onClick={() => window.location.reload()}>
            {t('payment.reload')}
          </button>
        )}
      </div>
    </section>
  )
}
