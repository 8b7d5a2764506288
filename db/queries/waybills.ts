import type { Db } from '../client'
import { type ActorAudit, auditStatement } from './audit-entries'
import { orderEventStatement } from './order-events'
import { claimJobs, finishJob, jobByKey, jobOf, type OutboxJob } from './outbox-jobs'

/** The outbox kind of Nova Poshta waybills (worker/services/delivery/waybills.ts). */
export const WAYBILL_JOB = 'np_waybill'
/** One live waybill per order: the key is freed when it is cancelled, so a new one can be made. */
export const waybillKey = (orderId: number) => `waybill:${orderId}`

/** What the carrier is sent, kept on the claim so a retry sends exactly the same waybill. */
export interface WaybillPayload {
  properties: Record<string, unknown>
  /** Written into the waybill (InfoRegClientBarcodes): finds it in the cabinet when the answer was lost. */
  token: string
  codUah: number
}

/** What the carrier made: kept as the job's result (the Ref deletes it, the number prints it). */
export interface WaybillResult {
  ref: string
  number: string
  cost: string
  estimated: string
}

export type Claim =
  | { claimed: OutboxJob }
  /** Another request holds the claim right now (a double click, a second staff member). */
  | { busy: true }
  /** The order already has its waybill. */
  | { exists: OutboxJob }

/**
 * Claims the order's waybill before the carrier is called: one insert whose unique key admits one
 * claim per order, so a double click, a retry or two staff members at once make one call. A claim
 * left by an answer that was lost (pending) or by a request that died (its lease lapsed) is taken
 * over with its first payload, so the carrier is asked for the same waybill again.
 */
