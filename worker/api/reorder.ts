import { Hono } from 'hono'
import { z } from 'zod'
import { reorderAnswerSchema } from '../../app/contract/reorder'
import { reorderLines } from '../services/orders/reorder'
import type { ApiEnv } from './app-env'
import { answers, params } from './route-contract'

const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31)

/** The buyer's earlier order, priced for today, to put back in the cart (mounted at /api/v1/order). */
export const reorder = new Hono<ApiEnv>({ strict: false }).get(
  '/orders/:id/reorder',
  params(z.object({ id: idParam })),
  answers(reorderAnswerSchema),
  async (c) => c.json(await reorderLines(c.var.services.db, c.req.valid('param').id, c.var.viewer, c.var.locale)),
)
