import { useTranslation } from 'react-i18next'
import { RETURN_REASONS } from '../../domain/order-returns'
import { ORDER_STATUSES } from '../../domain/order-status'
import { USER_ROLES } from '../../domain/staff-role'
import { WHOLESALE_STANDINGS } from '../../domain/viewer'
import type { CatalogueNames } from './catalogue-options'
import { useFormatters } from './formatters'

/** A moment kept as milliseconds since 1970 (from 2001 on), as the state's `…_at` fields hold them. */
const isMoment = (field: string, value: unknown): value is number =>
  field.endsWith('_at') && typeof value === 'number' && value > 1e12

/** `priceUah`, `price_uah` and `price` name one field: labels are keyed by the wire name without the unit. */
export function auditFieldKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/_uah$/, '')
}

/** Codes kept in a state and said in words: a bulk edit's kind, the review setting's mode. */
const WORDED: Record<string, readonly string[]> = {
  kind: ['prices', 'stock', 'visibility'],
  moderation: ['publish', 'hold'],
}

type StateProps = { names?: CatalogueNames; entity?: string }

function Value({ field, value, names, entity }: { field: string; value: unknown } & StateProps) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  if (isMoment(field, value)) return <>{fmt.dateTime(new Date(value).toISOString())}</>
  if (field === 'feeds_off' && Array.isArray(value))
    return (
      <>
        {value.length
          ? value.map((c) => t(`admin.feeds.channels.${String(c)}`, { defaultValue: String(c) })).join(', ')
          : t('admin.audit.no_feeds_off')}
      </>
    )
  if (value === null || value === undefined || value === '') return <>—</>
  if (typeof value === 'boolean') return <>{value ? t('admin.common.yes') : t('admin.common.no')}</>
  if (typeof value === 'object') return <AuditState value={value} names={names} entity={entity} />
  const text = String(value)
  // A promo code's or a product's brand and category, and a partner's tier, are kept as ids: shown by name when known.
  if ((field === 'brand_id' || field === 'category_id' || field === 'partner_tier_id') && typeof value === 'number')
    return <>{names?.[field]?.get(value) ?? `#${text}`}</>
  if (WORDED[field]?.includes(text)) return <>{t(`admin.audit.values.${field}.${text}`)}</>
  if (field === 'status' && (ORDER_STATUSES as readonly string[]).includes(text))
    return <>{t(`admin.status.${text}`)}</>
  if (field === 'role' && (USER_ROLES as readonly string[]).includes(text)) return <>{t(`admin.roles.${text}`)}</>
  if (field === 'kind' && (text === 'percent' || text === 'fixed')) return <>{t(`admin.promo.${text}`)}</>
  if (field === 'wholesale_status' && (WHOLESALE_STANDINGS as readonly string[]).includes(text))
    return <>{t(`admin.partners.status_${text}`)}</>
  if (field === 'source') return <>{t(`admin.audit.sources.${text}`, { defaultValue: text })}</>
  if (field === 'reason' && (RETURN_REASONS as readonly string[]).includes(text))
    return <>{t(`admin.returns.reasons.${text}`)}</>
  if ((field === 'is_active' || field === 'blocked' || field === 'handled') && (text === '1' || text === '0'))
    return <>{text === '1' ? t('admin.common.yes') : t('admin.common.no')}</>
  return <>{text}</>
}

/** A state as "field: value" lines a clerk reads: fields by their names in the staff's language, statuses and yes/no in words. */
export function AuditState({ value, names, entity }: { value: unknown } & StateProps) {
  const { t } = useTranslation()
  if (value === null || value === undefined) return <span className="muted">—</span>
  if (typeof value !== 'object') return <>{String(value)}</>
  if (Array.isArray(value))
    return (
      <ul className="adm-state">
        {value.map((item, i) => (
          <li key={i}>
            <Value field="" value={item} names={names} entity={entity} />
          </li>
        ))}
      </ul>
    )
  return (
    <ul className="adm-state">
      {Object.entries(value as Record<string, unknown>).map(([key, v]) => {
        // A bulk edit keys each variant's field as "CODE.field": the code, then the field's name.
        const dot = key.lastIndexOf('.')
        const field = auditFieldKey(dot > 0 ? key.slice(dot + 1) : key)
        // A field whose name means something else on this entity (a promo code's code is no article number).
        const label = t([`admin.audit.entity_fields.${entity ?? ''}.${field}`, `admin.audit.fields.${field}`], {
          defaultValue: t('admin.audit.fields.other'),
        })
        return (
          <li key={key}>
            <span className="muted">{dot > 0 ? `${key.slice(0, dot)} · ${label}` : label}:</span>{' '}
            <Value field={field} value={v} names={names} entity={entity} />
          </li>
        )
      })}
    </ul>
  )
}
