import { Hono } from 'hono'
import { z } from 'zod'
import { buyerReceiptsSchema } from '../../app/contract/fiscal'
import { AppError } from '../../app/domain/app-error'
import type { ApiEnv } from './app-env'
import { answers, params } from './route-contract'
import { createFiscalViews } from '../services/fiscal/views'

/** An order reference, as the buyer's by-reference order view reads it. */
const referenceParams = params(z.object({ reference: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }))

/** GET /order/receipts/{reference}: the issued fiscal receipts of an order, for its buyer's pages. */
export const buyerReceipts = new Hono<ApiEnv>({ strict: false }).get(
  '/receipts/:reference',
  referenceParams,
  answers(buyerReceiptsSchema),
  async (c) => {
    const { db, config, fiscal } = c.var.services
    const receipts = await createFiscalViews(db, config, fiscal).buyerReceipts(c.req.valid('param').reference)
    if (receipts === null) throw new AppError('not_found', 'Order not found')
    c.header('Cache-Control', 'no-store')
    return c.json(receipts)
  },
)
