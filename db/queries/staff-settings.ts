import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { staffSettings } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'

/** A stored setting's value, or undefined when staff never set it. */
export async function staffSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: staffSettings.value }).from(staffSettings).where(eq(staffSettings.key, key))
  return row?.value
}

/** Sets a setting and records who changed it from what, in one batch. */
export async function setStaffSetting(
  db: Db,
  key: string,
  value: unknown,
  actorId: number,
  audit: ActorAudit,
): Promise<void> {
  await db.batch([
    db
      .insert(staffSettings)
      .values({ key, value, updatedBy: actorId })
      .onConflictDoUpdate({
        target: staffSettings.key,
        set: { value, updatedBy: actorId, updatedAt: Date.now() },
      }),
    auditRowInsert(db, audit),
  ])
}
