import { Hono } from 'hono'
import { idParam } from '../../../app/contract/admin-common'
import { adminOrdersQuerySchema, orderStatusChangeSchema } from '../../../app/contract/admin-orders'
import type { ApiEnv } from '../app-env'
import { parseJson, parseParam, parseQuery } from '../validate'
import { actorId, adminServices, csvResponse } from './context'

export const adminOrders = new Hono<ApiEnv>({ strict: false })
  .get('/', async (c) => c.json(await adminServices(c).orders.list(parseQuery(c, adminOrdersQuerySchema))))
  .get('/export.csv', async (c) => csvResponse(c, 'orders', await adminServices(c).orders.exportCsv(parseQuery(c, adminOrdersQuerySchema), c.var.locale)))
  .get('/:id', async (c) => c.json(await adminServices(c).orders.detail(parseParam(idParam, c.req.param('id')))))
  .post('/:id/status', async (c) => {
    const id = parseParam(idParam, c.req.param('id'))
    const change = await parseJson(c, orderStatusChangeSchema)
    return c.json(await adminServices(c).orders.changeStatus(actorId(c), id, change))
  })
