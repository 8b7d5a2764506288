import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../client'
import { integrationKeys } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'

export const allIntegrationKeys = (db: Db) => db.select().from(integrationKeys).orderBy(asc(integrationKeys.id))

/** A new key (its hash) and the audit row in one transaction; answers its id. */
export function insertIntegrationKey(
  db: Db,
  name: string,
  keyHash: string,
  audit: (id: number) => ActorAudit,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(integrationKeys).values({ name, keyHash }).returning({ id: integrationKeys.id })
    await auditRowInsert(tx, audit(row!.id))
    return row!.id
  })
}

/** Revokes an active key and records it, in one transaction; answers its name, or null when there is no such active key. */
export function revokeIntegrationKey(
  db: Db,
  id: number,
  now: number,
  audit: (name: string) => ActorAudit,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(integrationKeys)
      .set({ revokedAt: now })
      .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
      .returning({ name: integrationKeys.name })
    if (!revoked) return null
    await auditRowInsert(tx, audit(revoked.name))
    return revoked.name
  })
}

export async function activeIntegrationKeyId(db: Db, keyHash: string): Promise<number | null> {
  const [row] = await db
    .select({ id: integrationKeys.id })
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyHash, keyHash), isNull(integrationKeys.revokedAt)))
    .limit(1)
  return row?.id ?? null
}
