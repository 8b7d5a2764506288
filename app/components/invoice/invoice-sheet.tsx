import { useTranslation } from 'react-i18next'
import type { Seller } from '../../contract/content'
import type { Invoice } from '../../contract/invoice'
import { bankCodeOfIban, formatIban } from '../../domain/iban-format'
import { formatShortDate } from '../../lib/content-date'
import { InvoiceLines } from './invoice-lines'

/**
 * The invoice (рахунок на оплату) on its sheet, the same for the partner and for staff: the seller
 * kept when it was issued (an invoice from before they were kept prints `seller`, the site settings'
 * of now), the partner's requisites, the lines and total from the server.
 */
export function InvoiceSheet({ invoice, seller: current }: { invoice: Invoice; seller: Seller | null }) {
  const { t, i18n } = useTranslation()
  const date = (iso: string) => formatShortDate(iso, i18n.language)
  const seller = invoice.seller ?? current
  const bankCode = seller && bankCodeOfIban(seller.iban)
  return (
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
      {/* The reservation holds only while the invoice waits for its money, and only for goods in stock. */}
      {!invoice.paid && invoice.status === 'created' && (
        <p className="invoice-sheet__note muted" data-testid="invoice-reserved">
          {t(invoice.lines.some((l) => l.preorder_quantity > 0) ? 'order.invoice.note_preorder' : 'order.invoice.note')}
        </p>
      )}
    </article>
  )
}
