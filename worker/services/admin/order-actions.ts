import type { OrderNote, OrderRefundRequest, OrderStatusChange } from '../../../app/contract/admin-orders'
import { coded } from '../../../app/domain/admin-message'
import { AppError } from '../../../app/domain/app-error'
import { returnsStock, staffTransitions } from '../../../app/domain/order-lifecycle'
import type { OrderStatus } from '../../../app/domain/order-status'
import { moveNeedsOverride, paymentSummary } from '../../../app/domain/payment-state'
import type { Db } from '../../../db/client'
import { recordOrderEvent } from '../../../db/queries/order-events'
import { ordersWithReturns } from '../../../db/queries/order-returns'
import { restRefundJobKey } from '../../../db/queries/refund-jobs'
import {
  moveOrderByStaff,
  moveOrdersByStaff,
  setOrderTtn,
  staffOrder,
  staffOrders,
  takenStock,
} from '../../../db/queries/staff-order-writes'
import { type ShownStock, tellShownStock } from '../shown-stock'
import type { StatusMails } from '../orders/status-mails'
import type { RefundJobs } from '../payments/refund-jobs'
import type { RefundOutcome, RefundService } from '../payments/refunds'

/** Moves after which money the provider took goes back (db/queries/staff-order-writes.ts writes the job): the order was cancelled, or its goods came back. */
const REFUNDING_STATUSES: readonly OrderStatus[] = ['declined', 'returned']

type StaffOrder = NonNullable<Awaited<ReturnType<typeof staffOrder>>>

/** Sending goods whose payment went back in full needs an explicit override (app/domain/payment-state.ts). */
const needsOverride = (order: StaffOrder, to: OrderStatus) => moveNeedsOverride(paymentSummary(order).state, to)

/** The 409 of a bulk move: the orders that cannot make it, by number, and nothing written. */
function cannotMove(orders: { number: string }[], to: OrderStatus): AppError {
  const numbers = orders.map((o) => `№ ${o.number}`).join(', ')
  return new AppError('conflict', coded('bulk_status_refused', { count: orders.length, numbers }), {
    orders: orders.map((o) => coded('cannot_move', { number: o.number, status: to })),
  })
}

