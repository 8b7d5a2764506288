import { AppError } from '../../../app/domain/app-error'
import { deliveryBackoffMs } from '../../../app/domain/messages'
import type { Db } from '../../../db/client'
import { claimJobs, finishJob, type JobOutcome, type OutboxJob } from '../../../db/queries/outbox-jobs'
import { settleReturnRefund } from '../../../db/queries/order-returns'
import { oweRefund, REFUND_JOB, type RefundJobPayload } from '../../../db/queries/refund-jobs'
import { refundableOrder } from '../../../db/queries/refunds'
import { takeReturnMail } from '../../../db/queries/return-mails'
import { REFUND_CLAIM_STALE_MS, type RefundOutcome, type RefundService } from './refunds'

/** One attempt asks the provider once (about ten seconds at most); a lapsed lease lets the sweep take over. */
const LEASE_MS = 60_000
const SWEEP_LIMIT = 10
/** Attempts before a due refund that never got through is handed to staff as owed (about a quarter of an hour). */
export const REFUND_JOB_ATTEMPTS = 5
/** Another refund holds the payment: look again once it should have been answered. */
const WAIT_MS = 60_000

/** What became of a due refund when it was tried: the provider's outcome, or still due (retried by the cron). */
export type RefundJobResult = { outcome: RefundOutcome } | { due: number }

const payloadOf = (job: OutboxJob) => job.payload as RefundJobPayload

/**
 * Card refunds that are due: a return's, or what is left when a paid order is declined or returned.
 * Each was written as an outbox job in the transaction of its cause, so it cannot be lost between
 * that commit and the provider call. The request that caused it tries it at once; the cron sweeps
 * what is left (a crash, a database error, another refund holding the payment). A refusal is the
 * refund service's owed refund; a job that keeps failing becomes owed too after its attempts.
 */
export function createRefundJobs(db: Db, refunds: RefundService) {
  /** What to send now: the fixed amount as far as the payment still reaches, or all that is left. */
  async function due(p: RefundJobPayload) {
    const order = await refundableOrder(db, p.orderId)
    if (!order) return null
    const left = order.paidUah - order.refundedUah
    return { order, amountUah: p.amountUah === null ? left : Math.min(p.amountUah, left) }
  }

  async function attempt(job: OutboxJob, now: number): Promise<{ next: JobOutcome; result: RefundJobResult }> {
    const p = payloadOf(job)
    const found = await due(p)
    if (!found || found.amountUah <= 0) {
      // Another refund already sent the whole payment back.
      if (p.returnId !== null) await settleReturnRefund(db, p.returnId, true)
      return { next: { status: 'skipped' }, result: { due: 0 } }
    }
    const { order, amountUah } = found
    const waitUntil =
      order.refundPendingUah > 0 && order.refundPendingSince !== null
        ? order.refundPendingSince + REFUND_CLAIM_STALE_MS
        : null
    if (waitUntil !== null && waitUntil > now) return retry(job, now, amountUah, 'another_refund_in_flight', waitUntil)
    let outcome: RefundOutcome
    try {
      // The rest is named in the refund's email only when the return's own email has not told it yet.
      const { rest, returnId } = p
      const restToTell =
        rest && returnId !== null
          ? async () => ((await takeReturnMail(db, returnId, Date.now())) ? rest : undefined)
          : undefined
      outcome = await refunds.refund(p.orderId, amountUah, p.actorId, p.note, p.byTransfer === true, false, restToTell)
    } catch (error) {
      // Another request took the payment between the read and the claim: its answer comes first.
      if (error instanceof AppError) return retry(job, now, amountUah, error.message, now + WAIT_MS)
      throw error
    }
    if (p.returnId !== null) await settleReturnRefund(db, p.returnId, outcome.refunded)
    return { next: { status: 'done', result: outcome }, result: { outcome } }
  }

  /** Tried again later; after its attempts it is owed, for staff to see and retry. */
  async function retry(job: OutboxJob, now: number, amountUah: number, error: string, at: number) {
    if (job.attempts < REFUND_JOB_ATTEMPTS)
      return { next: { status: 'pending', nextAttemptAt: at, error } as JobOutcome, result: { due: amountUah } }
    const p = payloadOf(job)
    const owed = amountUah > 0 ? amountUah : ((await due(p))?.amountUah ?? 0)
    if (owed > 0) await oweRefund(db, p.orderId, owed, error)
    if (p.returnId !== null) await settleReturnRefund(db, p.returnId, false)
    return { next: { status: 'done', result: { owed } } as JobOutcome, result: { due: owed } }
  }

  async function run(job: OutboxJob, now: number): Promise<RefundJobResult> {
    let done: { next: JobOutcome; result: RefundJobResult }
    try {
      done = await attempt(job, now)
    } catch (error) {
      // A database error, a timeout: nothing says the money went back, so the job stays due.
      console.error(`refund ${job.key} failed, retried: ${String(error).slice(0, 200)}`)
      const amountUah = payloadOf(job).amountUah ?? 0
      try {
        done = await retry(job, now, amountUah, String(error).slice(0, 200), now + deliveryBackoffMs(job.attempts))
      } catch {
        // The lease lapses and the sweep claims the job again.
        return { due: amountUah }
      }
    }
    await finishJob(db, job, done.next, now).catch(() => false)
    return done.result
  }

  return {
    /** Tries the due refund of `key` now (the request that made it); null when another worker holds it. */
    async runNow(key: string, now = Date.now()): Promise<RefundJobResult | null> {
      const [job] = await claimJobs(db, { kind: REFUND_JOB, now, leaseMs: LEASE_MS, limit: 1, key })
      return job ? run(job, now) : null
    },
    /** The cron's sweep: due refunds, and those whose worker died mid-attempt. Answers how many were tried. */
    async sweep(now = Date.now()): Promise<number> {
      const jobs = await claimJobs(db, { kind: REFUND_JOB, now, leaseMs: LEASE_MS, limit: SWEEP_LIMIT })
      for (const job of jobs) await run(job, now)
      return jobs.length
    },
  }
}

export type RefundJobs = ReturnType<typeof createRefundJobs>
