import { useEffect, useState } from 'react'
import { FiscalReceipts } from '../order/fiscal-receipts'
import { useTranslation } from 'react-i18next'
import type { ParcelTrackingDto } from '../../contract/delivery'
import type { Order } from '../../contract/order'
import type { Locale } from '../../domain/locale'
import { ORDER_STATUSES, type OrderStatus, PAYMENT_TYPES, type PaymentType } from '../../domain/order-status'
import { buyerPaymentState } from '../../domain/payment-state'
import { buyerPayment, buyerStatus, orderDelivery } from '../../domain/order-view'
import { trackingQuery, userOrdersQuery } from '../../lib/store-queries/orders'
import { useStoreQuery } from '../../lib/store-queries/use-store-query'
import { formatShortDate } from '../../lib/content-date'
import { storeReturnedOrder } from '../../lib/order-storage'
import { orderAgain } from '../../lib/reorder'
import { Price } from '../ui/price'
import { ReorderButton } from './reorder-button'

/** Spec §3 "Order returned", as GET /order/user_orders/ answers it (read for display only). */
export interface UserOrder {
  id: number
  order_number: string | number
  status: string
  pay_type: string
  total: number
  delivery_cost: number
  created: string
  products: {
    id: number
    quantity: number
    price: number
    total: number
    variant: { brand: string; brand_url: string; name: string }
  }[]
  // The store's own answer carries these too (app/contract/order.ts); older answers may not.
  delivery_type?: Order['delivery_type']
  ttn?: string
  np_city?: string
  np_branch?: string
  refunded?: number
  paid?: number
  reference?: string
  pay_until?: string | null
  notes?: { at: string; text: string }[]
  payment_state?: Order['payment_state']
  refunded_total?: number
  due_on_delivery?: number
  returns?: Order['returns']
}

/** Statuses in which money may have been taken, so receipts may exist (the others are not asked about). */
const FISCALISED: readonly string[] = [
  'payed',
  'prepered',
  'at_delivry',
  'delivring',
  'delivred',
  'returned',
  'declined',
]

/** The list may come bare or paginated. */
const listOf = (answer: unknown): UserOrder[] =>
  Array.isArray(answer)
    ? answer
    : Array.isArray((answer as { results?: unknown })?.results)
      ? (answer as { results: UserOrder[] }).results
      : []

/** Spec §2 orders: a list with a loading message; §8 'Error loading orders' when it fails. */
export function OrdersSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const read = useStoreQuery(userOrdersQuery(locale))
  const orders = read.data === undefined ? null : listOf(read.data)
  const failed = read.error !== null
  // The parcels' status is the carrier's: missing when it cannot say.
  const tracked = useStoreQuery(trackingQuery(locale, orders?.some((o) => o.ttn) ?? false))
  const tracking: Record<string, ParcelTrackingDto> = tracked.data ?? {}
  useEffect(() => {
    if (read.error) console.warn('orders', read.error)
    if (tracked.error) console.warn('tracking', tracked.error)
  }, [read.error, tracked.error])

  return (
    <section className="profile__section" data-testid="profile-orders">
      <h2 className="profile__section-title">{t('accounts.orders.title')}</h2>
      {failed ? (
        <p className="form-message form-message--error" role="alert">
          {t('accounts.orders.error')}
        </p>
      ) : orders === null ? (
        <p className="muted" role="status">
          {t('accounts.orders.loading')}
        </p>
      ) : orders.length === 0 ? (
        <div className="profile__empty">
          <p className="muted">{t('accounts.orders.empty')}</p>
          <a href="/catalogue" className="btn btn--outline btn--small">
            {t('accounts.orders.to_catalogue')}
          </a>
        </div>
      ) : (
        <ul className="orders">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} tracking={tracking[String(order.id)]} />
          ))}
        </ul>
      )}
    </section>
  )
}

