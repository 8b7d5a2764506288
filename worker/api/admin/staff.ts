import { Hono } from 'hono'
import { idParam } from '../../../app/contract/admin-common'
import { adminAuditQuerySchema, adminUsersQuerySchema, integrationKeyCreateSchema, roleChangeSchema } from '../../../app/contract/admin-staff'
import type { ApiEnv } from '../app-env'
import { parseJson, parseParam, parseQuery } from '../validate'
import { actorId, adminServices, requireAdmin } from './context'
import { changes } from '../page-writes'

/** Who is signed in, the audit log, users and their roles, integration keys. */
export const adminStaff = new Hono<ApiEnv>({ strict: false })
  .get('/me', async (c) => c.json(await adminServices(c).staff.viewer(actorId(c))))
  .get('/summary', async (c) => c.json(await adminServices(c).summary()))
  .get('/audit', async (c) => {
    requireAdmin(c)
    return c.json(await adminServices(c).staff.audit(parseQuery(c, adminAuditQuerySchema)))
  })
  .get('/users', async (c) => c.json(await adminServices(c).staff.users(parseQuery(c, adminUsersQuerySchema))))
  .patch('/users/:id/role', changes('nothing'), async (c) => {
    const id = parseParam(idParam, c.req.param('id'))
    const { role } = await parseJson(c, roleChangeSchema)
    return c.json(await adminServices(c).staff.changeRole({ id: actorId(c), role: c.var.viewer.role }, id, role))
  })
  .get('/integration-keys', async (c) => {
    requireAdmin(c)
    return c.json(await adminServices(c).integrationKeys.list())
  })
  .post('/integration-keys', changes('nothing'), async (c) => {
    const actor = requireAdmin(c)
    const { name } = await parseJson(c, integrationKeyCreateSchema)
    return c.json(await adminServices(c).integrationKeys.create(actor, name), 201)
  })
  .post('/integration-keys/:id/revoke', changes('nothing'), async (c) => {
    const actor = requireAdmin(c)
    await adminServices(c).integrationKeys.revoke(actor, parseParam(idParam, c.req.param('id')))
    return c.body(null, 204)
  })
