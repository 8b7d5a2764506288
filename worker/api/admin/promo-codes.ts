import { Hono } from 'hono'
import { adminPromoQuerySchema, promoCreateSchema, promoUpdateSchema } from '../../../app/contract/admin-promo'
import type { ApiEnv } from '../app-env'
import { answers, jsonBody, query } from '../route-contract'
import { actorId, adminServices, byId } from './context'
import { changes } from '../page-writes'

const promo = answers('AdminPromoCode')

export const adminPromoCodes = new Hono<ApiEnv>({ strict: false })
  .get('/', query(adminPromoQuerySchema), answers('Page<AdminPromoCode>'), async (c) =>
    c.json(await adminServices(c).promoCodes.list(c.req.valid('query'))),
  )
  .post('/', changes('nothing'), jsonBody(promoCreateSchema), answers('AdminPromoCode', 201), async (c) =>
    c.json(await adminServices(c).promoCodes.create(actorId(c), c.req.valid('json')), 201),
  )
  .get('/:id', byId, promo, async (c) => c.json(await adminServices(c).promoCodes.one(c.req.valid('param').id)))
  .patch('/:id', changes('nothing'), byId, jsonBody(promoUpdateSchema), promo, async (c) =>
    c.json(await adminServices(c).promoCodes.update(actorId(c), c.req.valid('param').id, c.req.valid('json'))),
  )
