import { Hono } from 'hono'
import { failedDeliveriesSchema } from '../../../app/contract/admin-deliveries'
import { AppError } from '../../../app/domain/app-error'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { answers } from '../route-contract'
import { createDeliveriesService } from '../../services/deliveries'
import { actorId, byId } from './context'

const deliveries = (c: { var: ApiEnv['Variables'] }) => createDeliveriesService(c.var.services)

/** Emails and Viber/SMS messages that did not get through (/api/v1/admin/deliveries), and their resend. */
export const adminDeliveries = new Hono<ApiEnv>({ strict: false })
  .get('/failed', answers(failedDeliveriesSchema), async (c) => c.json(await deliveries(c).failed()))
  .post('/:id/resend', changes('nothing'), byId, answers(failedDeliveriesSchema), async (c) => {
    const service = deliveries(c)
    if (!(await service.resend(c.req.valid('param').id, actorId(c))))
      throw new AppError('conflict', 'delivery_not_failed')
    return c.json(await service.failed())
  })
