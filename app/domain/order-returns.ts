import type { OrderStatus, PaymentType } from './order-status'

/**
 * Returns of delivered goods. Cabinet of Ministers Resolution 172 (19.03.1994): cosmetics of proper
 * quality are not taken back, so a return needs a reason the law accepts (faulty goods, the wrong
 * item, goods damaged in delivery) or the shop's own goodwill, which must be explained in a note.
 */
export const RETURN_REASONS = ['defective', 'wrong_item', 'damaged', 'goodwill'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** Goods come back only after they were handed over. */
export const RETURNABLE_STATUSES: readonly OrderStatus[] = ['delivred', 'returned']

/** Faulty or damaged goods are written off: they never go back on sale. */
export function mayRestock(reason: ReturnReason): boolean {
  return reason === 'wrong_item' || reason === 'goodwill'
}

export interface SoldLine {
  id: number
  quantity: number
  totalUah: number
  takenStock: number
  takenStockOpt: number
  /** What earlier returns of this line took back: units, and units put back into each stock. */
  returned: number
  restocked: number
  restockedOpt: number
}

export interface ReturnLineRequest {
  line_id: number
  quantity: number
  restock: boolean
}

export interface PlannedReturnLine {
  lineId: number
  quantity: number
  /** Units going back into retail and wholesale stock (0 and 0: written off). */
  stockBack: number
  stockOptBack: number
  /** The money these units were sold for, after their share of the promo discount. */
  valueUah: number
}

export type ReturnPlan =
  { ok: true; lines: PlannedReturnLine[]; valueUah: number } | { ok: false; fields: Record<string, string[]> }

/**
 * Checks a return against what was sold and already returned, and says where each unit goes: back to
 * the stock its line took (retail first, then wholesale, as the order took them), and a pre-ordered
 * unit to the stock of the order's kind.
 */
export function planReturn(
  order: { status: OrderStatus; isWholesale: boolean; goodsTotalUah: number; promoDiscountUah: number },
  reason: ReturnReason,
  sold: readonly SoldLine[],
  request: readonly ReturnLineRequest[],
): ReturnPlan {
  if (!RETURNABLE_STATUSES.includes(order.status)) return { ok: false, fields: { status: ['return_not_delivered'] } }
  const fields: Record<string, string[]> = {}
  const lines: PlannedReturnLine[] = []
  const seen = new Set<number>()
  request.forEach((r, i) => {
    const line = sold.find((l) => l.id === r.line_id)
    const key = `lines.${i}`
    if (!line || seen.has(r.line_id)) return void (fields[key] = ['return_unknown_line'])
    seen.add(r.line_id)
    const left = line.quantity - line.returned
    if (r.quantity > left) return void (fields[key] = [`return_more_than_sold?left=${left}`])
    if (r.restock && !mayRestock(reason)) return void (fields[key] = ['return_faulty_restock'])
    let stockBack = 0
    let stockOptBack = 0
    if (r.restock) {
      stockBack = Math.min(r.quantity, Math.max(line.takenStock - line.restocked, 0))
      stockOptBack = Math.min(r.quantity - stockBack, Math.max(line.takenStockOpt - line.restockedOpt, 0))
      const preordered = r.quantity - stockBack - stockOptBack
      if (order.isWholesale) stockOptBack += preordered
      else stockBack += preordered
    }
    const gross = Math.round((line.totalUah * r.quantity) / line.quantity)
    const promoShare = order.goodsTotalUah > 0 ? Math.round((order.promoDiscountUah * gross) / order.goodsTotalUah) : 0
    lines.push({ lineId: line.id, quantity: r.quantity, stockBack, stockOptBack, valueUah: gross - promoShare })
  })
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return { ok: true, lines, valueUah: lines.reduce((sum, l) => sum + l.valueUah, 0) }
}

/**
 * How staff pay back the part of a return the provider cannot (money collected in cash or by the
 * carrier): handed over in person, or a bank transfer they sent to the buyer's account.
 */
export const REST_WAYS = ['cash', 'transfer'] as const
export type RestWay = (typeof REST_WAYS)[number]

/**
 * How the money of a return goes back: through the provider as far as its payment reaches (card,
 * and the prepayment of cash on delivery) on its own; the rest is paid back by staff, in one of
 * `REST_WAYS`, which they choose. Never more than was paid and not yet refunded.
 */
export function returnMoney(
  amountUah: number,
  o: { payType: PaymentType; providerLeftUah: number; paidLeftUah: number },
): { providerUah: number; restUah: number } {
  const amount = Math.max(0, Math.min(amountUah, o.paidLeftUah))
  const providerUah = o.payType === 'cash' ? 0 : Math.min(amount, Math.max(o.providerLeftUah, 0))
  return { providerUah, restUah: amount - providerUah }
}
