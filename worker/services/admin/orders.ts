import { and, asc, count, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AdminOrderDetail, AdminOrderRow, AdminOrdersQuery, OrderStatusChange } from '../../../app/contract/admin-orders'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import { AppError } from '../../../app/domain/app-error'
import { kyivDayEnd, kyivDayStart } from '../../../app/domain/kyiv-time'
import { allowedTransitions, canTransition, returnsStock } from '../../../app/domain/order-lifecycle'
import type { Db } from '../../../db/client'
import { orderLines, orders, paymentEvents, promoCodes, users, variants } from '../../../db/schema'
import { textMatch } from './text-match'
import { auditInsert } from './audit'
import { auditRowsFor } from './audit-log'
import type { EmailService } from '../email'
import { orderStatusEmail } from './order-emails'
import { toCsv } from './spreadsheet/csv'

const iso = (ms: number) => new Date(ms).toISOString()

const SORT_COLUMNS = { created: orders.createdAt, number: orders.id, total: orders.totalUah, status: orders.status }

function filters(query: AdminOrdersQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [
    query.status && eq(orders.status, query.status),
    query.pay_type && eq(orders.payType, query.pay_type),
    query.delivery_type && eq(orders.deliveryType, query.delivery_type),
    query.from ? gte(orders.createdAt, kyivDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, kyivDayEnd(query.to)) : undefined,
  ]
  if (query.q) {
    const digits = query.q.replace(/\D/g, '')
    where.push(or(textMatch(query.q, [orders.number, orders.email]), digits.length >= 3 ? like(orders.phone, `%${digits}%`) : undefined))
  }
  return and(...where)
}

const rowColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  payType: orders.payType,
  deliveryType: orders.deliveryType,
  firstName: orders.firstName,
  lastName: orders.lastName,
  phone: orders.phone,
  email: orders.email,
  totalUah: orders.totalUah,
  isWholesale: orders.isWholesale,
}
type RowData = { [K in keyof typeof rowColumns]: (typeof orders.$inferSelect)[K extends 'id' ? 'id' : K] }

function toRow(r: RowData): AdminOrderRow {
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
  }
}

export function createAdminOrders(db: Db, email: EmailService) {
  async function list(query: AdminOrdersQuery): Promise<Page<AdminOrderRow>> {
    const where = filters(query)
    const order = query.dir === 'asc' ? asc : desc
    const [rows, [total]] = await Promise.all([
      db
        .select(rowColumns)
        .from(orders)
        .where(where)
        .orderBy(order(SORT_COLUMNS[query.sort]), order(orders.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(orders).where(where),
    ])
    return pageOf(rows.map(toRow), total?.n ?? 0, query)
  }

  async function detail(id: number): Promise<AdminOrderDetail> {
    const [found] = await db
      .select({ order: orders, promoCode: promoCodes.code })
      .from(orders)
      .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
      .where(eq(orders.id, id))
      .limit(1)
    if (!found) throw new AppError('not_found', 'No such order')
    const o = found.order
    const [lines, events, history] = await Promise.all([
      db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
      db.select().from(paymentEvents).where(eq(paymentEvents.orderReference, o.reference)).orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)),
      auditRowsFor(db, 'order', String(id)),
    ])
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
      })),
      payments: events.map((e) => ({
        id: e.id,
        source: e.source,
        transaction_status: e.transactionStatus,
        signature_valid: e.signatureValid,
        received_at: iso(e.receivedAt),
        payload: e.payload,
      })),
      allowed_transitions: [...allowedTransitions(o.status)],
      history,
    }
  }

  return {
    list,
    detail,

    /** Every order matching the filters (no paging), as CSV for a spreadsheet. */
    async exportCsv(query: AdminOrdersQuery): Promise<string> {
      const rows = await db.select(rowColumns).from(orders).where(filters(query)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(50_000)
      return toCsv([
        ['number', 'created', 'status', 'pay_type', 'delivery_type', 'customer', 'phone', 'email', 'total_uah', 'wholesale'],
        ...rows.map(toRow).map((r) => [r.number, r.created, r.status, r.pay_type, r.delivery_type, r.customer_name, r.phone, r.email, r.total, r.is_wholesale]),
      ])
    },

    /**
     * Moves an order along the lifecycle (app/domain/order-lifecycle.ts); anything else is a 409.
     * The move, the stock a decline gives back and the audit row are one transaction, guarded by the
     * status read, so two staff members cannot both decline an order and return its stock twice.
     * The customer is emailed in the order's language once the change is committed.
     */
    async changeStatus(actorId: number, id: number, change: OrderStatusChange): Promise<AdminOrderDetail> {
      const [current] = await db
        .select({ order: orders, userEmail: users.email })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id))
        .limit(1)
      if (!current) throw new AppError('not_found', 'No such order')
      const from = current.order.status
      const to = change.status
      if (!canTransition(from, to)) throw new AppError('conflict', `An order cannot move from ${from} to ${to}`)

      await db.transaction(async (tx) => {
        const moved = await tx
          .update(orders)
          .set({ status: to, updatedAt: Date.now() })
          .where(and(eq(orders.id, id), eq(orders.status, from)))
          .returning({ id: orders.id })
        if (moved.length === 0) throw new AppError('conflict', 'The order was changed meanwhile; reload it')
        const returned: { variantId: number; stock: number; stockOpt: number }[] = []
        if (returnsStock(to)) {
          const lines = await tx
            .select({ variantId: orderLines.variantId, stock: orderLines.takenStock, stockOpt: orderLines.takenStockOpt })
            .from(orderLines)
            .where(eq(orderLines.orderId, id))
          for (const line of lines) {
            if (line.stock === 0 && line.stockOpt === 0) continue
            await tx
              .update(variants)
              .set({ stock: sql`${variants.stock} + ${line.stock}`, stockOpt: sql`${variants.stockOpt} + ${line.stockOpt}` })
              .where(eq(variants.id, line.variantId))
            returned.push(line)
          }
        }
        await auditInsert(tx, actorId, {
          action: 'order.status',
          entity: 'order',
          entityId: id,
          before: { status: from },
          after: { status: to, ...(change.note ? { note: change.note } : {}), ...(returned.length > 0 ? { returned_stock: returned } : {}) },
        })
      })

      const recipient = current.order.email || current.userEmail
      if (recipient) await email.send(orderStatusEmail({ ...current.order, email: recipient }, to, change.note))
      return detail(id)
    },
  }
}
