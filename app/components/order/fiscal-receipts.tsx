import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { receiptsQuery } from '../../lib/store-queries/orders'
import { useStoreQuery } from '../../lib/store-queries/use-store-query'
import { useMoney } from '../ui/use-money'

/**
 * The order's fiscal receipts (their fiscal number and public page) once issued. Waits for the first
 * one a little while after a card payment; shows nothing while there is none.
 */
export function FiscalReceipts({ reference, expectOne }: { reference: string; expectOne: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const money = useMoney()
  const receipts = useStoreQuery(receiptsQuery(locale, reference, expectOne)).data ?? []
  if (receipts.length === 0) return null
  return (
    <section className="fiscal-receipts" data-testid="fiscal-receipts">
      <h2 className="fiscal-receipts__title">{t('order.receipts_title')}</h2>
      <ul className="fiscal-receipts__list">
        {receipts.map((r) => (
          <li key={`${r.type}-${r.fiscal_code ?? r.url}`} data-testid="fiscal-receipt">
            <span>
              {t(r.type === 'return' ? 'order.receipt_return' : 'order.receipt_sale', {
                code: r.fiscal_code ?? '—',
                amount: money(r.amount),
              })}
            </span>{' '}
            {r.url && (
              <a href={r.url} target="_blank" rel="noopener noreferrer" data-testid="fiscal-receipt-link">
                {t('order.receipt_open')}
              </a>
            )}
            {r.qr_svg && (
              // The server's drawing of the link (worker/services/fiscal/receipt-qr.ts): shapes only, no text.
              <span
                className="fiscal-receipts__qr"
                data-testid="fiscal-receipt-qr"
                role="img"
                aria-label={t('order.receipt_qr')}
                dangerouslySetInnerHTML={{ __html: r.qr_svg }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
