import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { FailedDelivery } from '../../contract/admin-deliveries'
import { useFormatters } from './formatters'

/** Why it failed, as a sentence in the staff member's language: never the provider's own word. */
function useReason() {
  const { t, i18n } = useTranslation()
  return (d: FailedDelivery) => {
    if (d.reason === 'refused' && d.channel === 'message') {
      const key = `admin.deliveries.turbosms.${d.reason_detail}`
      if (/^[A-Z_]+$/.test(d.reason_detail) && i18n.exists(key)) return t(key)
    }
    if (d.reason === 'refused' || d.reason === 'unreachable')
      return t(`admin.deliveries.reasons.${d.reason}_${d.channel}`)
    return t(`admin.deliveries.reasons.${d.reason}`)
  }
}

/** One email or message that did not get through: to whom, about what, why, and its resend. */
export function FailedDeliveryLine({
  delivery: d,
  busy,
  onResend,
}: {
  delivery: FailedDelivery
  busy: boolean
  onResend: () => void
}) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const reason = useReason()
  return (
    <li className="adm-receipt" data-testid="failed-delivery" data-channel={d.channel}>
      <div className="adm-inline">
        <strong>{t(`admin.deliveries.channel_${d.channel}`)}</strong>
        <span>{d.to}</span>
        <span className="muted">{fmt.dateTime(d.failed_at)}</span>
      </div>
      <div>
        {d.subject ?? (d.event ? t(`admin.deliveries.events.${d.event}`) : '')}
        {d.order_id !== null && d.order_number !== null && (
          <>
            {' · '}
            <Link to="/admin/orders/$id" params={{ id: String(d.order_id) }}>
              {t('admin.deliveries.order', { number: d.order_number })}
            </Link>
          </>
        )}
      </div>
      <div className="muted" data-testid="failed-delivery-reason">
        {t('admin.deliveries.reason')}: {reason(d)} ({t('admin.deliveries.attempts', { count: d.attempts })})
      </div>
      <div className="adm-inline">
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={busy}
          onClick={onResend}
          data-testid="failed-delivery-resend"
        >
          {t('admin.deliveries.resend')}
        </button>
      </div>
    </li>
  )
}
