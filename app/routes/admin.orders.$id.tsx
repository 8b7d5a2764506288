import { createFileRoute, Link } from '@tanstack/react-router'
import { InvoicePaymentCard } from '../components/admin/invoice-payment-card'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError, StatusBadge } from '../components/admin/fields'
import { OrderReceipts } from '../components/admin/order-receipts'
import { OrderTimeline } from '../components/admin/order-timeline'
import { OrderMoney, OrderNotes, PaymentStateBadge } from '../components/admin/order-tools'
import { OrderReturns } from '../components/admin/order-returns'
import { OrderWaybill } from '../components/admin/order-waybill'
import type { TFunction } from 'i18next'
import { useAdminAction, useAdminData, useFormatters } from '../components/admin/use-admin'
import type { AdminOrderDetail } from '../contract/admin-orders'
import type { OrderStatus } from '../domain/order-status'
import { useProviderText } from '../components/admin/provider-text'

export const Route = createFileRoute('/admin/orders/$id')({ component: OrderPage })

/**
 * What staff confirm before a move: a decline asks; a decline or a return of a paid order names the
 * amount that goes back to the card (all that is left of the payment); anything else goes at once.
 */
function moveQuestion(
  order: AdminOrderDetail,
  to: OrderStatus,
  t: TFunction,
  money: (uah: number) => string,
): string | true {
  const left = order.money.paid - order.money.refunded - order.money.refund_pending
  if (to === 'declined' && left > 0) return t('admin.money.confirm_decline_refund', { amount: money(left) })
  if (to === 'returned' && left > 0) return t('admin.money.confirm_returned_refund', { amount: money(left) })
  if (to === 'declined') return t('admin.order.confirm_decline')
  return true
}

