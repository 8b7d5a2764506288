import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../contract/order'
import { type CheckoutPaymentType, PAYMENTS_FOR_DELIVERY } from '../../domain/order-form'
import { useLocale } from '../../i18n/use-locale'
import { storeReturnedOrder } from '../../lib/order-storage'
import { orderAgain } from '../../lib/reorder'
import { changeOrderByReference } from '../../lib/store-queries/orders'
import { useStoreMutation } from '../../lib/store-queries/use-store-query'

const PAY_LABEL = {
  card: 'order.pay_card',
  cash: 'order.pay_cash',
  prepayment: 'order.pay_prepayment',
  invoice: 'order.pay_invoice',
} as const satisfies Record<CheckoutPaymentType, string>

/**
 * An order whose card payment is due (also after Back from the provider's page): pay now, pay
 * another way the delivery allows, or take the lines back to the cart to change the order (the
 * order is cancelled, its goods go back on sale). The deadline is shown only while it is ahead.
 */
export function OrderPaymentActions({ order, now }: { order: Order; now: number }) {
  const { t, i18n } = useTranslation()
  const locale = useLocale()
  const router = useRouter()
  const others =
    order.delivery_type === 'pickup'
      ? []
      : PAYMENTS_FOR_DELIVERY[order.delivery_type].filter((p) => p !== order.pay_type && p !== 'invoice')

  const changeOrder = useStoreMutation(changeOrderByReference(locale, order.reference))
  const [failed, setFailed] = useState(false)
  const change = async (patch: { pay_type: CheckoutPaymentType } | { status: 'declined' }) => {
    setFailed(false)
    const changed = await changeOrder.mutate(patch).catch(() => null)
    if (!changed) return setFailed(true)
    storeReturnedOrder(changed)
    if ('status' in patch) orderAgain(changed)
    else await router.invalidate()
  }
  const busy = changeOrder.isPending

  const until = order.pay_until ? Date.parse(order.pay_until) : null
  return (
    <div className="success__pay" data-testid="order-payment-actions">
      {order.status === 'created' && until !== null && until > now && (
        <p className="muted" data-testid="pay-until">
          {t('order.pay_until', {
            time: new Date(until).toLocaleTimeString(i18n.language === 'en' ? 'en-GB' : 'uk-UA', {
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </p>
      )}
      <div className="success__pay-actions">
        <a
          href="/payment"
          className="btn btn--primary"
          data-testid="pay-again"
          onClick={() => storeReturnedOrder(order)}
        >
          {t(order.status === 'payed_error' ? 'order.pay_again' : 'order.pay_now')}
        </a>
        {others.map((other) => (
          <button
            key={other}
            type="button"
            className="btn btn--outline"
            data-testid={`pay-with-${other}`}
            disabled={busy}
            onClick={() => void change({ pay_type: other })}
          >
            {t('order.pay_instead', { method: t(PAY_LABEL[other]) })}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--ghost"
          data-testid="change-order"
          disabled={busy}
          onClick={() => void change({ status: 'declined' })}
        >
          {t('order.change_order')}
        </button>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {t('order.change_failed')}
        </p>
      )}
    </div>
  )
}
