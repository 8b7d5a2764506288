import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { invoiceFigures } from '../../domain/invoice'
import { useFormatters } from './formatters'

/**
 * How the invoice reads the server's payment state (app/domain/payment-state.ts; cash counts once
 * collected, cash refunds too): nothing taken yet (the whole total is due), or a prepayment taken
 * with the rest due on delivery.
 */
export function paymentOf(order: AdminOrderDetail) {
  const state = order.payment_state
  const due = state === 'unpaid' || state === 'awaiting_payment' || state === 'failed'
  const prepaid = state === 'paid' && order.money.paid_total < order.total
  return { due, prepaid, stamped: (state === 'paid' || state === 'partly_refunded') && !prepaid }
}

/** The totals of a printed invoice: «Товари» is the sum of the lines, which carry the promo (app/domain/invoice.ts). */
export function Totals({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const { paid_total: paid, refunded_total: refunded } = order.money
  const { due, prepaid } = paymentOf(order)
  const figures = invoiceFigures({
    goodsTotalUah: order.goods_total,
    promoDiscountUah: order.promo_discount,
    deliveryCostUah: order.delivery_cost,
    totalUah: order.total,
  })
  return (
    <>
      <dl className="adm-paper__totals" data-testid="paper-totals">
        <dt>{t('admin.paper.goods')}</dt>
        <dd>{fmt.money(figures.goodsUah)}</dd>
        <dt>{t('admin.paper.delivery_cost')}</dt>
        <dd>{fmt.money(figures.deliveryUah)}</dd>
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
      {figures.promoIncludedUah > 0 && (
        <p className="adm-paper__promo" data-testid="paper-promo-included">
          {t('admin.paper.promo_included', {
            code: order.promo_code ?? '',
            amount: fmt.money(figures.promoIncludedUah),
          })}
        </p>
      )}
    </>
  )
}
