import { and, count, eq, gte, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { comments, contactMessages, leads, orders, partnerApplications, wholesaleRequests } from '../schema'

/** The counts behind the back office's start page; reviews are those since `reviewsSince`. */
export async function waitingCounts(db: Db, reviewsSince: number) {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0
  const [ordersNew, toShip, requests, applications, openLeads, openMessages, openContact, reviews] = await Promise.all([
    n(
      db
        .select({ n: count() })
        .from(orders)
        .where(inArray(orders.status, ['new', 'created', 'payed_check'])),
    ),
    n(
      db
        .select({ n: count() })
        .from(orders)
        .where(inArray(orders.status, ['payed', 'prepered'])),
    ),
    n(db.select({ n: count() }).from(wholesaleRequests).where(eq(wholesaleRequests.status, 'pending'))),
    n(db.select({ n: count() }).from(partnerApplications).where(eq(partnerApplications.status, 'new'))),
    n(db.select({ n: count() }).from(leads).where(eq(leads.handled, false))),
    n(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.handled, false))),
    n(
      db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.handled, false), eq(contactMessages.kind, 'contact'))),
    ),
    n(db.select({ n: count() }).from(comments).where(gte(comments.createdAt, reviewsSince))),
  ])
  return { ordersNew, toShip, requests, applications, openLeads, openMessages, openContact, reviews }
}