function OrderCard({ order, tracking }: { order: UserOrder; tracking: ParcelTrackingDto | undefined }) {
  const { t, i18n } = useTranslation()
  const status = (ORDER_STATUSES as readonly string[]).includes(order.status)
    ? t(`order.statuses.${buyerStatus(order.status as OrderStatus, order.pay_type as PaymentType)}`)
    : order.status
  const payType = (PAYMENT_TYPES as readonly string[]).includes(order.pay_type)
    ? t(`accounts.pay_type.${order.pay_type}`)
    : order.pay_type
  // The moment of this render, once: whether a payment deadline has passed.
  const [now] = useState(() => Date.now())
  const known =
    (ORDER_STATUSES as readonly string[]).includes(order.status) &&
    (PAYMENT_TYPES as readonly string[]).includes(order.pay_type)
  const payment = known
    ? buyerPayment({ ...(order as unknown as Order), pay_until: order.pay_until ?? null }, now)
    : null
  // The same reading as the order's own page: a prepaid cash-on-delivery order is not "paid".
  const paymentState = order.payment_state && buyerPaymentState(order.payment_state, order.due_on_delivery ?? 0)
  const delivery =
    order.delivery_type && known
      ? orderDelivery({ ...(order as unknown as Order), delivery_type: order.delivery_type })
      : order.delivery_cost || 'free'
  return (
    <li className="order" data-testid="order">
      <div className="order__head">
        <h3 className="order__number">{t('accounts.orders.number', { number: order.order_number })}</h3>
        <span className={`order__status order__status--${order.status}`}>{status}</span>
      </div>
      <dl className="order__meta">
        <div>
          <dt>{t('accounts.orders.date')}</dt>
          <dd>{formatShortDate(order.created, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('accounts.orders.payment')}</dt>
          <dd>{payType}</dd>
        </div>
        <div>
          <dt>{t('accounts.orders.delivery')}</dt>
          <dd data-testid="order-delivery">
            {delivery === 'carrier' ? (
              t('accounts.orders.by_carrier')
            ) : delivery === 'free' ? (
              t('accounts.orders.free')
            ) : (
              <Price value={delivery} />
            )}
          </dd>
        </div>
        {order.np_branch && (
          <div className="order__meta-wide">
            <dt>{t('accounts.orders.np_branch')}</dt>
            <dd data-testid="order-np-branch">
              {order.np_city}, {order.np_branch}
            </dd>
          </div>
        )}
        {order.ttn && (
          <div>
            <dt>{t('accounts.orders.ttn')}</dt>
            <dd data-testid="order-ttn">{order.ttn}</dd>
          </div>
        )}
        {tracking && (
          <div className="order__meta-wide">
            <dt>{t('accounts.orders.tracking')}</dt>
            <dd data-testid="order-tracking">
              {/* The carrier words its statuses in Ukrainian; English readers get the stage. */}
              {i18n.language === 'ua' && tracking.status ? tracking.status : t(`accounts.tracking.${tracking.stage}`)}
            </dd>
          </div>
        )}
        {paymentState && (
          <div>
            <dt>{t('accounts.orders.payment_state')}</dt>
            <dd data-testid="order-payment-state" data-state={paymentState}>
              {t(`accounts.orders.payment_states.${paymentState}`)}
              {paymentState === 'prepaid' && Boolean(order.paid) && (
                <>
                  {' '}
                  <Price value={order.paid!} />
                </>
              )}
            </dd>
          </div>
        )}
        {Boolean(order.due_on_delivery) && (
          <div>
            <dt>{t('accounts.orders.due_on_delivery')}</dt>
            <dd data-testid="order-due-on-delivery">
              <Price value={order.due_on_delivery!} />
            </dd>
          </div>
        )}
        {Boolean(order.refunded_total ?? order.refunded) && (
          <div>
            <dt>{t('accounts.orders.refunded_total')}</dt>
            <dd data-testid="order-refunded">
              <Price value={(order.refunded_total ?? order.refunded)!} />
            </dd>
          </div>
        )}
      </dl>
      {order.returns && order.returns.length > 0 && (
        <div className="order__returns" data-testid="order-returns">
          <b>{t('accounts.orders.returns')}</b>
          <ul>
            {order.returns.map((r) => (
              <li key={r.at}>
                {t('accounts.orders.return_entry', {
                  date: formatShortDate(r.at, i18n.language),
                  count: r.lines.reduce((sum, l) => sum + l.quantity, 0),
                })}{' '}
                ({t(`accounts.orders.return_reasons.${r.reason}`)}
                {r.refunded > 0 && (
                  <>
                    , {t('accounts.orders.return_money')} <Price value={r.refunded} />
                  </>
                )}
                )
                <ul>
                  {r.lines.map((l) => (
                    <li key={l.line_id}>
                      {order.products.find((p) => p.id === l.line_id)?.variant.name ?? ''} ×{l.quantity}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
      {order.reference && FISCALISED.includes(order.status) && (
        <FiscalReceipts reference={order.reference} expectOne={false} />
      )}
      {order.notes?.map((note) => (
        <p key={note.at} className="muted order__note">
          {note.text}
        </p>
      ))}
      {order.pay_type === 'invoice' && (
        <a href={`/invoice/${order.id}`} className="btn btn--outline btn--small" data-testid="order-invoice">
          {t('order.invoice.open')}
        </a>
      )}
      {payment !== 'expired' && <ReorderButton orderId={order.id} locale={i18n.language as Locale} />}
      {payment === 'expired' && (
        <p className="muted">
          {t('accounts.orders.expired')}{' '}
          <button
            type="button"
            className="btn btn--outline btn--small"
            data-testid="order-again"
            onClick={() => orderAgain(order as unknown as Order)}
          >
            {t('accounts.orders.order_again')}
          </button>
        </p>
      )}
      {payment === 'pay' && (
        <a
          href="/payment"
          className="btn btn--primary btn--small"
          data-testid="order-pay"
          onClick={() => storeReturnedOrder(order as unknown as Order)}
        >
          {t('accounts.orders.pay_again')}
        </a>
      )}
      <ul className="order__lines" aria-label={t('accounts.orders.products')}>
        {order.products.map((line) => (
          <li key={line.id} className="order__line">
            <span className="order__product">
              {line.variant.brand && (
                <a className="order__brand" href={line.variant.brand_url}>
                  {line.variant.brand}
                </a>
              )}
              {line.variant.name}
            </span>
            <span className="order__qty">
              {t('accounts.orders.quantity', { count: line.quantity })} × <Price value={line.price} />
            </span>
            <span className="order__sum">
              <Price value={line.total} />
            </span>
          </li>
        ))}
      </ul>
      <p className="order__total">
        {t('accounts.orders.total')}: <Price value={order.total} />
      </p>
    </li>
  )
}
