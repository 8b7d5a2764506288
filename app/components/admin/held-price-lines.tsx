import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { HeldPriceLine, PriceListValues } from '../../contract/price-list'
import { isPriceJump } from '../../domain/price-list'
import { useLocale } from '../../i18n/use-locale'
import { decideHeldLines, heldLinesQuery } from '../../lib/admin-queries/price-list'
import { FormError } from './fields'
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

/** The ERP's held lines: each with what it changes and why it waits, confirmed or dropped one by one or all at once. */
export function HeldPriceLines() {
  const { t } = useTranslation()
  const locale = useLocale()
  const fmt = useFormatters()
  const held = useQuery(heldLinesQuery(locale))
  const decide = useMutation(decideHeldLines(locale))
  const lines = held.data ?? []
  const section = useRef<HTMLElement>(null)
  const loaded = held.isSuccess
  // The staff email links to #held: the lines arrive after the browser looked for the anchor.
  useEffect(() => {
    if (loaded && window.location.hash === '#held') section.current?.scrollIntoView()
  }, [loaded])
  const refused = decide.data ?? new Map<number, string>()
  const run = (ids: readonly number[], decision: 'confirm' | 'drop') => decide.mutate({ ids, decision })
  const all = (decision: 'confirm' | 'drop') => {
    const ask = t(`admin.held_prices.${decision}_all_ask`, { count: lines.length })
    if (window.confirm(ask))
      run(
        lines.map((l) => l.id),
        decision,
      )
  }

  return (
    <section className="adm-card adm-held" id="held" ref={section} data-testid="held-lines">
      <h2>{t('admin.held_prices.title')}</h2>
      <FormError error={held.error} />
      {lines.length === 0 ? (
        <p className="muted" data-testid="held-empty">
          {held.isPending ? t('admin.common.loading') : t('admin.held_prices.empty')}
        </p>
      ) : (
        <>
          <p className="muted">{t('admin.held_prices.help')}</p>
          <div className="adm-inline">
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={decide.isPending}
              onClick={() => all('confirm')}
              data-testid="held-confirm-all"
            >
              {t('admin.held_prices.confirm_all')}
            </button>
            <button
              type="button"
              className="btn btn--danger btn--small"
              disabled={decide.isPending}
              onClick={() => all('drop')}
              data-testid="held-drop-all"
            >
              {t('admin.held_prices.drop_all')}
            </button>
          </div>
          <div className="adm-table-wrap">
            <table className="adm-table">
              <thead>
                <tr>
                  <th>{t('admin.held_prices.product')}</th>
                  <th>{t('admin.held_prices.change')}</th>
                  <th>{t('admin.held_prices.why')}</th>
                  <th>{t('admin.held_prices.received')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.id} data-testid={`held-line-${line.id}`}>
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
                          disabled={decide.isPending}
                          onClick={() => run([line.id], 'confirm')}
                          data-testid={`held-confirm-${line.id}`}
                        >
                          {t('admin.held_prices.confirm')}
                        </button>
                        <button
                          type="button"
                          className="btn btn--danger btn--small"
                          disabled={decide.isPending}
                          onClick={() => run([line.id], 'drop')}
                          data-testid={`held-drop-${line.id}`}
                        >
                          {t('admin.held_prices.drop')}
                        </button>
                      </div>
                      {refused.has(line.id) && (
                        <p className="adm-field__error" role="alert">
                          {refused.get(line.id)}
                        </p>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

/** A notice with a link while ERP lines wait for a person; nothing otherwise. */
export function HeldLinesNotice() {
  const { t } = useTranslation()
  const waiting = useQuery(heldLinesQuery(useLocale())).data?.length ?? 0
  if (waiting === 0) return null
  return (
    <p className="adm-alert adm-alert--error" role="status" data-testid="held-notice">
      {t('admin.held_prices.waiting', { count: waiting })}{' '}
      <a href="/admin/price-list#held">{t('admin.held_prices.waiting_link')}</a>
    </p>
  )
}
