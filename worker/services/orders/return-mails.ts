import { variantPart } from '../../../app/domain/order-line-name'
import { emailTexts, fill } from '../../../app/i18n/email'
import type { Db } from '../../../db/client'
import { claimJobs, type JobOutcome, type OutboxJob } from '../../../db/queries/outbox-jobs'
import { RETURN_MAIL_JOB, type ReturnMail, returnMailOf } from '../../../db/queries/return-mails'
import type { EmailMessage, EmailService } from '../email'
import { money, orderLink } from './order-emails'
import { runMailJobs } from '../email/mail-jobs'
import { mailAboutOrder } from './order-mail'

const LEASE_MS = 60_000
const SWEEP_LIMIT = 25
/** The card refund is being asked right now: its answer decides which email names the rest. */
const WAIT_FOR_REFUND_MS = 60_000

/**
 * The buyer's email about a return whose money staff paid back themselves (all of it, or the rest
 * beside a card part): the goods, the sum, how it came back and, with a card part not refunded yet,
 * that it is being sorted out (its own email follows once it goes through).
 */
export function returnEmail(r: ReturnMail): EmailMessage {
  const { order } = r
  const t = emailTexts(order.locale).order
  const amount = (uah: number) => money(order.locale, uah)
  const staffUah = r.cashRefundUah + r.transferRefundUah
  const total = r.providerRefundUah + staffUah
  const lines = r.lines.map((l) => {
    const variant = variantPart(l.productName, l.variantName)
    const values = { product: l.productName, variant, quantity: l.quantity, total: amount(l.valueUah) }
    return fill(variant ? t.line : t.line_single, values)
  })
  const byTransfer = r.transferRefundUah > 0
  const how =
    r.providerRefundUah > 0
      ? [
          fill(r.refundOutcome === 'refunded' ? t.return_card_refunded : t.return_card_pending, {
            amount: amount(r.providerRefundUah),
          }),
          fill(byTransfer ? t.refund_rest_transfer : t.refund_rest_cash, { amount: amount(staffUah) }),
        ]
      : [byTransfer ? t.return_transfer : t.return_cash]
  return {
    to: order.email,
    locale: order.locale,
    kind: 'order_return',
    content: {
      subject: fill(t.return_subject, { number: order.number, amount: amount(total) }),
      paragraphs: [
        fill(emailTexts(order.locale).common.greeting, { name: order.firstName }),
        [fill(t.return_body, { number: order.number }), ...lines].join('\n'),
        fill(t.return_amount, { amount: amount(total) }),
        ...how,
      ],
      action: orderLink(order.locale, order),
    },
  }
}

/**
 * Return emails leave from their outbox job, written with the return (db/queries/order-returns.ts):
 * the request that recorded it sends it at once, after trying the card refund; the cron sweeps what
 * is left. While the card refund is being asked it waits for the answer; a refund that went through
 * first told the rest in its own email and took the job (refund-jobs.ts), so the rest is told once.
 */
export function createReturnMails(db: Db, email: EmailService) {
  async function attempt(job: OutboxJob, now: number): Promise<JobOutcome> {
    const payload = job.payload as { returnId?: unknown } | null
    const found = typeof payload?.returnId === 'number' ? await returnMailOf(db, payload.returnId, now) : null
    if (!found || !found.order.email) return { status: 'skipped' }
    if (found.refundAsked) return { status: 'pending', nextAttemptAt: now + WAIT_FOR_REFUND_MS }
    await mailAboutOrder(db, email, found.order.id, { ...returnEmail(found), onceKey: job.key })
    return { status: 'done' }
  }

  const run = (jobs: OutboxJob[], now: number) => runMailJobs(db, jobs, now, (job) => attempt(job, now))

  return {
    /** The one return's email, right after the request recorded it (and tried its card refund). */
    sendNow: async (key: string, now = Date.now()) =>
      run(await claimJobs(db, { kind: RETURN_MAIL_JOB, now, leaseMs: LEASE_MS, limit: 1, key }), now),
    /** The cron's sweep: every return email not sent yet. */
    sendDue: async (now = Date.now()) =>
      run(await claimJobs(db, { kind: RETURN_MAIL_JOB, now, leaseMs: LEASE_MS, limit: SWEEP_LIMIT }), now),
  }
}
export type ReturnMails = ReturnType<typeof createReturnMails>
