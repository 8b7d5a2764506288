import { Hono } from 'hono'
import { idParam } from '../../../app/contract/admin-common'
import { adminPromoQuerySchema, promoCreateSchema, promoUpdateSchema } from '../../../app/contract/admin-promo'
import type { ApiEnv } from '../app-env'
import { parseJson, parseParam, parseQuery } from '../validate'
import { actorId, adminServices } from './context'
import { changes } from '../page-writes'

export const adminPromoCodes = new Hono<ApiEnv>({ strict: false })
  .get('/', async (c) => c.json(await adminServices(c).promoCodes.list(parseQuery(c, adminPromoQuerySchema))))
  .post('/', changes('nothing'), async (c) => c.json(await adminServices(c).promoCodes.create(actorId(c), await parseJson(c, promoCreateSchema)), 201))
  .get('/:id', async (c) => c.json(await adminServices(c).promoCodes.one(parseParam(idParam, c.req.param('id')))))
  .patch('/:id', changes('nothing'), async (c) => {
    const id = parseParam(idParam, c.req.param('id'))
    return c.json(await adminServices(c).promoCodes.update(actorId(c), id, await parseJson(c, promoUpdateSchema)))
  })
