import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../lib/api-client'

/** The message of a failed call, and any field errors the form does not show by name. */
export function FormError({ error, shown = [] }: { error: ApiError | null; shown?: string[] }) {
  if (!error) return null
  const other = Object.entries(error.fields ?? {}).filter(([k]) => !shown.includes(k))
  return (
    <div className="adm-alert adm-alert--error" role="alert">
      <p>{error.message}</p>
      {/* The messages alone: a field's wire name ("amount", "ttn") means nothing to staff. */}
      {other.length > 0 && (
        <ul>
          {other.map(([k, v]) => (
            <li key={k}>{v.join(' ')}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`adm-badge adm-badge--${status}`}>{label}</span>
}

/** Whether the storefront shows a brand or a category: staff keep hidden ones here, marked. */
export function ShownBadge({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation()
  return (
    <StatusBadge status={String(!hidden)} label={hidden ? t('admin.brands.hidden_badge') : t('admin.common.yes')} />
  )
}

/** Whole numbers typed into a form: '' stays empty (not sent), anything else a number. */
export const toInt = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value))
