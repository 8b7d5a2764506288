import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, invoiceParties, orders } from '../schema'
import { FISCAL_RECEIPT_JOB, saleReceiptStatement } from './fiscal-receipts'
import { auditStatement } from './audit-entries'
import { orderEventStatement } from './order-events'
import { jobFromSelectStatement } from './outbox-jobs'
import { paidMessageStatement } from './messages'
import { statusMailJobStatement } from './status-mails'

/** The buyer's company requisites as the profile's company section keeps them (null when there is none). */
export async function companyOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      code: companies.code,
      iban: companies.iban,
      address: companies.address,
      director: companies.director,
      email: companies.email,
    })
    .from(companies)
    .where(eq(companies.userId, userId))
    .limit(1)
  return row ?? null
}

/** What an invoice kept when it was issued; null for orders issued before invoices kept it. */
export async function invoicePartiesOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ vatPercent: invoiceParties.vatPercent, buyer: invoiceParties.buyer, seller: invoiceParties.seller })
    .from(invoiceParties)
    .where(eq(invoiceParties.orderId, orderId))
    .limit(1)
  return row ?? null
}

export async function orderReferenceOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, id)).limit(1)
  return row?.reference ?? null
}

/**
 * Staff record an invoice's bank transfer: the order becomes paid for its whole total and its hold
 * ends, exactly as a card payment's approval writes it (the timeline entry, the sale receipt's job,
 * the buyer's paid message), with the audit row, in one batch guarded by the status: a second
 * click, a second tab or a lapse at the same moment finds it no longer awaiting and writes nothing.
 */
export async function markInvoicePaid(db: Db, orderId: number, actorId: number): Promise<boolean> {
  const [moved] = await db.$client.batch(
    [
      {
        sql: `UPDATE orders SET status = 'payed', paid_uah = total_uah, hold_until = NULL, updated_at = unixepoch('subsec') * 1000
          WHERE id = ? AND status = 'created' AND pay_type = 'invoice'`,
        args: [orderId],
      },
      {
        sql: `INSERT INTO order_events (order_id, kind, from_status, to_status, amount_uah, actor_id)
          SELECT id, 'payment', 'created', 'payed', paid_uah, ? FROM orders WHERE id = ? AND changes() = 1`,
        args: [actorId, orderId],
      },
      statusMailJobStatement(orderId, 'payed'),
      {
        sql: `INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
          SELECT ?, 'order.invoice_paid', 'order', ?, json_object('status', 'created'), json_object('status', 'payed', 'paid_uah', paid_uah)
          FROM orders WHERE id = ? AND status = 'payed' AND (SELECT count(*) FROM audit_log WHERE action = 'order.invoice_paid' AND entity_id = ?) = 0`,
        args: [actorId, String(orderId), orderId, String(orderId)],
      },
      saleReceiptStatement(orderId),
      paidMessageStatement(orderId),
    ],
    'write',
  )
  return moved!.rowsAffected === 1
}

/** The store's own words for the money owed back, read by app/domain/provider-words.ts as a reason of its own. */
export const TRANSFER_AFTER_CANCEL = 'Bank transfer arrived after the order was cancelled'

/**
 * Staff record a partner's transfer that arrived after the invoice order was cancelled. The order stays
 * cancelled (its stock went back on sale); the money is recorded as paid and, at once, as owed back
 * (`refund_failed_uah`, as a refund still owed: the order page and /admin/health list it, and recording
 * the transfer back settles it). The transfer is fiscalised as every invoice transfer is: the sale
 * receipt's job with the normal path's key and payload (its statement waits for a paid status, so it is
 * spelt here), and the transfer back gets its return receipt linked to it. Guarded by the order still
 * having no payment, in one transaction: a second click or tab writes nothing. False when refused.
 */
export async function recordTransferAfterCancel(db: Db, orderId: number, actorId: number): Promise<number | null> {
  const tx = await db.$client.transaction('write')
  try {
    const moved = await tx.execute({
      sql: `UPDATE orders SET paid_uah = total_uah, refund_failed_uah = total_uah, refund_error = ?, hold_until = NULL,
          updated_at = unixepoch('subsec') * 1000
        WHERE id = ? AND status = 'declined' AND pay_type = 'invoice' AND paid_uah = 0 AND total_uah > 0
        RETURNING paid_uah`,
      args: [TRANSFER_AFTER_CANCEL, orderId],
    })
    const row = moved.rows[0]
    if (!row) {
      await tx.rollback()
      return null
    }
    const paid = Number(row.paid_uah)
    await tx.batch([
      orderEventStatement({ orderId, kind: 'payment', actorId, amountUah: paid, note: TRANSFER_AFTER_CANCEL }),
      orderEventStatement({ orderId, kind: 'refund_failed', actorId, amountUah: paid, note: TRANSFER_AFTER_CANCEL }),
      auditStatement(db, {
        actorId,
        action: 'order.invoice_paid_after_cancel',
        entity: 'order',
        entityId: orderId,
        before: { status: 'declined', paid_uah: 0 },
        after: { status: 'declined', paid_uah: paid, owed_uah: paid },
      }),
      jobFromSelectStatement(FISCAL_RECEIPT_JOB, `receipt:sale:${orderId}`, {
        sql: `SELECT id AS order_id, json_object('type', 'sale', 'orderId', id, 'amountUah', paid_uah) AS payload
          FROM orders WHERE id = ? AND paid_uah > 0`,
        args: [orderId],
      }),
    ])
    await tx.commit()
    return paid
  } finally {
    tx.close()
  }
}
