import { describe, expect, it } from 'vitest'
import { ANONYMOUS } from './viewer'
import {
  DEFAULT_INVOICE_SETTINGS,
  invoiceDueAt,
  invoiceFigures,
  invoiceNumber,
  invoiceRefusal,
  invoiceSettingsOf,
  markPaidRefusal,
  transferAfterCancel,
  vatIncluded,
} from './invoice'

const partner = { userId: 1, isWholesaler: true, role: 'customer' as const }
const retail = { userId: 2, isWholesaler: false, role: 'customer' as const }

describe('invoice rules', () => {
  it('offers the invoice to an approved partner only', () => {
    expect(invoiceRefusal('invoice', partner)).toBeNull()
    expect(invoiceRefusal('invoice', retail)).toBe('partners_only')
    expect(invoiceRefusal('invoice', ANONYMOUS)).toBe('partners_only')
    expect(invoiceRefusal('cash', retail)).toBeNull()
  })

  it('reads stored settings field by field, falling back to five days without VAT', () => {
    expect(invoiceSettingsOf(undefined)).toEqual(DEFAULT_INVOICE_SETTINGS)
    expect(invoiceSettingsOf({ holdDays: 10, vatPercent: 20 })).toEqual({ holdDays: 10, vatPercent: 20 })
    expect(invoiceSettingsOf({ holdDays: 0, vatPercent: 13 })).toEqual({ holdDays: 5, vatPercent: 0 })
    expect(invoiceSettingsOf({ holdDays: 31 }).holdDays).toBe(5)
  })

  it('is due whole days after issue and numbered after the order', () => {
    expect(invoiceDueAt(1_000, 5)).toBe(1_000 + 5 * 86_400_000)
    expect(invoiceNumber(100123)).toBe('P-100123')
    // Typeable on any keyboard: the prefix is the Latin P, not the Cyrillic Р that looks the same.
    expect(invoiceNumber(100123)).toMatch(/^[\x20-\x7e]+$/)
  })

  it('lets staff record the transfer once: awaited, or arrived after the cancel', () => {
    const o = { payType: 'invoice', paidUah: 0 } as const
    expect(markPaidRefusal({ ...o, status: 'created' })).toBeNull()
    expect(markPaidRefusal({ ...o, status: 'payed', paidUah: 1400 })).toBe('already_paid')
    expect(markPaidRefusal({ ...o, status: 'prepered', paidUah: 1400 })).toBe('already_paid')
    expect(markPaidRefusal({ ...o, status: 'declined' })).toBeNull()
    expect(transferAfterCancel({ status: 'declined', paidUah: 0 })).toBe(true)
    expect(markPaidRefusal({ ...o, status: 'declined', paidUah: 1400 })).toBe('already_paid')
    expect(markPaidRefusal({ ...o, payType: 'card', status: 'created' })).toBe('not_invoice')
  })

  it('states the VAT included in a total', () => {
    expect(vatIncluded(1200, 20)).toBe(200)
    expect(vatIncluded(1000, 20)).toBe(166.67)
    expect(vatIncluded(1070, 7)).toBe(70)
    expect(vatIncluded(1000, 0)).toBe(0)
  })

  it('prints goods as the sum of lines already priced with the promo, so goods + delivery is the total', () => {
    // 2139 at the partner's prices, 353 off by the promo, courier 150: the lines sum to 1786.
    const figures = invoiceFigures({ goodsTotalUah: 2139, promoDiscountUah: 353, deliveryCostUah: 150, totalUah: 1936 })
    expect(figures).toEqual({ goodsUah: 1786, promoIncludedUah: 353, deliveryUah: 150, totalUah: 1936 })
    expect(figures.goodsUah + figures.deliveryUah).toBe(figures.totalUah)
  })
})
