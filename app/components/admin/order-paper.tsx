import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import type { SiteSettings } from '../../contract/content'
import { formatIban } from '../../domain/seller-identity'
import { allPhones } from '../../lib/phone'
import { useLocale } from '../../i18n/use-locale'
import { orderQuery } from '../../lib/admin-queries/orders'
import { FormError } from './fields'
import { useFormatters } from './formatters'
import { PaperReceipts } from './paper-receipts'

const root = getRouteApi('__root__')

/** The shop's name on paper when the site settings (Sanity) have no seller yet. */
const STORE_NAME = 'Beauty Pro'

type Paper = 'invoice' | 'packing_slip'
type Line = AdminOrderDetail['lines'][number]

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
        {paper === 'invoice' ? <Invoice order={order} settings={settings} /> : <PackingSlip order={order} />}
      </article>
    </div>
  )
}

function Heading({ order, title }: { order: AdminOrderDetail; title: string }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  return (
    <header className="adm-paper__head">
      <h1>{title}</h1>
      <p>{t('admin.paper.dated', { date: fmt.dateTime(order.created) })}</p>
    </header>
  )
}

const fullName = (o: AdminOrderDetail) => [o.last_name, o.first_name, o.father_name].filter(Boolean).join(' ')

function deliveryLine(o: AdminOrderDetail, t: (key: string) => string): string {
  const d = o.delivery
  const where =
    o.delivery_type === 'newpost'
      ? [d.np_city, d.np_branch]
      : o.delivery_type === 'curier'
        ? [d.courier_city, d.courier_street, d.courier_house, d.courier_apartment]
        : []
  return [t(`admin.delivery_type.${o.delivery_type}`), ...where].filter(Boolean).join(', ')
}

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="adm-paper__party">
      <h2>{title}</h2>
      {children}
    </section>
  )
}

/** The paper's lines: number, code, product (with what the paper adds to it), quantity, then the paper's own columns. */
function PaperLines({
  order,
  head,
  product,
  cells,
}: {
  order: AdminOrderDetail
  head: ReactNode
  product?: (line: Line) => ReactNode
  cells: (line: Line) => ReactNode
}) {
  const { t } = useTranslation()
  return (
    <table className="adm-paper__lines">
      <thead>
        <tr>
          <th>{t('admin.paper.line_no')}</th>
          <th>{t('admin.paper.code')}</th>
          <th>{t('admin.paper.product')}</th>
          <th className="num">{t('admin.paper.quantity')}</th>
          {head}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l, i) => (
          <tr key={l.id}>
            <td>{i + 1}</td>
            <td className="nowrap">{l.code}</td>
            <td>
              {l.product_name}, {l.variant_name} ({l.brand_name}){product?.(l)}
            </td>
            <td className="num">{l.quantity}</td>
            {cells(l)}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Seller({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation()
  return (
    <Party title={t('admin.paper.seller')}>
      <p>
        <b>{settings.seller?.name ?? STORE_NAME}</b>
      </p>
      {settings.seller && (
        <div data-testid="paper-seller">
          <p>
            {t(`admin.paper.code_${settings.seller.kind}`)}: {settings.seller.code}
          </p>
          <p>
            {t('admin.paper.iban')}: <span className="nowrap">{formatIban(settings.seller.iban)}</span>
          </p>
          <p>{settings.seller.address}</p>
        </div>
      )}
      {!settings.seller && settings.address && <p>{settings.address}</p>}
      <p>{[...allPhones(settings).map((p) => p.phone), settings.email].filter(Boolean).join(' · ')}</p>
      {settings.workingHours && (
        <p>
          {t('admin.paper.hours')}: {settings.workingHours}
        </p>
      )}
    </Party>
  )
}

function Buyer({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  return (
    <Party title={t('admin.paper.buyer')}>
      <p>
        <b>{fullName(order)}</b>
      </p>
      <p>{[order.phone, order.email].filter(Boolean).join(' · ')}</p>
      <p>
        {t('admin.paper.delivery')}: {deliveryLine(order, t)}
      </p>
      <p>
        {t('admin.paper.payment')}: {t(`admin.pay_type.${order.pay_type}`)}
      </p>
      <Ttn order={order} />
    </Party>
  )
}

function Ttn({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  if (!order.ttn) return null
  return (
    <p data-testid="paper-ttn">
      {t('admin.paper.ttn')}: {order.ttn}
    </p>
  )
}

/**
 * How the invoice reads the server's payment state (app/domain/payment-state.ts; cash counts once
 * collected, cash refunds too): nothing taken yet (the whole total is due), or a prepayment taken
 * with the rest due on delivery.
 */
function paymentOf(order: AdminOrderDetail) {
  const state = order.payment_state
  const due = state === 'unpaid' || state === 'awaiting_payment' || state === 'failed'
  const prepaid = state === 'paid' && order.money.paid_total < order.total
  return { due, prepaid, stamped: (state === 'paid' || state === 'partly_refunded') && !prepaid }
}

function Totals({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const { paid_total: paid, refunded_total: refunded } = order.money
  const { due, prepaid } = paymentOf(order)
  return (
    <dl className="adm-paper__totals" data-testid="paper-totals">
      <dt>{t('admin.paper.goods')}</dt>
      <dd>{fmt.money(order.goods_total)}</dd>
      {order.promo_discount > 0 && (
        <>
          <dt>
            {t('admin.paper.discount')} {order.promo_code ?? ''}
          </dt>
          <dd>−{fmt.money(order.promo_discount)}</dd>
        </>
      )}
      <dt>{t('admin.paper.delivery_cost')}</dt>
      <dd>{fmt.money(order.delivery_cost)}</dd>
      <dt>
        <b>{t(due ? 'admin.paper.total' : 'admin.paper.total_paid')}</b>
      </dt>
      <dd>
        <b>{fmt.money(order.total)}</b>
      </dd>
      {prepaid && (
        <>
          <dt>{t('admin.paper.prepaid')}</dt>
          <dd>{fmt.money(paid)}</dd>
          <dt>
            <b>{t('admin.paper.total')}</b>
          </dt>
          <dd>
            <b>{fmt.money(order.total - paid)}</b>
          </dd>
        </>
      )}
      {refunded > 0 && (
        <>
          <dt>{t('admin.paper.refunded')}</dt>
          <dd>{fmt.money(refunded)}</dd>
        </>
      )}
    </dl>
  )
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
