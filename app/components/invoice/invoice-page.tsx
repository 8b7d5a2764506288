import { getRouteApi } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import type { Invoice } from '../../contract/invoice'
import type { Locale } from '../../domain/locale'
import { bankCodeOfIban, formatIban } from '../../domain/iban-format'
import { invoiceQuery } from '../../lib/store-queries/orders'
import { useStoreQuery } from '../../lib/store-queries/use-store-query'
import { formatShortDate } from '../../lib/content-date'
import { InvoiceLines } from './invoice-lines'

const root = getRouteApi('__root__')

/**
 * The partner's invoice (рахунок на оплату) of an order paid by bank transfer: the store's requisites
 * (the site settings' seller), the partner's (the profile's company section), the lines and total
 * from the server; on paper only the sheet prints.
 */
export function InvoicePage({ id, locale, loading }: { id: number; locale: Locale; loading: ReactNode }) {
  const { t, i18n } = useTranslation()
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
  const date = (iso: string) => formatShortDate(iso, i18n.language)
  // The seller kept when the invoice was issued; an invoice from before they were kept prints today's.
  const seller = invoice.seller ?? settings.seller
  const bankCode = seller && bankCodeOfIban(seller.iban)
  return (
    <div className="container invoice-page">
      <div className="invoice-page__tools">
        <button type="button" className="btn btn--primary" onClick={() => window.print()} data-testid="invoice-print">
          {t('order.invoice.print')}
        </button>
      </div>
      <article className="invoice-sheet" data-testid="invoice-sheet">
        <header className="invoice-sheet__head">
          <h1>{t('order.invoice.title', { number: invoice.number })}</h1>
          <p>
            {t('order.invoice.dated', { date: date(invoice.issued_at) })} ·{' '}
            {t('order.invoice.order', { number: invoice.order_number })}
          </p>
          {invoice.paid ? (
            <p className="invoice-sheet__stamp" data-testid="invoice-paid">
              {t('order.invoice.paid')}
            </p>
          ) : invoice.status === 'declined' ? (
            <p className="invoice-sheet__stamp">{t('order.invoice.declined')}</p>
          ) : (
            invoice.due_at && (
              <p className="invoice-sheet__due" data-testid="invoice-due">
                {t('order.invoice.due', { date: date(invoice.due_at) })}
              </p>
            )
          )}
        </header>
        <div className="invoice-sheet__parties">
          <section>
            <h2>{t('order.invoice.seller')}</h2>
            <p>
              <b>{seller?.name ?? 'Beauty Pro'}</b>
            </p>
            {seller && (
              <>
                <p>
                  {t(`order.invoice.code_${seller.kind}`)}: {seller.code}
                </p>
                <p>
                  {t('order.invoice.iban')}: <span className="nowrap">{formatIban(seller.iban)}</span>
                </p>
                {seller.bank && (
                  <p data-testid="invoice-seller-bank">
                    {t('order.invoice.bank')}: {seller.bank}
                    {bankCode && `, ${t('order.invoice.bank_code')} ${bankCode}`}
                  </p>
                )}
                <p>{seller.address}</p>
              </>
            )}
          </section>
          <section data-testid="invoice-buyer">
            <h2>{t('order.invoice.buyer')}</h2>
            {invoice.buyer && invoice.buyer.name ? (
              <>
                <p>
                  <b>{invoice.buyer.name}</b>
                </p>
                {invoice.buyer.code && (
                  <p>
                    {t('order.invoice.code')}: {invoice.buyer.code}
                  </p>
                )}
                {invoice.buyer.iban && (
                  <p>
                    {t('order.invoice.iban')}: <span className="nowrap">{formatIban(invoice.buyer.iban)}</span>
                  </p>
                )}
                {invoice.buyer.address && <p>{invoice.buyer.address}</p>}
                {invoice.buyer.director && (
                  <p>
                    {t('order.invoice.director')}: {invoice.buyer.director}
                  </p>
                )}
              </>
            ) : (
              <p className="muted">{t('order.invoice.no_company')}</p>
            )}
            <p>
              {t('order.invoice.phone')}: {invoice.phone}
            </p>
          </section>
        </div>
        <InvoiceLines invoice={invoice} />
        <p className="invoice-sheet__note">
          {t(invoice.vat_percent === 0 ? 'order.invoice.purpose' : 'order.invoice.purpose_vat', {
            number: invoice.number,
          })}
        </p>
        {/* The reservation holds only while the invoice waits for its money. */}
        {!invoice.paid && invoice.status === 'created' && (
          <p className="invoice-sheet__note muted" data-testid="invoice-reserved">
            {t('order.invoice.note')}
          </p>
        )}
      </article>
    </div>
  )
}
