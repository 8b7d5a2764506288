import { type Context, Hono, type Next } from 'hono'
import {
  adminAuditQuerySchema,
  adminUsersQuerySchema,
  integrationKeyCreateSchema,
  roleChangeSchema,
  staffSettingsSchema,
} from '../../../app/contract/admin-staff'
import { z } from 'zod'
import { USER_ROLES } from '../../../app/domain/staff-role'
import type { ApiEnv } from '../app-env'
import { adminHealthSchema } from '../../../app/contract/admin-health'
import { storeHealth } from '../../services/admin/health'
import { answers, jsonBody, query } from '../route-contract'
import { actorId, adminServices, byId, requireAdmin } from './context'
import { changes } from '../page-writes'

/** Admins only, before anything else is read (403). */
async function onlyAdmins(c: Context<ApiEnv>, next: Next) {
  requireAdmin(c)
  await next()
}

/** Who is signed in, the audit log, users and their roles, integration keys. */
export const adminStaff = new Hono<ApiEnv>({ strict: false })
  .get('/me', answers('AdminViewer'), async (c) => c.json(await adminServices(c).staff.viewer(actorId(c))))
  .get('/summary', answers('AdminSummary'), async (c) => c.json(await adminServices(c).summary(c.var.locale)))
  .get('/health', answers(adminHealthSchema), async (c) =>
    c.json(await storeHealth(c.var.services.db, c.env.CATALOG_CACHE)),
  )
  .get('/settings', answers(staffSettingsSchema), async (c) => c.json(await adminServices(c).settings.get()))
  .patch('/settings', changes('nothing'), jsonBody(staffSettingsSchema), answers(staffSettingsSchema), async (c) =>
    c.json(await adminServices(c).settings.update(actorId(c), c.req.valid('json'))),
  )
  .get('/audit', onlyAdmins, query(adminAuditQuerySchema), answers('Page<AdminAuditRow>'), async (c) =>
    c.json(await adminServices(c).staff.audit(c.req.valid('query'))),
  )
  .get('/users', query(adminUsersQuerySchema), answers('Page<AdminUserRow>'), async (c) =>
    c.json(await adminServices(c).staff.users(c.req.valid('query'))),
  )
  .patch(
    '/users/:id/role',
    changes('nothing'),
    byId,
    jsonBody(roleChangeSchema),
    answers(z.object({ id: z.number(), role: z.enum(USER_ROLES) })),
    async (c) =>
      c.json(
        await adminServices(c).staff.changeRole(
          { id: actorId(c), role: c.var.viewer.role },
          c.req.valid('param').id,
          c.req.valid('json').role,
        ),
      ),
  )
  .get('/integration-keys', onlyAdmins, answers('IntegrationKeyRow[]'), async (c) =>
    c.json(await adminServices(c).integrationKeys.list()),
  )
  .post(
    '/integration-keys',
    changes('nothing'),
    onlyAdmins,
    jsonBody(integrationKeyCreateSchema),
    answers(z.object({ id: z.number(), name: z.string(), key: z.string() }), 201),
    async (c) => c.json(await adminServices(c).integrationKeys.create(requireAdmin(c), c.req.valid('json').name), 201),
  )
  .post('/integration-keys/:id/revoke', changes('nothing'), onlyAdmins, byId, answers(null, 204), async (c) => {
    await adminServices(c).integrationKeys.revoke(requireAdmin(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
