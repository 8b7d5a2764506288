import type { Db } from '../../../db/client'
import { finishJob, type JobOutcome, type OutboxJob } from '../../../db/queries/outbox-jobs'

/** Attempts before an email that cannot even be written is left failed (for staff's health page). */
export const MAIL_JOB_ATTEMPTS = 5
const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3600_000)

/**
 * Runs claimed email jobs (an order's, a stock alert's) one by one: a job that throws is tried again later, with a
 * growing pause, until its attempts run out. Answers how many were run.
 */
export async function runMailJobs(
  db: Db,
  jobs: OutboxJob[],
  now: number,
  attempt: (job: OutboxJob) => Promise<JobOutcome>,
): Promise<number> {
  for (const job of jobs) {
    const outcome: JobOutcome = await attempt(job).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      return job.attempts >= MAIL_JOB_ATTEMPTS
        ? { status: 'failed', error: message }
        : { status: 'pending', nextAttemptAt: now + backoffMs(job.attempts), error: message }
    })
    await finishJob(db, job, outcome, now)
  }
  return jobs.length
}
