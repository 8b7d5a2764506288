// The parts an order's papers (invoice, packing slip) share: heading, the parties, their lines.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import type { SiteSettings } from '../../contract/content'
import { bankCodeOfIban, formatIban } from '../../domain/iban-format'
import { allPhones } from '../../lib/phone'
import { useFormatters } from './formatters'

/** The shop's name on paper when the site settings (Sanity) have no seller yet. */
const STORE_NAME = 'Beauty Pro'

type Line = AdminOrderDetail['lines'][number]

export function Heading({ order, title }: { order: AdminOrderDetail; title: string }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  return (
    <header className="adm-paper__head">
      <h1>{title}</h1>
      <p>{t('admin.paper.dated', { date: fmt.dateTime(order.created) })}</p>
    </header>
  )
}

export const fullName = (o: AdminOrderDetail) => [o.last_name, o.first_name, o.father_name].filter(Boolean).join(' ')

export function deliveryLine(o: AdminOrderDetail, t: (key: string) => string): string {
  const d = o.delivery
  const where =
    o.delivery_type === 'newpost'
      ? [d.np_city, d.np_branch]
      : o.delivery_type === 'curier'
        ? [d.courier_city, d.courier_street, d.courier_house, d.courier_apartment]
        : []
  return [t(`admin.delivery_type.${o.delivery_type}`), ...where].filter(Boolean).join(', ')
}

export function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="adm-paper__party">
      <h2>{title}</h2>
      {children}
    </section>
  )
}

/** The paper's lines: number, code, product (with what the paper adds to it), quantity, then the paper's own columns. */
export function PaperLines({
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

export function Seller({ settings }: { settings: SiteSettings }) {
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
          {settings.seller.bank && (
            <p>
              {t('admin.paper.bank')}: {settings.seller.bank}
              {bankCodeOfIban(settings.seller.iban) &&
                `, ${t('admin.paper.bank_code')} ${bankCodeOfIban(settings.seller.iban)}`}
            </p>
          )}
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

export function Buyer({ order }: { order: AdminOrderDetail }) {
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

export function Ttn({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  if (!order.ttn) return null
  return (
    <p data-testid="paper-ttn">
      {t('admin.paper.ttn')}: {order.ttn}
    </p>
  )
}
