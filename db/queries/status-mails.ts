import type { InStatement } from '@libsql/client'
import type { OrderStatus } from '../../app/domain/order-status'

/**
 * The outbox job of the buyer's email about a status move (worker/services/orders/status-mails.ts
 * sends it): written in the move's own write, so a move never commits without its email, and a
 * Worker dying right after the commit leaves the email to the Cron's sweep.
 */
export const STATUS_MAIL_JOB = 'status_mail'

/**
 * Runs right after the statement that put the move on the order's timeline, and only when that
 * statement wrote its row: the job's key is that timeline entry's id, one email per move (an order
 * may pass the same status twice). `note` is staff's note when they meant it for the buyer;
 * `lapsedAfterMinutes` says an unpaid order was cancelled when its payment time ran out.
 */
export function statusMailJobStatement(
  orderId: number,
  status: OrderStatus,
  reason: { note?: string; lapsedAfterMinutes?: number } = {},
): InStatement {
  return {
    // Due at once (not at the database's clock, which a Worker's may trail): the request sends it next.
    sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload, next_attempt_at)
      SELECT ?, ? || ':' || last_insert_rowid(), ?, json_object('status', ?, 'note', ?, 'lapsedAfterMinutes', ?), 0
      WHERE changes() = 1 ON CONFLICT (key) DO NOTHING`,
    args: [STATUS_MAIL_JOB, STATUS_MAIL_JOB, orderId, status, reason.note ?? '', reason.lapsedAfterMinutes ?? null],
  }
}
