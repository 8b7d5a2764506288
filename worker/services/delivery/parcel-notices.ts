import { kyivDate } from '../../../app/domain/kyiv-time'
import { freeStorageUntil, PICKUP_REMINDER_DAYS_BEFORE } from '../../../app/domain/nova-poshta'
import type { Db } from '../../../db/client'
import { parcelsToRemind, recordParcelNotice } from '../../../db/queries/parcel-notices'
import type { CarrierTracking } from '../../adapters/nova-poshta'
import type { EmailService } from '../email'
import type { MessageService } from '../messages'
import { mailParcelWaiting, tellStaffParcelReturning } from './parcel-mail'

const REMINDERS_PER_RUN = 50
const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

/**
 * What the store does about a parcel's status besides delivering it, each once per order (the
 * parcel notice is the guard, db/queries/parcel-notices.ts): at the branch → the buyer's email and,
 * if they opted in, Viber/SMS with the branch and the last free day; a day before that day → a
 * reminder; refused or going back → the staff mailbox.
 */
export function createParcelNotices(deps: { db: Db; email: EmailService; messages?: MessageService }) {
  const { db, email } = deps

  async function arrived(orderId: number, parcel: CarrierTracking): Promise<boolean> {
    const where = {
      branch: parcel.WarehouseRecipient,
      storageUntil: freeStorageUntil(parcel.DateFirstDayStorage, parcel.DatePayedKeeping),
    }
    // The email first, under the notice's own key, then the notice: a run that dies in between leaves
    // no notice, so the next run tells again and finds the email written; two runs at once write one.
    await mailParcelWaiting(db, email, orderId, 'arrived', where)
    return recordParcelNotice(db, {
      orderId,
      kind: 'arrived',
      statusCode: parcel.StatusCode,
      ...where,
      note: `Нова пошта: ${parcel.Status || 'посилка у відділенні'}`,
    })
  }

  async function returning(orderId: number, parcel: CarrierTracking): Promise<boolean> {
    // As for an arrival: the staff email under the notice's key first, then the notice.
    await tellStaffParcelReturning(db, email, orderId, parcel.Status || parcel.StatusCode)
    return recordParcelNotice(db, {
      orderId,
      kind: 'returning',
      statusCode: parcel.StatusCode,
      branch: parcel.WarehouseRecipient,
      storageUntil: '',
      note: `Нова пошта: ${parcel.Status || 'відмова або повернення'}`,
    })
  }

  /** Reminders due today (Kyiv): parcels whose free storage ends today or tomorrow. */
  async function remindDue(now = Date.now()): Promise<number> {
    const today = kyivDate(now)
    let reminded = 0
    for (const parcel of await parcelsToRemind(
      db,
      today,
      addDays(today, PICKUP_REMINDER_DAYS_BEFORE),
      REMINDERS_PER_RUN,
    )) {
      // As for an arrival: the email under the notice's key first, then the notice.
      await mailParcelWaiting(db, email, parcel.orderId, 'reminded', parcel)
      const recorded = await recordParcelNotice(db, {
        orderId: parcel.orderId,
        kind: 'reminded',
        statusCode: '',
        branch: parcel.branch,
        storageUntil: parcel.storageUntil,
        note: `Нагадування покупцю: безкоштовне зберігання до ${parcel.storageUntil.split('-').reverse().join('.')}`,
      })
      if (!recorded) continue
      reminded++
    }
    // Now, not `now`: the reminders' jobs were written after it.
    if (reminded > 0) await deps.messages?.sendDue()
    return reminded
  }

  return { arrived, returning, remindDue }
}
