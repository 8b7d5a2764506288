import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { createWaybills } from '../../lib/admin-queries/waybills'
import { FormError } from './fields'

/**
 * Nova Poshta waybills for the chosen orders (a day's parcels), each with its defaults: each order
 * gets its own outcome, a waybill number or why not, so one refusal does not hold back the rest.
 */
export function BulkWaybills({ ids, numberOf }: { ids: number[]; numberOf: (id: number) => string }) {
  const { t } = useTranslation()
  const create = useMutation(createWaybills(useLocale()))
  if (ids.length === 0 && !create.data) return null
  return (
    <div className="adm-card" data-testid="orders-bulk-waybills">
      <button
        type="button"
        className="btn btn--outline btn--small"
        disabled={create.isPending || ids.length === 0}
        onClick={() => {
          if (window.confirm(t('admin.waybill.bulk_confirm', { count: ids.length }))) create.mutate(ids)
        }}
        data-testid="orders-bulk-waybill"
      >
        {create.isPending ? t('admin.waybill.creating') : t('admin.waybill.bulk_create')}
      </button>
      {create.data && (
        <ul className="adm-history" role="status" data-testid="orders-bulk-waybill-results">
          {create.data.results.map((r) => (
            <li key={r.id} className={r.ttn ? undefined : 'adm-field__error'}>
              {r.ttn
                ? t('admin.waybill.bulk_done', { number: numberOf(r.id), ttn: r.ttn })
                : t('admin.waybill.bulk_failed', { number: numberOf(r.id), error: r.error ?? '' })}
            </li>
          ))}
        </ul>
      )}
      <FormError error={create.error} />
    </div>
  )
}
