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
type Decision = 'confirm' | 'drop'

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
  onDecide: (decision: Decision) => void
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
        <DecisionButtons
          busy={busy}
          onDecide={onDecide}
          label={(d) => t(`admin.held_prices.${d}`)}
          testId={(d) => `held-${d}-${line.id}`}
        />
        {refused !== undefined && (
          <p className="adm-field__error" role="alert">
            {refused}
          </p>
        )}
      </td>
    </tr>
  )
}

/** Confirm and drop, for one held line or (strong: the main action) for every one of them. */
export function DecisionButtons({
  busy,
  onDecide,
  strong,
  label,
  testId,
}: {
  busy: boolean
  onDecide: (decision: Decision) => void
  strong?: boolean
  label: (decision: Decision) => string
  testId: (decision: Decision) => string
}) {
  return (
    <div className="adm-inline">
      {(['confirm', 'drop'] as const).map((d) => (
        <button
          key={d}
          type="button"
          className={`btn ${d === 'drop' ? 'btn--danger' : strong ? 'btn--primary' : 'btn--outline'} btn--small`}
          disabled={busy}
          onClick={() => onDecide(d)}
          data-testid={testId(d)}
        >
          {label(d)}
        </button>
      ))}
    </div>
  )
}
