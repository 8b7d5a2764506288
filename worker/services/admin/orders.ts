import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminOrdersQuery,
  AdminRefundResult,
  AdminReturnResult,
  OrderReturnRequest,
  AdminTimelineEntry,
  OrderNote,
  OrderRefundRequest,
  OrderStatusChange,
} from '../../../app/contract/admin-orders'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import { AppError } from '../../../app/domain/app-error'
import { staffTransitions } from '../../../app/domain/order-lifecycle'
import type { Db } from '../../../db/client'
import { orderTimeline, type TimelineRow } from '../../../db/queries/order-events'
import {
  adminOrderFilter,
  type AdminOrderListRow,
  adminOrderLines,
  adminOrderPage,
  adminOrderWithPromo,
  paymentEventsOf,
} from '../../../db/queries/admin-orders'
import { auditRowsFor } from '../../../db/queries/audit-log'
import type { EmailService } from '../email'
import type { ShownStock } from '../shown-stock'
import { createReturnMails } from '../orders/return-mails'
import { createStatusMails } from '../orders/status-mails'
import { createRefundJobs } from '../payments/refund-jobs'
import type { RefundService } from '../payments/refunds'
import { createOrderActions } from './order-actions'
import { createOrderReturns } from './order-returns'
import { orderReturnsOf } from '../../../db/queries/order-returns'
import { scheduledRefundsOf } from '../../../db/queries/refund-jobs'
import { moveNeedsOverride, paymentSummary } from '../../../app/domain/payment-state'
import { ordersXlsx } from './order-export'
import { orderMoney } from './order-money'
import type { Locale } from '../../../app/domain/locale'
import type { OrderStatus } from '../../../app/domain/order-status'
import { npRefsState } from '../../../app/domain/nova-poshta'

const iso = (ms: number) => new Date(ms).toISOString()

function toRow(r: AdminOrderListRow): AdminOrderRow {
  const payment = paymentSummary(r)
  return {
    id: r.id,
    number: r.number,
    created: iso(r.createdAt),
    status: r.status,
    pay_type: r.payType,
    delivery_type: r.deliveryType,
    customer_name: `${r.firstName} ${r.lastName}`.trim(),
    phone: r.phone,
    email: r.email,
    total: r.totalUah,
    is_wholesale: r.isWholesale,
    np_refs: npRefsState({
      deliveryType: r.deliveryType,
      settlementRef: r.npSettlementRef,
      verified: r.npRefsVerified,
    }),
    payment_state: payment.state,
    refunded_total: payment.refundedUah,
    refundable: Math.max(r.paidUah - r.refundedUah, 0),
    due_on_delivery: payment.dueOnDeliveryUah,
  }
}

function toTimelineEntry(row: TimelineRow): AdminTimelineEntry {
  return {
    at: iso(row.at),
    kind: row.kind,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor_email: row.actorEmail,
    note: row.note,
    for_buyer: row.forBuyer,
    amount: row.amountUah,
    report: row.report && {
      source: row.report.source,
      transaction_status: row.report.transactionStatus,
      signature_valid: row.report.signatureValid,
    },
  }
}

