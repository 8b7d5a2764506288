import type { MiddlewareHandler } from 'hono'
import { csrf } from 'hono/csrf'
import { HTTPException } from 'hono/http-exception'
import { AppError } from '../../app/domain/app-error'
import type { ApiEnv } from './app-env'
import { fromBrowser } from './session-cookie'

/**
 * A browser's state-changing request must come from the store's own pages. Hono's `csrf` does the
 * check (a form-like or empty content type needs Sec-Fetch-Site: same-origin or the store's Origin);
 * a JSON body from another site cannot arrive at all, as its preflight finds no CORS. It runs only for
 * browser calls: API clients, providers' callbacks and the ERP send neither header and carry no
 * cookie a forged page could ride on. A refusal is the error envelope, before the body is read.
 */
export function refuseCrossSite(): MiddlewareHandler<ApiEnv> {
  const check = csrf({
    origin: (origin, c) =>
      origin === new URL(c.req.url).origin ||
      origin === new URL((c.var as ApiEnv['Variables']).services.config.SITE_URL).origin,
  })
  return async (c, next) => {
    if (!fromBrowser(c)) return next()
    try {
      await check(c, () => Promise.resolve())
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403)
        throw new AppError('not_allowed', 'A request from another site cannot change anything here')
      throw error
    }
    return next()
  }
}
