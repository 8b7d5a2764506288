import { coded } from '../../../app/domain/admin-message'
import { AppError } from '../../../app/domain/app-error'
import { moveNeedsOverride, paymentSummary } from '../../../app/domain/payment-state'
import { DependencyError } from '../../../app/domain/dependency-error'
import { isTrackableTtn, compactTtn } from '../../../app/domain/nova-poshta'
import type { OrderStatus, PaymentType, DeliveryType } from '../../../app/domain/order-status'
import {
  cashOnDeliveryUah,
  defaultWeightKg,
  waybillCancelRefusal,
  waybillRefusal,
  carrierDate,
} from '../../../app/domain/waybill'
import { kyivDate } from '../../../app/domain/kyiv-time'
import type { Db } from '../../../db/client'
import {
  claimWaybill,
  commitWaybill,
  commitWaybillCancel,
  liveWaybill,
  parkWaybillClaim,
  releaseWaybillClaim,
  waybillKey,
  type WaybillPayload,
  type WaybillResult,
  type WaybillSource,
  waybillSource,
} from '../../../db/queries/waybills'
import { jobByKey, type OutboxJob } from '../../../db/queries/outbox-jobs'
import { recordOrderEvent } from '../../../db/queries/order-events'
import { CarrierRefused } from '../../adapters/nova-poshta'
import type { WaybillClient } from '../../adapters/nova-poshta-documents'
import type { WaybillSettings } from '../../env-waybills'
import { type Parcel, waybillProperties } from './waybill-properties'

/** How long a claim holds while the carrier is asked (its calls time out well within it). */
const LEASE_MS = 60_000

export interface WaybillView {
  ttn: string
  /** Made from the back office (so it can be cancelled here), rather than typed by hand. */
  made_here: boolean
  /** The carrier did not answer the last try: the next one looks for it in the cabinet first. */
  unconfirmed: boolean
  /** Why a waybill cannot be made now (a message code), or null. */
  refusal: string | null
  can_cancel: boolean
  /** The payment went back in full: making a waybill needs staff's reason. */
  override_needed: boolean
  cod_uah: number
  declared_uah: number
  weight_kg: number
  seats: number
  /** Waybills are switched off (settings missing): staff type the number by hand. */
  off: boolean
}

/** Whether the order's payment went back in full (app/domain/payment-state.ts), as a move toward delivery asks. */
const needsOverride = (o: WaybillSource) =>
  moveNeedsOverride(
    paymentSummary({ ...asOrder(o), refundedUah: o.refundedUah, cashRefundedUah: o.cashRefundedUah }).state,
    'at_delivry',
  )

const asOrder = (o: WaybillSource) => ({
  status: o.status as OrderStatus,
  payType: o.payType as PaymentType,
  deliveryType: o.deliveryType as DeliveryType,
  totalUah: o.totalUah,
  paidUah: o.paidUah,
  ttn: o.ttn,
})

/**
 * Nova Poshta waybills from the back office. Exactly once: a claim row (outbox_jobs, one key per
 * order) is written before the carrier is called, so concurrent or repeated requests make one call;
 * a refusal removes the claim (nothing made, nothing written); a lost answer leaves the claim, and
 * the next try first looks for the waybill in the cabinet by the claim's token before making one.
 */
