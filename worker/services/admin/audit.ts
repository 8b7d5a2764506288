import type { Db } from '../../../db/client'
import { auditLog } from '../../../db/schema'

/** One back-office change: who (the actor), what (action on an entity), and the state before and after. */
export interface AuditEntry {
  action: string
  entity: string
  entityId: string | number
  before: unknown
  after: unknown
}

/** The insert of one audit row, to run in the same batch or transaction as the change it records. */
export function auditInsert(db: Pick<Db, 'insert'>, actorId: number | null, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/** Only the fields that changed, before and after, so the log reads as a diff. */
export function changedFields<T extends Record<string, unknown>>(before: T, patch: Partial<T>): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {}
  const a: Partial<T> = {}
  for (const key of Object.keys(patch) as (keyof T)[]) {
    if (patch[key] === undefined || patch[key] === before[key]) continue
    b[key] = before[key]
    a[key] = patch[key]
  }
  return Object.keys(a).length > 0 ? { before: b, after: a } : null
}
