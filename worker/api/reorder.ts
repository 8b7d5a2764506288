import { Hono } from 'hono'
import { z } from 'zod'
import { invoiceSchema } from '../../app/contract/invoice'
import { reorderAnswerSchema } from '../../app/contract/reorder'
import { invoiceOf } from '../services/orders/invoice'
import { reorderLines } from '../services/orders/reorder'
import type { ApiEnv } from './app-env'
import { answers, params } from './route-contract'

const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31)

/** The buyer's earlier order priced for today, and a partner's invoice (mounted at /api/v1/order). */
export const reorder = new Hono<ApiEnv>({ strict: false })
  .get('/orders/:id/reorder', params(z.object({ id: idParam })), answers(reorderAnswerSchema), async (c) =>
    c.json(await reorderLines(c.var.services.db, c.req.valid('param').id, c.var.viewer, c.var.locale)),
  )
  // The partner's invoice of an order paid by invoice (the printable page reads it).
  .get('/orders/:id/invoice', params(z.object({ id: idParam })), answers(invoiceSchema), async (c) =>
    c.json(await invoiceOf(c.var.services.db, c.req.valid('param').id, c.var.viewer, c.var.locale)),
  )
