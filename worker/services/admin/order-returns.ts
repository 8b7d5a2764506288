import type { OrderReturnRequest } from '../../../app/contract/admin-orders'
import { AppError } from '../../../app/domain/app-error'
import { planReturn, returnMoney } from '../../../app/domain/order-returns'
import { paymentSummary } from '../../../app/domain/payment-state'
import type { Db } from '../../../db/client'
import { recordReturn, ReturnRefused, settleReturnRefund, soldLines } from '../../../db/queries/order-returns'
import { staffOrder } from '../../../db/queries/staff-order-writes'
import type { RefundOutcome, RefundService } from '../payments/refunds'

/**
 * Goods coming back from a delivered order (app/domain/order-returns.ts): recorded with their stock
 * movements in one write, then the money, through the provider for what its payment covers (a
 * refusal stays owed on the order for staff to retry) and recorded as cash for the rest.
 */
export function createOrderReturns(db: Db, refunds: RefundService) {
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
        : { providerUah: 0, cashUah: 0 }
      const coming = new Map(request.lines.map((l) => [l.line_id, l.quantity]))
      const allBack = sold.every((l) => l.returned + (coming.get(l.id) ?? 0) >= l.quantity)
      const variantOf = new Map(sold.map((l) => [l.id, l.variantId]))

      let returnId: number
      try {
        returnId = await recordReturn(db, {
          orderId: id,
          actorId,
          reason: request.reason,
          note: request.note ?? '',
          valueUah: plan.valueUah,
          providerRefundUah: money.providerUah,
          cashRefundUah: money.cashUah,
          lines: plan.lines.map((l) => ({ ...l, variantId: variantOf.get(l.lineId)! })),
          allBack: allBack && order.status === 'delivred' ? { from: order.status } : null,
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
              refund_in_cash: money.cashUah,
            },
          },
        })
      } catch (error) {
        if (error instanceof ReturnRefused)
          throw new AppError('conflict', 'return_refused', { lines: ['return_more_than_sold?left=0'] })
        throw error
      }

      if (money.providerUah === 0) return null
      let outcome: RefundOutcome
      try {
        outcome = await refunds.refund(id, money.providerUah, actorId, request.note ?? '', order.payType === 'invoice')
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        // Another refund holds the payment: the return stands, its money is for staff to send once that one is answered.
        outcome = { refunded: false, amountUah: money.providerUah, reason: error.message }
      }
      await settleReturnRefund(db, returnId, outcome.refunded)
      return outcome
    },
  }
}