/** `shownStock` runs when a decline or a return brings a sold-out variant back (worker/services/shown-stock.ts). */
export function createAdminOrders(db: Db, email: EmailService, refunds: RefundService, shownStock: ShownStock = {}) {
  const refundJobs = createRefundJobs(db, refunds)
  // One sender of status emails, for staff moves and for the move a whole return makes.
  const statusMails = createStatusMails(db, email)
  const actions = createOrderActions(db, statusMails, refunds, refundJobs, shownStock)
  const returns = createOrderReturns(
    db,
    refundJobs,
    { returns: createReturnMails(db, email), statuses: statusMails },
    shownStock,
  )

  async function list(query: AdminOrdersQuery): Promise<Page<AdminOrderRow>> {
    const { rows, total } = await adminOrderPage(db, query)
    return pageOf(rows.map(toRow), total, query)
  }

  async function detail(id: number): Promise<AdminOrderDetail> {
    const found = await adminOrderWithPromo(db, id)
    if (!found) throw new AppError('not_found', 'No such order')
    const o = found.order
    const now = Date.now()
    const [lines, events, history, timeline, returns, scheduled] = await Promise.all([
      adminOrderLines(db, id),
      paymentEventsOf(db, o.reference),
      auditRowsFor(db, 'order', String(id)),
      orderTimeline(db, id),
      orderReturnsOf(db, id),
      scheduledRefundsOf(db, id, now),
    ])
    const payment = paymentSummary(o)
    const allowed = staffTransitions(o.payType, o.status, returns.length > 0)
    const returnedOf = (lineId: number) =>
      returns.flatMap((r) => r.lines).reduce((sum, l) => sum + (l.lineId === lineId ? l.quantity : 0), 0)
    return {
      ...toRow(o),
      first_name: o.firstName,
      last_name: o.lastName,
      father_name: o.fatherName,
      user_id: o.userId,
      locale: o.locale,
      delivery: {
        np_city: o.npCity,
        np_branch: o.npBranch,
        np_settlement_ref: o.npSettlementRef,
        np_warehouse_ref: o.npWarehouseRef,
        courier_city: o.courierCity,
        courier_street: o.courierStreet,
        courier_house: o.courierHouse,
        courier_apartment: o.courierApartment,
      },
      goods_total: o.goodsTotalUah,
      promo_discount: o.promoDiscountUah,
      delivery_cost: o.deliveryCostUah,
      promo_code: found.promoCode,
      lines: lines.map((l) => ({
        id: l.id,
        variant_id: l.variantId,
        code: l.code,
        product_name: l.productName,
        variant_name: l.variantName,
        brand_name: l.brandName,
        quantity: l.quantity,
        preorder_quantity: l.preorderQuantity,
        unit_price: l.unitPriceUah,
        total: l.totalUah,
        returned: returnedOf(l.id),
      })),
      payments: events.map((e) => ({
        id: e.id,
        source: e.source,
        transaction_status: e.transactionStatus,
        signature_valid: e.signatureValid,
        received_at: iso(e.receivedAt),
        payload: e.payload,
      })),
      allowed_transitions: [...allowed],
      override_needed: allowed.filter((to) => moveNeedsOverride(payment.state, to)),
      history,
      ttn: o.ttn,
      money: orderMoney(o, payment, scheduled, now, returns),
      timeline: timeline.map(toTimelineEntry),
      returns: returns.map((r) => ({
        id: r.id,
        created: iso(r.createdAt),
        reason: r.reason,
        note: r.note,
        actor_email: r.actorEmail,
        value: r.valueUah,
        provider_refund: r.providerRefundUah,
        cash_refund: r.cashRefundUah,
        transfer_refund: r.transferRefundUah,
        refund_outcome: r.refundOutcome,
        lines: r.lines.map((l) => ({ line_id: l.lineId, quantity: l.quantity, restocked: l.restocked })),
      })),
    }
  }

  return {
    list,
    detail,

    /** Every order matching the filters (no paging), line by line, for Ukrainian Excel. */
    exportXlsx: (query: AdminOrdersQuery, locale: Locale = 'ua') => ordersXlsx(db, adminOrderFilter(query), locale),

    /** Staff change something and get the order as it now is. */
    async changeStatus(actorId: number, id: number, change: OrderStatusChange): Promise<AdminOrderDetail> {
      await actions.changeStatus(actorId, id, change)
      return detail(id)
    },

    /** Several orders to one status, all or none; answers how many moved. */
    changeStatusMany: (actorId: number, ids: number[], status: OrderStatus) =>
      actions.changeStatusMany(actorId, ids, status),

    async addNote(actorId: number, id: number, note: OrderNote): Promise<AdminOrderDetail> {
      await actions.addNote(actorId, id, note)
      return detail(id)
    },

    async setTtn(actorId: number, id: number, ttn: string): Promise<AdminOrderDetail> {
      await actions.setTtn(actorId, id, ttn)
      return detail(id)
    },

    /** Goods came back: recorded with their stock, and money back as asked; answers the order and the provider's word. */
    async recordReturn(actorId: number, id: number, request: OrderReturnRequest): Promise<AdminReturnResult> {
      const outcome = await returns.record(actorId, id, request)
      return {
        order: await detail(id),
        refund: outcome && { refunded: outcome.refunded, amount: outcome.amountUah, reason: outcome.reason },
      }
    },

    async refund(actorId: number, id: number, request: OrderRefundRequest): Promise<AdminRefundResult> {
      const outcome = await actions.refund(actorId, id, request)
      return {
        order: await detail(id),
        refund: { refunded: outcome.refunded, amount: outcome.amountUah, reason: outcome.reason },
      }
    },
  }
}
