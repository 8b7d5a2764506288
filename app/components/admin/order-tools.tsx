import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import type { PaymentState } from '../../domain/payment-state'
import { FormError, StatusBadge } from './fields'
import { useAdminAction, useFormatters } from './use-admin'
import { useProviderText } from './provider-text'

type Changed = (order: AdminOrderDetail) => void

/** The money of an order: its payment state, paid, refunded, a failed refund still owed, and a refund (all, or part) through the provider. */
export function OrderMoney({ order, onChange }: { order: AdminOrderDetail; onChange: Changed }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const provider = useProviderText()
  const action = useAdminAction()
  const [amount, setAmount] = useState('')
  const [outcome, setOutcome] = useState<string | null>(null)
  const m = order.money
  const left = m.paid - m.refunded - m.refund_pending

  /** A retry repays exactly the refused amount; a new refund the amount typed, or all that is left. Each confirm names it. */
  async function refund(retry: boolean) {
    const sum = retry ? m.refund_failed : amount.trim() ? Number(amount) : left
    const question = retry ? 'admin.money.confirm_retry' : 'admin.money.confirm_refund'
    if (!window.confirm(t(question, { amount: fmt.money(sum) }))) return
    const json = retry ? { retry: true } : amount.trim() ? { amount: sum } : {}
    const result = await action.run((api) =>
      api.admin.orders[':id'].refund.$post({ param: { id: String(order.id) }, json }),
    )
    if (!result) return
    onChange(result.order)
    setAmount('')
    const money = fmt.money(result.refund.amount)
    setOutcome(
      result.refund.refunded
        ? t('admin.order.refund_done', { amount: money })
        : t('admin.order.refund_refused', { reason: provider.refusal(result.refund.reason) }),
    )
  }

  return (
    <div className="adm-card" data-testid="order-money">
      <h2>{t('admin.order.money')}</h2>
      <dl className="adm-dl">
        <dt>{t('admin.money.payment_state')}</dt>
        <dd data-testid="order-payment-state" data-state={order.payment_state}>
          <PaymentStateBadge state={order.payment_state} />
          {order.payment_state === 'partly_refunded' && (
            <span className="muted">
              {' '}
              {t('admin.money.partly_refunded', {
                refunded: fmt.money(m.refunded_total),
                paid: fmt.money(m.paid_total),
              })}
            </span>
          )}
        </dd>
        <dt>{t('admin.order.paid')}</dt>
        <dd data-testid="order-paid">{fmt.money(m.paid)}</dd>
        <dt>{t('admin.order.refunded')}</dt>
        <dd data-testid="order-refunded">{fmt.money(m.refunded)}</dd>
        {m.cash_refunded > 0 && (
          <>
            <dt>{t('admin.money.cash_refunded')}</dt>
            <dd data-testid="order-cash-refunded">{fmt.money(m.cash_refunded)}</dd>
          </>
        )}
        {m.refund_pending > 0 && (
          <>
            <dt>{t('admin.order.refund_pending')}</dt>
            <dd>{fmt.money(m.refund_pending)}</dd>
          </>
        )}
        {m.hold_until && (
          <>
            <dt>{t('admin.order.hold_until')}</dt>
            <dd>{fmt.dateTime(m.hold_until)}</dd>
          </>
        )}
      </dl>
      {m.refund_failed > 0 && (
        <div className="adm-inline">
          <p className="form-message form-message--error" role="alert" data-testid="order-refund-failed">
            {t('admin.order.refund_failed', {
              amount: fmt.money(m.refund_failed),
              reason: provider.refusal(m.refund_error),
            })}
          </p>
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={action.busy}
            onClick={() => refund(true)}
            data-testid="order-refund-retry"
          >
            {t('admin.money.retry_refund', { amount: fmt.money(m.refund_failed) })}
          </button>
        </div>
      )}
      {left > 0 && (
        <>
          <div className="adm-inline">
            <input
              className="adm-input"
              inputMode="numeric"
              aria-label={t('admin.money.refund_amount')}
              aria-describedby={`refund-hint-${order.id}`}
              placeholder={t('admin.money.refund_amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
              data-testid="order-refund-amount"
            />
            <button
              type="button"
              className="btn btn--danger btn--small"
              disabled={action.busy}
              onClick={() => refund(false)}
              data-testid="order-refund"
            >
              {t('admin.order.refund')}
            </button>
          </div>
          <p className="muted" id={`refund-hint-${order.id}`} style={{ margin: '6px 0 0' }}>
            {t('admin.money.refund_hint', { amount: fmt.money(left) })}
          </p>
        </>
      )}
      {outcome && (
        <p className="muted" role="status">
          {outcome}
        </p>
      )}
      <FormError error={action.error} />
    </div>
  )
}

/** The payment state as a badge beside the fulfilment status (app/domain/payment-state.ts). */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation()
  return <StatusBadge status={`pay-${state}`} label={t(`admin.payment_state.${state}`)} />
}

/** The waybill number and a staff note (internal unless marked for the buyer). */
export function OrderNotes({ order, onChange }: { order: AdminOrderDetail; onChange: Changed }) {
  const { t } = useTranslation()
  const action = useAdminAction()
  const [ttn, setTtn] = useState(order.ttn)
  const [text, setText] = useState('')
  const [forBuyer, setForBuyer] = useState(false)

  async function saveTtn() {
    const next = await action.run((api) =>
      api.admin.orders[':id'].ttn.$post({ param: { id: String(order.id) }, json: { ttn: ttn.trim() } }),
    )
    if (next) onChange(next)
  }
  async function addNote() {
    const next = await action.run((api) =>
      api.admin.orders[':id'].notes.$post({
        param: { id: String(order.id) },
        json: { text: text.trim(), for_buyer: forBuyer },
      }),
    )
    if (!next) return
    onChange(next)
    setText('')
    setForBuyer(false)
  }

  return (
    <div className="adm-card">
      <label className="adm-inline">
        <span>{t('admin.order.ttn')}</span>
        <input
          className="adm-input"
          value={ttn}
          maxLength={40}
          onChange={(e) => setTtn(e.target.value)}
          data-testid="order-ttn"
        />
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={action.busy || ttn.trim() === order.ttn}
          onClick={saveTtn}
        >
          {t('admin.order.save')}
        </button>
      </label>
      <div className="adm-inline" style={{ marginTop: 12 }}>
        <input
          className="adm-input"
          style={{ flex: 1, minWidth: 220 }}
          placeholder={t('admin.order.note_text')}
          value={text}
          maxLength={500}
          onChange={(e) => setText(e.target.value)}
        />
        <label className="adm-inline">
          <input type="checkbox" checked={forBuyer} onChange={(e) => setForBuyer(e.target.checked)} />{' '}
          {t('admin.order.note_for_buyer')}
        </label>
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={action.busy || text.trim() === ''}
          onClick={addNote}
        >
          {t('admin.order.add_note')}
        </button>
      </div>
      <FormError error={action.error} />
    </div>
  )
}
