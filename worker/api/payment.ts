import { Hono } from 'hono'
import { paymentStatusRequestSchema, purchaseFormRequestSchema, wayforpayCallbackSchema } from '../../app/contract/payment'
import type { ApiEnv } from './app-env'
import { parseJson } from './validate'
import { changes } from './page-writes'

/** Card payment through WayForPay (spec §7 "Orders and payment"). Mounted at /api/v1/order. */
export const payment = new Hono<ApiEnv>({ strict: false })
  .post('/generate-wayforpay-url', changes('nothing'), async (c) => {
    const request = await parseJson(c, purchaseFormRequestSchema)
    return c.json(await c.var.services.payments.purchaseForm(request, c.var.locale))
  })
  // serviceUrl: WayForPay posts its JSON here (whatever content type it names).
  .post('/payment/service-url', changes('nothing'), async (c) => {
    const callback = await parseJson(c, wayforpayCallbackSchema)
    return c.json(await c.var.services.payments.acceptCallback(callback))
  })
  .post('/payment/callback', changes('nothing'), async (c) => {
    const { orderReference, first_check } = await parseJson(c, paymentStatusRequestSchema)
    return c.json(await c.var.services.payments.status(orderReference, first_check))
  })
