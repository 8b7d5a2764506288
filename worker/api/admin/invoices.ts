import { Hono } from 'hono'
import { invoicePaidSchema, invoiceSchema, invoiceSettingsSchema } from '../../../app/contract/invoice'
import { wholesaleSettingsSchema } from '../../../app/contract/wholesale'
import { saveWholesaleRules, wholesaleRules } from '../../services/admin/wholesale-settings'
import { invoiceSettings, saveInvoiceSettings } from '../../services/admin/invoice-settings'
import { recordInvoicePayment } from '../../services/admin/invoice-payment'
import { staffInvoiceOf } from '../../services/orders/invoice'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { answers, jsonBody } from '../route-contract'
import { actorId, byId } from './context'

const settingsAnswer = answers(invoiceSettingsSchema)
const toDto = (s: { holdDays: number; vatPercent: 0 | 7 | 20 }) => ({
  hold_days: s.holdDays,
  vat_percent: s.vatPercent,
})

/** Partners in the back office: an order's invoice as issued, the bank transfer recorded on it, the invoice settings and the wholesale minimum. */
export const adminInvoices = new Hono<ApiEnv>({ strict: false })
  // The partner's invoice as it was issued, for staff to print the same document.
  .get('/orders/:id/invoice', byId, answers(invoiceSchema), async (c) =>
    c.json(await staffInvoiceOf(c.var.services.db, c.req.valid('param').id, c.var.locale)),
  )
  .post('/orders/:id/invoice-paid', changes('nothing'), byId, answers(invoicePaidSchema), async (c) =>
    c.json(await recordInvoicePayment(c.var.services.db, c.var.services.email, c.req.valid('param').id, actorId(c))),
  )
  .get('/settings/invoices', settingsAnswer, async (c) => c.json(toDto(await invoiceSettings(c.var.services.db))))
  .patch('/settings/invoices', changes('nothing'), jsonBody(invoiceSettingsSchema), settingsAnswer, async (c) => {
    const body = c.req.valid('json')
    const saved = await saveInvoiceSettings(
      c.var.services.db,
      { holdDays: body.hold_days, vatPercent: body.vat_percent },
      actorId(c),
    )
    return c.json(toDto(saved))
  })
  .get('/settings/wholesale', answers(wholesaleSettingsSchema), async (c) =>
    c.json({ minimum_total: (await wholesaleRules(c.var.services.db)).minimumTotalUah }),
  )
  .patch(
    '/settings/wholesale',
    changes('nothing'),
    jsonBody(wholesaleSettingsSchema),
    answers(wholesaleSettingsSchema),
    async (c) => {
      const { minimum_total } = c.req.valid('json')
      const saved = await saveWholesaleRules(c.var.services.db, { minimumTotalUah: minimum_total }, actorId(c))
      return c.json({ minimum_total: saved.minimumTotalUah })
    },
  )