export function createWaybillService(deps: {
  db: Db
  settings: WaybillSettings
  client: WaybillClient
  now?: () => number
}) {
  const { db, client } = deps
  const now = deps.now ?? (() => Date.now())

  function sender() {
    if (!deps.settings.sender) {
      console.warn(deps.settings.off)
      throw new AppError('unavailable', 'waybills_off')
    }
    return deps.settings.sender
  }

  async function source(id: number): Promise<WaybillSource> {
    const found = await waybillSource(db, id)
    if (!found) throw new AppError('not_found', 'not_found')
    return found
  }

  /** Asks the carrier for the claim's waybill: the one it already made under the token, else a new one. */
  async function make(job: OutboxJob): Promise<WaybillResult> {
    const payload = job.payload as WaybillPayload
    if (job.attempts > 1 || job.lastError) {
      const day = carrierDate(kyivDate(job.createdAt))
      // A refused look-up is no proof that nothing was made: it must not read as a refused waybill.
      const listed = await client.listDay(day).catch((error: unknown) => {
        throw new DependencyError('Nova Poshta getDocumentList failed', { cause: error })
      })
      const found = listed.find((d) => d.InfoRegClientBarcodes === payload.token)
      if (found) return { ref: found.Ref, number: found.IntDocNumber, cost: '', estimated: '' }
    }
    const saved = await client.save(payload.properties as never)
    return {
      ref: saved.Ref,
      number: saved.IntDocNumber,
      cost: saved.CostOnSite === undefined ? '' : String(saved.CostOnSite),
      estimated: saved.EstimatedDeliveryDate ?? '',
    }
  }

  async function create(
    actorId: number,
    id: number,
    parcel: Partial<Parcel>,
    overrideReason?: string,
  ): Promise<WaybillResult> {
    const from = sender()
    const order = await source(id)
    const refusal = waybillRefusal(asOrder(order))
    if (refusal) throw new AppError('conflict', coded(refusal, { number: order.number }))
    // The store would pay the carrier for goods whose money went back: the same reason as a move toward delivery.
    const overridden = needsOverride(order)
    if (overridden && !overrideReason)
      throw new AppError('conflict', 'refunded_needs_override', { override_reason: ['refunded_needs_override'] })
    const codUah = cashOnDeliveryUah(asOrder(order))
    const full: Parcel = { weightKg: parcel.weightKg ?? defaultWeightKg(order.pieces), seats: parcel.seats ?? 1 }
    const at = now()
    const check = waybillProperties(order, from, full, { token: '', codUah, now: at })
    if ('problem' in check) throw new AppError('conflict', coded(check.problem, { number: order.number }))
    const claim = await claimWaybill(db, {
      orderId: id,
      now: at,
      leaseMs: LEASE_MS,
      payload: (jobId) => {
        const token = `BP-${order.number}-${jobId}`
        const built = waybillProperties(order, from, full, { token, codUah, now: at })
        return { properties: 'properties' in built ? built.properties : {}, token, codUah }
      },
    })
    if ('busy' in claim) throw new AppError('conflict', coded('waybill_busy', { number: order.number }))
    if ('exists' in claim) throw new AppError('conflict', coded('waybill_exists', { number: order.number }))
    const job = claim.claimed
    let result: WaybillResult
    try {
      result = await make(job)
    } catch (error) {
      // The carrier said no to the waybill itself (a retry has looked in the cabinet first): nothing exists.
      if (error instanceof CarrierRefused) {
        console.warn('Nova Poshta refused a waybill', error.message)
        await releaseWaybillClaim(db, job)
        throw new AppError('conflict', coded('waybill_refused', { number: order.number }))
      }
      console.warn('Nova Poshta waybill answer lost', error)
      await parkWaybillClaim(db, job, error instanceof Error ? error.message.slice(0, 300) : 'unknown', now())
      throw new AppError('unavailable', coded('waybill_lost', { number: order.number }))
    }
    const audit = {
      actorId,
      action: 'order.waybill',
      entity: 'order',
      entityId: id,
      before: { ttn: order.ttn },
      after: {
        ttn: result.number,
        cod_uah: (job.payload as WaybillPayload).codUah,
        ...(overridden ? { override_reason: overrideReason } : {}),
      },
    }
    await commitWaybill(db, job, {
      orderId: id,
      result,
      actorId,
      audit,
      now: now(),
      ...(overridden ? { overrideReason } : {}),
    })
    return result
  }

  /** Deletes a waybill made here at the carrier, then clears the order's number with its audit row and timeline entry. */
  async function remove(actorId: number, order: WaybillSource, live: { job: OutboxJob; result: WaybillResult }) {
    try {
      await client.remove(live.result.ref)
    } catch (error) {
      console.warn('Nova Poshta did not delete a waybill', error)
      if (error instanceof CarrierRefused)
        throw new AppError('conflict', coded('waybill_cancel_refused', { number: order.number }))
      throw new AppError('unavailable', coded('waybill_carrier_down', { number: order.number }))
    }
    const audit = {
      actorId,
      action: 'order.waybill_cancel',
      entity: 'order',
      entityId: order.id,
      before: { ttn: order.ttn },
      after: { ttn: '' },
    }
    const done = await commitWaybillCancel(db, {
      orderId: order.id,
      job: live.job,
      number: order.ttn,
      actorId,
      audit,
      now: now(),
    })
    if (!done) throw new AppError('conflict', coded('waybill_changed', { number: order.number }))
  }

  return {
    create,

    /** Each order on its own (one failing does not stop the rest), in the order given. */
    async createMany(actorId: number, ids: number[]) {
      sender()
      const results: { id: number; ttn: string | null; error: string | null }[] = []
      for (const id of [...new Set(ids)]) {
        try {
          results.push({ id, ttn: (await create(actorId, id, {})).number, error: null })
        } catch (error) {
          if (!(error instanceof AppError)) throw error
          results.push({ id, ttn: null, error: error.message })
        }
      }
      return results
    },

    async view(id: number): Promise<WaybillView> {
      const order = await source(id)
      const live = await liveWaybill(db, id)
      const claim = live ? null : await jobByKey(db, waybillKey(id))
      const notReady = waybillRefusal(asOrder(order))
      // Coded with the order's number, as the refusal of a creation is: the page's text names it.
      const refusal =
        (notReady && coded(notReady, { number: order.number })) ??
        (() => {
          const { sender: from } = deps.settings
          if (!from) return null
          const check = waybillProperties(order, from, { weightKg: 1, seats: 1 }, { token: '', codUah: 0, now: now() })
          return 'problem' in check ? check.problem : null
        })()
      return {
        ttn: order.ttn,
        made_here: live !== null && live.result.number === order.ttn,
        unconfirmed: claim?.status === 'pending',
        refusal,
        can_cancel: live !== null && waybillCancelRefusal(asOrder(order)) === null,
        override_needed: needsOverride(order),
        cod_uah: cashOnDeliveryUah(asOrder(order)),
        declared_uah: order.totalUah,
        weight_kg: defaultWeightKg(order.pieces),
        seats: 1,
        off: deps.settings.sender === null,
      }
    },

    /** Deletes the waybill at the carrier while it is not handed over, then clears the order's number. */
    async cancel(actorId: number, id: number): Promise<void> {
      sender()
      const order = await source(id)
      const refusal = waybillCancelRefusal(asOrder(order))
      if (refusal) throw new AppError('conflict', coded(refusal, { number: order.number }))
      const live = await liveWaybill(db, id)
      if (!live || live.result.number !== order.ttn)
        throw new AppError('conflict', coded('waybill_not_ours', { number: order.number }))
      await remove(actorId, order, live)
    },

    /** Of these orders, those whose waybill could be cancelled now: read before a decline, to cancel after it. */
    async cancellable(ids: number[]): Promise<number[]> {
      const views = await Promise.all(ids.map(async (id) => ({ id, view: await this.view(id) })))
      return views.filter((v) => v.view.can_cancel).map((v) => v.id)
    },

    /**
     * A decline of an order whose waybill was not handed over cancels it at the carrier too, so the
     * store pays for no parcel of a cancelled order. When the carrier does not delete it (or the number
     * was typed by hand), the number stays and a staff-only timeline entry (`waybill_kept`) says to
     * cancel it; the waybill card still offers the cancel. Never fails the decline, which is committed.
     */
    async cancelAfterDecline(actorId: number, id: number): Promise<void> {
      const order = await source(id)
      if (order.ttn.trim() === '') return
      const live = await liveWaybill(db, id)
      try {
        if (!live || live.result.number !== order.ttn) throw new AppError('conflict', 'waybill_not_ours')
        await remove(actorId, order, live)
      } catch (error) {
        console.warn('A declined order keeps its waybill', error instanceof Error ? error.message : error)
        // The number is the entry's note; the back office words it in the staff member's language.
        await recordOrderEvent(db, {
          orderId: id,
          kind: 'waybill_kept',
          actorId: null,
          note: order.ttn,
          forBuyer: false,
        })
      }
    },

    /** The carrier's 100×100 label of the order's waybill, as a PDF. */
    async label(id: number): Promise<ArrayBuffer> {
      sender()
      const order = await source(id)
      if (!isTrackableTtn(order.ttn)) throw new AppError('conflict', coded('waybill_none', { number: order.number }))
      try {
        return await client.label(compactTtn(order.ttn))
      } catch (error) {
        console.warn('Nova Poshta label failed', error)
        throw new AppError('unavailable', coded('waybill_label_failed', { number: order.number }))
      }
    },
  }
}
export type WaybillService = ReturnType<typeof createWaybillService>
