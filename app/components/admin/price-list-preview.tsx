import { useTranslation } from 'react-i18next'
import type { PriceListChange, PriceListPreview, PriceListValues } from '../../contract/price-list'
import { useFormatters } from './formatters'

const VALUE_KEYS: (keyof PriceListValues)[] = [
  'price',
  'whoosale_price',
  'discount_price',
  'discount_whoosale_price',
  'stock',
  'stock_opt',
  'barcode',
]
const MONEY_KEYS: ReadonlySet<keyof PriceListValues> = new Set([
  'price',
  'whoosale_price',
  'discount_price',
  'discount_whoosale_price',
])

/** The file's rows the server refused, each with why, and the offer to leave them out and apply the rest. */
export function PriceListRowErrors({
  message,
  fields,
  onSkip,
  busy,
}: {
  message: string
  fields: Record<string, string[]>
  onSkip: () => void
  busy: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className="adm-alert adm-alert--error" role="alert" data-testid="price-list-errors">
      <p>{message}</p>
      <table className="adm-table">
        <tbody>
          {Object.entries(fields).map(([where, messages]) => (
            <tr key={where}>
              <td className="nowrap">
                <b>{where}</b>
              </td>
              <td>{messages.join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="btn btn--outline btn--small"
        style={{ marginTop: 8, whiteSpace: 'normal', maxWidth: '100%' }}
        disabled={busy}
        onClick={onSkip}
        data-testid="price-list-skip"
      >
        {t('admin.price_list.skip_invalid')}
      </button>
    </div>
  )
}

/** The rows left out for their problems: they are not applied. */
function SkippedRows({ skipped }: { skipped: PriceListPreview['skipped'] }) {
  const { t } = useTranslation()
  const rows = new Set(skipped.map((s) => s.row)).size
  return (
    <div className="adm-alert adm-alert--warn" data-testid="price-list-skipped">
      <div>
        <p style={{ marginTop: 0 }}>{t('admin.price_list.skipped', { count: rows })}</p>
        <ul style={{ marginBottom: 0 }}>
          {skipped.map((s, i) => (
            <li key={i}>
              {t('admin.price_list.row')} {s.row}
              {s.column ? `, ${s.column}` : ''}: {s.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** What the file would change: the counts, the confirmation of large moves, each change, the unknown codes. */
export function PriceListSummary({
  preview,
  confirmed,
  onConfirm,
}: {
  preview: PriceListPreview
  confirmed: boolean
  onConfirm: (confirmed: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <div data-testid="price-list-summary">
      <p className="adm-alert adm-alert--ok">
        {t('admin.price_list.summary', {
          rows: preview.rows,
          changes: preview.changes.length,
          unchanged: preview.unchanged,
          unknown: preview.unknown_codes.length,
        })}
      </p>
      {preview.skipped.length > 0 && <SkippedRows skipped={preview.skipped} />}
      {preview.large > 0 && (
        <div className="adm-alert adm-alert--error" role="alert" data-testid="price-list-large">
          <p>{t('admin.price_list.large', { count: preview.large })}</p>
          <label>
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(e) => onConfirm(e.target.checked)}
              data-testid="price-list-confirm"
            />{' '}
            {t('admin.price_list.confirm_large')}
          </label>
        </div>
      )}
      {preview.changes.length > 0 && <PriceListChanges changes={preview.changes} />}
      {preview.unknown_codes.length > 0 && (
        <div className="adm-card" style={{ marginTop: 16 }}>
          <h2>{t('admin.price_list.unknown')}</h2>
          <p>{preview.unknown_codes.map((u) => `${u.code} (${t('admin.price_list.row')} ${u.row})`).join(', ')}</p>
        </div>
      )}
    </div>
  )
}

/** One row per variant the file changes, each changed value old → new. */
function PriceListChanges({ changes }: { changes: PriceListChange[] }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const show = (key: keyof PriceListValues, value: number | string | null | undefined) =>
    value === undefined ? '' : value === null ? '—' : MONEY_KEYS.has(key) ? fmt.money(Number(value)) : String(value)
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <thead>
          <tr>
            <th>{t('admin.price_list.row')}</th>
            <th>{t('admin.products.code')}</th>
            <th>{t('admin.order.product')}</th>
            {VALUE_KEYS.map((k) => (
              <th key={k}>{t(`admin.variant.${k}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.code} className={c.large ? 'adm-row--warn' : undefined}>
              <td className="num" data-label={t('admin.price_list.row')}>
                {c.row}
              </td>
              <td className="nowrap" data-label={t('admin.products.code')}>
                {c.code}{' '}
                {c.large && <span className="adm-badge adm-badge--declined">{t('admin.price_list.large_badge')}</span>}
              </td>
              <td data-label={t('admin.order.product')}>{c.product_name}</td>
              {VALUE_KEYS.map((k) => (
                <td key={k} className="nowrap" data-label={t(`admin.variant.${k}`)}>
                  {c.after[k] !== undefined && (
                    <>
                      <s className="muted">{show(k, c.before[k])}</s> → <b>{show(k, c.after[k])}</b>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
