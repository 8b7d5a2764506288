import { invoiceSettingsOf } from '../../../app/domain/invoice'
import { auditedSetting } from './audited-setting'

/** How long an unpaid invoice holds its stock and which VAT line it prints (staff set both; defaults otherwise). */
const setting = auditedSetting('invoice', invoiceSettingsOf)
export const invoiceSettings = setting.current
export const saveInvoiceSettings = setting.save
