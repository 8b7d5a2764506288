import { useTranslation } from 'react-i18next'
import type { QuickOrderAnswer } from '../../contract/quick-order'
import { WholesaleMinimumNote } from '../cart/wholesale-notes'
import { Price } from '../ui/price'

/** The priced lines: each found one with its price, stock or pre-order; each unknown one with the code as typed. */
export function QuickOrderTable({
  answer,
  codes,
  added,
  onRemoveUnknown,
  onAddAll,
}: {
  answer: QuickOrderAnswer
  /** The codes as the partner typed them, by row (the server names an unknown code by its row only). */
  codes: string[]
  added: number | null
  onRemoveUnknown: () => void
  onAddAll: () => void
}) {
  const { t } = useTranslation()
  const unknown = answer.lines.filter((l) => !l.found).length
  const found = answer.lines.length - unknown
  return (
    <section className="quick-order__result" aria-live="polite">
      <ul className="quick-order__table" data-testid="quick-order-result">
        {answer.lines.map((line) =>
          line.found ? (
            <li key={line.row} className="quick-order__row" data-testid="quick-order-row" data-found="true">
              <span className="quick-order__code">{line.code}</span>
              <a className="quick-order__name" href={line.url}>
                {line.brand} {line.name}
              </a>
              <span className="quick-order__figures">
                <Price value={line.price} regular={line.regular_price} testId="quick-order-price" /> × {line.quantity} ={' '}
                <b>
                  <Price value={line.total} />
                </b>
              </span>
              <span className={line.preorder_quantity > 0 ? 'quick-order__stock is-preorder' : 'quick-order__stock'}>
                {line.preorder_quantity > 0
                  ? t('order.quick.preorder')
                  : t('order.quick.in_stock', { count: line.in_stock })}
              </span>
              {line.pack_size > 1 && (
                <span className="quick-order__pack" data-testid="quick-order-pack">
                  {t('wholesale_rules.pack_multiple', { pack: line.pack_size })}
                  {line.rounded_from !== null && ` · ${t('wholesale_rules.rounded', { from: line.rounded_from })}`}
                </span>
              )}
            </li>
          ) : (
            <li
              key={line.row}
              className="quick-order__row quick-order__row--unknown"
              data-testid="quick-order-row"
              data-found="false"
            >
              <span className="quick-order__code">{codes[line.row]}</span>
              <span className="quick-order__name">{t('order.quick.unknown')}</span>
            </li>
          ),
        )}
      </ul>
      <WholesaleMinimumNote
        notice={
          answer.minimum_total > answer.total
            ? {
                minimum: { minimum: answer.minimum_total, short: answer.minimum_total - answer.total },
                packs: new Map(),
              }
            : null
        }
      />
      <div className="quick-order__summary">
        <span>
          {t('order.quick.total')}: <Price value={answer.total} testId="quick-order-total" />
        </span>
        {unknown > 0 && (
          <button type="button" className="btn btn--outline btn--small" onClick={onRemoveUnknown}>
            {t('order.quick.remove_unknown')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--primary"
          disabled={found === 0}
          onClick={onAddAll}
          data-testid="quick-order-add"
        >
          {t('order.quick.add_all')}
        </button>
      </div>
      {added !== null && (
        <p className="form-message" role="status" data-testid="quick-order-added">
          {t('order.quick.added', { count: added })} <a href="/order">{t('order.quick.to_checkout')}</a>
        </p>
      )}
    </section>
  )
}
