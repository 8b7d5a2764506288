import type { Db } from '../../../db/client'
import { setStaffSetting, staffSetting } from '../../../db/queries/staff-settings'

/**
 * A setting staff change in the back office: read through its rule (`read` answers defaults for
 * what was never set or no longer fits), saved with an audit row naming who changed it from what.
 */
export function auditedSetting<T>(key: string, read: (stored: unknown) => T) {
  const current = async (db: Db): Promise<T> => read(await staffSetting(db, key))
  const save = async (db: Db, next: T, actorId: number): Promise<T> => {
    const before = await current(db)
    await setStaffSetting(db, key, next, actorId, {
      actorId,
      action: `settings.${key}`,
      entity: 'settings',
      entityId: key,
      before,
      after: next,
    })
    return next
  }
  return { current, save }
}
