import { useTranslation } from 'react-i18next'
import type { Order } from '../../contract/order'
import { orderDelivery } from '../../domain/order-view'
import { useMoney } from '../ui/use-money'

/** The delivery as the order has it: the courier's cost, free, or the carrier's own rates. */
export function DeliveryCharge({ order }: { order: Pick<Order, 'delivery_type' | 'delivery_cost' | 'pay_type'> }) {
  const { t } = useTranslation()
  const money = useMoney()
  const charge = orderDelivery(order)
  return (
    <>
      {charge === 'carrier'
        ? t('order.delivery_by_carrier')
        : charge === 'free'
          ? t('order.delivery_free')
          : money(charge)}
    </>
  )
}

/** What happened after the order was placed: money refunded, the waybill, the store's notes to the buyer. */
export function OrderAftercare({ order }: { order: Pick<Order, 'refunded' | 'ttn' | 'notes'> }) {
  const { t } = useTranslation()
  const money = useMoney()
  if (!order.refunded && !order.ttn && order.notes.length === 0) return null
  return (
    <dl className="summary" data-testid="order-aftercare">
      {order.refunded > 0 && (
        <div className="summary__row">
          <dt>{t('order.refunded')}</dt>
          <dd data-testid="order-refunded">{money(order.refunded)}</dd>
        </div>
      )}
      {order.ttn && (
        <div className="summary__row">
          <dt>{t('order.ttn')}</dt>
          <dd data-testid="order-ttn">{order.ttn}</dd>
        </div>
      )}
      {order.notes.length > 0 && (
        <div className="summary__row">
          <dt>{t('order.store_notes')}</dt>
          <dd>
            {order.notes.map((n) => (
              <p key={n.at}>{n.text}</p>
            ))}
          </dd>
        </div>
      )}
    </dl>
  )
}
