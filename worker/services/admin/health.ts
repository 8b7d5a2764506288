import type { AdminHealth } from '../../../app/contract/admin-health'
import type { Db } from '../../../db/client'
import { storeHealthRows } from '../../../db/queries/store-health'
import { dependencyState } from '../ops/dependencies'

/** How many of each list the page shows (the counts cover all). */
const LISTED = 20
const iso = (ms: number) => new Date(ms).toISOString()

/** The back office's health page: everything that waits for a person, as of now. */
export async function storeHealth(db: Db, kv: KVNamespace, now = Date.now()): Promise<AdminHealth> {
  const [rows, carrier] = await Promise.all([storeHealthRows(db, now, LISTED), dependencyState(kv, 'nova-poshta')])
  const order = (o: { id: number; number: string; amountUah: number; at: number }) => ({
    id: o.id,
    number: o.number,
    amount: o.amountUah,
    at: iso(o.at),
  })
  return {
    failed_emails: {
      count: rows.failedEmails.total,
      latest: rows.failedEmails.rows.map((e) => ({
        id: e.id,
        to: e.to,
        subject: e.subject,
        created: iso(e.createdAt),
      })),
    },
    failed_messages: rows.failedMessages,
    payment_checks: { count: rows.paymentChecks.total, latest: rows.paymentChecks.rows.map(order) },
    refunds_owed: { count: rows.refundsOwed.total, latest: rows.refundsOwed.rows.map(order) },
    receipts: { count: rows.receipts.total, rejected: rows.receipts.rejected },
    failed_jobs: rows.failedJobs,
    carrier_failing_since: carrier ? iso(carrier.failingSince) : null,
    checked: iso(now),
  }
}
