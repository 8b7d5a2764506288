import type { ErrorEnvelope } from '../contract/error'
import type { Locale } from '../domain/locale'

export const API_BASE = '/api/v1'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message)
  }
}

/** The shop refused the request for now: too many of them from this address or account (429). */
export const isRateLimited = (error: unknown): boolean => error instanceof ApiError && error.status === 429

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error
  return typeof error?.code === 'string' && typeof error.message === 'string'
}

/**
 * The browser's way to the API (spec §7): every call carries Accept-Language with the page's locale.
 * Answers are typed by the contract but not re-validated here: the server validated them, and a
 * schema library would double the page's JavaScript.
 */
export async function apiFetch<T>(path: string, opts: { locale: Locale; init?: RequestInit }): Promise<T> {
  const headers = new Headers(opts.init?.headers)
  headers.set('accept-language', opts.locale)
  // A FormData body (a file upload) sets its own multipart content type with the boundary.
  if (opts.init?.body && !(opts.init.body instanceof FormData) && !headers.has('content-type')) headers.set('content-type', 'application/json')
  const res = await fetch(`${API_BASE}${path}`, { ...opts.init, headers })
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    if (isErrorEnvelope(body)) throw new ApiError(res.status, body.error.code, body.error.message, body.error.fields)
    throw new ApiError(res.status, 'unknown', `HTTP ${res.status}`)
  }
  return body as T
}
