import { Hono } from 'hono'
import { idParam } from '../../../app/contract/admin-common'
import { accountBlockSchema } from '../../../app/contract/admin-customers'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { parseJson, parseParam } from '../validate'
import { actorId, adminServices } from './context'

const userId = (value: string | undefined) => parseParam(idParam, value)

/** A customer's page: the account, blocking (admins only) and a fresh activation link. */
export const adminCustomers = new Hono<ApiEnv>({ strict: false })
  .get('/users/:id', async (c) => c.json(await adminServices(c).customers.detail(userId(c.req.param('id')), c.var.locale)))
  .post('/users/:id/block', changes('nothing'), async (c) => {
    const id = userId(c.req.param('id'))
    const { blocked } = await parseJson(c, accountBlockSchema)
    const blockedAt = await adminServices(c).customers.setBlocked({ id: actorId(c), role: c.var.viewer.role }, id, blocked)
    return c.json({ id, blocked_at: blockedAt })
  })
  .post('/users/:id/resend-activation', changes('nothing'), async (c) => {
    const id = userId(c.req.param('id'))
    const origin = new URL(c.req.url).origin
    await adminServices(c).customers.resendActivation(actorId(c), id, (account) => c.var.services.registration.resendActivation(account, origin))
    return c.body(null, 204)
  })
