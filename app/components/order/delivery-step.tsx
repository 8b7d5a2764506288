import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import {
  CHECKOUT_DELIVERY_TYPES,
  COURIER_CITY,
  ORDER_FIELD_LIMITS,
  paymentsFor,
  type OrderField,
} from '../../domain/order-form'
import { NP_PICKED_TEXT_MAX } from '../../domain/nova-poshta'
import { NovaPoshtaFields } from '../delivery/nova-poshta-fields'
import { PromoField } from './promo-field'
import { TextField } from './text-field'
import type { Checkout } from './use-checkout'

/** Fetched when the invoice is chosen: it reads the company through the query layer. */
const InvoiceRequisitesNote = lazy(() =>
  import('./invoice-requisites-note').then(({ InvoiceRequisitesNote }) => ({ default: InvoiceRequisitesNote })),
)

/** Spec §2/§5 step 2: delivery (courier in Kyiv or Nova Poshta), the payments it allows, and a promo code. */
export function DeliveryStep({
  checkout,
  cart,
  locale,
}: {
  checkout: Checkout
  cart: readonly CartItem[]
  locale: Locale
}) {
  const { t } = useTranslation()
  const { step, values, errors, deliveryType, payment } = checkout
  // The step opens after "Далі": the focus goes to its heading, so a keyboard or screen-reader user
  // carries on from there rather than from the page's start (the first step's button is gone).
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (step === 2) heading.current?.focus()
  }, [step])

  if (step !== 2) {
    return (
      <section className="step step--locked" data-testid="order-step-2">
        <div className="step__head">
          <span className="step__num">2</span>
          <h2 className="step__title">{t('order.step_delivery')}</h2>
        </div>
      </section>
    )
  }

  const field = (name: OrderField, optional = false) => (
    <TextField
      name={name}
      label={t(`order.${name}`)}
      value={values[name]}
      error={errors[name]}
      optional={optional}
      maxLength={ORDER_FIELD_LIMITS[name]}
      onChange={(v) => checkout.change(name, v)}
      onBlur={() => checkout.blur(name)}
    />
  )

  return (
    <section className="step" data-testid="order-step-2">
      <div className="step__head">
        <span className="step__num">2</span>
        <h2 className="step__title" tabIndex={-1} ref={heading}>
          {t('order.step_delivery')}
        </h2>
      </div>
      <div className="step__body">
        <fieldset className="choices">
          <legend>{t('order.delivery')}</legend>
          {CHECKOUT_DELIVERY_TYPES.map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name="deliveryType"
                value={type}
                checked={deliveryType === type}
                onChange={() => checkout.chooseDelivery(type)}
              />
              <span className="choice__text">
                <b>{t(`order.${type}`)}</b>
                <small>{t(`order.${type}_note`)}</small>
              </span>
            </label>
          ))}
        </fieldset>

        {deliveryType === 'curier' && (
          <div className="fields fields--3">
            {field('street')}
            {field('house')}
            {field('appartment', true)}
            <TextField
              name="courier-city"
              label={t('order.city')}
              value={locale === 'en' ? 'Kyiv' : COURIER_CITY}
              error={null}
              disabled
              onChange={() => {}}
            />
          </div>
        )}
        {deliveryType === 'newpost' && (
          <div className="fields">
            <NovaPoshtaFields
              value={{ city: values.city, branch: values.branch, ...checkout.npRefs }}
              onChange={checkout.changeNewPost}
              labels={{ city: t('order.city'), branch: t('order.branch') }}
              errors={{
                city: errors.city ? t(`order.errors.${errors.city}`) : null,
                branch: errors.branch ? t(`order.errors.${errors.branch}`) : null,
              }}
              onBlur={checkout.blur}
              maxLength={{ city: NP_PICKED_TEXT_MAX, branch: NP_PICKED_TEXT_MAX }}
              locale={locale}
            />
          </div>
        )}

        <fieldset className="choices">
          <legend>{t('order.payment')}</legend>
          {deliveryType === '' ? (
            <p className="muted">{t('order.choose_delivery_first')}</p>
          ) : (
            paymentsFor(deliveryType, checkout.paymentsOffered).map((pay) => (
              <label key={pay} className="choice">
                <input
                  type="radio"
                  name="payment"
                  value={pay}
                  checked={payment === pay}
                  onChange={() => checkout.setPayment(pay)}
                />
                <span className="choice__text">
                  <b>{t(`order.pay_${pay}`)}</b>
                  {/* The carrier's own fee for carrying the money back surprises buyers at the branch: said before. */}
                  {pay === 'prepayment' && <small>{t('order.pay_prepayment_note')}</small>}
                </span>
              </label>
            ))
          )}
        </fieldset>
        {payment === 'invoice' && (
          <Suspense fallback={null}>
            <InvoiceRequisitesNote locale={locale} />
          </Suspense>
        )}

        <PromoField checkout={checkout} cart={cart} locale={locale} />
      </div>
    </section>
  )
}
