import type { InArgs, InStatement } from '@libsql/client'
import type { Db } from '../client'
import { auditLog } from '../schema'

/** One back-office change: who (the actor), what (action on an entity), and the state before and after. */
export interface ActorAudit {
  actorId: number | null
  action: string
  entity: string
  entityId: string | number
  before: unknown
  after: unknown
}

/** The insert of one audit row, to run in the same batch or transaction as the change it records. */
export function auditRowInsert(db: Pick<Db, 'insert'>, audit: ActorAudit) {
  return db.insert(auditLog).values({
    actorId: audit.actorId,
    action: audit.action,
    entity: audit.entity,
    entityId: String(audit.entityId),
    before: audit.before ?? null,
    after: audit.after ?? null,
  })
}

/** An audit row on its own, for an action whose change is outside the database (an email sent). */
export async function recordAudit(db: Db, audit: ActorAudit): Promise<void> {
  await auditRowInsert(db, audit)
}

/** The audit row as a libSQL statement, to run inside a client transaction or batch. */
export function auditStatement(db: Db, audit: ActorAudit): InStatement {
  const { sql, params } = auditRowInsert(db, audit).toSQL()
  return { sql, args: params as InArgs }
}
