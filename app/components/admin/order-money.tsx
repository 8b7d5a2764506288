import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import type { PaymentState } from '../../domain/payment-state'
import { refundOutcomeUnknown } from '../../domain/provider-words'
import { refundAmountOf } from '../../domain/refund-amount'
import { useLocale } from '../../i18n/use-locale'
import { refundOrder } from '../../lib/admin-queries/orders'
import { FormError, StatusBadge } from './fields'
import { FormField } from './form-field'
import { useFormatters } from './formatters'
import { OrderScheduledRefunds } from './order-scheduled-refunds'
import { useProviderText } from './provider-text'

/** The money of an order: its payment state, paid, refunded, a failed refund still owed, and a refund (all, or part) through the provider. */
export function OrderMoney({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const provider = useProviderText()
  const refund = useMutation(refundOrder(String(order.id), useLocale()))
  const m = order.money
  const left = m.paid - m.refunded - m.refund_pending
  // An invoice was paid by bank transfer: its money goes back the same way, sent by staff and recorded here.
  const byTransfer = order.pay_type === 'invoice'
  // A lost or untrusted answer: the money may have gone back, so it is "not confirmed", not "not refunded".
  const unconfirmed = !byTransfer && refundOutcomeUnknown(m.refund_error)

  const form = useForm({
    defaultValues: { amount: '' },
    validators: {
      onSubmit: ({ value }) => {
        const read = refundAmountOf(value.amount, left)
        return 'code' in read ? { fields: { amount: read.code } } : undefined
      },
    },
    onSubmit: ({ value }) => {
      const read = refundAmountOf(value.amount, left)
      if ('amount' in read) send(false, read.amount)
    },
  })

  /** A retry repays exactly the refused amount; a new refund the amount typed, or all that is left. Each confirm names it. */
  function send(retry: boolean, amount?: number) {
    const sum = retry ? m.refund_failed : (amount ?? left)
    const question = byTransfer
      ? 'admin.money.confirm_refund_transfer'
      : retry
        ? 'admin.money.confirm_retry'
        : 'admin.money.confirm_refund'
    if (!window.confirm(t(question, { amount: fmt.money(sum) }))) return
    const json = retry ? { retry: true } : amount !== undefined ? { amount } : {}
    refund.mutate(byTransfer ? { ...json, sent_by_transfer: true } : json, { onSuccess: () => form.reset() })
  }
  const outcome = refund.data?.refund
  const refundButton = (retry: boolean, label: string) => (
    <RefundButton
      retry={retry}
      label={label}
      busy={refund.isPending}
      onClick={() => (retry ? send(true) : void form.handleSubmit())}
    />
  )

  return (
    <div className="adm-card" data-testid="order-money">
      <h2>{t('admin.order.money')}</h2>
      <MoneyFacts order={order} />
      <OrderScheduledRefunds refunds={m.refunds_scheduled} />
      {m.refund_failed > 0 && (
        <div className="adm-inline">
          <p className="form-message form-message--error" role="alert" data-testid="order-refund-failed">
            {t(unconfirmed ? 'admin.order.refund_unconfirmed' : 'admin.order.refund_failed', {
              amount: fmt.money(m.refund_failed),
              reason: provider.refusal(m.refund_error),
            })}
          </p>
          {refundButton(
            true,
            t(byTransfer ? 'admin.money.owed_transfer_sent' : 'admin.money.retry_refund', {
              amount: fmt.money(m.refund_failed),
            }),
          )}
        </div>
      )}
      {m.refund_failed > 0 && unconfirmed && (
        <p className="muted" style={{ margin: '6px 0 0' }} data-testid="order-refund-unconfirmed">
          {t('admin.money.retry_checks_first')}
        </p>
      )}
      {left > 0 && (
        <>
          <form
            className="adm-inline adm-refund"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void form.handleSubmit()
            }}
          >
            <form.Field name="amount">
              {(field) => (
                <FormField
                  label={t('admin.money.refund_amount')}
                  name="amount"
                  errors={field.state.meta.errors}
                  server={refund.error}
                >
                  <input
                    className="adm-input"
                    inputMode="numeric"
                    aria-describedby={`refund-hint-${order.id}`}
                    placeholder={t('admin.money.refund_amount')}
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.target.value)}
                    data-testid="order-refund-amount"
                  />
                </FormField>
              )}
            </form.Field>
            {refundButton(false, t(byTransfer ? 'admin.money.refund_transfer' : 'admin.order.refund'))}
          </form>
          <p className="muted" id={`refund-hint-${order.id}`} style={{ margin: '6px 0 0' }}>
            {t('admin.money.refund_hint', { amount: fmt.money(left) })}
            {byTransfer && ` ${t('admin.money.refund_transfer_hint')}`}
          </p>
        </>
      )}
      {outcome && <RefundOutcome outcome={outcome} />}
      <FormError error={refund.error} shown={['amount']} />
    </div>
  )
}

