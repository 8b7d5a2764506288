import { useMutation } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import type { OrderStatus } from '../../domain/order-status'
import { useLocale } from '../../i18n/use-locale'
import { moveOrder } from '../../lib/admin-queries/orders'
import { FormError, StatusBadge } from './fields'
import { useFormatters } from './formatters'
import { NoteInput } from './note-input'
import { PaymentStateBadge } from './order-money'

/**
 * What staff confirm before a move: a decline asks; a decline or a return of a paid order names the
 * amount that goes back to the card (all that is left of the payment); anything else goes at once.
 */
function moveQuestion(
  order: AdminOrderDetail,
  to: OrderStatus,
  t: TFunction,
  money: (uah: number) => string,
): string | true {
  const left = order.money.paid - order.money.refunded - order.money.refund_pending
  if (to === 'declined' && left > 0) return t('admin.money.confirm_decline_refund', { amount: money(left) })
  if (to === 'returned' && left > 0) return t('admin.money.confirm_returned_refund', { amount: money(left) })
  if (to === 'declined') return t('admin.order.confirm_decline')
  return true
}

/** The order's status and payment state, the moves staff may make (with a note), and the overrides that need a reason. */
export function OrderStatusCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const move = useMutation(moveOrder(String(order.id), useLocale()))
  const [note, setNote] = useState({ text: '', forBuyer: false })
  const [override, setOverride] = useState('')
  // The move just made, said by the status region; the line the focus goes to once the buttons change.
  const [moved, setMoved] = useState<OrderStatus | null>(null)
  const statusLine = useRef<HTMLDivElement>(null)

  function moveTo(status: OrderStatus, overrideReason?: string) {
    // The buttons stay focusable while a move is sent (aria-disabled), so a second press is ignored here.
    if (move.isPending) return
    const question = moveQuestion(order, status, t, fmt.money)
    if (question !== true && !window.confirm(question)) return
    const json = {
      status,
      ...(note.text.trim() ? { note: note.text.trim(), note_for_buyer: note.forBuyer } : {}),
      ...(overrideReason ? { override_reason: overrideReason } : {}),
    }
    move.mutate(json, {
      onSuccess: () => {
        setNote({ text: '', forBuyer: false })
        setOverride('')
        setMoved(status)
        // The pressed button goes with the old status: the focus lands on the new one, not the page's start.
        statusLine.current?.focus()
      },
    })
  }

  const moves = order.allowed_transitions.filter((s) => !order.override_needed.includes(s))
  return (
    <div className="adm-card" data-testid="order-status-card">
      <div className="adm-inline" ref={statusLine} tabIndex={-1} data-testid="order-status-line">
        <span>{t('admin.orders.status')}:</span>
        <span data-testid="order-status">
          <StatusBadge status={order.status} label={t(`admin.status.${order.status}`)} />
        </span>
        <span>{t('admin.money.payment_state')}:</span>
        <span data-testid="order-status-payment">
          <PaymentStateBadge state={order.payment_state} />
        </span>
        <span className="muted">{fmt.dateTime(order.created)}</span>
      </div>
      {/* There before it has anything to say, so that screen readers announce what is put in it. */}
      <div role="status" data-testid="order-status-moved">
        {moved && (
          <p className="adm-alert adm-alert--ok" style={{ margin: '12px 0 0' }}>
            {t('admin.order.moved', { status: t(`admin.status.${moved}`) })}
          </p>
        )}
      </div>
      {order.allowed_transitions.length > 0 ? (
        <div className="adm-inline" style={{ marginTop: 12 }}>
          <NoteInput note={note} onChange={setNote} placeholder={t('admin.order.note')} />
          {moves.map((s) => (
            <button
              key={s}
              type="button"
              className={s === 'declined' ? 'btn btn--danger btn--small' : 'btn btn--primary btn--small'}
              aria-disabled={move.isPending || undefined}
              onClick={() => moveTo(s)}
              data-testid={`move-${s}`}
            >
              → {t(`admin.status.${s}`)}
            </button>
          ))}
        </div>
      ) : (
        <p className="muted" data-testid="order-status-final">
          {/* Still delivered after a partial return: not final, the rest comes back through the returns form. */}
          {order.status === 'delivred' && order.returns.length > 0
            ? t('admin.order.partly_returned')
            : t('admin.order.final')}
        </p>
      )}
      {order.override_needed.length > 0 && (
        <Override
          statuses={order.override_needed}
          reason={override}
          onReason={setOverride}
          busy={move.isPending}
          onMove={(s) => moveTo(s, override.trim())}
        />
      )}
      <p className="muted" style={{ margin: '10px 0 0' }}>
        {t('admin.order.email_note')}
      </p>
      <FormError error={move.error} />
    </div>
  )
}

/** A move the rules refuse (sending an order refunded in full), made anyway with a reason of five letters or more. */
function Override({
  statuses,
  reason,
  onReason,
  busy,
  onMove,
}: {
  statuses: OrderStatus[]
  reason: string
  onReason: (reason: string) => void
  busy: boolean
  onMove: (status: OrderStatus) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="adm-override" data-testid="order-override">
      <b>{t('admin.override.title')}</b>
      <p className="muted">{t('admin.override.hint')}</p>
      <div className="adm-inline">
        <input
          className="adm-input"
          style={{ flex: 1, minWidth: 220 }}
          aria-label={t('admin.override.reason')}
          placeholder={t('admin.override.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => onReason(e.target.value)}
          data-testid="order-override-reason"
        />
        {statuses.map((s) => (
          <button
            key={s}
            type="button"
            className="btn btn--danger btn--small"
            disabled={reason.trim().length < 5}
            aria-disabled={busy || undefined}
            onClick={() => onMove(s)}
            data-testid={`override-${s}`}
          >
            {t('admin.override.send')}: {t(`admin.status.${s}`)}
          </button>
        ))}
      </div>
    </div>
  )
}
