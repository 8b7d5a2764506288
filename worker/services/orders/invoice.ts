import { type Invoice, type IssuedSellers, invoiceSchema } from '../../../app/contract/invoice'
import { AppError } from '../../../app/domain/app-error'
import { invoiceFigures, invoiceNumber, vatIncluded, vatRateOf } from '../../../app/domain/invoice'
import type { Viewer } from '../../../app/domain/viewer'
import type { Db } from '../../../db/client'
import { companyOfUser, invoicePartiesOf } from '../../../db/queries/invoices'
import { orderById } from '../../../db/queries/order-rows'
import { invoiceSettings } from '../admin/invoice-settings'
import { lineNames } from './order-dto'
import type { Locale } from '../../../app/domain/locale'

const keptBuyer = invoiceSchema.shape.buyer
const keptSeller = invoiceSchema.shape.seller
const missing = () => new AppError('not_found', 'No such invoice')

/**
 * The buyer's invoice of an order paid by invoice: their own order only (someone else's, or one paid
 * another way, answers 404 like a missing one).
 */
export async function invoiceOf(db: Db, id: number, viewer: Viewer, locale?: Locale): Promise<Invoice> {
  if (viewer.userId === null) throw new AppError('unauthorized', 'Authentication required')
  const invoice = await issuedInvoice(db, id, locale, viewer.userId)
  if (!invoice) throw missing()
  return invoice
}

/** The same document for staff, of any partner's order paid by invoice (one paid another way has none). */
export async function staffInvoiceOf(db: Db, id: number, locale?: Locale): Promise<Invoice> {
  const invoice = await issuedInvoice(db, id, locale)
  if (!invoice) throw missing()
  return invoice
}

/**
 * An invoice as issued: its parties and VAT rate are those kept with the order; an order from before
 * invoices kept them prints the company section and settings of now. Null: no such invoice (or, with
 * `ownerId`, not that buyer's).
 */
async function issuedInvoice(db: Db, id: number, locale?: Locale, ownerId?: number): Promise<Invoice | null> {
  const [found, kept] = await Promise.all([orderById(db, id), invoicePartiesOf(db, id)])
  if (!found || found.order.payType !== 'invoice') return null
  if (ownerId !== undefined && found.order.userId !== ownerId) return null
  const { order, lines } = found
  const [buyer, vatPercent] = kept
    ? [keptBuyer.catch(null).parse(kept.buyer), vatRateOf(kept.vatPercent)]
    : await Promise.all([
        order.userId === null ? null : companyOfUser(db, order.userId),
        invoiceSettings(db).then((s) => s.vatPercent),
      ])
  const sellers = (kept?.seller ?? null) as IssuedSellers | null
  const figures = invoiceFigures(order)
  const paid = order.paidUah >= order.totalUah && order.status !== 'created' && order.status !== 'declined'
  return {
    number: invoiceNumber(order.number),
    order_number: order.number,
    issued_at: new Date(order.createdAt).toISOString(),
    due_at: order.holdUntil === null ? null : new Date(order.holdUntil).toISOString(),
    status: order.status,
    paid,
    buyer,
    phone: order.phone,
    seller: keptSeller.catch(null).parse(sellers?.[locale ?? 'ua'] ?? null),
    lines: lines.map((l) => ({
      code: l.code,
      // A printed document in one language: the page's, not the one the order was placed in.
      name: Object.values(lineNames(l, locale)).join(' ').trim(),
      quantity: l.quantity,
      preorder_quantity: l.preorderQuantity,
      unit_price: l.unitPriceUah,
      total: l.totalUah,
    })),
    goods_total: figures.goodsUah,
    promo_included: figures.promoIncludedUah,
    delivery_cost: figures.deliveryUah,
    delivery_type: order.deliveryType,
    total: figures.totalUah,
    vat_percent: vatPercent,
    vat_amount: vatIncluded(order.totalUah, vatPercent),
  }
}
