import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../contract/order'
import { buyerPayment, buyerStatus, courierAddressLine, orderHeadline } from '../../domain/order-view'
import { amountDueByCard } from '../../domain/payment'
import { buyerPaymentState } from '../../domain/payment-state'
import { clearStoredCart } from '../../lib/cart-storage'
import { pushDataLayer } from '../../lib/data-layer'
import { useReturnedOrder } from '../../lib/order-storage'
import { orderAgain } from '../../lib/reorder'
import { useMoney } from '../ui/use-money'
import { DeliveryCharge, OrderAftercare } from './order-facts'
import { OrderPaymentActions } from './order-payment-actions'

// Query's chunk and the blocks that read through it come after the first paint (current-order.tsx).
const loadCurrent = () => import('./current-order')
const CurrentOrder = lazy(() => loadCurrent().then((m) => ({ default: m.CurrentOrder })))
const FiscalReceipts = lazy(() => loadCurrent().then((m) => ({ default: m.FiscalReceipts })))

/** What the server rendered the page with: the order of this browser's order cookie, and its clock. */
export interface ServerOrder {
  order: Order | null
  now: number
}

/**
 * Spec §2 order success: number, lines (variant name, quantity, price), total and delivery cost, a
 * link home; then the cart is cleared. The order is the server's, read by the reference in the order
 * cookie, so the first paint shows its true status (paid, failed, awaiting payment). A browser
 * without the cookie falls back to localStorage `order`, whose status is then read from the server.
 */
export function OrderSuccess({ server }: { server: ServerOrder }) {
  return server.order ? <OrderSuccessView order={server.order} now={server.now} /> : <StoredOrderSuccess />
}

/** The stored copy, shown at once; then the server's state of the order it names. */
function StoredOrderSuccess() {
  const stored = useReturnedOrder()
  // The moment of this render: whether a payment deadline has passed.
  const [now] = useState(() => Date.now())
  if (!stored) return <OrderSuccessView order={stored} now={now} />
  return (
    <Suspense fallback={<OrderSuccessView order={stored} now={now} />}>
      <CurrentOrder stored={stored}>{(order) => <OrderSuccessView order={order} now={now} />}</CurrentOrder>
    </Suspense>
  )
}

