import { Hono } from 'hono'
import { adminRequisitesQuerySchema, requisiteRejectSchema } from '../../../app/contract/admin-requisites'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { answers, jsonBody, query } from '../route-contract'
import { actorId, adminServices, byId } from './context'

const done = answers(null, 204)

/** Partners' changes of company requisites. No page shows requisites (invoices are read per request). */
export const adminRequisites = new Hono<ApiEnv>({ strict: false })
  .get('/requisite-changes', query(adminRequisitesQuerySchema), answers('Page<AdminRequisiteChange>'), async (c) =>
    c.json(await adminServices(c).requisites.list(c.req.valid('query'))),
  )
  .post('/requisite-changes/:id/approve', changes('nothing'), byId, done, async (c) => {
    await adminServices(c).requisites.approve(actorId(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .post('/requisite-changes/:id/reject', changes('nothing'), byId, jsonBody(requisiteRejectSchema), done, async (c) => {
    await adminServices(c).requisites.reject(actorId(c), c.req.valid('param').id, c.req.valid('json').reason)
    return c.body(null, 204)
  })
