import { Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import type { AdminOrderRow } from '../../contract/admin-orders'
import { ORDERS_TO_SHIP, ORDERS_WAITING, REFUNDED_FILTER } from '../../contract/admin-lists'
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from '../../domain/order-status'
import { telHref } from '../../lib/phone'
import { ContactLinks } from './contact-links'
import { type Column, rowLinkProps } from './data-table'
import { StatusBadge } from './fields'
import type { useFormatters } from './formatters'
import type { FilterField } from './list-filters'
import type { OrderChoice } from './order-choice'
import { PaymentStateBadge } from './order-money'

type Formatters = ReturnType<typeof useFormatters>

/** The orders table's filters, in the order staff narrow it: the search, the status groups first, then the rest. */
export const orderFilters = (t: TFunction): FilterField[] => [
  {
    name: 'q',
    label: t('admin.orders.search'),
    placeholder: t('admin.orders.search_hint'),
    testId: 'orders-search',
  },
  {
    name: 'status',
    label: t('admin.orders.status'),
    testId: 'orders-status',
    options: [
      { value: ORDERS_WAITING, label: t('admin.dashboard.orders_new') },
      { value: ORDERS_TO_SHIP, label: t('admin.dashboard.orders_to_ship') },
      ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) })),
    ],
  },
  {
    name: 'pay_type',
    label: t('admin.orders.pay_type'),
    options: PAYMENT_TYPES.map((s) => ({ value: s, label: t(`admin.pay_type.${s}`) })),
  },
  {
    name: 'delivery_type',
    label: t('admin.orders.delivery_type'),
    options: DELIVERY_TYPES.map((s) => ({ value: s, label: t(`admin.delivery_type.${s}`) })),
  },
  {
    name: 'refunded',
    label: t('admin.orders.refunded'),
    testId: 'orders-refunded',
    options: REFUNDED_FILTER.map((s) => ({ value: s, label: t(`admin.orders.refunded_${s}`) })),
  },
  { name: 'from', label: t('admin.orders.from'), input: 'date' },
  { name: 'to', label: t('admin.orders.to'), input: 'date' },
]

/** The box that ticks an order for the bulk bars; a click on it does not open the order. */
const chooseColumn = (t: TFunction, choice: OrderChoice): Column<AdminOrderRow> => ({
  key: 'choose',
  label: t('admin.bulk.column'),
  render: (o) => (
    <input
      type="checkbox"
      checked={choice.has(o.id)}
      aria-label={t('admin.bulk.select', { number: o.number })}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => choice.toggle(o, e.target.checked)}
      data-testid={`orders-choose-${o.number}`}
    />
  ),
})

/** Who ordered: the name, a wholesale mark, the email; the phone in a column of its own. */
const buyerColumns = (t: TFunction): Column<AdminOrderRow>[] => [
  {
    key: 'customer',
    label: t('admin.orders.customer'),
    render: (o) => (
      <>
        {o.customer_name}
        {o.is_wholesale && <span className="adm-role">{t('admin.orders.wholesale')}</span>}
        <ContactLinks email={o.email} />
      </>
    ),
  },
  {
    key: 'phone',
    label: t('admin.orders.phone'),
    className: 'nowrap',
    render: (o) => (
      <a href={telHref(o.phone)} onClick={(e) => e.stopPropagation()}>
        {o.phone}
      </a>
    ),
  },
]

/** How the order is paid and delivered: the payment's state, the way of payment, the carrier's address check. */
const paymentColumns = (t: TFunction, fmt: Formatters): Column<AdminOrderRow>[] => [
  {
    key: 'payment',
    label: t('admin.money.state_column'),
    render: (o) => (
      <span data-testid="order-row-payment" data-state={o.payment_state}>
        <PaymentStateBadge state={o.payment_state} />
        {o.payment_state === 'partly_refunded' && <span className="muted"> −{fmt.money(o.refunded_total)}</span>}
        {o.due_on_delivery > 0 && (
          <span className="muted">
            {' '}
            {t('admin.money.due_on_delivery_short', { amount: fmt.money(o.due_on_delivery) })}
          </span>
        )}
      </span>
    ),
  },
  { key: 'pay', label: t('admin.orders.pay_type'), render: (o) => t(`admin.pay_type.${o.pay_type}`) },
  {
    key: 'delivery',
    label: t('admin.orders.delivery_type'),
    render: (o) => (
      <>
        {t(`admin.delivery_type.${o.delivery_type}`)}
        {o.np_refs && (
          <span
            className={`adm-role np-refs np-refs--${o.np_refs}`}
            title={t(`admin.np_refs.${o.np_refs}`)}
            data-testid="order-np-refs"
          >
            {t(`admin.np_refs_short.${o.np_refs}`)}
          </span>
        )}
      </>
    ),
  },
]

/** The orders table's columns, sortable by number, date, status and total. */
export const orderColumns = (t: TFunction, fmt: Formatters, choice: OrderChoice): Column<AdminOrderRow>[] => [
  chooseColumn(t, choice),
  {
    key: 'number',
    label: t('admin.orders.number'),
    sort: 'number',
    className: 'nowrap',
    render: (o) => (
      <Link
        to="/admin/orders/$id"
        params={{ id: String(o.id) }}
        aria-label={t('admin.orders.open', { number: o.number })}
        data-testid="order-link"
        {...rowLinkProps}
      >
        <b>№ {o.number}</b>
      </Link>
    ),
  },
  {
    key: 'created',
    label: t('admin.orders.created'),
    sort: 'created',
    className: 'nowrap',
    render: (o) => fmt.dateTime(o.created),
  },
  ...buyerColumns(t),
  {
    key: 'status',
    label: t('admin.orders.status'),
    sort: 'status',
    render: (o) => <StatusBadge status={o.status} label={t(`admin.status.${o.status}`)} />,
  },
  // Beside the status, where a laptop shows it without scrolling the table sideways.
  {
    key: 'total',
    label: t('admin.orders.total'),
    sort: 'total',
    className: 'num nowrap',
    render: (o) => fmt.money(o.total),
  },
  ...paymentColumns(t, fmt),
]
