import { getRouteApi } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import type { Invoice } from '../../contract/invoice'
import type { Locale } from '../../domain/locale'
import { invoiceQuery } from '../../lib/store-queries/orders'
import { useStoreQuery } from '../../lib/store-queries/use-store-query'
import { InvoiceSheet } from './invoice-sheet'

const root = getRouteApi('__root__')

/** The partner's invoice (рахунок на оплату) of an order paid by bank transfer; on paper only the sheet prints. */
export function InvoicePage({ id, locale, loading }: { id: number; locale: Locale; loading: ReactNode }) {
  const { t } = useTranslation()
  const { settings } = root.useLoaderData() as { settings: SiteSettings }
  const read = useStoreQuery(invoiceQuery(locale, id))
  useEffect(() => {
    if (read.error) console.warn('invoice', read.error)
  }, [read.error])
  const invoice: Invoice | null | 'missing' = id <= 0 || read.error ? 'missing' : (read.data ?? null)

  if (invoice === null) return loading
  if (invoice === 'missing')
    return (
      <section className="container status-page">
        <h1>{t('order.invoice.missing')}</h1>
      </section>
    )
  return (
    <div className="container invoice-page">
      <div className="invoice-page__tools">
        <button type="button" className="btn btn--primary" onClick={() => window.print()} data-testid="invoice-print">
          {t('order.invoice.print')}
        </button>
      </div>
      <InvoiceSheet invoice={invoice} seller={settings.seller} />
    </div>
  )
}
