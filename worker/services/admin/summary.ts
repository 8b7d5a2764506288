import { and, count, eq, gte, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { comments, contactMessages, leads, orders, partnerApplications, wholesaleRequests } from '../../../db/schema'

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
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0
  const [ordersNew, toShip, requests, applications, openLeads, openMessages, openContact, reviews] = await Promise.all([
    n(db.select({ n: count() }).from(orders).where(inArray(orders.status, ['new', 'created', 'payed_check']))),
    n(db.select({ n: count() }).from(orders).where(inArray(orders.status, ['payed', 'prepered']))),
    n(db.select({ n: count() }).from(wholesaleRequests).where(eq(wholesaleRequests.status, 'pending'))),
    n(db.select({ n: count() }).from(partnerApplications).where(eq(partnerApplications.status, 'new'))),
    n(db.select({ n: count() }).from(leads).where(eq(leads.handled, false))),
    n(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.handled, false))),
    n(db.select({ n: count() }).from(contactMessages).where(and(eq(contactMessages.handled, false), eq(contactMessages.kind, 'contact')))),
    n(db.select({ n: count() }).from(comments).where(gte(comments.createdAt, now - DAY_MS))),
  ])
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