function OrderPage() {
  const { id } = Route.useParams()
  const { t } = useTranslation()
  const fmt = useFormatters()
  const provider = useProviderText()
  const {
    data: loaded,
    error: loadError,
    reload,
  } = useAdminData(id, (api) => api.admin.orders[':id'].$get({ param: { id } }))
  const [changed, setChanged] = useState<AdminOrderDetail | null>(null)
  const [note, setNote] = useState('')
  const [noteForBuyer, setNoteForBuyer] = useState(false)
  const [override, setOverride] = useState('')
  const action = useAdminAction()
  const order = changed ?? loaded

  async function move(status: OrderStatus, overrideReason?: string) {
    if (!order) return
    const question = moveQuestion(order, status, t, fmt.money)
    if (question !== true && !window.confirm(question)) return
    const json = {
      status,
      ...(note.trim() ? { note: note.trim(), note_for_buyer: noteForBuyer } : {}),
      ...(overrideReason ? { override_reason: overrideReason } : {}),
    }
    const next = await action.run((api) => api.admin.orders[':id'].status.$post({ param: { id }, json }))
    if (next) {
      setChanged(next)
      setNote('')
      setNoteForBuyer(false)
      setOverride('')
    }
  }

  if (loadError) return <FormError error={loadError} />
  if (!order) return <p className="muted">{t('admin.common.loading')}</p>
  const d = order.delivery
  const statusHistory = order.history.filter((h) => h.action === 'order.status')
  return (
    <AdminPage
      title={t('admin.order.title', { number: order.number })}
      actions={
        <>
          <Link to="/admin/orders" className="btn btn--ghost btn--small">
            ← {t('admin.nav.orders')}
          </Link>
          <Link
            to="/admin/orders/$id/invoice"
            params={{ id }}
            className="btn btn--outline btn--small"
            data-testid="order-invoice"
          >
            {t('admin.paper.invoice')}
          </Link>
          <Link
            to="/admin/orders/$id/packing-slip"
            params={{ id }}
            className="btn btn--outline btn--small"
            data-testid="order-packing-slip"
          >
            {t('admin.paper.packing_slip')}
          </Link>
        </>
      }
    >
      <div className="adm-card" data-testid="order-status-card">
        <div className="adm-inline">
          <span>{t('admin.orders.status')}:</span>
          <span data-testid="order-status">
            <StatusBadge status={order.status} label={t(`admin.status.${order.status}`)} />
          </span>
          <span>{t('admin.money.payment_state')}:</span>
          <span data-testid="order-status-payment">
            <PaymentStateBadge state={order.payment_state} />
          </span>
          <span className="muted">{fmt.dateTime(order.created)}</span>
        </div>
        {order.allowed_transitions.length > 0 ? (
          <div className="adm-inline" style={{ marginTop: 12 }}>
            <input
              className="adm-input"
              style={{ flex: 1, minWidth: 220 }}
              placeholder={t('admin.order.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={500}
            />
            <label className="adm-inline">
              <input type="checkbox" checked={noteForBuyer} onChange={(e) => setNoteForBuyer(e.target.checked)} />{' '}
              {t('admin.order.note_for_buyer')}
            </label>
            {order.allowed_transitions
              .filter((s) => !order.override_needed.includes(s))
              .map((s) => (
                <button
                  key={s}
                  type="button"
                  className={s === 'declined' ? 'btn btn--danger btn--small' : 'btn btn--primary btn--small'}
                  disabled={action.busy}
                  onClick={() => move(s)}
                  data-testid={`move-${s}`}
                >
                  → {t(`admin.status.${s}`)}
                </button>
              ))}
          </div>
        ) : (
          <p className="muted">{t('admin.order.final')}</p>
        )}
        {order.override_needed.length > 0 && (
          <div className="adm-override" data-testid="order-override">
            <b>{t('admin.override.title')}</b>
            <p className="muted">{t('admin.override.hint')}</p>
            <div className="adm-inline">
              <input
                className="adm-input"
                style={{ flex: 1, minWidth: 220 }}
                aria-label={t('admin.override.reason')}
                placeholder={t('admin.override.reason')}
                value={override}
                maxLength={500}
                onChange={(e) => setOverride(e.target.value)}
                data-testid="order-override-reason"
              />
              {order.override_needed.map((s) => (
                <button
                  key={s}
                  type="button"
                  className="btn btn--danger btn--small"
                  disabled={action.busy || override.trim().length < 5}
                  onClick={() => move(s, override.trim())}
                  data-testid={`override-${s}`}
                >
                  {t('admin.override.send')}: {t(`admin.status.${s}`)}
                </button>
              ))}
            </div>
          </div>
        )}
        <p className="muted" style={{ margin: '10px 0 0' }}>
          {t('admin.order.email_note')}
        </p>
        <FormError error={action.error} />
      </div>

      {order.delivery_type !== 'pickup' && (
        <OrderWaybill
          id={id}
          onChange={() => {
            setChanged(null)
            reload()
          }}
        />
      )}

      <div className="adm-grid">
        <OrderMoney order={order} onChange={setChanged} />
        <OrderNotes key={order.ttn} order={order} onChange={setChanged} />
      </div>

      <OrderReturns order={order} onChange={setChanged} />
      <InvoicePaymentCard order={order} onChange={setChanged} />
      <OrderReceipts id={id} version={`${order.status}|${order.money.refunded}`} />

      <OrderTimeline order={order} />

      <div className="adm-grid">
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
                <dt>Nova Poshta</dt>
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
      </div>

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
                <td className="nowrap" data-label={t('admin.products.code')}>
                  {l.code}
                </td>
                <td data-label={t('admin.order.product')}>
                  {l.product_name} · {l.variant_name} <span className="muted">({l.brand_name})</span>
                  {l.preorder_quantity > 0 && (
                    <div className="muted">{t('admin.order.preorder', { count: l.preorder_quantity })}</div>
                  )}
                </td>
                <td className="num" data-label={t('admin.order.quantity')}>
                  {l.quantity}
                </td>
                <td className="num" data-label={t('admin.order.price')}>
                  {fmt.money(l.unit_price)}
                </td>
                <td className="num" data-label={t('admin.orders.total')}>
                  {fmt.money(l.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

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
              {statusHistory.map((h) => (
                <li key={h.id}>
                  <span className="muted">{fmt.dateTime(h.created)}</span> · {h.actor_email ?? t('admin.audit.system')}:{' '}
                  {t(`admin.status.${(h.before as { status: OrderStatus }).status}`)} →{' '}
                  <b>{t(`admin.status.${(h.after as { status: OrderStatus }).status}`)}</b>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </AdminPage>
  )
}
