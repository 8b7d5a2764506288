import { Hono } from 'hono'
import { z } from 'zod'
import { heldPriceLineSchema } from '../../../app/contract/price-list'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { productOf } from '../page-subjects'
import { answers } from '../route-contract'
import { actorId, adminServices, byId } from './context'

/** Lines of the ERP's feed held for confirmation: staff list them and confirm or drop each. */
export const adminHeldPrices = new Hono<ApiEnv>({ strict: false })
  .get('/', answers(z.array(heldPriceLineSchema)), async (c) =>
    c.json(await adminServices(c).priceSync.waiting(c.var.locale)),
  )
  // One variant's prices (the service purges the kept card lists): its product's page and the listings.
  .post('/:id/confirm', changes('product', productOf.heldLineParam), byId, answers(null, 204), async (c) => {
    await adminServices(c).priceSync.confirm(actorId(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .post('/:id/drop', changes('nothing'), byId, answers(null, 204), async (c) => {
    await adminServices(c).priceSync.drop(actorId(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
