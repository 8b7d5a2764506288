import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { STAFF_TARGET_STATUSES } from '../../domain/order-lifecycle'
import type { OrderStatus } from '../../domain/order-status'
import { useLocale } from '../../i18n/use-locale'
import { moveOrders } from '../../lib/admin-queries/orders'
import { FormError } from './fields'
import { useFormatters } from './formatters'
import type { OrderChoice } from './order-choice'

/**
 * The chosen orders to one status. The server checks every order against its own table and moves
 * all or none; a refusal names the orders that cannot move, so staff can unselect them.
 */
export function BulkStatusBar({ choice }: { choice: OrderChoice }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const move = useMutation(moveOrders(useLocale()))
  const [status, setStatus] = useState<OrderStatus | ''>('')
  const { ids } = choice

  function apply() {
    if (status === '') return
    const question = t('admin.bulk.confirm', { count: ids.length, status: t(`admin.status.${status}`) })
    const refunds =
      (status === 'declined' || status === 'returned') && choice.refundTotal > 0
        ? ` ${t('admin.money.bulk_refund', { amount: fmt.money(choice.refundTotal) })}`
        : ''
    if (window.confirm(question + refunds)) move.mutate({ ids, status }, { onSuccess: choice.clear })
  }

  return (
    <div className="adm-card adm-bulk" data-testid="orders-bulk">
      <div className="adm-inline">
        <label className="adm-check">
          <input
            type="checkbox"
            checked={choice.allOfPage}
            onChange={(e) => choice.setAllOfPage(e.target.checked)}
            data-testid="orders-select-all"
          />{' '}
          {t('admin.bulk.select_all')}
        </label>
        <span data-testid="orders-selected">{t('admin.bulk.selected', { count: ids.length })}</span>
        <StatusChoice status={status} onChange={setStatus} />
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={move.isPending || ids.length === 0 || status === ''}
          onClick={apply}
          data-testid="orders-bulk-apply"
        >
          {t('admin.bulk.apply')}
        </button>
        {ids.length > 0 && (
          <button type="button" className="btn btn--ghost btn--small" onClick={choice.clear}>
            {t('admin.bulk.clear')}
          </button>
        )}
      </div>
      {move.isSuccess && (
        <p className="adm-alert adm-alert--ok" role="status" style={{ marginTop: 12 }} data-testid="orders-bulk-done">
          {t('admin.bulk.done', { count: move.data.moved })}
        </p>
      )}
      <FormError error={move.error} shown={['orders']} />
    </div>
  )
}

/** The statuses staff may move orders to by hand. */
function StatusChoice({ status, onChange }: { status: OrderStatus | ''; onChange: (s: OrderStatus | '') => void }) {
  const { t } = useTranslation()
  return (
    <label className="adm-field">
      <span className="adm-field__label">{t('admin.bulk.move_to')}</span>
      <select
        value={status}
        onChange={(e) => onChange(e.target.value as OrderStatus | '')}
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
  )
}
