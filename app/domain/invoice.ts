import type { OrderStatus, PaymentType } from './order-status'
import type { Viewer } from './viewer'

/**
 * A partner's invoice (рахунок на оплату): the order waits, holding its stock, until staff record the
 * bank transfer or the hold lapses. Its number is the order's, its due date the hold's end.
 */
export const DEFAULT_INVOICE_HOLD_DAYS = 5
export const INVOICE_HOLD_DAYS_MIN = 1
export const INVOICE_HOLD_DAYS_MAX = 30
/** VAT rates a seller may print: none (a sole trader on the single tax, «Без ПДВ»), 7 % or 20 %. */
export const INVOICE_VAT_RATES = [0, 7, 20] as const
export type InvoiceVatRate = (typeof INVOICE_VAT_RATES)[number]

export interface InvoiceSettings {
  holdDays: number
  vatPercent: InvoiceVatRate
}
export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = { holdDays: DEFAULT_INVOICE_HOLD_DAYS, vatPercent: 0 }

/** A stored VAT rate as read back: anything but a rate a seller may print reads as none. */
export const vatRateOf = (stored: unknown): InvoiceVatRate => {
  const vat = Number(stored)
  return (INVOICE_VAT_RATES as readonly number[]).includes(vat) ? (vat as InvoiceVatRate) : 0
}

/** Stored settings as read back (anything unusable falls back to the default, field by field). */
export function invoiceSettingsOf(stored: unknown): InvoiceSettings {
  const value = (stored ?? {}) as Partial<Record<keyof InvoiceSettings, unknown>>
  const days = Number(value.holdDays)
  return {
    holdDays:
      Number.isInteger(days) && days >= INVOICE_HOLD_DAYS_MIN && days <= INVOICE_HOLD_DAYS_MAX
        ? days
        : DEFAULT_INVOICE_HOLD_DAYS,
    vatPercent: vatRateOf(value.vatPercent),
  }
}

/** Why an invoice cannot be chosen; each has a text under order.invoice.refusals (ua and en). */
export type InvoiceRefusal = 'partners_only'

/** Only an approved partner pays by invoice (a business with requisites); anyone else is refused. */
export function invoiceRefusal(payType: PaymentType, viewer: Viewer): InvoiceRefusal | null {
  return payType === 'invoice' && !viewer.isWholesaler ? 'partners_only' : null
}

/** Until when an invoice holds the order's stock: whole days from the moment it was issued. */
export const invoiceDueAt = (issuedAtMs: number, holdDays: number): number => issuedAtMs + holdDays * 86_400_000

/**
 * The invoice's number on paper: the order's number with the store's prefix, so a bank payment names
 * the order. The prefix is a Latin P in both languages: the payer types it into a bank's purpose field,
 * where a Cyrillic Р looks the same and is another character. Staff search finds the order by either.
 */
export const INVOICE_PREFIX = 'P-'
export const invoiceNumber = (orderNumber: string | number): string => `${INVOICE_PREFIX}${orderNumber}`

/** Why staff cannot record the transfer; each has a text under admin.invoice.refusals (ua and en). */
export type MarkPaidRefusal = 'not_invoice' | 'already_paid'

/**
 * Staff record an invoice's transfer once: while the order awaits it, or when it arrived after the
 * order was cancelled (the money is then owed back by transfer: `transferAfterCancel`).
 */
export function markPaidRefusal(order: {
  payType: PaymentType
  status: OrderStatus
  paidUah: number
}): MarkPaidRefusal | null {
  if (order.payType !== 'invoice') return 'not_invoice'
  if (order.status === 'created' || transferAfterCancel(order)) return null
  return 'already_paid'
}

/** A transfer for a cancelled invoice order that has recorded none: kept on the order as owed back, the order stays cancelled. */
export function transferAfterCancel(order: { status: OrderStatus; paidUah: number }): boolean {
  return order.status === 'declined' && order.paidUah === 0
}

/** The VAT inside a total priced with VAT included (Ukrainian invoices state it as «у т. ч. ПДВ»), to the hryvnia's kopiyka. */
export function vatIncluded(totalUah: number, vatPercent: InvoiceVatRate): number {
  return vatPercent === 0 ? 0 : Math.round((totalUah * vatPercent * 100) / (100 + vatPercent)) / 100
}

/**
 * An invoice's figures. Each line is priced as it is sold, the promo already in its price (a Ukrainian
 * рахунок prices each line at the agreed price, so quantity × price = sum holds on every line, as in
 * the accountant's books), and «Товари» is the sum of those lines: goods + delivery = total. What the
 * promo took off is only noted beside them, never subtracted a second time.
 */
export function invoiceFigures(order: {
  goodsTotalUah: number
  promoDiscountUah: number
  deliveryCostUah: number
  totalUah: number
}): { goodsUah: number; promoIncludedUah: number; deliveryUah: number; totalUah: number } {
  return {
    goodsUah: order.goodsTotalUah - order.promoDiscountUah,
    promoIncludedUah: order.promoDiscountUah,
    deliveryUah: order.deliveryCostUah,
    totalUah: order.totalUah,
  }
}
