import { Hono } from 'hono'
import { z } from 'zod'
import {
  adminTierPartnerSchema,
  adminTierSchema,
  partnerTierAssignSchema,
  tierWriteSchema,
} from '../../../app/contract/admin-tiers'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { answers, jsonBody } from '../route-contract'
import { actorId, adminServices, byId } from './context'

const tier = answers(adminTierSchema)

/**
 * Partner price tiers. No cached page or KV entry holds a tier's figures (tiered partners are always
 * priced per request), so a change moves nothing.
 */
export const adminPartnerTiers = new Hono<ApiEnv>({ strict: false })
  .get('/partner-tiers', answers(z.array(adminTierSchema)), async (c) =>
    c.json(await adminServices(c).partnerTiers.list()),
  )
  .get('/partner-tiers/partners', answers(z.array(adminTierPartnerSchema)), async (c) =>
    c.json(await adminServices(c).partnerTiers.partners()),
  )
  .post('/partner-tiers', changes('nothing'), jsonBody(tierWriteSchema), answers(adminTierSchema, 201), async (c) =>
    c.json(await adminServices(c).partnerTiers.create(actorId(c), c.req.valid('json')), 201),
  )
  .put('/partner-tiers/:id', changes('nothing'), byId, jsonBody(tierWriteSchema), tier, async (c) =>
    c.json(await adminServices(c).partnerTiers.update(actorId(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/partner-tiers/:id', changes('nothing'), byId, answers(null, 204), async (c) => {
    await adminServices(c).partnerTiers.remove(actorId(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .put(
    '/partners/:id/tier',
    changes('nothing'),
    byId,
    jsonBody(partnerTierAssignSchema),
    answers(null, 204),
    async (c) => {
      await adminServices(c).partnerTiers.assign(actorId(c), c.req.valid('param').id, c.req.valid('json').tier_id)
      return c.body(null, 204)
    },
  )
