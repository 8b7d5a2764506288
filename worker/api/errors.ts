import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorEnvelope } from '../../app/contract/error'
import { AppError, type ErrorCode } from '../../app/domain/app-error'
import { RateLimitedError } from '../services/rate-limit'

/** The one place an error code becomes an HTTP status. */
const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_data: 400,
  unauthorized: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  insufficient_inventory: 409,
  rate_limited: 429,
  too_large: 413,
  unavailable: 503,
}

export function errorResponse(c: Context, error: AppError) {
  const body: ErrorEnvelope = { error: { code: error.code, message: error.message } }
  if (error.fields) body.error.fields = error.fields
  if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds))
  return c.json(body, STATUS[error.code])
}

/** Hono's onError: known errors keep their code; anything else is logged and answers a bare 500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof AppError) return errorResponse(c, error)
  console.error('Unhandled API error', error)
  return c.json({ error: { code: 'internal', message: 'Internal server error' } }, 500)
}

export function handleNotFound(c: Context) {
  return errorResponse(c, new AppError('not_found', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`))
}
