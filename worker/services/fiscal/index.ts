import { kyivDate, kyivDayStart } from '../../../app/domain/kyiv-time'
import { FiscalMismatch } from '../../../app/domain/fiscal-receipt'
import type { Db } from '../../../db/client'
import {
  deliveryReceiptStatements,
  FISCAL_RECEIPT_JOB,
  type FiscalReceiptType,
  receiptOrder,
  returnedLines,
} from '../../../db/queries/fiscal-receipts'
import {
  claimJobs,
  finishJob,
  keepRunningJobResult,
  type JobOutcome,
  jobsDoneBetween,
  jobsOfOrder,
  type OutboxJob,
  retryFailedJob,
  unfinishedJobs,
} from '../../../db/queries/outbox-jobs'
import {
  type CheckboxClient,
  CheckboxRefused,
  CheckboxUnavailable,
  createCheckboxClient,
  type Fetcher,
} from '../../adapters/checkbox'
import type { AppConfig } from '../../env'
import type { EmailService } from '../email'
import { receiptEmail } from './receipt-email'
import {
  legacyReceiptIdOf,
  receiptBody,
  receiptPayloadSchema,
  type ReceiptResult,
  receiptResultSchema,
} from './receipt-body'
import { createShifts, inClosingWindow, nextKyivMidnight, type ShiftRecord } from './shifts'

/** Attempts before a receipt Checkbox keeps failing goes to staff: with the backoff below, about seven hours. */
export const MAX_ATTEMPTS = 12
const BACKOFF_BASE_MS = 30_000
const BACKOFF_MAX_MS = 3600_000
/** A claim lasts longer than one attempt can (a few Checkbox calls of at most 10 s each). */
const LEASE_MS = 120_000
const SWEEP_LIMIT = 25
/** Right after sending, Checkbox is asked a few times whether the receipt is done; then the sweep polls. */
const QUICK_POLLS = 3
const QUICK_POLL_MS = 400
/** How soon a receipt still being processed is asked about again. */
const POLL_AGAIN_MS = 30_000

export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS)

export const NOT_CONFIGURED = 'Checkbox is not configured'
export const WAITING_FOR_SALE = 'Waiting for the sale receipt'

export type ReceiptState = 'issued' | 'in_progress' | 'rejected' | 'not_required'

/** A receipt as staff and the buyer see it. */
export interface ReceiptView {
  id: number
  orderId: number
  type: FiscalReceiptType
  amountUah: number
  state: ReceiptState
  fiscalCode: string | null
  url: string | null
  /** Why it is not issued yet (Checkbox's words or ours), for staff only. */
  error: string | null
  attempts: number
  createdAt: number
  doneAt: number | null
}

export interface FiscalToday {
  day: string
  count: number
  /** Sales less returns, hryvnias. */
  sumUah: number
  unfinished: number
  shift: ShiftRecord | null
}

const stateOf = (job: OutboxJob): ReceiptState =>
  job.status === 'done'
    ? 'issued'
    : job.status === 'failed'
      ? 'rejected'
      : job.status === 'skipped'
        ? 'not_required'
        : 'in_progress'

