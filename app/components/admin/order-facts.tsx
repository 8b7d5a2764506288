import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { useFormatters } from './formatters'
import { useProviderText } from './provider-text'

/** Who ordered, where it goes and what it costs: three cards side by side. */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="adm-grid">
      <BuyerCard order={order} />
      <DeliveryCard order={order} />
      <PaymentCard order={order} />
    </div>
  )
}

function BuyerCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  return (
    <div className="adm-card">
      <h2>{t('admin.order.customer')}</h2>
      <dl className="adm-dl">
        <dt>{t('admin.order.name')}</dt>
        <dd>{[order.last_name, order.first_name, order.father_name].filter(Boolean).join(' ')}</dd>
        <dt>{t('admin.orders.phone')}</dt>
        <dd>{order.phone}</dd>
        <dt>Email</dt>
        <dd>{order.email || '—'}</dd>
        <dt>{t('admin.order.account')}</dt>
        <dd>
          {order.user_id ? (
            <Link to="/admin/users/$id" params={{ id: String(order.user_id) }} data-testid="order-customer-link">
              {t('admin.customer.open')} #{order.user_id}
            </Link>
          ) : (
            t('admin.order.guest')
          )}
          {order.is_wholesale ? ` · ${t('admin.orders.wholesale')}` : ''}
        </dd>
        <dt>{t('admin.order.language')}</dt>
        <dd>{order.locale.toUpperCase()}</dd>
      </dl>
    </div>
  )
}

function DeliveryCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const d = order.delivery
  return (
    <div className="adm-card">
      <h2>{t('admin.order.delivery')}</h2>
      <dl className="adm-dl">
        <dt>{t('admin.orders.delivery_type')}</dt>
        <dd>{t(`admin.delivery_type.${order.delivery_type}`)}</dd>
        {order.delivery_type === 'newpost' ? (
          <>
            <dt>{t('admin.order.city')}</dt>
            <dd>{d.np_city}</dd>
            <dt>{t('admin.order.branch')}</dt>
            <dd>{d.np_branch}</dd>
            <dt>{t('admin.order.np_check')}</dt>
            <dd data-testid="order-np-refs">{order.np_refs ? t(`admin.np_refs.${order.np_refs}`) : '—'}</dd>
          </>
        ) : order.delivery_type === 'curier' ? (
          <>
            <dt>{t('admin.order.address')}</dt>
            <dd>
              {[d.courier_city, d.courier_street, d.courier_house, d.courier_apartment].filter(Boolean).join(', ')}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}

function PaymentCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  return (
    <div className="adm-card">
      <h2>{t('admin.order.payment')}</h2>
      <dl className="adm-dl">
        <dt>{t('admin.orders.pay_type')}</dt>
        <dd>{t(`admin.pay_type.${order.pay_type}`)}</dd>
        <dt>{t('admin.order.goods')}</dt>
        <dd>{fmt.money(order.goods_total)}</dd>
        {order.promo_discount > 0 && (
          <>
            <dt>{t('admin.order.promo', { code: order.promo_code ?? '' })}</dt>
            <dd>−{fmt.money(order.promo_discount)}</dd>
          </>
        )}
        <dt>{t('admin.order.delivery_cost')}</dt>
        <dd>{fmt.money(order.delivery_cost)}</dd>
        <dt>{t('admin.orders.total')}</dt>
        <dd>
          <b>{fmt.money(order.total)}</b>
        </dd>
      </dl>
    </div>
  )
}

/** The order's lines: code, product and variant, quantity (and how many are preordered), price and sum. */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const cell = (key: string) => ({ 'data-label': t(key) })
  return (
    <div className="adm-card">
      <h2>{t('admin.order.lines')}</h2>
      <table className="adm-table" data-testid="order-lines">
        <thead>
          <tr>
            <th>{t('admin.products.code')}</th>
            <th>{t('admin.order.product')}</th>
            <th className="num">{t('admin.order.quantity')}</th>
            <th className="num">{t('admin.order.price')}</th>
            <th className="num">{t('admin.orders.total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.id}>
              <td className="nowrap" {...cell('admin.products.code')}>
                {l.code}
              </td>
              <td {...cell('admin.order.product')}>
                {l.product_name} · {l.variant_name} <span className="muted">({l.brand_name})</span>
                {l.preorder_quantity > 0 && (
                  <div className="muted">{t('admin.order.preorder', { count: l.preorder_quantity })}</div>
                )}
              </td>
              <td className="num" {...cell('admin.order.quantity')}>
                {l.quantity}
              </td>
              <td className="num" {...cell('admin.order.price')}>
                {fmt.money(l.unit_price)}
              </td>
              <td className="num" {...cell('admin.orders.total')}>
                {fmt.money(l.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** What the payment provider reported, and who moved the order from which status to which. */
export function OrderRecords({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const provider = useProviderText()
  // Every move the timeline shows, whoever made it: staff, a provider's payment, a buyer's cancel, a job.
  const statusHistory = order.timeline.filter((e) => e.from_status && e.to_status && e.from_status !== e.to_status)
  return (
    <div className="adm-grid">
      <div className="adm-card">
        <h2>{t('admin.order.callbacks')}</h2>
        {order.payments.length === 0 ? (
          <p className="muted">{t('admin.order.no_callbacks')}</p>
        ) : (
          <table className="adm-table">
            <tbody>
              {order.payments.map((p) => (
                <tr key={p.id}>
                  <td className="nowrap">{fmt.dateTime(p.received_at)}</td>
                  <td>{provider.report(p)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="adm-card">
        <h2>{t('admin.order.history')}</h2>
        {statusHistory.length === 0 ? (
          <p className="muted">{t('admin.order.no_history')}</p>
        ) : (
          <ul className="adm-history" data-testid="order-history">
            {statusHistory.map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <span className="muted">{fmt.dateTime(e.at)}</span> ·{' '}
                {e.actor_email ?? t(`admin.order.timeline_kind.${e.kind}`)}: {t(`admin.status.${e.from_status!}`)} →{' '}
                <b>{t(`admin.status.${e.to_status!}`)}</b>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
