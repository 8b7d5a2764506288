import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '../../domain/order-status'
import { STAFF_TARGET_STATUSES } from '../../domain/order-lifecycle'
import { FormError } from './fields'
import { useAdminAction, useFormatters } from './use-admin'

/**
 * The chosen orders to one status. The server checks every order against its own table and moves
 * all or none; a refusal names the orders that cannot move, so staff can unselect them.
 */
export function BulkStatusBar({
  ids,
  refundTotal,
  onAllPage,
  allChosen,
  onDone,
  onClear,
}: {
  ids: number[]
  /** What the chosen orders' card payments would send back if declined or returned. */
  refundTotal: number
  allChosen: boolean
  onAllPage: (on: boolean) => void
  onDone: () => void
  onClear: () => void
}) {
  const { t } = useTranslation()
  const action = useAdminAction()
  const fmt = useFormatters()
  const [status, setStatus] = useState<OrderStatus | ''>('')
  const [done, setDone] = useState<number | null>(null)

  async function apply() {
    if (status === '') return
    const question = t('admin.bulk.confirm', { count: ids.length, status: t(`admin.status.${status}`) })
    const refunds =
      (status === 'declined' || status === 'returned') && refundTotal > 0
        ? ` ${t('admin.money.bulk_refund', { amount: fmt.money(refundTotal) })}`
        : ''
    if (!window.confirm(question + refunds)) return
    const answer = await action.run((api) => api.admin.orders['bulk-status'].$post({ json: { ids, status } }))
    if (answer) {
      setDone(answer.moved)
      onDone()
    }
  }

  return (
    <div className="adm-card adm-bulk" data-testid="orders-bulk">
      <div className="adm-inline">
        <label className="adm-check">
          <input
            type="checkbox"
            checked={allChosen}
            onChange={(e) => onAllPage(e.target.checked)}
            data-testid="orders-select-all"
          />{' '}
          {t('admin.bulk.select_all')}
        </label>
        <span data-testid="orders-selected">{t('admin.bulk.selected', { count: ids.length })}</span>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.bulk.move_to')}</span>
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
            data-testid="orders-bulk-status"
          >
            <option value="">—</option>
            {STAFF_TARGET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={action.busy || ids.length === 0 || status === ''}
          onClick={apply}
          data-testid="orders-bulk-apply"
        >
          {t('admin.bulk.apply')}
        </button>
        {ids.length > 0 && (
          <button type="button" className="btn btn--ghost btn--small" onClick={onClear}>
            {t('admin.bulk.clear')}
          </button>
        )}
      </div>
      {done !== null && !action.error && (
        <p className="adm-alert adm-alert--ok" role="status" style={{ marginTop: 12 }} data-testid="orders-bulk-done">
          {t('admin.bulk.done', { count: done })}
        </p>
      )}
      <FormError error={action.error} shown={['orders']} />
    </div>
  )
}
