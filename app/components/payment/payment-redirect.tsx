import { Link } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { rememberOrderReference } from '../../lib/order-cookie'
import { ORDER_STORAGE_KEY, purchaseFormInputs, readStoredOrder, type StoredOrder } from '../../lib/payment-form'
import { writeStoredList } from '../../lib/stored-list'
import { useStoredValue } from '../../lib/use-stored-value'
import { LoadingOverlay } from '../ui/loading-overlay'
import type { SignedFormState } from './signed-payment-form'

// The signed form is read through the query layer, whose chunk comes after the first paint.
const SignedPaymentForm = lazy(() => import('./signed-payment-form').then((m) => ({ default: m.SignedPaymentForm })))

/** Where Back from the provider leads: the order, able to pay again or another way. */
const ORDER_PAGE_PATH = '/order-success'

/**
 * Spec §4 Payment page: loading overlay, the signed form for the stored order, a hidden form
 * submitted to the provider, then the cart is cleared. Back from the provider opens the order's page.
 */
export function PaymentRedirect({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const raw = useStoredValue(ORDER_STORAGE_KEY)
  // undefined until the browser's storage is read; null when there is no order to pay.
  const order = useMemo(() => (raw === undefined ? undefined : readStoredOrder(raw)), [raw])

  // A page restored from the back-forward cache keeps its overlay: load the order's page instead.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && window.location.replace(ORDER_PAGE_PATH)
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  const overlay = <LoadingOverlay title={t('payment.redirect_title')} text={t('payment.redirect_text')} />
  if (order === null) {
    return (
      <section className="container status-page" data-testid="payment-no-order">
        <h1>{t('payment.no_order_title')}</h1>
        <p>{t('payment.no_order_text')}</p>
        <div className="status-page__actions">
          <a href="/catalogue" className="btn btn--primary">
            {t('payment.to_catalogue')}
          </a>
          <a href="/page/payment" className="btn btn--outline">
            {t('payment.payment_terms')}
          </a>
        </div>
      </section>
    )
  }

  if (order === undefined) return overlay
  return (
    <Suspense fallback={overlay}>
      <SignedPaymentForm order={order} locale={locale}>
        {(state, retry) => <PaymentStep order={order} state={state} retry={retry} overlay={overlay} />}
      </SignedPaymentForm>
    </Suspense>
  )
}

/** The signed form submitted to the provider, or why it could not be had. */
function PaymentStep({
  order,
  state,
  retry,
  overlay,
}: {
  order: StoredOrder
  state: SignedFormState
  retry: () => void
  overlay: ReactNode
}) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (state.kind !== 'submit') return
    // Back from the provider's page must lead to the order, not here (which would send the buyer
    // straight back to the provider): this history entry becomes the order's page before leaving.
    rememberOrderReference(order.reference)
    window.history.replaceState(window.history.state, '', ORDER_PAGE_PATH)
    formRef.current?.submit()
    writeStoredList('cart', [])
  }, [state, order])

  if (state.kind === 'error') {
    const message =
      state.status === 409
        ? t('payment.not_payable')
        : state.status === 503
          ? t('payment.unavailable')
          : t('payment.error_text')
    return (
      <section className="container status-page" data-testid="payment-error">
        <h1>{t('payment.error_title')}</h1>
        <p>{message}</p>
        <div className="status-page__actions">
          {state.status !== 409 && (
            <button type="button" className="btn btn--primary" onClick={retry}>
              {t('payment.retry')}
            </button>
          )}
          <Link to="/check-payment/$reference" params={{ reference: order.reference }} className="btn btn--outline">
            {t('payment.check_payment')}
          </Link>
        </div>
      </section>
    )
  }

  return (
    <>
      {overlay}
      {state.kind === 'submit' && (
        <form ref={formRef} method="post" action={state.form.url} acceptCharset="utf-8" hidden>
          {purchaseFormInputs(state.form).map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
        </form>
      )}
    </>
  )
}
