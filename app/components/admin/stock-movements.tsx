import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdminProduct } from '../../contract/admin-catalogue'
import { useLocale } from '../../i18n/use-locale'
import { stockMovementsQuery } from '../../lib/admin-queries/stock-movements'
import { FormError } from './fields'
import { useFormatters } from './formatters'

/** The product's stock changes, newest first: which variant and stock, by how much, why and who. */
export function StockMovements({ product }: { product: AdminProduct }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const id = String(product.id)
  // Asked again whenever a variant's stock changes on this page.
  const stockKey = product.variants.map((v) => `${v.id}:${v.stock}:${v.stock_opt}`).join(',')
  const { data, error } = useQuery(stockMovementsQuery(id, stockKey, useLocale()))
  return (
    <div className="adm-card" data-testid="stock-movements">
      <h2>{t('admin.stock_moves.title')}</h2>
      <FormError error={error} />
      {data && data.length === 0 && <p className="muted">{t('admin.stock_moves.none')}</p>}
      {data && data.length > 0 && (
        <table className="adm-table">
          <thead>
            <tr>
              <th>{t('admin.stock_moves.when')}</th>
              <th>{t('admin.stock_moves.code')}</th>
              <th>{t('admin.stock_moves.stock')}</th>
              <th className="num">{t('admin.stock_moves.delta')}</th>
              <th>{t('admin.stock_moves.reason')}</th>
              <th>{t('admin.stock_moves.who')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((m) => (
              <tr key={m.id} data-testid="stock-movement" data-reason={m.reason}>
                <td className="nowrap" data-label={t('admin.stock_moves.when')}>
                  {fmt.dateTime(m.created)}
                </td>
                <td data-label={t('admin.stock_moves.code')}>{m.code}</td>
                <td data-label={t('admin.stock_moves.stock')}>{t(`admin.stock_moves.kinds.${m.stock}`)}</td>
                <td className="num" data-label={t('admin.stock_moves.delta')}>
                  {m.delta > 0 ? `+${m.delta}` : m.delta}
                </td>
                <td data-label={t('admin.stock_moves.reason')}>
                  <span>
                    {t(`admin.stock_moves.reasons.${m.reason}`)}
                    {m.order_number && ` · ${t('admin.stock_moves.order', { number: m.order_number })}`}
                  </span>
                </td>
                <td data-label={t('admin.stock_moves.who')}>{m.actor_email ?? t('admin.stock_moves.system')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
