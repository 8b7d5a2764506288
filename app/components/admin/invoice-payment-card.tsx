import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { invoiceNumber, transferAfterCancel } from '../../domain/invoice'
import { useLocale } from '../../i18n/use-locale'
import { markInvoicePaid } from '../../lib/admin-queries/invoices'
import { FormError } from './fields'
import { useFormatters } from './formatters'

/**
 * An order paid by invoice: its number and due date, and the staff's button to record the bank
 * transfer (confirmed first; it issues what a card payment does). Nothing for other orders.
 */
export function InvoicePaymentCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const mark = useMutation(markInvoicePaid(String(order.id), useLocale()))
  if (order.pay_type !== 'invoice') return null
  const awaiting = order.status === 'created'
  // A transfer can still arrive for a cancelled invoice: it is recorded, and owed back by transfer.
  const late = transferAfterCancel({ status: order.status, paidUah: order.money.paid })
  return (
    <div className="adm-card" data-testid="invoice-payment">
      <h2>{t('admin.invoice.title')}</h2>
      <p>
        <b>{t('admin.invoice.number', { number: invoiceNumber(order.number) })}</b> · {fmt.money(order.total)}
      </p>
      {awaiting && order.money.hold_until && (
        <p className="muted">{t('admin.invoice.due', { date: fmt.dateTime(order.money.hold_until) })}</p>
      )}
      {order.status !== 'created' && order.status !== 'declined' && (
        <p role="status" data-testid="invoice-paid">
          {t('admin.invoice.paid')}
        </p>
      )}
      {late && <p className="muted">{t('admin.invoice.late_text')}</p>}
      {(awaiting || late) && (
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={mark.isPending}
          data-testid="invoice-mark-paid"
          onClick={() => {
            if (!window.confirm(t(late ? 'admin.invoice.confirm_late' : 'admin.invoice.confirm'))) return
            mark.mutate()
          }}
        >
          {t(late ? 'admin.invoice.mark_late' : 'admin.invoice.mark_paid')}
        </button>
      )}
      <FormError error={mark.error} />
    </div>
  )
}
