import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { mayRestock, RETURN_REASONS, RETURNABLE_STATUSES, type ReturnReason } from '../../domain/order-returns'
import { useLocale } from '../../i18n/use-locale'
import { createReturn } from '../../lib/admin-queries/returns'
import { FormError } from './fields'
import { useFormatters } from './formatters'

type Line = AdminOrderDetail['lines'][number]

/**
 * Goods that came back: the returns so far, and a form for a new one (which lines and how many, why,
 * each restocked or written off, and whether money goes back), stating the cosmetics rule.
 */
export function OrderReturns({ order }: { order: AdminOrderDetail }) {
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
      <ReturnForm order={order} />
    </div>
  )
}

/** Which lines come back and how many, why, each restocked or written off, and whether money goes back. */
function ReturnForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const send = useMutation(createReturn(String(order.id), useLocale()))
  const [reason, setReason] = useState<ReturnReason>('wrong_item')
  const [note, setNote] = useState('')
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [restock, setRestock] = useState<Record<number, boolean>>({})
  const [refund, setRefund] = useState(true)
  const open = order.lines.filter((l) => l.quantity > l.returned)

  if (!RETURNABLE_STATUSES.includes(order.status)) return <p className="muted">{t('admin.returns.not_delivered')}</p>
  if (open.length === 0) return <p className="muted">{t('admin.returns.nothing_left')}</p>

  const chosen = open.filter((l) => (quantities[l.id] ?? 0) > 0)
  // What the form expects to go back; the server computes the real figure (promo share, what is left of the payment).
  const estimate = chosen.reduce((sum, l) => sum + Math.round((l.total * quantities[l.id]!) / l.quantity), 0)
  const canRestock = mayRestock(reason)
  // An invoice was paid by bank transfer: its money goes back to the company's IBAN, not to a card.
  const byTransfer = order.pay_type === 'invoice'

  function submit() {
    const question = refund
      ? t('admin.returns.confirm', { amount: fmt.money(estimate) })
      : t('admin.returns.confirm_no_money')
    if (!window.confirm(question)) return
    const json = {
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
      refund,
      ...(refund && byTransfer ? { sent_by_transfer: true as const } : {}),
      lines: chosen.map((l) => ({
        line_id: l.id,
        quantity: quantities[l.id]!,
        restock: canRestock && !!restock[l.id],
      })),
    }
    send.mutate(json, {
      onSuccess: () => {
        setQuantities({})
        setRestock({})
        setNote('')
      },
    })
  }

  return (
    <form
      className="adm-form"
      data-testid="order-return-form"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <p className="muted" data-testid="order-return-rule">
        {t('admin.returns.rule')}
      </p>
      <ReasonChoice reason={reason} onChange={setReason} />
      {open.map((l) => (
        <ReturnLine
          key={l.id}
          line={l}
          quantity={quantities[l.id] ?? 0}
          onQuantity={(n) => setQuantities({ ...quantities, [l.id]: n })}
          canRestock={canRestock}
          restock={canRestock && !!restock[l.id]}
          onRestock={(on) => setRestock({ ...restock, [l.id]: on })}
        />
      ))}
      <ReturnSend
        note={note}
        onNote={setNote}
        refund={refund}
        onRefund={setRefund}
        way={
          byTransfer
            ? 'transfer'
            : order.pay_type !== 'cash' && order.money.paid - order.money.refunded > 0
              ? 'card'
              : 'cash'
        }
        ready={!send.isPending && chosen.length > 0}
        done={send.isSuccess}
      />
      <FormError error={send.error} />
    </form>
  )
}

/** A note, whether money goes back (by card or in cash), and the button. */
function ReturnSend(props: {
  note: string
  onNote: (note: string) => void
  refund: boolean
  onRefund: (on: boolean) => void
  way: 'card' | 'cash' | 'transfer'
  ready: boolean
  done: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      <label className="adm-field">
        <span>{t('admin.returns.note')}</span>
        <input
          className="adm-input"
          value={props.note}
          maxLength={500}
          onChange={(e) => props.onNote(e.target.value)}
          data-testid="order-return-note"
        />
      </label>
      <label className="adm-inline">
        <input
          type="checkbox"
          checked={props.refund}
          data-testid="order-return-refund"
          onChange={(e) => props.onRefund(e.target.checked)}
        />{' '}
        {t('admin.returns.refund')} ({t(`admin.returns.refund_${props.way}`)})
      </label>
      <div className="adm-inline" style={{ marginTop: 10 }}>
        <button
          type="submit"
          className="btn btn--primary btn--small"
          disabled={!props.ready}
          data-testid="order-return-submit"
        >
          {t('admin.returns.submit')}
        </button>
        {props.done && (
          <span className="muted" role="status">
            {t('admin.returns.done')}
          </span>
        )}
      </div>
    </>
  )
}

function ReasonChoice({ reason, onChange }: { reason: ReturnReason; onChange: (reason: ReturnReason) => void }) {
  const { t } = useTranslation()
  return (
    <label className="adm-field">
      <span>{t('admin.returns.reason')}</span>
      <select
        className="adm-input"
        value={reason}
        onChange={(e) => onChange(e.target.value as ReturnReason)}
        data-testid="order-return-reason"
      >
        {RETURN_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`admin.returns.reasons.${r}`)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** One line that may come back: how many (up to what was not returned yet), restocked or written off. */
function ReturnLine({
  line,
  quantity,
  onQuantity,
  canRestock,
  restock,
  onRestock,
}: {
  line: Line
  quantity: number
  onQuantity: (quantity: number) => void
  canRestock: boolean
  restock: boolean
  onRestock: (on: boolean) => void
}) {
  const { t } = useTranslation()
  const most = line.quantity - line.returned
  return (
    <div className="adm-return-line" data-testid="order-return-line">
      <b>
        {line.product_name} · {line.variant_name}
      </b>
      <label className="adm-inline">
        <span>{t('admin.returns.line_qty', { sold: line.quantity, returned: line.returned })}</span>
        <input
          className="adm-input"
          type="number"
          min={0}
          max={most}
          style={{ width: 80 }}
          value={quantity}
          onChange={(e) => onQuantity(Math.max(0, Math.min(most, Number(e.target.value) || 0)))}
          data-testid="order-return-qty"
        />
      </label>
      <label className="adm-inline">
        <input
          type="checkbox"
          disabled={!canRestock}
          checked={restock}
          onChange={(e) => onRestock(e.target.checked)}
          data-testid="order-return-restock"
        />{' '}
        {canRestock ? t('admin.returns.restock') : t('admin.returns.write_off')}
      </label>
    </div>
  )
}
