import { type WholesaleRules, wholesaleRulesOf } from '../../../app/domain/wholesale-rules'
import type { Db } from '../../../db/client'
import { setStaffSetting, staffSetting } from '../../../db/queries/staff-settings'

const KEY = 'wholesale'

/** The rules partners' orders are held to (staff set the minimum; none otherwise). */
export async function wholesaleRules(db: Db): Promise<WholesaleRules> {
  return wholesaleRulesOf(await staffSetting(db, KEY))
}

/** Saves the rules with an audit row naming who changed them from what. */
export async function saveWholesaleRules(db: Db, next: WholesaleRules, actorId: number): Promise<WholesaleRules> {
  const before = await wholesaleRules(db)
  await setStaffSetting(db, KEY, next, actorId, {
    actorId,
    action: 'settings.wholesale',
    entity: 'settings',
    entityId: KEY,
    before,
    after: next,
  })
  return next
}
