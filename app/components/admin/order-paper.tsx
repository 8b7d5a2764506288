import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import type { Seller as SellerIdentity, SiteSettings } from '../../contract/content'
import { useLocale } from '../../i18n/use-locale'
import { issuedInvoiceQuery, orderQuery } from '../../lib/admin-queries/orders'
import { InvoiceSheet } from '../invoice/invoice-sheet'
import { FormError } from './fields'
import { useFormatters } from './formatters'
import { Buyer, deliveryLine, fullName, Heading, PaperLines, Party, Seller, Ttn } from './order-paper-parties'
import { paymentOf, Totals } from './order-paper-totals'
import { PaperReceipts } from './paper-receipts'

const root = getRouteApi('__root__')

type Paper = 'invoice' | 'packing_slip'

/**
 * An order on paper: the invoice (рахунок) or the packing slip (пакувальний лист). On screen it sits in
 * the back office with a print button; printed, the print stylesheet (admin.css) leaves only the sheet.
 */
export function OrderPaper({ id, paper }: { id: string; paper: Paper }) {
  const { t } = useTranslation()
  const { settings } = root.useLoaderData() as { settings: SiteSettings }
  const { data: order, error } = useQuery(orderQuery(id, useLocale()))
  if (error) return <FormError error={error} />
  if (!order) return <p className="muted">{t('admin.common.loading')}</p>
  return (
    <div className="adm-paper-page">
      <div className="adm-paper__tools">
        <Link to="/admin/orders/$id" params={{ id }} className="btn btn--ghost btn--small">
          ← {t('admin.order.title', { number: order.number })}
        </Link>
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={() => window.print()}
          data-testid="paper-print"
        >
          {t('admin.paper.print')}
        </button>
      </div>
      <article className="adm-paper" data-testid={`paper-${paper}`}>
        {paper === 'packing_slip' ? (
          <PackingSlip order={order} />
        ) : order.pay_type === 'invoice' ? (
          <IssuedInvoice id={id} seller={settings.seller} />
        ) : (
          <Invoice order={order} settings={settings} />
        )}
      </article>
    </div>
  )
}

/** A partner's order paid by invoice prints the invoice the partner received, as it was issued. */
function IssuedInvoice({ id, seller }: { id: string; seller: SellerIdentity | null }) {
  const { t } = useTranslation()
  const { data: invoice, error } = useQuery(issuedInvoiceQuery(id, useLocale()))
  if (error) return <FormError error={error} />
  if (!invoice) return <p className="muted">{t('admin.common.loading')}</p>
  return <InvoiceSheet invoice={invoice} seller={seller} />
}

function Invoice({ order, settings }: { order: AdminOrderDetail; settings: SiteSettings }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const money = (uah: number) => fmt.money(uah).replace(' ₴', '')
  return (
    <>
      <Heading order={order} title={t('admin.paper.invoice_title', { number: order.number })} />
      <div className="adm-paper__parties">
        <Seller settings={settings} />
        <Buyer order={order} />
      </div>
      <PaperLines
        order={order}
        head={
          <>
            <th className="num">{t('admin.paper.price')}</th>
            <th className="num">{t('admin.paper.sum')}</th>
          </>
        }
        cells={(l) => (
          <>
            <td className="num">{money(l.unit_price)}</td>
            <td className="num">{money(l.total)}</td>
          </>
        )}
      />
      <Totals order={order} />
      {paymentOf(order).stamped && (
        <p className="adm-paper__stamp" data-testid="paper-paid">
          {t('admin.paper.paid')}
        </p>
      )}
      <PaperReceipts id={String(order.id)} />
      <p className="adm-paper__note">{t('admin.paper.note')}</p>
    </>
  )
}

function PackingSlip({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const pieces = order.lines.reduce((sum, l) => sum + l.quantity, 0)
  return (
    <>
      <Heading order={order} title={t('admin.paper.slip_title', { number: order.number })} />
      <div className="adm-paper__parties">
        <Party title={t('admin.paper.recipient')}>
          <p>
            <b>{fullName(order)}</b>
          </p>
          <p>{order.phone}</p>
          <p>{deliveryLine(order, t)}</p>
          <Ttn order={order} />
        </Party>
      </div>
      <PaperLines
        order={order}
        head={<th aria-label="✓">☐</th>}
        product={(l) =>
          l.preorder_quantity > 0 && (
            <div className="muted">{t('admin.paper.preorder', { count: l.preorder_quantity })}</div>
          )
        }
        cells={() => <td>☐</td>}
      />
      <p>
        <b>{t('admin.paper.items', { count: pieces })}</b>
      </p>
      <div className="adm-paper__signatures">
        <p>{t('admin.paper.packed')}: ____________________</p>
        <p>{t('admin.paper.checked')}: ____________________</p>
      </div>
    </>
  )
}
