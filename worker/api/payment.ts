import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  purchaseFormSchema,
  paymentStatusRequestSchema,
  paymentStatusSchema,
  purchaseFormRequestSchema,
  wayforpayCallbackSchema,
} from '../../app/contract/payment'
import { AppError } from '../../app/domain/app-error'
import type { ApiEnv } from './app-env'
import { changes } from './page-writes'
import { answers, jsonBody } from './route-contract'

/**
 * A provider report (a WayForPay callback or a status poll) is a few hundred bytes; anything much
 * larger is refused before it is read, let alone stored.
 */
export const PAYMENT_REPORT_MAX_BYTES = 16 * 1024
const boundedReport = bodyLimit({
  maxSize: PAYMENT_REPORT_MAX_BYTES,
  onError: () => {
    throw new AppError('too_large', `The body is larger than ${PAYMENT_REPORT_MAX_BYTES / 1024} KB`)
  },
})

/** Card payment through WayForPay (spec §7 "Orders and payment"). Mounted at /api/v1/order. */
export const payment = new Hono<ApiEnv>({ strict: false })
  .post(
    '/generate-wayforpay-url',
    changes('nothing'),
    jsonBody(purchaseFormRequestSchema),
    answers(purchaseFormSchema),
    async (c) => c.json(await c.var.services.payments.purchaseForm(c.req.valid('json'), c.var.locale)),
  )
  // serviceUrl: WayForPay posts its JSON here (whatever content type it names).
  .post(
    '/payment/service-url',
    changes('nothing'),
    boundedReport,
    jsonBody(wayforpayCallbackSchema),
    answers('AcceptReply'),
    async (c) => {
      const callback = c.req.valid('json')
      await c.var.services.rateLimit.check('paymentReports', callback.orderReference)
      return c.json(await c.var.services.payments.acceptCallback(callback))
    },
  )
  .post(
    '/payment/callback',
    changes('nothing'),
    boundedReport,
    jsonBody(paymentStatusRequestSchema),
    answers(paymentStatusSchema),
    async (c) => {
      const { orderReference, first_check } = c.req.valid('json')
      await c.var.services.rateLimit.check('paymentReports', orderReference)
      return c.json(await c.var.services.payments.status(orderReference, first_check))
    },
  )
