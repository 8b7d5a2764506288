import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { useFormatters } from './formatters'
import { ReturnForm } from './order-return-form'

/**
 * Goods that came back: the returns so far, and a form for a new one (which lines and how many, why,
 * each restocked or written off, and whether money goes back), stating the cosmetics rule.
 */
export function OrderReturns({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  /** Each way a return's money went back, as it was recorded: the provider's part by its outcome, then staff's. */
  const moneyParts = (r: AdminOrderDetail['returns'][number]) => {
    const outcome =
      r.refund_outcome === 'refunded' && order.pay_type === 'invoice' ? 'refunded_transfer' : r.refund_outcome
    const parts = [
      r.provider_refund > 0 && t(`admin.returns.outcome.${outcome}`, { amount: fmt.money(r.provider_refund) }),
      r.cash_refund > 0 && t('admin.returns.outcome.rest_cash', { amount: fmt.money(r.cash_refund) }),
      r.transfer_refund > 0 && t('admin.returns.outcome.rest_transfer', { amount: fmt.money(r.transfer_refund) }),
    ].filter((p): p is string => typeof p === 'string')
    return parts.length > 0 ? parts : [t('admin.returns.outcome.none')]
  }
  const nameOf = (lineId: number) => {
    const line = order.lines.find((l) => l.id === lineId)
    return line ? `${line.product_name} · ${line.variant_name}` : `#${lineId}`
  }
  return (
    <div className="adm-card" data-testid="order-returns">
      <h2>{t('admin.returns.title')}</h2>
      {order.returns.length === 0 ? (
        <p className="muted">{t('admin.returns.none')}</p>
      ) : (
        <ul className="adm-history" data-testid="order-return-list">
          {order.returns.map((r) => (
            <li key={r.id}>
              <span className="muted">{fmt.dateTime(r.created)}</span> · {t(`admin.returns.reasons.${r.reason}`)}
              {r.note && <span className="muted"> · {r.note}</span>}
              <ul>
                {r.lines.map((l) => (
                  <li key={l.line_id}>
                    {nameOf(l.line_id)}: {t('admin.returns.lines', { count: l.quantity })} ·{' '}
                    {l.restocked > 0
                      ? t('admin.returns.restocked', { count: l.restocked })
                      : t('admin.returns.written_off', { count: l.quantity })}
                  </li>
                ))}
              </ul>
              <span data-testid="order-return-outcome">{moneyParts(r).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}
      <ReturnForm order={order} />
    </div>
  )
}
