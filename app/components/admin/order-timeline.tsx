import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail, AdminTimelineEntry } from '../../contract/admin-orders'
import { useFormatters } from './formatters'
import { useProviderText } from './provider-text'

/** What one timeline entry says after its kind: the move, the amount, the provider's status, the note. */
function EntryText({ entry }: { entry: AdminTimelineEntry }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const provider = useProviderText()
  const parts: string[] = []
  if (entry.from_status && entry.to_status)
    parts.push(`${t(`admin.status.${entry.from_status}`)} → ${t(`admin.status.${entry.to_status}`)}`)
  else if (entry.to_status) parts.push(t(`admin.status.${entry.to_status}`))
  if (entry.amount !== null) parts.push(fmt.money(entry.amount))
  if (entry.report) parts.push(provider.report(entry.report))
  if (entry.kind === 'email' && entry.note) parts.push(provider.email(entry.note) ?? entry.note)
  else if (entry.kind === 'refund_failed') parts.push(provider.refusal(entry.note))
  // The number is stored, the sentence is the reader's language (older entries were notes with a Ukrainian sentence).
  else if (entry.kind === 'waybill_kept') parts.push(t('admin.waybill.timeline_kept', { ttn: entry.note }))
  else if (entry.kind === 'waybill_cancelled') parts.push(t('admin.waybill.timeline_cancelled', { ttn: entry.note }))
  else if (entry.note) parts.push(entry.note)
  return <>{parts.join(' · ')}</>
}

/** Entries that say whether the buyer sees them: staff notes, and the waybill left for staff to cancel. */
const STAFF_NOTE_KINDS = new Set<AdminTimelineEntry['kind']>(['note', 'waybill_kept'])

/** The staff order page's timeline: every event in order, who did it, and whether a note reaches the buyer. */
export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  // An invoice order's payment and refunds are bank transfers staff recorded, not WayForPay's.
  const kindLabel = (kind: AdminTimelineEntry['kind']) =>
    order.pay_type === 'invoice' && kind === 'payment'
      ? t('admin.money.timeline_invoice_payment')
      : order.pay_type === 'invoice' && kind === 'refund'
        ? t('admin.money.timeline_transfer_refund')
        : t(`admin.order.timeline_kind.${kind}`)
  return (
    <div className="adm-card">
      <h2>{t('admin.order.timeline')}</h2>
      <ol className="adm-history" data-testid="order-timeline">
        {order.timeline.map((entry, i) => (
          <li key={`${entry.at}-${i}`} data-kind={entry.kind}>
            <span className="muted">{fmt.dateTime(entry.at)}</span> · <b>{kindLabel(entry.kind)}</b>
            {entry.actor_email && <span className="muted"> · {entry.actor_email}</span>}
            {(STAFF_NOTE_KINDS.has(entry.kind) || (entry.kind === 'status' && entry.note)) && (
              <span className="muted">
                {' '}
                · {entry.for_buyer ? t('admin.order.for_buyer') : t('admin.order.internal')}
              </span>
            )}
            <div>
              <EntryText entry={entry} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
