import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, invoiceParties, orders } from '../schema'
import { saleReceiptStatement } from './fiscal-receipts'
import { paidMessageStatement } from './messages'

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
