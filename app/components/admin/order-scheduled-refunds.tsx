import { useTranslation } from 'react-i18next'
import type { AdminScheduledRefund } from '../../contract/admin-orders'
import { useFormatters } from './formatters'
import { useProviderText } from './provider-text'

/**
 * Card refunds the store owes and sends on its own (outbox jobs being retried): how much, how many
 * attempts so far, when the next one is and why the last failed, so staff neither wonder whether the
 * money went back nor refund it a second time by hand. After its attempts it is shown as owed instead.
 */
export function OrderScheduledRefunds({ refunds }: { refunds: AdminScheduledRefund[] }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const provider = useProviderText()
  if (refunds.length === 0) return null
  return (
    <div className="adm-scheduled-refunds">
      {refunds.map((r, i) => {
        const error = provider.scheduledError(r.last_error)
        return (
          <p
            key={r.return_id ?? `rest-${i}`}
            className="form-message form-message--info"
            role="status"
            data-testid="order-refund-scheduled"
          >
            <b className="form-message__line">{t('admin.money.scheduled')}</b>
            <span className="form-message__line">
              {t(r.return_id === null ? 'admin.money.scheduled_rest' : 'admin.money.scheduled_return', {
                amount: fmt.money(r.amount),
              })}
            </span>
            <span className="form-message__line" data-testid="order-refund-scheduled-attempts">
              {t('admin.money.scheduled_attempts', { attempts: r.attempts, max: r.max_attempts })}
              {' · '}
              {r.trying
                ? t('admin.money.scheduled_trying')
                : r.next_attempt
                  ? t('admin.money.scheduled_next', { at: fmt.dateTime(r.next_attempt) })
                  : t('admin.money.scheduled_due')}
            </span>
            {error && (
              <span className="form-message__line" title={r.last_error ?? undefined}>
                {t('admin.money.scheduled_error', { reason: error })}
              </span>
            )}
            <span className="form-message__line muted">{t('admin.money.scheduled_hint', { max: r.max_attempts })}</span>
          </p>
        )
      })}
    </div>
  )
}
