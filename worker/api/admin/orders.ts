import { Hono } from 'hono'
import {
  adminOrdersQuerySchema,
  bulkOrderStatusSchema,
  orderNoteSchema,
  orderRefundSchema,
  orderReturnSchema,
  orderStatusChangeSchema,
  orderTtnSchema,
} from '../../../app/contract/admin-orders'
import type { ApiEnv } from '../app-env'
import { answers, jsonBody, query } from '../route-contract'
import { actorId, adminServices, byId, xlsxAnswer, xlsxResponse } from './context'
import { changes } from '../page-writes'

const detail = answers('AdminOrderDetail')

/**
 * Status moves and returns change what cached pages show only when stock they give back brings a
 * sold-out variant back in stock: the service tells it then (worker/services/shown-stock.ts), so a
 * busy back office moving orders along leaves the storefront's caches alone.
 */
const movesStockWhenItFlips = changes('nothing')

export const adminOrders = new Hono<ApiEnv>({ strict: false })
  .get('/', query(adminOrdersQuerySchema), answers('Page<AdminOrderRow>'), async (c) =>
    c.json(await adminServices(c).orders.list(c.req.valid('query'))),
  )
  .get('/export.xlsx', query(adminOrdersQuerySchema), xlsxAnswer, async (c) =>
    xlsxResponse(c, 'orders', await adminServices(c).orders.exportXlsx(c.req.valid('query'), c.var.locale)),
  )
  .post(
    '/bulk-status',
    movesStockWhenItFlips,
    jsonBody(bulkOrderStatusSchema),
    answers('AdminBulkStatusResult'),
    async (c) => {
      const { ids, status } = c.req.valid('json')
      // Declined before the parcels were handed over, their waybills are cancelled too, as one order's are.
      const waybills = status === 'declined' ? await c.var.services.waybills.cancellable(ids) : []
      const moved = await adminServices(c).orders.changeStatusMany(actorId(c), ids, status)
      for (const id of waybills) await c.var.services.waybills.cancelAfterDecline(actorId(c), id)
      return c.json({ moved })
    },
  )
  .get('/:id', byId, detail, async (c) => c.json(await adminServices(c).orders.detail(c.req.valid('param').id)))
  .post('/:id/status', movesStockWhenItFlips, byId, jsonBody(orderStatusChangeSchema), detail, async (c) => {
    const id = c.req.valid('param').id
    const change = c.req.valid('json')
    // A decline before the parcel was handed over cancels its waybill too (worker/services/delivery/waybills.ts).
    const waybill = change.status === 'declined' ? await c.var.services.waybills.cancellable([id]) : []
    const moved = await adminServices(c).orders.changeStatus(actorId(c), id, change)
    if (waybill.length === 0) return c.json(moved)
    await c.var.services.waybills.cancelAfterDecline(actorId(c), id)
    return c.json(await adminServices(c).orders.detail(id))
  })
  .post('/:id/notes', changes('nothing'), byId, jsonBody(orderNoteSchema), detail, async (c) =>
    c.json(await adminServices(c).orders.addNote(actorId(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/:id/ttn', changes('nothing'), byId, jsonBody(orderTtnSchema), detail, async (c) =>
    c.json(await adminServices(c).orders.setTtn(actorId(c), c.req.valid('param').id, c.req.valid('json').ttn)),
  )
  .post(
    '/:id/returns',
    movesStockWhenItFlips,
    byId,
    jsonBody(orderReturnSchema),
    answers('AdminReturnResult'),
    async (c) =>
      c.json(await adminServices(c).orders.recordReturn(actorId(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/:id/refund', changes('nothing'), byId, jsonBody(orderRefundSchema), answers('AdminRefundResult'), async (c) =>
    c.json(await adminServices(c).orders.refund(actorId(c), c.req.valid('param').id, c.req.valid('json'))),
  )
