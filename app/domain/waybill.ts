import type { DeliveryType, OrderStatus, PaymentType } from './order-status'

/**
 * Nova Poshta waybills staff make from an order: when one may be made or cancelled, what the buyer
 * pays the carrier on delivery, and the parcel's defaults. The numbers come from the stored order
 * only; the browser sends nothing but the parcel's weight and seats.
 */

/** Statuses in which goods are ready to go and not yet with the carrier: a waybill may be made. */
const READY: readonly OrderStatus[] = ['new', 'payed', 'prepered']

export interface WaybillOrder {
  status: OrderStatus
  payType: PaymentType
  deliveryType: DeliveryType
  totalUah: number
  paidUah: number
  ttn: string
}

/** Why a waybill cannot be made for the order now (a message code), or null when it can. */
export function waybillRefusal(order: WaybillOrder): string | null {
  if (order.deliveryType === 'pickup') return 'waybill_pickup'
  if (order.ttn.trim() !== '') return 'waybill_exists'
  // A card or prepayment order still awaiting its payment is `new`/`created`: not ready to ship.
  const ready = READY.includes(order.status) && (order.status !== 'new' || order.payType === 'cash')
  return ready ? null : 'waybill_not_ready'
}

/**
 * A waybill can be cancelled at the carrier only before the parcel is handed over; a declined order's
 * too (the decline tries it itself, and staff retry when the carrier did not; the carrier refuses a parcel already on its way).
 */
export function waybillCancelRefusal(order: Pick<WaybillOrder, 'status' | 'ttn'>): string | null {
  if (order.ttn.trim() === '') return 'waybill_none'
  return READY.includes(order.status) || order.status === 'declined' ? null : 'waybill_handed_over'
}

/**
 * What the carrier collects from the buyer on delivery, hryvnias: nothing for a card or invoice order
 * (paid in full before it ships), else the total less what the buyer already paid (the prepayment). The same
 * rule as the cash-on-delivery receipt (db/queries/fiscal-receipts.ts).
 */
export function cashOnDeliveryUah(order: Pick<WaybillOrder, 'payType' | 'totalUah' | 'paidUah'>): number {
  if (order.payType === 'card' || order.payType === 'invoice') return 0
  return Math.max(0, order.totalUah - order.paidUah)
}

export const WAYBILL_WEIGHT_MIN_KG = 0.1
/** A parcel ("Посилка") to a branch weighs at most 30 kg a seat; more goes as cargo, by hand. */
export const WAYBILL_WEIGHT_MAX_KG = 30
export const WAYBILL_SEATS_MAX = 10
/** Orders in one bulk creation at most: each is a carrier call in the request. */
export const WAYBILL_BULK_MAX = 30
/** A jar or tube with its box, packed, in kilograms: the weight staff start from. */
const KG_PER_PIECE = 0.3

/** The weight staff start from: a piece's packed weight times the pieces, in tenths of a kilogram. */
export function defaultWeightKg(pieces: number): number {
  const kg = Math.round(Math.max(1, pieces) * KG_PER_PIECE * 10) / 10
  return Math.min(WAYBILL_WEIGHT_MAX_KG, Math.max(WAYBILL_WEIGHT_MIN_KG, kg))
}

/** The branch's number in the carrier's text ("Відділення №12 (до 30 кг): …" → "12"), or '' when none. */
export function branchNumber(branch: string): string {
  return /№\s*(\d+)/.exec(branch)?.[1] ?? ''
}

/** The carrier's date form in requests: "28.11.2026". */
export function carrierDate(kyivDay: string): string {
  const [y, m, d] = kyivDay.split('-')
  return `${d}.${m}.${y}`
}
