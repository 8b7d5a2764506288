import { wholesaleRulesOf } from '../../../app/domain/wholesale-rules'
import { auditedSetting } from './audited-setting'

/** The rules partners' orders are held to (staff set the minimum; none otherwise). */
const setting = auditedSetting('wholesale', wholesaleRulesOf)
export const wholesaleRules = setting.current
export const saveWholesaleRules = setting.save
