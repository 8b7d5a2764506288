import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { RETURN_REASONS, RETURNABLE_STATUSES, type ReturnReason } from '../../domain/order-returns'
import { FormError } from './fields'
import { useReturnDraft } from './use-return-draft'

type Line = AdminOrderDetail['lines'][number]

/** Which lines come back and how many, why, each restocked or written off, and whether money goes back. */
export function ReturnForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const draft = useReturnDraft(order)
  const { send, open } = draft

  if (!RETURNABLE_STATUSES.includes(order.status)) return <p className="muted">{t('admin.returns.not_delivered')}</p>
  if (open.length === 0) return <p className="muted">{t('admin.returns.nothing_left')}</p>

  return (
    <form
      className="adm-form"
      data-testid="order-return-form"
      onSubmit={(e) => {
        e.preventDefault()
        draft.submit()
      }}
    >
      <p className="muted" data-testid="order-return-rule">
        {t('admin.returns.rule')}
      </p>
      <ReasonChoice reason={draft.reason} onChange={draft.setReason} />
      {open.map((l) => (
        <ReturnLine
          key={l.id}
          line={l}
          quantity={draft.quantityOf(l.id)}
          onQuantity={(n) => draft.setQuantity(l.id, n)}
          canRestock={draft.canRestock}
          restock={draft.restocks(l.id)}
          onRestock={(on) => draft.setRestocks(l.id, on)}
        />
      ))}
      <ReturnSend
        note={draft.note}
        onNote={draft.setNote}
        refund={draft.refund}
        onRefund={draft.setRefund}
        way={draft.way}
        ready={!send.isPending && draft.chosen.length > 0}
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
