import { CARRIER_TRACKED_STATUSES } from '../../app/domain/nova-poshta'
import type { Db } from '../client'

/** A Nova Poshta parcel on its way: the order, its waybill and the buyer's phone (the carrier asks for one). */
export interface ParcelInTransit {
  id: number
  ttn: string
  phone: string
  /** The buyer was told it waits at the branch: a run that sees it there again does nothing. */
  arrivedNoticed: boolean
  /** Staff were told it is refused or going back: the same, for that notice. */
  returningNoticed: boolean
}

/**
 * Nova Poshta orders handed to the carrier with a waybill and not yet delivered, by id after
 * `afterId`, `limit` at most (the status index finds them; there are never many at once).
 */
export async function parcelsInTransit(db: Db, afterId: number, limit: number): Promise<ParcelInTransit[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT id, ttn, phone,
        EXISTS (SELECT 1 FROM parcel_notices n WHERE n.order_id = orders.id AND n.kind = 'arrived') AS arrived_noticed,
        EXISTS (SELECT 1 FROM parcel_notices n WHERE n.order_id = orders.id AND n.kind = 'returning') AS returning_noticed
      FROM orders WHERE status IN (${CARRIER_TRACKED_STATUSES.map(() => '?').join(', ')})
        AND delivery_type = 'newpost' AND ttn <> '' AND id > ?
      ORDER BY id LIMIT ?`,
    args: [...CARRIER_TRACKED_STATUSES, afterId, limit],
  })
  return rows.map((r) => ({
    id: Number(r.id),
    ttn: String(r.ttn),
    phone: String(r.phone),
    arrivedNoticed: Number(r.arrived_noticed) === 1,
    returningNoticed: Number(r.returning_noticed) === 1,
  }))
}
