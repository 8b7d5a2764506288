import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorEnvelope } from '../../app/contract/error'
import { AppError, type ErrorCode } from '../../app/domain/app-error'
import { isDependencyFailure } from '../services/degraded'
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
  unavailable: 503,
  too_large: 413,
  unsupported_type: 415,
  key_reused: 422,
}

export function errorResponse(c: Context, error: AppError) {
  const body: ErrorEnvelope = { error: { code: error.code, message: error.message } }
  if (error.fields) body.error.fields = error.fields
  if (error.codes) body.error.codes = error.codes
  if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds))
  return c.json(body, STATUS[error.code])
}

/**
 * Hono's onError: known errors keep their code; a dependency that could not be reached or did not
 * answer in time is a 503 the caller may retry; anything else is logged and answers a bare 500.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof AppError) return errorResponse(c, error)
  if (isDependencyFailure(error)) {
    console.warn('API answered 503: a dependency failed or timed out', error)
    c.header('Retry-After', '5')
    return errorResponse(c, new AppError('unavailable', 'Service temporarily unavailable. Please try again.'))
  }
  console.error('Unhandled API error', error)
  return c.json({ error: { code: 'internal', message: 'Internal server error' } }, 500)
}

export function handleNotFound(c: Context) {
  // The path is not repeated: an answer never echoes the caller's input.
  return errorResponse(c, new AppError('not_found', 'No such API route'))
}
