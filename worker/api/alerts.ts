import type { Context, Next } from 'hono'
import { Hono } from 'hono'
import { alertUnsubscribeSchema, stockAlertAcceptedSchema, stockAlertRequestSchema } from '../../app/contract/alerts'
import { normaliseEmail } from '../../app/domain/login-identifier'
import { clientIp } from '../services/rate-limit'
import type { ApiEnv } from './app-env'
import { changes } from './page-writes'
import { answers, jsonBody } from './route-contract'

/** Alert writes per IP, before the body is read: a script must not sign strangers up for mail. */
async function limited(c: Context<ApiEnv>, next: Next) {
  await c.var.services.rateLimit.check('forms', `stock_alert:${clientIp(c.req.raw.headers)}`)
  await next()
}

/** Back-in-stock and price-drop alerts: asked for from the product page and the wishlist. Mounted at /api/v1. */
export const alerts = new Hono<ApiEnv>({ strict: false })
  .post(
    '/alerts',
    changes('nothing'),
    limited,
    jsonBody(stockAlertRequestSchema),
    answers(stockAlertAcceptedSchema, 202),
    async (c) => {
      const body = c.req.valid('json')
      const { services, viewer, locale } = c.var
      await services.alerts.subscribe(
        {
          variantCode: body.variant_code,
          kind: body.kind,
          email: body.email ? normaliseEmail(body.email) : null,
          userId: viewer.userId,
          wholesale: viewer.isWholesaler,
          locale,
        },
        (email) => services.rateLimit.check('forms', `stock_alert_email:${email}`),
      )
      return c.json({ ok: true as const }, 202)
    },
  )
  .post(
    '/alerts/unsubscribe',
    changes('nothing'),
    limited,
    jsonBody(alertUnsubscribeSchema),
    answers(null, 204),
    async (c) => {
      await c.var.services.alerts.unsubscribe(c.req.valid('json').token)
      return c.body(null, 204)
    },
  )
