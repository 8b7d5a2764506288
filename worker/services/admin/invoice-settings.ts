import { type InvoiceSettings, invoiceSettingsOf } from '../../../app/domain/invoice'
import type { Db } from '../../../db/client'
import { setStaffSetting, staffSetting } from '../../../db/queries/staff-settings'

const KEY = 'invoice'

/** How long an unpaid invoice holds its stock and which VAT line it prints (staff set both; defaults otherwise). */
export async function invoiceSettings(db: Db): Promise<InvoiceSettings> {
  return invoiceSettingsOf(await staffSetting(db, KEY))
}

/** Saves the settings with an audit row naming who changed them from what. */
export async function saveInvoiceSettings(db: Db, next: InvoiceSettings, actorId: number): Promise<InvoiceSettings> {
  const before = await invoiceSettings(db)
  await setStaffSetting(db, KEY, next, actorId, {
    actorId,
    action: 'settings.invoice',
    entity: 'settings',
    entityId: KEY,
    before,
    after: next,
  })
  return next
}
