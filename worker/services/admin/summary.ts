import type { Db } from '../../../db/client'
import { waitingCounts } from '../../../db/queries/admin-summary'

const DAY_MS = 24 * 3600 * 1000

/** What waits for staff, at a glance: the back office's start page. */
export interface AdminSummary {
  orders_new: number
  orders_to_ship: number
  wholesale_requests: number
  partner_applications: number
  inbox_open: number
  reviews_last_day: number
  /** Which inbox tab the open items are on. */
  inbox_leads: number
  inbox_contact: number
}

export async function adminSummary(db: Db, now = Date.now()): Promise<AdminSummary> {
  const { ordersNew, toShip, requests, applications, openLeads, openMessages, openContact, reviews } =
    await waitingCounts(db, now - DAY_MS)
  return {
    orders_new: ordersNew,
    orders_to_ship: toShip,
    wholesale_requests: requests,
    partner_applications: applications,
    inbox_open: openLeads + openMessages,
    reviews_last_day: reviews,
    inbox_leads: openLeads,
    inbox_contact: openContact,
  }
}
