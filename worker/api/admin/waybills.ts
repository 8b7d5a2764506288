import { Hono } from 'hono'
import {
  bulkWaybillResultSchema,
  bulkWaybillSchema,
  waybillCreateSchema,
  waybillViewSchema,
} from '../../../app/contract/admin-waybills'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { answers, jsonBody } from '../route-contract'
import { actorId, byId } from './context'
import { adminText } from './localise'

const view = answers(waybillViewSchema)

/** Nova Poshta waybills of orders (worker/services/delivery/waybills.ts); mounted under /admin/orders. */
export const adminWaybills = new Hono<ApiEnv>({ strict: false })
  .post('/waybills', changes('nothing'), jsonBody(bulkWaybillSchema), answers(bulkWaybillResultSchema), async (c) => {
    const results = await c.var.services.waybills.createMany(actorId(c), c.req.valid('json').ids)
    const locale = c.var.locale
    return c.json({
      results: results.map((r) => ({ ...r, error: r.error === null ? null : (adminText(locale, r.error) ?? r.error) })),
    })
  })
  .get('/:id/waybill', byId, view, async (c) => {
    const found = await c.var.services.waybills.view(c.req.valid('param').id)
    return c.json({ ...found, refusal: found.refusal && (adminText(c.var.locale, found.refusal) ?? found.refusal) })
  })
  .post('/:id/waybill', changes('nothing'), byId, jsonBody(waybillCreateSchema), view, async (c) => {
    const { weight_kg, seats, override_reason } = c.req.valid('json')
    const id = c.req.valid('param').id
    await c.var.services.waybills.create(actorId(c), id, { weightKg: weight_kg, seats }, override_reason)
    const found = await c.var.services.waybills.view(id)
    return c.json({ ...found, refusal: found.refusal && (adminText(c.var.locale, found.refusal) ?? found.refusal) })
  })
  .delete('/:id/waybill', changes('nothing'), byId, view, async (c) => {
    const id = c.req.valid('param').id
    await c.var.services.waybills.cancel(actorId(c), id)
    const found = await c.var.services.waybills.view(id)
    return c.json({ ...found, refusal: found.refusal && (adminText(c.var.locale, found.refusal) ?? found.refusal) })
  })
  .get('/:id/waybill/label.pdf', byId, answers('PDF label', 200, 'application/pdf'), async (c) =>
    c.body(await c.var.services.waybills.label(c.req.valid('param').id), 200, {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="label.pdf"',
    }),
  )
