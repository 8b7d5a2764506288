import { Hono } from 'hono'
import { adminFiscalReceiptsSchema, fiscalTodaySchema } from '../../../app/contract/fiscal'
import { AppError } from '../../../app/domain/app-error'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { answers } from '../route-contract'
import { byId } from './context'
import { createFiscalViews } from '../../services/fiscal/views'

const views = (c: { var: ApiEnv['Variables'] }) =>
  createFiscalViews(c.var.services.db, c.var.services.config, c.var.services.fiscal)

/** Fiscal receipts in the back office (/api/v1/admin/fiscal): an order's receipts, the unfinished ones, today's. */
export const adminFiscal = new Hono<ApiEnv>({ strict: false })
  .get('/receipts', answers(adminFiscalReceiptsSchema), async (c) => c.json(await views(c).unfinished()))
  .get('/orders/:id/receipts', byId, answers(adminFiscalReceiptsSchema), async (c) =>
    c.json(await views(c).orderReceipts(c.req.valid('param').id)),
  )
  .post('/receipts/:id/retry', changes('nothing'), byId, answers(adminFiscalReceiptsSchema), async (c) => {
    const { id } = c.req.valid('param')
    if (!(await c.var.services.fiscal.retry(id))) throw new AppError('conflict', 'fiscal_receipt_not_rejected')
    return c.json(await views(c).unfinished())
  })
  .get('/today', answers(fiscalTodaySchema), async (c) => c.json(await views(c).today()))
