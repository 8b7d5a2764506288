import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { mayRestock, RETURN_REASONS, RETURNABLE_STATUSES, type ReturnReason } from '../../domain/order-returns'
import { FormError } from './fields'
import { useAdminAction, useFormatters } from './use-admin'

type Changed = (order: AdminOrderDetail) => void

/**
 * Goods that came back: the returns so far, and a form for a new one (which lines and how many, why,
 * each restocked or written off, and whether money goes back), stating the cosmetics rule.
 */
export function OrderReturns({ order, onChange }: { order: AdminOrderDetail; onChange: Changed }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
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
              <span data-testid="order-return-outcome">
                {t(`admin.returns.outcome.${r.refund_outcome}`, {
                  amount: fmt.money(r.provider_refund + r.cash_refund),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ReturnForm order={order} onChange={onChange} />
    </div>
  )
}

function ReturnForm({ order, onChange }: { order: AdminOrderDetail; onChange: Changed }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const action = useAdminAction()
  const [reason, setReason] = useState<ReturnReason>('wrong_item')
  const [note, setNote] = useState('')
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [restock, setRestock] = useState<Record<number, boolean>>({})
  const [refund, setRefund] = useState(true)
  const [done, setDone] = useState(false)
  const open = order.lines.filter((l) => l.quantity > l.returned)

  if (!RETURNABLE_STATUSES.includes(order.status)) return <p className="muted">{t('admin.returns.not_delivered')}</p>
  if (open.length === 0) return <p className="muted">{t('admin.returns.nothing_left')}</p>

  const chosen = open.filter((l) => (quantities[l.id] ?? 0) > 0)
  // What the form expects to go back; the server computes the real figure (promo share, what is left of the payment).
  const estimate = chosen.reduce((sum, l) => sum + Math.round((l.total * quantities[l.id]!) / l.quantity), 0)
  const canRestock = mayRestock(reason)
  const byCard = order.pay_type !== 'cash' && order.money.paid - order.money.refunded > 0

  async function submit() {
    const question = refund
      ? t('admin.returns.confirm', { amount: fmt.money(estimate) })
      : t('admin.returns.confirm_no_money')
    if (!window.confirm(question)) return
    const json = {
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
      refund,
      lines: chosen.map((l) => ({
        line_id: l.id,
        quantity: quantities[l.id]!,
        restock: canRestock && !!restock[l.id],
      })),
    }
    const result = await action.run((api) =>
      api.admin.orders[':id'].returns.$post({ param: { id: String(order.id) }, json }),
    )
    if (!result) return
    onChange(result.order)
    setQuantities({})
    setRestock({})
    setNote('')
    setDone(true)
  }

  return (
    <form
      className="adm-form"
      data-testid="order-return-form"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <p className="muted" data-testid="order-return-rule">
        {t('admin.returns.rule')}
      </p>
      <label className="adm-field">
        <span>{t('admin.returns.reason')}</span>
        <select
          className="adm-input"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnReason)}
          data-testid="order-return-reason"
        >
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`admin.returns.reasons.${r}`)}
            </option>
          ))}
        </select>
      </label>
      {open.map((l) => (
        <div key={l.id} className="adm-return-line" data-testid="order-return-line">
          <b>
            {l.product_name} · {l.variant_name}
          </b>
          <label className="adm-inline">
            <span>{t('admin.returns.line_qty', { sold: l.quantity, returned: l.returned })}</span>
            <input
              className="adm-input"
              type="number"
              min={0}
              max={l.quantity - l.returned}
              style={{ width: 80 }}
              value={quantities[l.id] ?? 0}
              onChange={(e) =>
                setQuantities({
                  ...quantities,
                  [l.id]: Math.max(0, Math.min(l.quantity - l.returned, Number(e.target.value) || 0)),
                })
              }
              data-testid="order-return-qty"
            />
          </label>
          <label className="adm-inline">
            <input
              type="checkbox"
              disabled={!canRestock}
              checked={canRestock && !!restock[l.id]}
              onChange={(e) => setRestock({ ...restock, [l.id]: e.target.checked })}
              data-testid="order-return-restock"
            />{' '}
            {canRestock ? t('admin.returns.restock') : t('admin.returns.write_off')}
          </label>
        </div>
      ))}
      <label className="adm-field">
        <span>{t('admin.returns.note')}</span>
        <input
          className="adm-input"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          data-testid="order-return-note"
        />
      </label>
      <label className="adm-inline">
        <input type="checkbox" checked={refund} onChange={(e) => setRefund(e.target.checked)} />{' '}
        {t('admin.returns.refund')} ({byCard ? t('admin.returns.refund_card') : t('admin.returns.refund_cash')})
      </label>
      <div className="adm-inline" style={{ marginTop: 10 }}>
        <button
          type="submit"
          className="btn btn--primary btn--small"
          disabled={action.busy || chosen.length === 0}
          data-testid="order-return-submit"
        >
          {t('admin.returns.submit')}
        </button>
        {done && (
          <span className="muted" role="status">
            {t('admin.returns.done')}
          </span>
        )}
      </div>
      <FormError error={action.error} />
    </form>
  )
}