/** A refund's button: a new refund, or the retry of a refused one. */
function RefundButton(props: { retry: boolean; label: string; busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn--danger btn--small"
      disabled={props.busy}
      onClick={props.onClick}
      data-testid={props.retry ? 'order-refund-retry' : 'order-refund'}
    >
      {props.label}
    </button>
  )
}

/** What the provider answered to the refund just sent. */
function RefundOutcome({ outcome }: { outcome: { refunded: boolean; amount: number; reason?: string | null } }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const provider = useProviderText()
  return (
    <p className="muted" role="status">
      {outcome.refunded
        ? t('admin.order.refund_done', { amount: fmt.money(outcome.amount) })
        : t(refundOutcomeUnknown(outcome.reason) ? 'admin.order.refund_not_confirmed' : 'admin.order.refund_refused', {
            reason: provider.refusal(outcome.reason),
          })}
    </p>
  )
}

/** Paid (and collected on delivery), refunded (by card, in cash, by transfer), owed and held, as the server counts them. */
/** What the provider's `paid` figure is, by how the order is paid (a cash order shows the cash collected instead). */
const PAID_LABEL = {
  card: 'admin.order.paid',
  prepayment: 'admin.money.paid_prepayment',
  np: 'admin.money.paid_prepayment',
  invoice: 'admin.money.paid_invoice',
} as const

function MoneyFacts({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const m = order.money
  return (
    <dl className="adm-dl">
      <dt>{t('admin.money.payment_state')}</dt>
      <dd data-testid="order-payment-state" data-state={order.payment_state}>
        <PaymentStateBadge state={order.payment_state} />
        {order.payment_state === 'partly_refunded' && (
          <span className="muted">
            {' '}
            {t('admin.money.partly_refunded', { refunded: fmt.money(m.refunded_total), paid: fmt.money(m.paid_total) })}
          </span>
        )}
      </dd>
      {order.pay_type !== 'cash' && (
        <>
          <dt>{t(PAID_LABEL[order.pay_type])}</dt>
          <dd data-testid="order-paid">{fmt.money(m.paid)}</dd>
        </>
      )}
      {m.due_on_delivery > 0 && (
        <>
          <dt>{t('admin.money.due_on_delivery')}</dt>
          <dd data-testid="order-due-on-delivery">{fmt.money(m.due_on_delivery)}</dd>
        </>
      )}
      {m.collected_on_delivery > 0 && (
        <>
          <dt>{t('admin.money.collected_on_delivery')}</dt>
          <dd data-testid="order-collected-on-delivery">{fmt.money(m.collected_on_delivery)}</dd>
        </>
      )}
      {order.pay_type === 'cash' && (
        <>
          <dt>{t('admin.money.paid_cash')}</dt>
          <dd data-testid="order-paid-cash">{fmt.money(m.paid_total)}</dd>
        </>
      )}
      <dt>{t('admin.order.refunded')}</dt>
      <dd data-testid="order-refunded">{fmt.money(m.refunded)}</dd>
      {m.cash_refunded > 0 && (
        <>
          <dt>{t('admin.money.cash_refunded')}</dt>
          <dd data-testid="order-cash-refunded">{fmt.money(m.cash_refunded)}</dd>
        </>
      )}
      {m.transfer_refunded > 0 && (
        <>
          <dt>{t('admin.money.transfer_refunded')}</dt>
          <dd data-testid="order-transfer-refunded">{fmt.money(m.transfer_refunded)}</dd>
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
  )
}

/** The payment state as a badge beside the fulfilment status (app/domain/payment-state.ts). */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation()
  return <StatusBadge status={`pay-${state}`} label={t(`admin.payment_state.${state}`)} />
}
