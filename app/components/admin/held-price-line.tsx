import { useTranslation } from 'react-i18next'
import type { HeldPriceLine, PriceListValues } from '../../contract/price-list'
import { isPriceJump } from '../../domain/price-list'
import { useFormatters } from './formatters'

const MONEY: readonly (keyof PriceListValues)[] = [
  'price',
  'discount_price',
  'whoosale_price',
  'discount_whoosale_price',
]
const KEYS: readonly (keyof PriceListValues)[] = [...MONEY, 'stock', 'stock_opt', 'barcode']

/** A line's changed values, old → new, the ones that moved threefold marked. */
function Change({ line }: { line: HeldPriceLine }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const show = (key: keyof PriceListValues, value: number | string | null | undefined) =>
    value === undefined || value === null ? '—' : MONEY.includes(key) ? fmt.money(Number(value)) : String(value)
  return (
    <ul className="adm-held__change">
      {KEYS.filter((k) => line.after[k] !== undefined).map((k) => {
        const jump = MONEY.includes(k) && isPriceJump(Number(line.before[k] ?? 0), Number(line.after[k] ?? 0))
        return (
          <li key={k}>
            {t(`admin.variant.${k}`)}: <s className="muted nowrap">{show(k, line.before[k])}</s> →{' '}
            {jump ? (
              <b className="adm-held__jump nowrap">{show(k, line.after[k])}</b>
            ) : (
              <span className="nowrap">{show(k, line.after[k])}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** One held line: the product, what it changes, why it waits, when it came, and its own confirm and drop. */
export function HeldLineRow({
  line,
  busy,
  refused,
  onDecide,
}: {
  line: HeldPriceLine
  busy: boolean
  /** Why the server refused this line's decision, when it did. */
  refused: string | undefined
  onDecide: (decision: 'confirm' | 'drop') => void
}) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  return (
    <tr data-testid={`held-line-${line.id}`}>
      <td data-label={t('admin.held_prices.product')}>
        <b>{line.product_name}</b>
        <div className="muted">
          {t('admin.held_prices.code')}: {line.code}
        </div>
      </td>
      <td data-label={t('admin.held_prices.change')}>
        <Change line={line} />
      </td>
      <td data-label={t('admin.held_prices.why')}>{t('admin.held_prices.why_jump')}</td>
      <td className="nowrap" data-label={t('admin.held_prices.received')}>
        {fmt.dateTime(line.received)}
      </td>
      <td>
        <div className="adm-inline">
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={busy}
            onClick={() => onDecide('confirm')}
            data-testid={`held-confirm-${line.id}`}
          >
            {t('admin.held_prices.confirm')}
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={busy}
            onClick={() => onDecide('drop')}
            data-testid={`held-drop-${line.id}`}
          >
            {t('admin.held_prices.drop')}
          </button>
        </div>
        {refused !== undefined && (
          <p className="adm-field__error" role="alert">
            {refused}
          </p>
        )}
      </td>
    </tr>
  )
}
