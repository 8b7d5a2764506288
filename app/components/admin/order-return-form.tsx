import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { RETURN_REASONS, RETURNABLE_STATUSES, type ReturnReason } from '../../domain/order-returns'
import { FormError } from './fields'
import { FormField } from './form-field'
import { ReturnMoney } from './order-return-money'
import { useReturnDraft } from './use-return-draft'

type Line = AdminOrderDetail['lines'][number]

/** Which lines come back and how many, why, each restocked or written off, and whether and how money goes back. */
export function ReturnForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const draft = useReturnDraft(order)
  const { form, send, open, values } = draft

  if (!RETURNABLE_STATUSES.includes(order.status)) return <p className="muted">{t('admin.returns.not_delivered')}</p>
  if (open.length === 0) return <p className="muted">{t('admin.returns.nothing_left')}</p>

  return (
    <form
      className="adm-form"
      noValidate
      data-testid="order-return-form"
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <p className="muted" data-testid="order-return-rule">
        {t('admin.returns.rule')}
      </p>
      <form.Field name="reason">
        {(field) => (
          <FormField
            label={t('admin.returns.reason')}
            name="reason"
            errors={field.state.meta.errors}
            server={send.error}
          >
            <select
              className="adm-input"
              required
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value as ReturnReason)}
              data-testid="order-return-reason"
            >
              <option value="" disabled>
                {t('admin.returns.reason_choose')}
              </option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`admin.returns.reasons.${r}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </form.Field>
      {open.map((l) => (
        <ReturnLine
          key={l.id}
          line={l}
          quantity={values.quantities[l.id] ?? 0}
          onQuantity={(n) => form.setFieldValue('quantities', { ...values.quantities, [l.id]: n })}
          canRestock={draft.canRestock}
          restock={draft.canRestock && !!values.restock[l.id]}
          onRestock={(on) => form.setFieldValue('restock', { ...values.restock, [l.id]: on })}
        />
      ))}
      <form.Field name="note">
        {(field) => (
          <FormField label={t('admin.returns.note')} name="note" errors={field.state.meta.errors} server={send.error}>
            <input
              className="adm-input"
              value={field.state.value}
              maxLength={500}
              onChange={(e) => field.handleChange(e.target.value)}
              data-testid="order-return-note"
            />
          </FormField>
        )}
      </form.Field>
      <ReturnMoney draft={draft} />
      <div className="adm-inline" style={{ marginTop: 10 }}>
        <button
          type="submit"
          className="btn btn--primary btn--small"
          disabled={!draft.ready}
          data-testid="order-return-submit"
        >
          {t('admin.returns.submit')}
        </button>
        {send.isSuccess && (
          <span className="muted" role="status">
            {t('admin.returns.done')}
          </span>
        )}
      </div>
      <FormError error={send.error} shown={['reason', 'note', 'rest_by']} />
    </form>
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
