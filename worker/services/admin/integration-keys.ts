import { and, asc, eq, isNull } from 'drizzle-orm'
import type { IntegrationKeyRow } from '../../../app/contract/admin-staff'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import { integrationKeys } from '../../../db/schema'
import { auditInsert } from './audit'

/** Keys look like `bp_<43 base64url chars>` (32 random bytes); only their SHA-256 is stored. */
const PREFIX = 'bp_'

export async function hashIntegrationKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return PREFIX + btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function createIntegrationKeys(db: Db) {
  return {
    async list(): Promise<IntegrationKeyRow[]> {
      const rows = await db.select().from(integrationKeys).orderBy(asc(integrationKeys.id))
      return rows.map((k) => ({
        id: k.id,
        name: k.name,
        created: new Date(k.createdAt).toISOString(),
        revoked: k.revokedAt === null ? null : new Date(k.revokedAt).toISOString(),
      }))
    },

    /** Answers the key itself this once. */
    async create(actorId: number, name: string): Promise<{ id: number; name: string; key: string }> {
      const key = newKey()
      const [row] = await db.insert(integrationKeys).values({ name, keyHash: await hashIntegrationKey(key) }).returning({ id: integrationKeys.id })
      await auditInsert(db, actorId, { action: 'integration_key.create', entity: 'integration_key', entityId: row!.id, before: null, after: { name } })
      return { id: row!.id, name, key }
    },

    async revoke(actorId: number, id: number): Promise<void> {
      const revoked = await db
        .update(integrationKeys)
        .set({ revokedAt: Date.now() })
        .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
        .returning({ name: integrationKeys.name })
      if (revoked.length === 0) throw new AppError('not_found', 'No such active key')
      await auditInsert(db, actorId, { action: 'integration_key.revoke', entity: 'integration_key', entityId: id, before: { name: revoked[0]!.name }, after: null })
    },

    /** The key's id if it is known and not revoked; null otherwise. */
    async verify(key: string | undefined): Promise<number | null> {
      if (!key || !key.startsWith(PREFIX) || key.length > 100) return null
      const [row] = await db
        .select({ id: integrationKeys.id })
        .from(integrationKeys)
        .where(and(eq(integrationKeys.keyHash, await hashIntegrationKey(key)), isNull(integrationKeys.revokedAt)))
        .limit(1)
      return row?.id ?? null
    },
  }
}
