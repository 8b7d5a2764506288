import type { AdminFiscalReceipt, BuyerReceipt, FiscalToday } from '../../../app/contract/fiscal'
import type { Db } from '../../../db/client'
import { issuedReceiptUrl, orderIdByReference, orderNumbers } from '../../../db/queries/fiscal-receipts'
import type { AppConfig } from '../../env'
import { type FiscalService, NOT_CONFIGURED, type ReceiptView, WAITING_FOR_SALE } from '.'
import { MISMATCH_PREFIX } from '../../../app/domain/fiscal-receipt'
import { receiptQrPng, receiptQrSvg } from './receipt-qr'

/** The store's own reasons are told apart from Checkbox's words, so the back office can say them in the clerk's language. */
function errorKind(error: string | null): AdminFiscalReceipt['error_kind'] {
  if (error === null) return null
  if (error.startsWith('Checkbox did not answer') || error.startsWith('Checkbox answered')) return 'unavailable'
  if (error === NOT_CONFIGURED) return 'not_configured'
  if (error === WAITING_FOR_SALE) return 'waiting_sale'
  if (error.startsWith(MISMATCH_PREFIX)) return 'mismatch'
  return 'provider'
}

/** The wire forms of receipts: staff's (with the reason and attempts) and the buyer's (issued ones only). */
export function createFiscalViews(db: Db, config: AppConfig, fiscal: FiscalService) {
  async function forStaff(views: ReceiptView[]): Promise<AdminFiscalReceipt[]> {
    const numbers = await orderNumbers(db, [...new Set(views.map((v) => v.orderId))])
    return views.map((v) => ({
      id: v.id,
      order_id: v.orderId,
      order_number: numbers.get(v.orderId) ?? '',
      type: v.type,
      amount: v.amountUah,
      state: v.state,
      fiscal_code: v.fiscalCode,
      url: v.url,
      error: v.error,
      error_kind: errorKind(v.error),
      attempts: v.attempts,
      created_at: v.createdAt,
      issued_at: v.doneAt,
    }))
  }
  return {
    orderReceipts: async (orderId: number) => forStaff(await fiscal.receiptsOfOrder(orderId)),
    unfinished: async () => forStaff(await fiscal.unfinished()),
    async today(): Promise<FiscalToday> {
      const t = await fiscal.today()
      return {
        day: t.day,
        count: t.count,
        sum: t.sumUah,
        unfinished: t.unfinished,
        shift: t.shift ? { state: t.shift.status, opened_at: t.shift.openedAt, closed_at: t.shift.closedAt } : null,
        enabled: config.fiscal.checkbox !== null,
      }
    },
    /** Null when no order has this reference. */
    async buyerReceipts(reference: string): Promise<BuyerReceipt[] | null> {
      const id = await orderIdByReference(db, reference)
      if (id === null) return null
      return (await fiscal.receiptsOfOrder(id))
        .filter((r) => r.state === 'issued')
        .map((r) => ({
          type: r.type,
          amount: r.amountUah,
          fiscal_code: r.fiscalCode,
          url: r.url,
          qr_svg: r.url ? receiptQrSvg(r.url) : null,
          issued_at: r.doneAt,
        }))
    },
    /** The emailed QR image of an issued receipt; null for any id the store issued none under. */
    async receiptQr(receiptId: string): Promise<Uint8Array | null> {
      const url = await issuedReceiptUrl(db, receiptId)
      return url === null ? null : receiptQrPng(url)
    },
  }
}
