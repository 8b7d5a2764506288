import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { AppError } from '../../app/domain/app-error'
import { controlCharacterFields } from '../../app/domain/text-rules'
import type { ApiEnv } from './app-env'
import { CERTIFICATE_FIELD, CERTIFICATE_MAX_BYTES } from '../../app/domain/partner-form'
import { formError, formMessage } from './form-errors'

type TooLarge = (c: Context<ApiEnv>) => AppError

const tooLarge: TooLarge = () => new AppError('too_large', 'The request body is too large')
/** The partner form's own §8 answer: its only large field is the certificate photo. */
const photoTooLarge: TooLarge = (c) => formError(c.var.locale, { [CERTIFICATE_FIELD]: 'file_too_large' })

/**
 * How large a request body may be, by API path (below /api/v1); the first match wins. Larger bodies
 * are refused before they are read whole (by their Content-Length, or while streaming).
 */
const BODY_LIMITS: readonly (readonly [prefix: string, bytes: number, refuse: TooLarge])[] = [
  ['/admin/', 12 * 1024 * 1024, tooLarge], // the price list (10 MB) and product pictures
  ['/core/partner', CERTIFICATE_MAX_BYTES + 256 * 1024, photoTooLarge], // the certificate photo and the fields
  ['/sync/', 2 * 1024 * 1024, tooLarge], // the ERP's price and stock list
  ['/webhooks/', 1024 * 1024, tooLarge], // a content change carries the document before and after
  ['/quick-order/sheet', 1024 * 1024, tooLarge], // a partner's sheet of codes and quantities
]
const DEFAULT_BODY_LIMIT = 64 * 1024

function limitOf(apiPath: string): { bytes: number; refuse: TooLarge } {
  const row = BODY_LIMITS.find(([prefix]) => apiPath === prefix.replace(/\/$/, '') || apiPath.startsWith(prefix))
  return row ? { bytes: row[1], refuse: row[2] } : { bytes: DEFAULT_BODY_LIMIT, refuse: tooLarge }
}

/** The API's body limit: one middleware, the limit of the path's row above. */
export function limitBodies() {
  return async (c: Context<ApiEnv>, next: () => Promise<void>) => {
    const { bytes, refuse } = limitOf(c.req.path.slice('/api/v1'.length))
    const limit = bodyLimit({
      maxSize: bytes,
      onError: () => {
        throw refuse(c)
      },
    })
    return limit(c, next)
  }
}

/** Refuses a parsed body holding control characters (400 naming the fields), in the caller's language. */
export function refuseControlCharacters(c: Context<ApiEnv>, body: unknown): void {
  const fields = controlCharacterFields(body)
  if (fields.length === 0) return
  const message = formMessage(c.var.locale, 'control_characters')
  throw new AppError('invalid_data', message, Object.fromEntries(fields.map((f) => [f, [message]])))
}

/** A JSON body, parsed; malformed JSON is the client's fault (400), never a 500. */
export async function readJson(c: Context<ApiEnv>): Promise<unknown> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new AppError('invalid_data', 'Malformed JSON body')
  }
  refuseControlCharacters(c, body)
  return body
}

/**
 * A visitor form's body as browsers and scripts send it (spec §7 "form data"): JSON, urlencoded or
 * multipart alike, as one object of fields (a repeated field becomes a list, a file stays a File).
 * Any other type is a 415.
 */
export async function readFormBody(c: Context<ApiEnv>): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/json') || type === '') {
    const body = await readJson(c)
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new AppError('invalid_data', 'Send the form as one object of fields')
    return body as Record<string, unknown>
  }
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    throw new AppError('unsupported_type', 'Send the form as JSON, urlencoded or multipart form data')
  }
  let body: Record<string, unknown>
  try {
    body = await c.req.parseBody({ all: true })
  } catch {
    throw new AppError('invalid_data', 'Malformed form body')
  }
  refuseControlCharacters(c, body)
  return body
}
