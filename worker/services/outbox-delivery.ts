import { deliveryBackoffMs, failureText, MAX_DELIVERY_ATTEMPTS } from '../../app/domain/messages'
import type { Db } from '../../db/client'
import { claimJobs, finishJob, type JobOutcome, type OutboxJob } from '../../db/queries/outbox-jobs'

/** A claim lasts longer than one attempt can (one provider call of at most ~10 s). */
const LEASE_MS = 60_000
const SWEEP_LIMIT = 25

/** What one attempt at a delivery came to. */
export type Attempt =
  | { sent: true; result?: unknown }
  | { sent: false; permanent: boolean; failure: string; result?: unknown }
  /** Nothing to send any more (e.g. past the day's cap): done with, not failed. */
  | { skipped: true; result?: unknown }

/** A refused delivery goes to staff at once; one the provider did not take now is retried with backoff, then goes to staff. */
export function outcomeOf(job: OutboxJob, attempt: Attempt, now: number): JobOutcome {
  if ('skipped' in attempt) return { status: 'skipped', result: attempt.result }
  if (attempt.sent) return { status: 'done', result: attempt.result }
  if (attempt.permanent || job.attempts >= MAX_DELIVERY_ATTEMPTS)
    return { status: 'failed', error: attempt.failure, result: attempt.result }
  return { status: 'pending', nextAttemptAt: now + deliveryBackoffMs(job.attempts), error: attempt.failure }
}

/**
 * The sweep every outgoing message shares (emails, Viber/SMS): claim due jobs of one kind, attempt
 * each, record the outcome under the claim's lease (a lost lease records nothing), then `after`.
 */
export function createDeliverySweep(
  db: Db,
  kind: string,
  attempt: (job: OutboxJob, now: number) => Promise<Attempt>,
  after: (job: OutboxJob, outcome: JobOutcome) => Promise<void> = async () => {},
) {
  async function run(job: OutboxJob, now: number) {
    let result: Attempt
    try {
      result = await attempt(job, now)
    } catch (error) {
      result = {
        sent: false,
        permanent: false,
        failure: failureText({ code: 'unreachable', detail: String(error).slice(0, 150) }),
      }
    }
    const outcome = outcomeOf(job, result, now)
    if (outcome.status === 'failed') console.error(`${kind} ${job.key} not delivered: ${outcome.error}`)
    if (await finishJob(db, job, outcome, now)) await after(job, outcome)
  }
  return async function sweep(now = Date.now(), key?: string): Promise<number> {
    const jobs = await claimJobs(db, { kind, now, leaseMs: LEASE_MS, limit: SWEEP_LIMIT, key })
    for (const job of jobs) await run(job, now)
    return jobs.length
  }
}
