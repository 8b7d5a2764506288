import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminLead, AdminMessage } from '../../../app/contract/admin-people'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import {
  type ContactMessageRow,
  inboxItemHandled,
  type LeadRow,
  leadPage,
  messagePage,
  newestLeads,
  newestMessages,
  setInboxItemHandled,
} from '../../../db/queries/admin-inbox'
import { toCsv } from './spreadsheet/csv'

type Query = { page: number; limit: number; dir: 'asc' | 'desc'; handled?: boolean; q?: string }
const EXPORT_LIMIT = 50_000
const iso = (ms: number) => new Date(ms).toISOString()

const toLead = (l: LeadRow): AdminLead => ({
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

const toMessage = (m: ContactMessageRow): AdminMessage => ({
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
  const pageOfQuery = (q: Query) => ({ limit: q.limit, offset: (q.page - 1) * q.limit, dir: q.dir })

  async function mark(actorId: number, entity: 'lead' | 'message', id: number, handled: boolean) {
    const before = await inboxItemHandled(db, entity, id)
    if (!before) throw new AppError('not_found', `No such ${entity}`)
    if (before.handled !== handled) {
      await setInboxItemHandled(db, entity, id, handled, {
        actorId,
        action: `${entity}.${handled ? 'handled' : 'reopened'}`,
        entity,
        entityId: id,
        before,
        after: { handled },
      })
    }
  }

  return {
    async leads(q: Query): Promise<Page<AdminLead>> {
      const { rows, total } = await leadPage(db, q, pageOfQuery(q))
      return pageOf(rows.map(toLead), total, q)
    },

    async messages(q: Query & { kind?: 'contact' | 'recall' }): Promise<Page<AdminMessage>> {
      const { rows, total } = await messagePage(db, q, pageOfQuery(q))
      return pageOf(rows.map(toMessage), total, q)
    },

    markLead: (actorId: number, id: number, handled: boolean) => mark(actorId, 'lead', id, handled),
    markMessage: (actorId: number, id: number, handled: boolean) => mark(actorId, 'message', id, handled),

    async leadsCsv(q: Query): Promise<string> {
      const rows = (await newestLeads(db, q, EXPORT_LIMIT)).map(toLead)
      return toCsv([
        ['created', 'full_name', 'phone', 'business_type', 'brand', 'link', 'utm', 'handled'],
        ...rows.map((l) => [l.created, l.full_name, l.phone, l.business_type, l.brand, l.link, l.utm, l.handled]),
      ])
    },

    async messagesCsv(q: Query & { kind?: 'contact' | 'recall' }): Promise<string> {
      const rows = (await newestMessages(db, q, EXPORT_LIMIT)).map(toMessage)
      return toCsv([
        ['created', 'kind', 'subject', 'first_name', 'email', 'phone', 'text', 'handled'],
        ...rows.map((m) => [m.created, m.kind, m.subject, m.first_name, m.email, m.phone, m.text, m.handled]),
      ])
    },
  }
}
