import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminRequisiteChange } from '../../../app/contract/admin-requisites'
import { AppError } from '../../../app/domain/app-error'
import type { RequisiteValues } from '../../../app/domain/company-requisites'
import type { Db } from '../../../db/client'
import {
  decideRequisiteChange,
  type Requisites,
  requisiteChangePage,
  requisiteChangeWithCompany,
} from '../../../db/queries/requisite-changes'

type Query = { page: number; limit: number; dir: 'asc' | 'desc'; q?: string; status?: AdminRequisiteChange['status'] }
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const valuesOf = (r: Requisites): RequisiteValues => ({
  name: r.name,
  code: r.code,
  email: r.email,
  iban: r.iban,
  director: r.director,
  adress: r.address,
})

/**
 * Staff decide partners' changes of company requisites. An approval copies the proposed set onto the
 * company (invoices print it from then on); a rejection keeps the approved values. Each decision is
 * audited in the same transaction; a change no longer pending is a 409 and writes nothing.
 */
export function createRequisiteDesk(db: Db) {
  async function list(query: Query): Promise<Page<AdminRequisiteChange>> {
    const offset = (query.page - 1) * query.limit
    const { rows, total } = await requisiteChangePage(db, query, { limit: query.limit, offset, dir: query.dir })
    return pageOf(
      rows.map(({ change: c, company, decidedBy, ...u }) => ({
        id: c.id,
        user_id: c.userId,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        phone: u.phone,
        current: valuesOf(company),
        proposed: valuesOf(c),
        status: c.status,
        reason: c.reason,
        decided_by: decidedBy,
        decided_at: iso(c.decidedAt),
        created: iso(c.updatedAt)!,
      })),
      total,
      query,
    )
  }

  async function decide(actorId: number, id: number, approve: boolean, reason?: string): Promise<void> {
    const found = await requisiteChangeWithCompany(db, id)
    if (!found) throw new AppError('not_found', 'not_found')
    if (found.change.status !== 'pending') throw new AppError('conflict', 'requisites_decided')
    const before = valuesOf(found.company)
    const moved = await decideRequisiteChange(
      db,
      { id, approve, reason: reason || null, decidedBy: actorId },
      {
        actorId,
        action: approve ? 'company.requisites_approve' : 'company.requisites_reject',
        entity: 'user',
        entityId: found.change.userId,
        before: { requisites: before, change: id },
        after: approve ? { requisites: valuesOf(found.change) } : { requisites: before, ...(reason ? { reason } : {}) },
      },
    )
    if (!moved) throw new AppError('conflict', 'requisites_decided')
  }

  return {
    list,
    approve: (actorId: number, id: number) => decide(actorId, id, true),
    reject: (actorId: number, id: number, reason?: string) => decide(actorId, id, false, reason),
  }
}
