import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { InvoicePaymentCard } from '../components/admin/invoice-payment-card'
import { OrderFacts, OrderLines, OrderRecords } from '../components/admin/order-facts'
import { OrderReceipts } from '../components/admin/order-receipts'
import { OrderReturns } from '../components/admin/order-returns'
import { OrderStatusCard } from '../components/admin/order-status-card'
import { OrderTimeline } from '../components/admin/order-timeline'
import { OrderMoney } from '../components/admin/order-money'
import { OrderNotes } from '../components/admin/order-notes'
import { OrderWaybill } from '../components/admin/order-waybill'
import { useLocale } from '../i18n/use-locale'
import { orderQuery } from '../lib/admin-queries/orders'

export const Route = createFileRoute('/admin/orders/$id')({ component: OrderPage })

/** One order: its status and moves, waybill, money, notes, returns, receipts, timeline and the facts. */
function OrderPage() {
  const { id } = Route.useParams()
  const { t } = useTranslation()
  const { data: order, error } = useQuery(orderQuery(id, useLocale()))
  if (error) return <FormError error={error} />
  if (!order) return <p className="muted">{t('admin.common.loading')}</p>
  return (
    <AdminPage title={t('admin.order.title', { number: order.number })} actions={<PaperLinks id={id} />}>
      <OrderStatusCard order={order} />
      {order.delivery_type !== 'pickup' && <OrderWaybill id={id} />}
      <div className="adm-grid">
        <OrderMoney order={order} />
        <OrderNotes key={order.ttn} order={order} />
      </div>
      <OrderReturns order={order} />
      <InvoicePaymentCard order={order} />
      <OrderReceipts id={id} />
      <OrderTimeline order={order} />
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <OrderRecords order={order} />
    </AdminPage>
  )
}

const PAPERS = [
  { to: '/admin/orders/$id/invoice', label: 'admin.paper.invoice', testId: 'order-invoice' },
  { to: '/admin/orders/$id/packing-slip', label: 'admin.paper.packing_slip', testId: 'order-packing-slip' },
] as const

/** Back to the list, and the order's papers to print. */
function PaperLinks({ id }: { id: string }) {
  const { t } = useTranslation()
  return (
    <>
      <Link to="/admin/orders" className="btn btn--ghost btn--small">
        ← {t('admin.nav.orders')}
      </Link>
      {PAPERS.map((paper) => (
        <Link
          key={paper.to}
          to={paper.to}
          params={{ id }}
          className="btn btn--outline btn--small"
          data-testid={paper.testId}
        >
          {t(paper.label)}
        </Link>
      ))}
    </>
  )
}
