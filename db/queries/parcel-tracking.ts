import { CARRIER_TRACKED_STATUSES } from '../../app/domain/nova-poshta'
import type { Db } from '../client'
import { quotedList } from '../sql-literals'

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

/** A parcel in transit, spelt as the partial index `orders_in_transit_idx` has it (db/schema/orders.ts). */
const IN_TRANSIT = `status IN (${quotedList(CARRIER_TRACKED_STATUSES)}) AND delivery_type = 'newpost' AND ttn <> ''`

/**
 * Nova Poshta orders handed to the carrier with a waybill and not yet delivered, by id after
 * `afterId`, `limit` at most: from the index of those alone, as there are never many at once (walking
 * the orders by id read every later order whenever fewer than `limit` were on their way).
 */
export const PARCELS_IN_TRANSIT = `SELECT id, ttn, phone,
    EXISTS (SELECT 1 FROM parcel_notices n WHERE n.order_id = orders.id AND n.kind = 'arrived') AS arrived_noticed,
    EXISTS (SELECT 1 FROM parcel_notices n WHERE n.order_id = orders.id AND n.kind = 'returning') AS returning_noticed
  FROM orders WHERE ${IN_TRANSIT} AND id > ? ORDER BY id LIMIT ?`

export async function parcelsInTransit(db: Db, afterId: number, limit: number): Promise<ParcelInTransit[]> {
  const { rows } = await db.$client.execute({ sql: PARCELS_IN_TRANSIT, args: [afterId, limit] })
  return rows.map((r) => ({
    id: Number(r.id),
    ttn: String(r.ttn),
    phone: String(r.phone),
    arrivedNoticed: Number(r.arrived_noticed) === 1,
    returningNoticed: Number(r.returning_noticed) === 1,
  }))
}
