import {
  CARRIER_TRACKED_STATUSES,
  compactTtn,
  isArrivedStatus,
  isReceivedStatus,
  isReturningStatus,
  isTrackableTtn,
  NP_TRACKING_BATCH,
  PARCEL_TRACKING_EVERY_MS,
} from '../../../app/domain/nova-poshta'
import { canTransition } from '../../../app/domain/order-lifecycle'
import type { OrderStatus } from '../../../app/domain/order-status'
import { moveNeedsOverride, paymentSummary } from '../../../app/domain/payment-state'
import type { Db } from '../../../db/client'
import { parcelsInTransit } from '../../../db/queries/parcel-tracking'
import { moveOrderByStaff, staffOrder } from '../../../db/queries/staff-order-writes'
import type { CarrierTracking, NovaPoshtaClient } from '../../adapters/nova-poshta'
import { noteDegraded } from '../degraded'
import type { EmailService } from '../email'
import type { FiscalService } from '../fiscal'
import type { MessageService } from '../messages'
import { createStatusMails } from '../orders/status-mails'
import { createParcelNotices } from './parcel-notices'

/** Parcels asked about in one Cron run at most (a few carrier calls); the rest wait for the next run. */
const PER_RUN = 5 * NP_TRACKING_BATCH
const NEXT_RUN_KEY = 'parcel-tracking:next-at'

export interface TrackingRun {
  /** Waybills the carrier was asked about. */
  asked: number
  /** Orders this run moved to delivered. */
  delivered: number
  /** Parcels this run found at the branch for the first time (the buyer was told). */
  arrived: number
  /** Parcels this run found refused or going back for the first time (staff were told). */
  returning: number
  /** The carrier did not answer: the parcels not asked about stay as they are for the next run. */
  failed: boolean
}

/**
 * The Cron Trigger's look at Nova Poshta parcels on their way: the carrier is asked about every order
 * handed to it with a waybill, up to a hundred waybills a call, and an order whose parcel the buyer
 * received is moved to delivered by the same write as a staff move (status guarded by the one read,
 * audit row, timeline entry and the cash-on-delivery receipt's job in one transaction), then the buyer
 * is told and the receipt issued. Nothing is written about a parcel the carrier did not answer for, so
 * a failed run loses nothing; two runs at once move an order once and make one receipt.
 * A parcel at the branch, or refused and going back, is acted on once (./parcel-notices.ts).
 */
export function createParcelTracking(deps: {
  db: Db
  client: NovaPoshtaClient
  email: EmailService
  fiscal: FiscalService
  messages?: MessageService
  kv: KVNamespace
}) {
  const { db, client, email, fiscal } = deps
  const notices = createParcelNotices(deps)
  const statusMails = createStatusMails(db, email)

  async function deliver(orderId: number, parcel: CarrierTracking): Promise<boolean> {
    const order = await staffOrder(db, orderId)
    if (!order || !(CARRIER_TRACKED_STATUSES as readonly OrderStatus[]).includes(order.status)) return false
    if (!canTransition(order.payType, order.status, 'delivred')) return false
    // Goods whose payment went back in full need staff's reason to move on; the carrier gives none.
    if (moveNeedsOverride(paymentSummary(order).state, 'delivred')) return false
    const carrier = {
      source: 'nova_poshta',
      ttn: compactTtn(order.ttn),
      status_code: parcel.StatusCode,
      received_at: parcel.RecipientDateTime,
      cod_uah: parcel.RedeliverySum || parcel.AfterpaymentOnGoodsCost,
    }
    const moved = await moveOrderByStaff(db, {
      id: order.id,
      from: order.status,
      to: 'delivred',
      releaseStock: false,
      audit: {
        actorId: null,
        action: 'order.status',
        entity: 'order',
        entityId: order.id,
        before: { status: order.status },
        after: { status: 'delivred', carrier },
      },
      event: {
        orderId: order.id,
        kind: 'status',
        fromStatus: order.status,
        toStatus: 'delivred',
        actorId: null,
        // The carrier's own Ukrainian words, for staff reading the timeline.
        note: `Нова пошта: ${parcel.Status || 'відправлення отримано'}`,
        forBuyer: false,
      },
      override: null,
    })
    if (!moved) return false
    await statusMails.sendNow(order.id)
    await fiscal.issueForOrder(order.id)
    return true
  }

  async function track(): Promise<TrackingRun> {
    const run: TrackingRun = { asked: 0, delivered: 0, arrived: 0, returning: 0, failed: false }
    let afterId = 0
    while (run.asked < PER_RUN) {
      const batch = await parcelsInTransit(db, afterId, NP_TRACKING_BATCH)
      if (batch.length === 0) break
      afterId = batch.at(-1)!.id
      const trackable = batch.filter((p) => isTrackableTtn(p.ttn))
      if (trackable.length === 0) continue
      let answers: CarrierTracking[]
      try {
        answers = await client.getStatusDocuments(
          trackable.map((p) => ({ number: compactTtn(p.ttn), phone: p.phone.replace(/\D/g, '') })),
        )
      } catch (error) {
        noteDegraded('nova-poshta', error)
        run.failed = true
        break
      }
      run.asked += trackable.length
      const byNumber = new Map(answers.map((a) => [a.Number.replace(/\s/g, ''), a]))
      for (const parcel of trackable) {
        const answer = byNumber.get(compactTtn(parcel.ttn))
        if (!answer) continue
        if (isReceivedStatus(answer.StatusCode) && (await deliver(parcel.id, answer))) run.delivered++
        if (isArrivedStatus(answer.StatusCode) && !parcel.arrivedNoticed && (await notices.arrived(parcel.id, answer)))
          run.arrived++
        if (
          isReturningStatus(answer.StatusCode) &&
          !parcel.returningNoticed &&
          (await notices.returning(parcel.id, answer))
        )
          run.returning++
      }
      if (batch.length < NP_TRACKING_BATCH) break
    }
    if (run.arrived > 0) await deps.messages?.sendDue()
    return run
  }

  return {
    /** One pass over the parcels on their way, whenever asked (tests, and the run below). */
    track,
    /** Pick-up reminders due now (the run below; tests). */
    remindDue: notices.remindDue,

    /** The Cron Trigger's pass: every quarter of an hour; after a failed one, again at the next run. */
    async trackDue(now = Date.now()): Promise<TrackingRun | null> {
      const next = Number((await deps.kv.get(NEXT_RUN_KEY)) ?? 0)
      if (now < next) return null
      const run = await track()
      await notices.remindDue(now)
      if (!run.failed) await deps.kv.put(NEXT_RUN_KEY, String(now + PARCEL_TRACKING_EVERY_MS))
      return run
    },
  }
}
export type ParcelTrackingService = ReturnType<typeof createParcelTracking>
