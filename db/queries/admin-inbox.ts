import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { contactMessages, leads } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { textMatch } from './text-match'

export type LeadRow = typeof leads.$inferSelect
export type ContactMessageRow = typeof contactMessages.$inferSelect
export interface InboxFilter {
  handled?: boolean
  q?: string
}
export interface MessageFilter extends InboxFilter {
  kind?: 'contact' | 'recall'
}
export interface InboxPage {
  limit: number
  offset: number
  dir: 'asc' | 'desc'
}

const leadWhere = (f: InboxFilter): SQL | undefined =>
  and(
    f.handled === undefined ? undefined : eq(leads.handled, f.handled),
    f.q ? textMatch(f.q, [leads.fullName, leads.phone]) : undefined,
  )

const messageWhere = (f: MessageFilter): SQL | undefined =>
  and(
    f.kind ? eq(contactMessages.kind, f.kind) : undefined,
    f.handled === undefined ? undefined : eq(contactMessages.handled, f.handled),
    f.q
      ? textMatch(f.q, [
          contactMessages.firstName,
          contactMessages.email,
          contactMessages.phone,
          contactMessages.subject,
        ])
      : undefined,
  )

/** One page of leads, oldest or newest first, and how many match. */
export async function leadPage(
  db: Db,
  filter: InboxFilter,
  page: InboxPage,
): Promise<{ rows: LeadRow[]; total: number }> {
  const order = page.dir === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(leadWhere(filter))
      .orderBy(order(leads.createdAt), order(leads.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(leads).where(leadWhere(filter)),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function messagePage(
  db: Db,
  filter: MessageFilter,
  page: InboxPage,
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const order = page.dir === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(messageWhere(filter))
      .orderBy(order(contactMessages.createdAt), order(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactMessages).where(messageWhere(filter)),
  ])
  return { rows, total: total?.n ?? 0 }
}

export const newestLeads = (db: Db, filter: InboxFilter, limit: number) =>
  db.select().from(leads).where(leadWhere(filter)).orderBy(desc(leads.createdAt)).limit(limit)

export const newestMessages = (db: Db, filter: MessageFilter, limit: number) =>
  db.select().from(contactMessages).where(messageWhere(filter)).orderBy(desc(contactMessages.createdAt)).limit(limit)

const inboxTable = { lead: leads, message: contactMessages } as const

export async function inboxItemHandled(
  db: Db,
  entity: 'lead' | 'message',
  id: number,
): Promise<{ handled: boolean } | null> {
  const table = inboxTable[entity]
  const [row] = await db.select({ handled: table.handled }).from(table).where(eq(table.id, id)).limit(1)
  return row ?? null
}

export async function setInboxItemHandled(
  db: Db,
  entity: 'lead' | 'message',
  id: number,
  handled: boolean,
  audit: ActorAudit,
): Promise<void> {
  const table = inboxTable[entity]
  await db.batch([db.update(table).set({ handled }).where(eq(table.id, id)), auditRowInsert(db, audit)])
}
