import { base64url } from 'jose'
import type { IntegrationKeyRow } from '../../../app/contract/admin-staff'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import {
  activeIntegrationKeyId,
  allIntegrationKeys,
  insertIntegrationKey,
  revokeIntegrationKey,
} from '../../../db/queries/integration-keys'

/** Keys look like `bp_<43 base64url chars>` (32 random bytes); only their SHA-256 is stored. */
const PREFIX = 'bp_'

export async function hashIntegrationKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return PREFIX + base64url.encode(bytes)
}

export function createIntegrationKeys(db: Db) {
  return {
    async list(): Promise<IntegrationKeyRow[]> {
      const rows = await allIntegrationKeys(db)
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
      const id = await insertIntegrationKey(db, name, await hashIntegrationKey(key), (id) => ({
        actorId,
        action: 'integration_key.create',
        entity: 'integration_key',
        entityId: id,
        before: null,
        after: { name },
      }))
      return { id, name, key }
    },

    async revoke(actorId: number, id: number): Promise<void> {
      const revoked = await revokeIntegrationKey(db, id, Date.now(), (name) => ({
        actorId,
        action: 'integration_key.revoke',
        entity: 'integration_key',
        entityId: id,
        before: { name },
        after: null,
      }))
      if (revoked === null) throw new AppError('not_found', 'No such active key')
    },

    /** The key's id if it is known and not revoked; null otherwise. */
    async verify(key: string | undefined): Promise<number | null> {
      if (!key || !key.startsWith(PREFIX) || key.length > 100) return null
      return activeIntegrationKeyId(db, await hashIntegrationKey(key))
    },
  }
}
