import { Hono } from 'hono'
import { idParam } from '../../../app/contract/admin-common'
import { adminOrdersQuerySchema, bulkOrderStatusSchema, orderNoteSchema, orderRefundSchema, orderStatusChangeSchema, orderTtnSchema } from '../../../app/contract/admin-orders'
import type { ApiEnv } from '../app-env'
import { parseJson, parseParam, parseQuery } from '../validate'
import { actorId, adminServices, csvResponse } from './context'
import { changes } from '../page-writes'

export const adminOrders = new Hono<ApiEnv>({ strict: false })
  .get('/', async (c) => c.json(await adminServices(c).orders.list(parseQuery(c, adminOrdersQuerySchema))))
  .get('/export.csv', async (c) => csvResponse(c, 'orders', await adminServices(c).orders.exportCsv(parseQuery(c, adminOrdersQuerySchema), c.var.locale)))
  .post('/bulk-status', changes('stock'), async (c) => {
    const { ids, status } = await parseJson(c, bulkOrderStatusSchema)
    return c.json({ moved: await adminServices(c).orders.changeStatusMany(actorId(c), ids, status) })
  })
  .get('/:id', async (c) => c.json(await adminServices(c).orders.detail(parseParam(idParam, c.req.param('id')))))
  .post('/:id/status', changes('stock'), async (c) => {
    const id = parseParam(idParam, c.req.param('id'))
    const change = await parseJson(c, orderStatusChangeSchema)
    return c.json(await adminServices(c).orders.changeStatus(actorId(c), id, change))
  })
  .post('/:id/notes', changes('nothing'), async (c) => {
    const id = parseParam(idParam, c.req.param('id'))
    const note = await parseJson(c, orderNoteSchema)
    return c.json(await adminServices(c).orders.addNote(actorId(c), id, note))
  })
  .post('/:id/ttn', changes('nothing'), async (c) => {
    const id = parseParam(idParam, c.req.param('id'))
    const { ttn } = await parseJson(c, orderTtnSchema)
    return c.json(await adminServices(c).orders.setTtn(actorId(c), id, ttn))
  })
  .post('/:id/refund', changes('nothing'), async (c) => {
    const id = parseParam(idParam, c.req.param('id'))
    const request = await parseJson(c, orderRefundSchema)
    return c.json(await adminServices(c).orders.refund(actorId(c), id, request))
  })