/** The back office's changes to an order: status moves, notes, the waybill number and refunds. */
export function createOrderActions(
  db: Db,
  statusMails: StatusMails,
  refunds: RefundService,
  refundJobs: RefundJobs,
  shownStock: ShownStock = {},
) {
  async function current(id: number) {
    const found = await staffOrder(db, id)
    if (!found) throw new AppError('not_found', 'No such order')
    return found
  }

  /** The writes of one staff move (the status update itself is in db/queries), its audit row and timeline entry. */
  async function planMove(order: StaffOrder, change: OrderStatusChange, actorId: number) {
    const { id, status: from } = order
    const to = change.status
    const overridden = needsOverride(order, to)
    if (overridden && !change.override_reason)
      throw new AppError('conflict', 'refunded_needs_override', { override_reason: ['refunded_needs_override'] })
    const releaseStock = returnsStock(to)
    const returned = releaseStock ? await takenStock(db, id) : []
    const audit = {
      actorId,
      action: 'order.status',
      entity: 'order',
      entityId: id,
      before: { status: from },
      after: {
        status: to,
        ...(change.note ? { note: change.note } : {}),
        ...(returned.length > 0 ? { returned_stock: returned } : {}),
        ...(overridden ? { override_reason: change.override_reason } : {}),
      },
    }
    return {
      id,
      from,
      to,
      releaseStock,
      audit,
      event: {
        orderId: id,
        kind: 'status' as const,
        fromStatus: from,
        toStatus: to,
        actorId,
        note: change.note ?? '',
        forBuyer: Boolean(change.note && change.note_for_buyer),
      },
      override: overridden
        ? {
            orderId: id,
            kind: 'override' as const,
            fromStatus: from,
            toStatus: to,
            actorId,
            note: change.override_reason,
          }
        : null,
    }
  }

  /** Once a move is committed: the buyer's email, and a refund when a paid order was declined or returned. */
  async function afterMove(order: StaffOrder, change: OrderStatusChange): Promise<RefundOutcome | null> {
    await statusMails.sendNow(order.id)
    if (!REFUNDING_STATUSES.includes(change.status)) return null
    // The move committed the refund of the rest as an outbox job: tried now, else (another refund holds
    // the payment, an error) by the cron once that one is answered, so the rest is never dropped.
    const tried = await refundJobs.runNow(restRefundJobKey(order.id)).catch(() => null)
    return tried && 'outcome' in tried ? tried.outcome : null
  }

  return {
    /**
     * Moves an order along its payment type's table (app/domain/order-lifecycle.ts); anything else is
     * a 409 naming the allowed moves. A decline gives back the order's stock and promo use; a decline
     * or return of a paid order refunds what is left of the payment through the provider. The buyer
     * is emailed in the order's language once it is committed, with the note only when meant for them.
     */
    async changeStatus(actorId: number, id: number, change: OrderStatusChange): Promise<RefundOutcome | null> {
      const order = await current(id)
      const { status: from, payType } = order
      const allowed = staffTransitions(payType, from, (await ordersWithReturns(db, [id])).has(id))
      if (!allowed.includes(change.status)) {
        const message = `A ${payType} order cannot move from ${from} to ${change.status}; allowed: ${allowed.join(', ') || 'none'}`
        throw new AppError('conflict', message, { status: allowed.length > 0 ? [...allowed] : [message] })
      }
      const flips = await moveOrderByStaff(db, await planMove(order, change, actorId))
      if (!flips) throw new AppError('conflict', 'The order was changed meanwhile; reload it')
      // Only a decline that brings a sold-out variant back changes what cached pages show.
      await tellShownStock(flips, shownStock)
      return afterMove(order, change)
    },

    /**
     * Moves several orders to one status through the same tables as one by one, all or none: when any
     * order cannot make the move (or was changed meanwhile), nothing is written and the 409 names those
     * orders by number. After the commit each buyer is emailed and each paid, declined order refunded.
     */
    async changeStatusMany(actorId: number, ids: number[], to: OrderStatus): Promise<number> {
      const unique = [...new Set(ids)]
      const found = await staffOrders(db, unique)
      if (found.length !== unique.length) throw new AppError('not_found', 'not_found')
      // A bulk move carries no reason, so it never overrides: refunded orders go one by one.
      const withReturns = await ordersWithReturns(db, unique)
      const refused = found.filter(
        (o) => !staffTransitions(o.payType, o.status, withReturns.has(o.id)).includes(to) || needsOverride(o, to),
      )
      if (refused.length > 0) throw cannotMove(refused, to)
      const change = { status: to }
      const { changedMeanwhile, flips } = await moveOrdersByStaff(
        db,
        await Promise.all(found.map((order) => planMove(order, change, actorId))),
      )
      if (changedMeanwhile.length > 0)
        throw cannotMove(
          found.filter((o) => changedMeanwhile.includes(o.id)),
          to,
        )
      await tellShownStock(flips, shownStock)
      for (const order of found) await afterMove(order, change)
      return found.length
    },

    async addNote(actorId: number, id: number, note: OrderNote): Promise<void> {
      await current(id)
      await recordOrderEvent(db, { orderId: id, kind: 'note', actorId, note: note.text, forBuyer: note.for_buyer })
    },

    async setTtn(actorId: number, id: number, ttn: string): Promise<void> {
      const order = await current(id)
      const audit = {
        actorId,
        action: 'order.ttn',
        entity: 'order',
        entityId: id,
        before: { ttn: order.ttn },
        after: { ttn },
      }
      if (!(await setOrderTtn(db, id, ttn, actorId, audit))) throw new AppError('not_found', 'No such order')
    },

    /** A refund of part or all that is left, or (`retry`) exactly the refused refund still owed. */
    async refund(actorId: number, id: number, request: OrderRefundRequest): Promise<RefundOutcome> {
      const order = await current(id)
      let amount = request.amount ?? null
      if (request.retry) {
        if (order.refundFailedUah <= 0) throw new AppError('conflict', 'no_refund_to_retry')
        amount = order.refundFailedUah
      }
      return refunds.refund(
        id,
        amount,
        actorId,
        // Only the staff's own words reach the order's timeline; the provider gets its default comment (refunds.ts).
        request.note ?? '',
        request.sent_by_transfer === true,
        request.retry === true,
      )
    },
  }
}
