import { useTranslation } from 'react-i18next'
import { deliveryCharge, FREE_COURIER_DELIVERY_FROM_UAH } from '../../domain/delivery-cost'
import { useMoney } from '../ui/use-money'
import type { Checkout } from './use-checkout'
import { prepaymentSplit } from '../../domain/payment'
import { removeFromStoredCart } from '../../lib/cart-storage'
import { PriceRiseNotice } from './price-rise-notice'

/** The line above the button: lines no longer on sale are named, with a button that takes them out of the cart. */
function SummaryError({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation()
  const { gone, formError } = checkout
  if (gone.length > 0)
    return (
      <div className="form-error" role="alert" data-testid="order-gone">
        <p>{t('order.cart_gone', { names: gone.map((item) => `«${item.name}»`).join(', ') })}</p>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => gone.forEach((item) => removeFromStoredCart(item.id))}
        >
          {t('order.remove_gone')}
        </button>
      </div>
    )
  return formError ? (
    <p className="form-error" role="alert" data-testid="order-error">
      {t(formError)}
    </p>
  ) : null
}

/** Spec §2 summary: goods, promo discount, delivery cost and the total as the server quoted them, with the submit button. */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation()
  const money = useMoney()
  const { quote, quotePending, deliveryType, payment, formError, submitting, canSubmit } = checkout
  if (!quote) {
    return (
      <section className="panel-card" data-testid="order-summary" aria-busy="true">
        <h2 className="panel-card__title">{t('order.summary')}</h2>
        {/* A refused cart (a partner's below the minimum) has no figures to wait for: its reason stands alone. */}
        {!formError && <div className="card--skeleton summary__loading" />}
        <SummaryError checkout={checkout} />
        {/* Keyed: the same live region once the figures come, so a rise it then says is announced. */}
        <PriceRiseNotice key="price-rise" />
      </section>
    )
  }
  const goodsAfterPromo = quote.goods_total - quote.promo_discount
  const split = payment === 'prepayment' ? prepaymentSplit(quote.total) : null
  // The server's cost, stated for the payment chosen: Nova Poshta is free with a card payment.
  const charge = deliveryType === '' ? quote.delivery : deliveryCharge(deliveryType, quote.delivery_cost, payment)
  const delivery =
    charge === 'carrier'
      ? t('order.delivery_by_carrier')
      : charge === 'free'
        ? t('order.delivery_free')
        : money(quote.delivery_cost)

  return (
    <section className="panel-card" data-testid="order-summary" aria-busy={quotePending}>
      <h2 className="panel-card__title">{t('order.summary')}</h2>
      <dl className={quotePending ? 'summary summary--pending' : 'summary'}>
        <div className="summary__row">
          <dt>{t('order.goods')}</dt>
          <dd data-testid="summary-goods">{money(quote.goods_total)}</dd>
        </div>
        {quote.promo_discount > 0 && (
          <div className="summary__row summary__row--promo">
            <dt>{t('order.promo_discount')}</dt>
            <dd data-testid="summary-promo">−{money(quote.promo_discount)}</dd>
          </div>
        )}
        {deliveryType !== '' && quote.delivery !== null && (
          <div className="summary__row">
            <dt>{t('order.delivery_cost')}</dt>
            <dd data-testid="summary-delivery">{delivery}</dd>
          </div>
        )}
        <div className="summary__row summary__row--total">
          <dt>{t('order.total')}</dt>
          <dd data-testid="summary-total">{money(quote.total)}</dd>
        </div>
        {split !== null && split.onDeliveryUah > 0 && (
          // Cash on delivery: what the card pays now, and what the carrier collects at the branch.
          <>
            <div className="summary__row">
              <dt>{t('order.prepayment_now')}</dt>
              <dd data-testid="summary-pay-now">{money(split.nowUah)}</dd>
            </div>
            <div className="summary__row">
              <dt>{t('order.due_on_delivery')}</dt>
              <dd data-testid="summary-due-on-delivery">{money(split.onDeliveryUah)}</dd>
            </div>
          </>
        )}
      </dl>
      {deliveryType === 'curier' && goodsAfterPromo < FREE_COURIER_DELIVERY_FROM_UAH && (
        <p className="summary__note">
          {t('order.free_delivery_left', { amount: money(FREE_COURIER_DELIVERY_FROM_UAH - goodsAfterPromo) })}
        </p>
      )}
      <SummaryError checkout={checkout} />
      {checkout.step === 2 && checkout.messagesOffered && (
        <label className="opt-in" data-testid="order-messages-opt-in">
          <input
            type="checkbox"
            name="messages_opt_in"
            checked={checkout.messagesOptIn}
            onChange={(e) => checkout.setMessagesOptIn(e.currentTarget.checked)}
          />
          <span>
            {t('order.messages_opt_in')}
            <small className="opt-in__hint">{t('order.messages_opt_in_hint')}</small>
          </span>
        </label>
      )}
      {checkout.missing.length > 0 && (
        <p className="form-error" role="alert" data-testid="order-missing">
          {checkout.missing.map((gap) => t(`order.missing.${gap}`)).join(' ')}
        </p>
      )}
      <PriceRiseNotice key="price-rise" />
      {checkout.step === 2 && (
        // Not `disabled`: the button stays in the Tab order, and pressed too early it says what is missing.
        <button
          type="button"
          className="btn btn--primary sidepanel__cta"
          aria-disabled={!canSubmit || undefined}
          onClick={() => void checkout.submit()}
          data-testid="order-submit"
        >
          {submitting ? t('order.submitting') : t('order.submit')}
        </button>
      )}
    </section>
  )
}
