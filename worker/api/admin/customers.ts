import { Hono } from 'hono'
import { accountBlockSchema } from '../../../app/contract/admin-customers'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { answers, jsonBody } from '../route-contract'
import { actorId, adminServices, byId } from './context'

/** A customer's page: the account, blocking (admins only) and a fresh activation link. */
export const adminCustomers = new Hono<ApiEnv>({ strict: false })
  .get('/users/:id', byId, answers('AdminCustomerDetail'), async (c) =>
    c.json(await adminServices(c).customers.detail(c.req.valid('param').id, c.var.locale)),
  )
  .post(
    '/users/:id/block',
    changes('nothing'),
    byId,
    jsonBody(accountBlockSchema),
    answers('AdminAccountBlock'),
    async (c) => {
      const id = c.req.valid('param').id
      const blockedAt = await adminServices(c).customers.setBlocked(
        { id: actorId(c), role: c.var.viewer.role },
        id,
        c.req.valid('json').blocked,
      )
      return c.json({ id, blocked_at: blockedAt })
    },
  )
  .post('/users/:id/resend-activation', changes('nothing'), byId, answers(null, 204), async (c) => {
    const id = c.req.valid('param').id
    const origin = new URL(c.req.url).origin
    await adminServices(c).customers.resendActivation(actorId(c), id, (account) =>
      c.var.services.registration.resendActivation(account, origin),
    )
    return c.body(null, 204)
  })
