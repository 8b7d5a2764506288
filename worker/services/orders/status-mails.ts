import type { Locale } from '../../../app/domain/locale'
import { npTrackingUrl } from '../../../app/domain/nova-poshta'
import { ORDER_STATUSES, type OrderStatus } from '../../../app/domain/order-status'
import { paymentSummary } from '../../../app/domain/payment-state'
import { emailTexts, fill } from '../../../app/i18n/email'
import type { Db } from '../../../db/client'
import { claimJobs, type JobOutcome, type OutboxJob } from '../../../db/queries/outbox-jobs'
import { staffOrder } from '../../../db/queries/staff-order-writes'
import { STATUS_MAIL_JOB } from '../../../db/queries/status-mails'
import type { EmailService } from '../email'
import { runMailJobs } from '../email/mail-jobs'
import { holdLapsedEmail, mailAboutOrder } from './order-mail'
import { orderStatusEmail } from './order-emails'

const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value)
const LEASE_MS = 60_000
const SWEEP_LIMIT = 25

/** Staff's note for the buyer, then the waybill number once there is one. */
function notesOf(order: { locale: Locale; ttn: string }, note: unknown): string | undefined {
  const t = emailTexts(order.locale).order
  const ttn = order.ttn ? fill(t.ttn, { ttn: order.ttn, url: npTrackingUrl(order.ttn) }) : ''
  return [typeof note === 'string' ? note : '', ttn].filter(Boolean).join('\n\n') || undefined
}

/**
 * The buyer's email about each move of their order's status (paid, handed to the carrier, declined…)
 * leaves from the outbox job the move wrote (db/queries/status-mails.ts): the request or report that
 * moved the order sends it at once, the Cron sweeps what a dying Worker left. Written under the job's
 * key, so a job run twice (its lease lapsed mid-send) writes one email.
 */
export function createStatusMails(db: Db, email: EmailService) {
  async function attempt(job: OutboxJob): Promise<JobOutcome> {
    const payload = job.payload as { status?: unknown; note?: unknown; lapsedAfterMinutes?: unknown } | null
    const order = job.orderId === null ? null : await staffOrder(db, job.orderId)
    if (!order?.email || !isOrderStatus(payload?.status)) return { status: 'skipped' }
    // A lapsed hold's email says why instead of a payment line: nothing was paid.
    const message =
      typeof payload.lapsedAfterMinutes === 'number'
        ? holdLapsedEmail(order, payload.lapsedAfterMinutes)
        : orderStatusEmail(
            { ...order, payment: paymentSummary({ ...order, status: payload.status }) },
            payload.status,
            notesOf(order, payload.note),
          )
    await mailAboutOrder(db, email, order.id, { ...message, onceKey: job.key })
    return { status: 'done' }
  }

  const run = async (jobs: OutboxJob[], now: number) => runMailJobs(db, jobs, now, attempt)

  return {
    /**
     * The emails of the moves just committed for this order (one, or a few after a bulk move). Never
     * throws: the move stands whatever happens here, and what is not sent is the Cron's.
     */
    sendNow: async (orderId: number, now = Date.now()) =>
      run(await claimJobs(db, { kind: STATUS_MAIL_JOB, now, leaseMs: LEASE_MS, limit: 5, orderId }), now).catch(
        (error: unknown) => {
          console.error('status email left for the Cron', error)
          return 0
        },
      ),
    /** The cron's sweep: every status email not sent yet. */
    sendDue: async (now = Date.now()) =>
      run(await claimJobs(db, { kind: STATUS_MAIL_JOB, now, leaseMs: LEASE_MS, limit: SWEEP_LIMIT }), now),
  }
}
export type StatusMails = ReturnType<typeof createStatusMails>