function OrderSuccessView({ order, now }: { order: Order | null | undefined; now: number }) {
  const { t } = useTranslation()
  const money = useMoney()

  // The page's head is rendered before the browser's stored order is known; without one the title
  // must say what the heading says.
  useEffect(() => {
    if (order === null) document.title = `${t('order.success_missing')} | Beauty Pro`
  }, [order, t])

  useEffect(() => {
    if (!order) return
    clearStoredCart()
    pushPurchaseOnce(order)
  }, [order])

  // The address is in the placing answer only (kept in this browser); the server's copy by reference has none.
  const placed = useReturnedOrder()
  const courierAddress =
    order?.courier_address ?? (placed && placed.reference === order?.reference ? placed.courier_address : undefined)

  if (order === undefined) return <div className="container success" aria-busy="true" />
  const payment = order ? buyerPayment(order, now) : null
  const headline = order ? orderHeadline(order, now) : null
  const [title, text] = headline
    ? ([`order.${headline.title}`, `order.${headline.text}`] as const)
    : (['order.success_title', 'order.success_text'] as const)
  if (order === null) {
    return (
      <section className="container status-page" data-testid="order-success-missing">
        <h1>{t('order.success_missing')}</h1>
        <p>{t('order.success_missing_text')}</p>
        <Link to="/" className="btn btn--primary">
          {t('order.home')}
        </Link>
      </section>
    )
  }

  return (
    <div className="container success" data-testid="order-success">
      <header className="success__head">
        {(title === 'order.success_title' || title === 'order.success_delivered_title') && (
          <span className="success__icon" aria-hidden="true">
            <svg
              width="34"
              height="34"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </svg>
          </span>
        )}
        <h1 data-testid="order-success-title">{t(title)}</h1>
        <p className="success__number" data-testid="order-number">
          {t('order.success_number', { number: order.order_number })}
        </p>
        <span className="success__status" data-testid="order-status">
          {t('order.status')}: {t(`order.statuses.${buyerStatus(order.status, order.pay_type)}`)}
        </span>
        <p className="muted" data-testid="order-success-text">
          {t(text, { amount: money(amountDueByCard({ payType: order.pay_type, totalUah: order.total }) ?? 0) })}
        </p>
        {payment === 'pay' && <OrderPaymentActions order={order} now={now} />}
        {order.pay_type === 'invoice' && (
          <a href={`/invoice/${order.id}`} className="btn btn--primary" data-testid="order-invoice">
            {t('order.invoice.open')}
          </a>
        )}
        {payment === 'expired' && (
          <button
            type="button"
            className="btn btn--primary"
            data-testid="order-again"
            onClick={() => orderAgain(order)}
          >
            {t('order.order_again')}
          </button>
        )}
      </header>

      <section className="panel-card">
        <h2 className="panel-card__title">{t('order.success_items')}</h2>
        <table className="success__table" data-testid="order-lines">
          <thead>
            <tr>
              <th scope="col">{t('order.product')}</th>
              <th scope="col" className="num">
                {t('order.quantity')}
              </th>
              <th scope="col" className="num">
                {t('order.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((line) => (
              <tr key={line.id} data-testid="order-line">
                <td>
                  {line.variant.name}
                  <small>
                    {line.variant.brand}
                    {line.preorder_quantity > 0 && ` · ${line.preorder_quantity} ${t('order.preorder_note')}`}
                  </small>
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">{money(line.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="summary">
          <div className="summary__row">
            <dt>{t('order.goods')}</dt>
            <dd>{money(order.goods_total)}</dd>
          </div>
          {order.promo_discount > 0 && (
            <div className="summary__row summary__row--promo">
              <dt>{t('order.promo_discount')}</dt>
              <dd>−{money(order.promo_discount)}</dd>
            </div>
          )}
          <div className="summary__row">
            <dt>{t('order.delivery_cost')}</dt>
            <dd data-testid="order-delivery">
              <DeliveryCharge order={order} />
            </dd>
          </div>
          {order.np_branch && (
            <div className="summary__row">
              <dt>{t('order.np_branch')}</dt>
              <dd data-testid="order-np-branch">
                {order.np_city}
                <br />
                {order.np_branch}
              </dd>
            </div>
          )}
          {courierAddress && (
            <div className="summary__row">
              <dt>{t('order.courier_address')}</dt>
              <dd data-testid="order-courier-address">{courierAddressLine(courierAddress, t('order.flat_short'))}</dd>
            </div>
          )}
          <div className="summary__row summary__row--total">
            <dt>{t(`order.${headline?.total ?? 'total'}`)}</dt>
            <dd data-testid="order-total">{money(order.total)}</dd>
          </div>
          {buyerPaymentState(order.payment_state, order.due_on_delivery) === 'prepaid' && (
            <>
              <div className="summary__row">
                <dt>{t('order.prepaid')}</dt>
                <dd data-testid="order-prepaid">{money(order.paid)}</dd>
              </div>
              <div className="summary__row">
                <dt>{t('order.due_on_delivery')}</dt>
                <dd data-testid="order-due-on-delivery">{money(order.due_on_delivery)}</dd>
              </div>
            </>
          )}
        </dl>
        {order.refunded !== undefined && <OrderAftercare order={order} />}
      </section>
      <Suspense fallback={null}>
        <FiscalReceipts reference={order.reference} expectOne={order.status === 'payed'} />
      </Suspense>

      <div className="success__actions">
        <Link to="/" className="btn btn--primary">
          {t('order.home')}
        </Link>
      </div>
    </div>
  )
}

/** Spec §1 purchase event, once per order even if the page is reloaded. */
function pushPurchaseOnce(order: Order) {
  const key = `purchase-sent:${order.reference}`
  if (sessionStorage.getItem(key)) return
  sessionStorage.setItem(key, '1')
  pushDataLayer({
    event: 'purchase',
    transaction_id: order.order_number,
    currency: 'UAH',
    value: order.total,
    shipping: order.delivery_cost,
    items: order.products.map((p) => ({
      id: p.variant_id,
      code: p.code,
      name: p.variant.name,
      brand: p.variant.brand,
      price: p.price,
      quantity: p.quantity,
    })),
  })
}
