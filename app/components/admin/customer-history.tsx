import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminCustomerDetail } from '../../contract/admin-customers'
import { type Column, DataTable, rowLinkProps } from './data-table'
import { StatusBadge } from './fields'
import { useFormatters } from './formatters'

type Order = AdminCustomerDetail['orders'][number]

/** The customer's latest orders by number; a row opens the order. */
export function CustomerOrders({ orders }: { orders: Order[] }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const columns: Column<Order>[] = [
    {
      key: 'number',
      label: t('admin.orders.number'),
      className: 'nowrap',
      render: (o) => (
        <Link
          to="/admin/orders/$id"
          params={{ id: String(o.id) }}
          aria-label={t('admin.orders.open', { number: o.number })}
          {...rowLinkProps}
        >
          <b>№ {o.number}</b>
        </Link>
      ),
    },
    { key: 'created', label: t('admin.orders.created'), className: 'nowrap', render: (o) => fmt.dateTime(o.created) },
    {
      key: 'status',
      label: t('admin.orders.status'),
      render: (o) => <StatusBadge status={o.status} label={t(`admin.status.${o.status}`)} />,
    },
    { key: 'pay', label: t('admin.orders.pay_type'), render: (o) => t(`admin.pay_type.${o.pay_type}`) },
    { key: 'total', label: t('admin.orders.total'), className: 'num', render: (o) => fmt.money(o.total) },
  ]
  return (
    <div className="adm-card">
      <h2>{t('admin.customer.orders')}</h2>
      <DataTable
        testId="customer-orders"
        columns={columns}
        rows={orders}
        empty={t('admin.customer.no_orders')}
        linkedRows
      />
    </div>
  )
}

/** The customer's reviews and questions, each linked to its product in the back office. */
export function CustomerReviews({ reviews }: { reviews: AdminCustomerDetail['reviews'] }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  return (
    <div className="adm-card" data-testid="customer-reviews">
      <h2>{t('admin.customer.reviews')}</h2>
      {reviews.length === 0 ? (
        <p className="muted">{t('admin.customer.no_reviews')}</p>
      ) : (
        <ul className="adm-history">
          {reviews.map((r) => (
            <li key={r.id}>
              <span className="muted">{fmt.dateTime(r.created)}</span> ·{' '}
              <Link to="/admin/products/$id" params={{ id: String(r.product_id) }}>
                {r.product_name}
              </Link>
              {r.type === 'QUESTION' && <span className="muted"> · {t('admin.customer.question')}</span>}
              {r.rate ? ` · ${'★'.repeat(r.rate)}` : ''}
              {r.status === 'hidden' && <span className="adm-role">{t('admin.customer.hidden')}</span>}
              <div>{r.text}</div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
