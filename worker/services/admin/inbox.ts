import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminLead, AdminMessage } from '../../../app/contract/admin-people'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import { contactMessages, leads } from '../../../db/schema'
import { textMatch } from './text-match'
import { auditInsert } from './audit'
import { toCsv } from './spreadsheet/csv'

type Query = { page: number; limit: number; dir: 'asc' | 'desc'; handled?: boolean; q?: string }
const EXPORT_LIMIT = 50_000
const iso = (ms: number) => new Date(ms).toISOString()

const toLead = (l: typeof leads.$inferSelect): AdminLead => ({
  id: l.id,
  full_name: l.fullName,
  phone: l.phone,
  business_type: l.businessType,
  link: l.link,
  brand: l.brand,
  utm: [l.utmSource, l.utmMedium, l.utmCampaign, l.utmTerm, l.utmContent].filter(Boolean).join(' / '),
  handled: l.handled,
  created: iso(l.createdAt),
})

const toMessage = (m: typeof contactMessages.$inferSelect): AdminMessage => ({
  id: m.id,
  kind: m.kind,
  subject: m.subject,
  first_name: m.firstName,
  email: m.email,
  phone: m.phone,
  text: m.text,
  handled: m.handled,
  created: iso(m.createdAt),
})

/** Leads (/intersharm), contact messages and recall requests, with a handled flag and CSV export. */
export function createInbox(db: Db) {
  const leadWhere = (q: Query): SQL | undefined =>
    and(
      q.handled === undefined ? undefined : eq(leads.handled, q.handled),
      q.q ? textMatch(q.q, [leads.fullName, leads.phone]) : undefined,
    )
  const messageWhere = (q: Query & { kind?: 'contact' | 'recall' }): SQL | undefined =>
    and(
      q.kind ? eq(contactMessages.kind, q.kind) : undefined,
      q.handled === undefined ? undefined : eq(contactMessages.handled, q.handled),
      q.q ? textMatch(q.q, [contactMessages.firstName, contactMessages.email, contactMessages.phone, contactMessages.subject]) : undefined,
    )

  async function mark(actorId: number, table: typeof leads | typeof contactMessages, entity: string, id: number, handled: boolean) {
    const [before] = await db.select({ handled: table.handled }).from(table).where(eq(table.id, id)).limit(1)
    if (!before) throw new AppError('not_found', `No such ${entity}`)
    if (before.handled !== handled) {
      await db.batch([
        db.update(table).set({ handled }).where(eq(table.id, id)),
        auditInsert(db, actorId, { action: `${entity}.${handled ? 'handled' : 'reopened'}`, entity, entityId: id, before, after: { handled } }),
      ])
    }
  }

  return {
    async leads(q: Query): Promise<Page<AdminLead>> {
      const order = q.dir === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        db.select().from(leads).where(leadWhere(q)).orderBy(order(leads.createdAt), order(leads.id)).limit(q.limit).offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(leads).where(leadWhere(q)),
      ])
      return pageOf(rows.map(toLead), total?.n ?? 0, q)
    },

    async messages(q: Query & { kind?: 'contact' | 'recall' }): Promise<Page<AdminMessage>> {
      const order = q.dir === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        db.select().from(contactMessages).where(messageWhere(q)).orderBy(order(contactMessages.createdAt), order(contactMessages.id)).limit(q.limit).offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(contactMessages).where(messageWhere(q)),
      ])
      return pageOf(rows.map(toMessage), total?.n ?? 0, q)
    },

    markLead: (actorId: number, id: number, handled: boolean) => mark(actorId, leads, 'lead', id, handled),
    markMessage: (actorId: number, id: number, handled: boolean) => mark(actorId, contactMessages, 'message', id, handled),

    async leadsCsv(q: Query): Promise<string> {
      const rows = (await db.select().from(leads).where(leadWhere(q)).orderBy(desc(leads.createdAt)).limit(EXPORT_LIMIT)).map(toLead)
      return toCsv([['created', 'full_name', 'phone', 'business_type', 'brand', 'link', 'utm', 'handled'], ...rows.map((l) => [l.created, l.full_name, l.phone, l.business_type, l.brand, l.link, l.utm, l.handled])])
    },

    async messagesCsv(q: Query & { kind?: 'contact' | 'recall' }): Promise<string> {
      const rows = (await db.select().from(contactMessages).where(messageWhere(q)).orderBy(desc(contactMessages.createdAt)).limit(EXPORT_LIMIT)).map(toMessage)
      return toCsv([['created', 'kind', 'subject', 'first_name', 'email', 'phone', 'text', 'handled'], ...rows.map((m) => [m.created, m.kind, m.subject, m.first_name, m.email, m.phone, m.text, m.handled])])
    },
  }
}