export function viewOf(job: OutboxJob): ReceiptView {
  const payload = receiptPayloadSchema.parse(job.payload)
  const result = receiptResultSchema.safeParse(job.result).data
  return {
    id: job.id,
    orderId: payload.orderId,
    type: payload.type,
    amountUah: payload.amountUah,
    state: stateOf(job),
    fiscalCode: job.status === 'done' ? (result?.fiscalCode ?? null) : null,
    url: job.status === 'done' ? (result?.url ?? null) : null,
    error: job.lastError,
    attempts: job.attempts,
    createdAt: job.createdAt,
    doneAt: job.doneAt,
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createFiscalService(db: Db, config: AppConfig, kv: KVNamespace, email: EmailService, fetcher: Fetcher) {
  const checkbox = config.fiscal.checkbox
  const client: CheckboxClient | null = checkbox ? createCheckboxClient(checkbox, fetcher) : null
  const shifts = client ? createShifts(client, kv) : null

  /** Asks Checkbox about a sent receipt until it is done (or leaves it to the sweep). */
  async function poll(
    token: string,
    receiptId: string,
    result: ReceiptResult,
    quick: boolean,
    now: number,
  ): Promise<JobOutcome> {
    for (let i = 0; ; i++) {
      const receipt = await client!.receipt(token, receiptId)
      if (receipt === null) return { status: 'pending', nextAttemptAt: now, result: { ...result, sent: false } }
      if (receipt.status === 'DONE')
        return { status: 'done', result: { ...result, fiscalCode: receipt.fiscal_code ?? null } }
      if (receipt.status === 'ERROR')
        return {
          status: 'failed',
          error: receipt.transaction?.response_error_message ?? 'Checkbox could not register the receipt',
          result,
        }
      if (!quick || i + 1 >= QUICK_POLLS) return { status: 'waiting', nextAttemptAt: now + POLL_AGAIN_MS, result }
      await sleep(QUICK_POLL_MS)
    }
  }

  /**
   * A receipt's id, chosen by the store so that Checkbox keeps one receipt per id: random, so no one can
   * work out another buyer's receipt page, and kept with the job before the receipt is sent. A job tried
   * before without a kept id may have been sent, before ids were kept, under the id once derived from
   * its key: when Checkbox has that one, it is the job's (sending it again only finds it).
   */
  async function newReceiptId(token: string, job: OutboxJob): Promise<string> {
    if (job.attempts > 1 || job.lastError !== null) {
      const legacy = await legacyReceiptIdOf(config.SITE_URL, job.key)
      if ((await client!.receipt(token, legacy)) !== null) return legacy
    }
    return crypto.randomUUID()
  }

  async function attempt(job: OutboxJob, now: number): Promise<JobOutcome> {
    if (!client || !shifts) {
      // An exempt seller issues none; a store without its settings keeps them until it has them.
      return config.fiscal.exempt
        ? { status: 'skipped' }
        : { status: 'pending', nextAttemptAt: now + BACKOFF_MAX_MS, error: NOT_CONFIGURED }
    }
    const payload = receiptPayloadSchema.parse(job.payload)
    const kept = receiptResultSchema.safeParse(job.result).data
    const sent = kept && (job.result as { sent?: boolean }).sent !== false
    return shifts.signedIn(async (token) => {
      if (sent) return poll(token, kept.receiptId, kept, false, now)
      if (inClosingWindow(now)) return { status: 'pending', nextAttemptAt: nextKyivMidnight(now) + 60_000 }
      const order = await receiptOrder(db, payload.orderId)
      if (!order) return { status: 'failed', error: 'The order no longer exists' }
      const issued = (await jobsOfOrder(db, order.id, FISCAL_RECEIPT_JOB)).filter((j) => j.status === 'done')
      if (
        payload.type === 'return' &&
        issued.filter((j) => (j.payload as { type: string }).type !== 'return').length === 0
      ) {
        // Nothing was fiscalised for this order (paid before receipts began, or after it was cancelled).
        const waiting = (await jobsOfOrder(db, order.id, FISCAL_RECEIPT_JOB)).some(
          (j) => j.id !== job.id && !['done', 'skipped', 'failed'].includes(j.status),
        )
        return waiting
          ? { status: 'pending', nextAttemptAt: now + BACKOFF_BASE_MS, error: WAITING_FOR_SALE }
          : { status: 'skipped', result: null }
      }
      const receiptId = kept?.receiptId ?? (await newReceiptId(token, job))
      const returned = payload.returnId === undefined ? [] : await returnedLines(db, payload.returnId)
      const { body, plan } = receiptBody(receiptId, payload, order, issued, checkbox!.taxCodes, returned)
      const result: ReceiptResult = {
        receiptId,
        url: `${checkbox!.receiptPageBase}${receiptId}`,
        goods: plan.goods,
      }
      // The id goes with the job before the receipt leaves: a retry after a lost answer sends the same one.
      if (!kept && !(await keepRunningJobResult(db, job, { ...result, sent: false }, now)))
        return { status: 'pending', nextAttemptAt: now }
      await shifts.ensureOpen(token, now)
      try {
        await client.sell(token, body)
      } catch (error) {
        // The same id sent before (an answer lost on the way): Checkbox has it, so it is polled, not sent again.
        if (!(error instanceof CheckboxRefused) || (await client.receipt(token, receiptId)) === null) throw error
      }
      return poll(token, receiptId, result, true, now)
    })
  }

  async function run(job: OutboxJob, now: number): Promise<void> {
    let outcome: JobOutcome
    try {
      outcome = await attempt(job, now)
    } catch (error) {
      if (error instanceof CheckboxRefused || error instanceof FiscalMismatch)
        outcome = { status: 'failed', error: error.message }
      else if (error instanceof CheckboxUnavailable) {
        const tooMany = job.attempts >= MAX_ATTEMPTS
        outcome = tooMany
          ? { status: 'failed', error: `Checkbox did not answer after ${job.attempts} attempts: ${error.message}` }
          : { status: 'pending', nextAttemptAt: now + backoffMs(job.attempts), error: error.message }
      } else throw error
    }
    if (outcome.status === 'failed') console.error(`fiscal receipt ${job.key}: ${outcome.error}`)
    // Told before the job is marked done, under the job's key: a Worker that dies in between leaves the
    // job to run again, which finds the email written and writes no second one.
    if (outcome.status === 'done') await tellBuyer(job, outcome.result)
    await finishJob(db, job, outcome, now)
  }

  /** The buyer's email with the receipt's fiscal number and link, once it is issued (once per receipt job). */
  async function tellBuyer(job: OutboxJob, result: unknown) {
    const parsed = receiptResultSchema.safeParse(result)
    const payload = receiptPayloadSchema.safeParse(job.payload)
    if (!parsed.success || !payload.success) return
    await receiptEmail(db, email, payload.data, parsed.data, job.key).catch((error: unknown) =>
      console.error('receipt email not sent', error),
    )
  }

  async function sweep(now: number, key?: string): Promise<number> {
    const jobs = await claimJobs(db, { kind: FISCAL_RECEIPT_JOB, now, leaseMs: LEASE_MS, limit: SWEEP_LIMIT, key })
    for (const job of jobs) await run(job, now)
    return jobs.length
  }

  return {
    /** Every receipt due now (right after a write that may have made some due). */
    async issueDue(now = Date.now()): Promise<number> {
      return sweep(now)
    },

    /** The receipts an order is due right now (after its payment, refund or delivery committed). */
    async issueForOrder(orderId: number, now = Date.now()): Promise<void> {
      const jobs = (await jobsOfOrder(db, orderId, FISCAL_RECEIPT_JOB)).filter((j) => j.status === 'pending')
      for (const job of jobs) await sweep(now, job.key)
    },

    /**
     * The carrier reports a cash-on-delivery parcel received and paid (or staff mark it delivered
     * elsewhere than the status move): its receipt job, written once, then issued.
     */
    async onDelivered(orderId: number, now = Date.now()): Promise<void> {
      await db.$client.batch(deliveryReceiptStatements(orderId), 'write')
      await this.issueForOrder(orderId, now)
    },

    /** The Cron Trigger's work: due receipts, then the nightly closing of the shift. */
    async scheduled(now = Date.now()): Promise<{ attempted: number; closedShift: boolean }> {
      const attempted = await sweep(now)
      let closedShift = false
      if (shifts) {
        try {
          closedShift = await shifts.closeIfDue(now)
        } catch (error) {
          if (!(error instanceof CheckboxUnavailable || error instanceof CheckboxRefused)) throw error
          console.error(`the shift could not be closed: ${error.message}`)
        }
      }
      return { attempted, closedShift }
    },

    async receiptsOfOrder(orderId: number): Promise<ReceiptView[]> {
      return (await jobsOfOrder(db, orderId, FISCAL_RECEIPT_JOB)).map(viewOf)
    },

    async unfinished(limit = 200): Promise<ReceiptView[]> {
      return (await unfinishedJobs(db, FISCAL_RECEIPT_JOB, limit)).map(viewOf)
    },

    /** Staff send a rejected receipt again; false when it is not a rejected one. */
    async retry(id: number, now = Date.now()): Promise<boolean> {
      if (!(await retryFailedJob(db, id, FISCAL_RECEIPT_JOB, now))) return false
      const { rows } = await db.$client.execute({ sql: 'SELECT key FROM outbox_jobs WHERE id = ?', args: [id] })
      if (rows[0]) await sweep(now, String(rows[0].key))
      return true
    },

    async today(now = Date.now()): Promise<FiscalToday> {
      const day = kyivDate(now)
      const done = (await jobsDoneBetween(db, FISCAL_RECEIPT_JOB, kyivDayStart(day), now + 1)).map(viewOf)
      const unfinished = await unfinishedJobs(db, FISCAL_RECEIPT_JOB, 1000)
      return {
        day,
        count: done.length,
        sumUah: done.reduce((sum, r) => sum + (r.type === 'return' ? -r.amountUah : r.amountUah), 0),
        unfinished: unfinished.length,
        shift: shifts ? await shifts.record() : null,
      }
    },
  }
}
export type FiscalService = ReturnType<typeof createFiscalService>
