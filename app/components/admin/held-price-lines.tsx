import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { decideHeldLines, heldLinesQuery } from '../../lib/admin-queries/price-list'
import { FormError } from './fields'
import { DecisionButtons, HeldLineRow } from './held-price-line'

/** The ERP's held lines: each with what it changes and why it waits, confirmed or dropped one by one or all at once. */
export function HeldPriceLines() {
  const { t } = useTranslation()
  const locale = useLocale()
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
          <DecisionButtons
            busy={decide.isPending}
            onDecide={all}
            strong
            label={(d) => t(`admin.held_prices.${d}_all`)}
            testId={(d) => `held-${d}-all`}
          />
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
                  <HeldLineRow
                    key={line.id}
                    line={line}
                    busy={decide.isPending}
                    refused={refused.get(line.id)}
                    onDecide={(decision) => run([line.id], decision)}
                  />
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
