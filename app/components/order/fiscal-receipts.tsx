import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BuyerReceipt } from '../../contract/fiscal'
import { apiFetch } from '../../lib/api-client'
import { useLocale } from '../../i18n/use-locale'
import { useMoney } from '../ui/use-money'

/** Checkbox registers a receipt within seconds of the payment: the page asks a few times, then stops. */
const ASK_EVERY_MS = 3000
const ASKS = 10

/**
 * The order's fiscal receipts (their fiscal number and public page) once issued. Waits for the first
 * one a little while after a card payment; shows nothing while there is none.
 */
export function FiscalReceipts({ reference, expectOne }: { reference: string; expectOne: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const money = useMoney()
  const [receipts, setReceipts] = useState<BuyerReceipt[]>([])
  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async (left: number) => {
      const found = await apiFetch((api) => api.order.receipts[':reference'].$get({ param: { reference } }), {
        locale,
      }).catch(() => null)
      if (!live) return
      if (found && found.length > 0) setReceipts(found)
      else if (expectOne && left > 1) timer = setTimeout(() => void ask(left - 1), ASK_EVERY_MS)
    }
    void ask(ASKS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [reference, locale, expectOne])
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
