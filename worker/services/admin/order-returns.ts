import type { OrderReturnRequest } from '../../../app/contract/admin-orders'
import { AppError } from '../../../app/domain/app-error'
import { planReturn, returnMoney } from '../../../app/domain/order-returns'
import { paymentSummary } from '../../../app/domain/payment-state'
import type { Db } from '../../../db/client'
import { recordReturn, ReturnRefused, soldLines } from '../../../db/queries/order-returns'
import { returnRefundJobKey } from '../../../db/queries/refund-jobs'
import { returnMailJobKey } from '../../../db/queries/return-mails'
import { staffOrder } from '../../../db/queries/staff-order-writes'
import type { ReturnMails } from '../orders/return-mails'
import type { StatusMails } from '../orders/status-mails'
import { type ShownStock, tellShownStock } from '../shown-stock'
import type { RefundJobs } from '../payments/refund-jobs'
import type { RefundOutcome } from '../payments/refunds'

/**
 * Goods coming back from a delivered order (app/domain/order-returns.ts): recorded with their stock
 * movements and the card refund's outbox job in one write, then the money: what staff paid back
 * themselves (cash handed over, or a bank transfer they sent, as they said) recorded in that write, the card's part tried at once through its job (a refusal stays owed on the order for staff
 * to retry; anything else leaves the job due, and the cron retries it until it is refunded or owed).
 * Money staff paid back is told to the buyer by the return's own email, written in that write and
 * sent after the card's part was tried: a card refund that went through tells it in its email instead.
 * Goods all back with no money moved the order to «Повернено»: that move's status email tells the buyer.
 */
export function createOrderReturns(
  db: Db,
  refundJobs: RefundJobs,
  mails: { returns: ReturnMails; statuses: StatusMails },
  shownStock: ShownStock = {},
) {
  return {
    async record(actorId: number, id: number, request: OrderReturnRequest): Promise<RefundOutcome | null> {
      const order = await staffOrder(db, id)
      if (!order) throw new AppError('not_found', 'No such order')
      // An invoice was paid by bank transfer: its money goes back the same way, never "to a card".
      if (request.refund && order.payType === 'invoice' && request.sent_by_transfer !== true)
        throw new AppError('conflict', 'invoice_refund_by_transfer', { refund: ['invoice_refund_by_transfer'] })
      const sold = await soldLines(db, id)
      const plan = planReturn(order, request.reason, sold, request.lines)
      if (!plan.ok) throw new AppError(plan.fields.status ? 'conflict' : 'invalid_data', 'return_refused', plan.fields)

      const summary = paymentSummary(order)
      const money = request.refund
        ? returnMoney(plan.valueUah, {
            payType: order.payType,
            providerLeftUah: order.paidUah - order.refundedUah - order.refundPendingUah,
            paidLeftUah: summary.paidUah - summary.refundedUah - order.refundPendingUah,
          })
        : { providerUah: 0, restUah: 0 }
      // What the provider cannot give back staff pay themselves, and say how: never assumed to be cash.
      if (money.restUah > 0 && !request.rest_by)
        throw new AppError('invalid_data', 'return_rest_way', { rest_by: ['return_rest_way'] })
      const cashUah = request.rest_by === 'cash' ? money.restUah : 0
      const transferUah = request.rest_by === 'transfer' ? money.restUah : 0
      const coming = new Map(request.lines.map((l) => [l.line_id, l.quantity]))
      // Every unit back from a delivered order: the order moves to «Повернено».
      const allBack =
        sold.every((l) => l.returned + (coming.get(l.id) ?? 0) >= l.quantity) && order.status === 'delivred'
      const variantOf = new Map(sold.map((l) => [l.id, l.variantId]))

      let recorded: Awaited<ReturnType<typeof recordReturn>>
      try {
        recorded = await recordReturn(db, {
          orderId: id,
          actorId,
          reason: request.reason,
          note: request.note ?? '',
          valueUah: plan.valueUah,
          providerRefundUah: money.providerUah,
          cashRefundUah: cashUah,
          transferRefundUah: transferUah,
          refundByTransfer: order.payType === 'invoice',
          lines: plan.lines.map((l) => ({ ...l, variantId: variantOf.get(l.lineId)! })),
          allBack: allBack ? { from: order.status } : null,
          audit: {
            actorId,
            action: 'order.return',
            entity: 'order',
            entityId: id,
            before: null,
            after: {
              reason: request.reason,
              lines: plan.lines.map((l) => ({
                line_id: l.lineId,
                quantity: l.quantity,
                stock_back: l.stockBack,
                stock_opt_back: l.stockOptBack,
              })),
              refund_by_provider: money.providerUah,
              refund_in_cash: cashUah,
              refund_by_transfer: transferUah,
            },
          },
        })
      } catch (error) {
        // Another request (a double click, a second tab) recorded these units a moment ago.
        if (error instanceof ReturnRefused)
          throw new AppError('conflict', 'return_recorded_meanwhile', { lines: ['return_recorded_meanwhile'] })
        throw error
      }
      const { returnId } = recorded
      // Units restocked into a sold-out variant bring it back on the cached pages; any other return changes none.
      await tellShownStock(recorded.flips, shownStock)

      const tried =
        money.providerUah > 0 ? await refundJobs.runNow(returnRefundJobKey(returnId)).catch(() => null) : null
      // Left for the cron's sweep when it cannot be written now.
      if (cashUah + transferUah > 0) await mails.returns.sendNow(returnMailJobKey(returnId)).catch(() => 0)
      // The move's status email, when the return's write wrote one (no money back: recordReturn decides).
      if (allBack) await mails.statuses.sendNow(id)
      if (money.providerUah === 0) return null
      if (tried && 'outcome' in tried) return tried.outcome
      // Not answered now (another refund holds the payment, or an error): the return's refund stays due, retried by the cron.
      return { refunded: false, amountUah: money.providerUah, reason: 'refund_scheduled' }
    },
  }
}
