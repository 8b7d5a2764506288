import { useTranslation } from 'react-i18next'
import type { Invoice } from '../../contract/invoice'
import { amountInWords } from '../../domain/amount-words'
import type { Locale } from '../../domain/locale'
import { orderDelivery } from '../../domain/order-view'

/**
 * The invoice's table and totals, with its VAT line: «Без ПДВ» or the VAT the total includes. Lines are
 * priced after the promo and «Товари» is their sum; the promo is a note, not a row the total subtracts.
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation()
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'uk-UA', {
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    }).format(n)
  const money = (n: number) => number(n, 2)
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ua'
  // Nova Poshta's fee is the buyer's, paid at the branch: not a line of 0,00 in the total.
  const delivery = orderDelivery({ ...invoice, pay_type: 'invoice' })
  const head = (key: string) => t(`order.invoice.line_${key}`)
  return (
    <>
      <div className="invoice-sheet__scroll">
        {/* On a phone's screen each line is a block of its own, its figures labelled by `data-label` (order.css). */}
        <table className="invoice-sheet__lines">
          <thead>
            <tr>
              <th>{head('no')}</th>
              <th>{head('code')}</th>
              <th>{head('name')}</th>
              <th className="num">{head('quantity')}</th>
              <th className="num">{head('price')}</th>
              <th className="num">{head('total')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={`${l.code}-${i}`}>
                <td>{i + 1}</td>
                <td className="nowrap">{l.code}</td>
                <td>
                  {l.name}
                  {l.preorder_quantity > 0 && (
                    <span className="invoice-sheet__preorder muted" data-testid="invoice-preorder">
                      {t('order.preorder_units', { count: l.preorder_quantity })}
                    </span>
                  )}
                </td>
                <td className="num" data-label={head('quantity')}>
                  {l.quantity}
                </td>
                <td className="num" data-label={head('price')}>
                  {money(l.unit_price)}
                </td>
                <td className="num" data-label={head('total')}>
                  {money(l.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="invoice-sheet__totals" data-testid="invoice-totals">
        <dt>{t('order.invoice.goods')}</dt>
        <dd>{money(invoice.goods_total)}</dd>
        <dt>{t('order.invoice.delivery')}</dt>
        <dd data-testid="invoice-delivery">
          {delivery === 'carrier'
            ? t('order.delivery_by_carrier')
            : delivery === 'free'
              ? t('order.delivery_free')
              : money(delivery)}
        </dd>
        <dt>
          <b>{t('order.invoice.total')}</b>
        </dt>
        <dd>
          <b data-testid="invoice-total">{money(invoice.total)}</b>
        </dd>
        <dt data-testid="invoice-vat">
          {invoice.vat_percent === 0
            ? t('order.invoice.no_vat')
            : t('order.invoice.vat', { percent: invoice.vat_percent })}
        </dt>
        <dd>{invoice.vat_percent === 0 ? '—' : money(invoice.vat_amount)}</dd>
      </dl>
      {invoice.promo_included > 0 && (
        <p className="invoice-sheet__promo" data-testid="invoice-promo-included">
          {t('order.invoice.promo_included', { amount: money(invoice.promo_included) })}
        </p>
      )}
      <p className="invoice-sheet__words" data-testid="invoice-total-words">
        {t('order.invoice.total_words', { words: amountInWords(invoice.total * 100, locale) })}
      </p>
    </>
  )
}
