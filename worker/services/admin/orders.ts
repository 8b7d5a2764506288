import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm'
import type { AdminOrderDetail, AdminOrderRow, AdminOrdersQuery, OrderStatusChange } from '../../../app/contract/admin-orders'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import { AppError } from '../../../app/domain/app-error'
import { kyivDayEnd, kyivDayStart } from '../../../app/domain/kyiv-time'
import { allowedTransitions, canTransition, returnsStock } from '../../../app/domain/order-lifecycle'
import type { InValue } from '@libsql/client'
import type { Db } from '../../../db/client'
import { releaseOrderStatements } from '../../../db/queries/orders'
import { orderLines, orders, paymentEvents, promoCodes, users } from '../../../db/schema'
import { orderSearch } from './order-search'
import { auditInsert } from './audit'
import { auditRowsFor } from './audit-log'
import type { EmailService } from '../email'
import { orderStatusEmail } from '../orders/order-emails'
import { ordersCsv } from './order-export'
import type { Locale } from '../../../app/domain/locale'

const iso = (ms: number) => new Date(ms).toISOString()

const SORT_COLUMNS = { created: orders.createdAt, number: orders.id, total: orders.totalUah, status: orders.status }

function filters(query: AdminOrdersQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [
    query.status?.length ? inArray(orders.status, query.status) : undefined,
    query.pay_type && eq(orders.payType, query.pay_type),
    query.delivery_type && eq(orders.deliveryType, query.delivery_type),
    query.from ? gte(orders.createdAt, kyivDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, kyivDayEnd(query.to)) : undefined,
  ]
  if (query.q) where.push(orderSearch(query.q))
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

    /** Every order matching the filters (no paging), line by line, for Ukrainian Excel. */
    exportCsv: (query: AdminOrdersQuery, locale: Locale = 'ua') => ordersCsv(db, filters(query), locale),

    /**
     * Moves an order along the lifecycle (app/domain/order-lifecycle.ts); anything else is a 409.
     * A decline gives back the order's stock and promo use (db/queries/orders.ts, shared with the
     * customer's own cancel). The customer is emailed in the order's language once it is committed.
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

      const lines = returnsStock(to)
        ? await db
            .select({ variantId: orderLines.variantId, stock: orderLines.takenStock, stockOpt: orderLines.takenStockOpt })
            .from(orderLines)
            .where(eq(orderLines.orderId, id))
        : []
      const returned = lines.filter((l) => l.stock > 0 || l.stockOpt > 0)
      const audit = auditInsert(db, actorId, {
        action: 'order.status',
        entity: 'order',
        entityId: id,
        before: { status: from },
        after: { status: to, ...(change.note ? { note: change.note } : {}), ...(returned.length > 0 ? { returned_stock: returned } : {}) },
      }).toSQL()
      // One write transaction, guarded by the status read: of two staff members declining at once,
      // one moves the order and gives back its stock and promo use; the other gets a 409.
      const tx = await db.$client.transaction('write')
      try {
        const moved = await tx.execute({
          sql: `UPDATE orders SET status = ?, updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND status = ?`,
          args: [to, id, from],
        })
        if (moved.rowsAffected !== 1) {
          await tx.rollback()
          throw new AppError('conflict', 'The order was changed meanwhile; reload it')
        }
        await tx.batch([...(returnsStock(to) ? releaseOrderStatements(id) : []), { sql: audit.sql, args: audit.params as InValue[] }])
        await tx.commit()
      } finally {
        tx.close()
      }

      const recipient = current.order.email || current.userEmail
      if (recipient) await email.send(orderStatusEmail({ ...current.order, email: recipient }, to, change.note))
      return detail(id)
    },
  }
}