export async function claimWaybill(
  db: Db,
  claim: { orderId: number; payload: (jobId: number) => WaybillPayload; now: number; leaseMs: number },
): Promise<Claim> {
  const key = waybillKey(claim.orderId)
  const { rows } = await db.$client.execute({
    sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload, status, attempts, locked_until, next_attempt_at)
      SELECT ?, ?, id, '{}', 'running', 1, ?, ? FROM orders WHERE id = ? AND ttn = ''
      ON CONFLICT (key) DO NOTHING RETURNING *`,
    args: [WAYBILL_JOB, key, claim.now + claim.leaseMs, claim.now, claim.orderId],
  })
  if (rows[0]) {
    const job = jobOf(rows[0])
    // The token names the claim's row, so it is known only once the row is: set while the claim is ours.
    const payload = claim.payload(job.id)
    await db.$client.execute({
      sql: `UPDATE outbox_jobs SET payload = ? WHERE id = ? AND locked_until = ?`,
      args: [JSON.stringify(payload), job.id, job.lockedUntil],
    })
    return { claimed: { ...job, payload } }
  }
  const [taken] = await claimJobs(db, { kind: WAYBILL_JOB, key, now: claim.now, leaseMs: claim.leaseMs, limit: 1 })
  if (taken) return { claimed: taken }
  const existing = await jobByKey(db, key)
  return existing?.status === 'done' ? { exists: existing } : { busy: true }
}

/** The carrier refused: it made nothing, so the claim goes and nothing else is written. */
export async function releaseWaybillClaim(db: Db, job: OutboxJob): Promise<void> {
  await db.$client.execute({
    sql: `DELETE FROM outbox_jobs WHERE id = ? AND status = 'running' AND locked_until = ?`,
    args: [job.id, job.lockedUntil],
  })
}

/** The answer was lost: the carrier may have made it, so the claim stays for the next try to look first. */
export async function parkWaybillClaim(db: Db, job: OutboxJob, error: string, now: number): Promise<void> {
  await finishJob(db, job, { status: 'pending', nextAttemptAt: now, error }, now)
}

/**
 * The carrier made the waybill: its number lands on the order (only an order still without one), the
 * timeline and the audit row, and the claim is done with the Ref, in one write transaction. False
 * when the order got a number meanwhile (typed by hand): the claim is still done, so the Ref is kept.
 */
export async function commitWaybill(
  db: Db,
  job: OutboxJob,
  made: {
    orderId: number
    result: WaybillResult
    actorId: number
    audit: ActorAudit
    now: number
    /** Staff's reason for shipping an order whose payment went back in full: on the timeline with the waybill. */
    overrideReason?: string
  },
): Promise<boolean> {
  const tx = await db.$client.transaction('write')
  try {
    const claimed = await tx.execute({
      sql: `UPDATE outbox_jobs SET status = 'done', result = ?, last_error = NULL, locked_until = NULL, done_at = ?, updated_at = ?
        WHERE id = ? AND status = 'running' AND locked_until = ?`,
      args: [JSON.stringify(made.result), made.now, made.now, job.id, job.lockedUntil],
    })
    if (claimed.rowsAffected !== 1) {
      await tx.rollback()
      return false
    }
    const updated = await tx.execute({
      sql: `UPDATE orders SET ttn = ?, updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND ttn = ''`,
      args: [made.result.number, made.orderId],
    })
    if (updated.rowsAffected === 1)
      await tx.batch([
        auditStatement(db, made.audit),
        orderEventStatement({
          orderId: made.orderId,
          kind: 'ttn',
          actorId: made.actorId,
          note: made.result.number,
          forBuyer: true,
        }),
        ...(made.overrideReason
          ? [
              orderEventStatement({
                orderId: made.orderId,
                kind: 'override',
                actorId: made.actorId,
                note: made.overrideReason,
              }),
            ]
          : []),
      ])
    await tx.commit()
    return updated.rowsAffected === 1
  } finally {
    tx.close()
  }
}

/** The order's live waybill (made from the back office), or null. */
export async function liveWaybill(db: Db, orderId: number): Promise<{ job: OutboxJob; result: WaybillResult } | null> {
  const job = await jobByKey(db, waybillKey(orderId))
  if (!job || job.status !== 'done' || !job.result) return null
  return { job, result: job.result as WaybillResult }
}

/**
 * The carrier deleted the waybill: the order's number is cleared (only if it is still that one), the
 * claim's key is freed (renamed, the row kept with its Ref for the record), the timeline and audit
 * row written, in one write transaction. False when the order changed meanwhile.
 */
export async function commitWaybillCancel(
  db: Db,
  cancel: { orderId: number; job: OutboxJob; number: string; actorId: number; audit: ActorAudit; now: number },
): Promise<boolean> {
  const tx = await db.$client.transaction('write')
  try {
    const cleared = await tx.execute({
      sql: `UPDATE orders SET ttn = '', updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND ttn = ?`,
      args: [cancel.orderId, cancel.number],
    })
    const freed = await tx.execute({
      sql: `UPDATE outbox_jobs SET key = key || ':deleted:' || id, status = 'skipped', updated_at = ? WHERE id = ? AND status = 'done'`,
      args: [cancel.now, cancel.job.id],
    })
    if (cleared.rowsAffected !== 1 || freed.rowsAffected !== 1) {
      await tx.rollback()
      return false
    }
    await tx.batch([
      auditStatement(db, cancel.audit),
      orderEventStatement({
        orderId: cancel.orderId,
        kind: 'waybill_cancelled',
        actorId: cancel.actorId,
        note: cancel.number,
        forBuyer: false,
      }),
    ])
    await tx.commit()
    return true
  } finally {
    tx.close()
  }
}

/** An order as its waybill is made from it, with the pieces it holds (the weight staff start from). */
export interface WaybillSource {
  id: number
  number: string
  status: string
  payType: string
  deliveryType: string
  firstName: string
  lastName: string
  fatherName: string
  phone: string
  npCity: string
  npBranch: string
  courierCity: string
  courierStreet: string
  courierHouse: string
  courierApartment: string
  totalUah: number
  paidUah: number
  refundedUah: number
  cashRefundedUah: number
  ttn: string
  pieces: number
}

export async function waybillSource(db: Db, id: number): Promise<WaybillSource | null> {
  const { rows } = await db.$client.execute({
    sql: `SELECT o.id, o.number, o.status, o.pay_type, o.delivery_type, o.first_name, o.last_name, o.father_name, o.phone,
        o.np_city, o.np_branch, o.courier_city, o.courier_street, o.courier_house, o.courier_apartment, o.total_uah,
        o.paid_uah, o.refunded_uah, o.cash_refunded_uah, o.ttn, (SELECT coalesce(sum(quantity), 0) FROM order_lines WHERE order_id = o.id) AS pieces
      FROM orders o WHERE o.id = ?`,
    args: [id],
  })
  const r = rows[0]
  if (!r) return null
  return {
    id: Number(r.id),
    number: String(r.number),
    status: String(r.status),
    payType: String(r.pay_type),
    deliveryType: String(r.delivery_type),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    fatherName: String(r.father_name),
    phone: String(r.phone),
    npCity: String(r.np_city),
    npBranch: String(r.np_branch),
    courierCity: String(r.courier_city),
    courierStreet: String(r.courier_street),
    courierHouse: String(r.courier_house),
    courierApartment: String(r.courier_apartment),
    totalUah: Number(r.total_uah),
    paidUah: Number(r.paid_uah),
    refundedUah: Number(r.refunded_uah),
    cashRefundedUah: Number(r.cash_refunded_uah),
    ttn: String(r.ttn),
    pieces: Number(r.pieces),
  }
}
