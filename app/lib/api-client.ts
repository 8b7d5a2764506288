import type { z } from 'zod'
import { errorEnvelopeSchema } from '../contract/error'
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

/**
 * The browser's way to the API (spec §7): every call carries Accept-Language with the page's locale,
 * and the answer is checked against the contract schema.
 */
export async function apiFetch<S extends z.ZodType>(path: string, schema: S, opts: { locale: Locale; init?: RequestInit }): Promise<z.infer<S>> {
  const headers = new Headers(opts.init?.headers)
  headers.set('accept-language', opts.locale)
  if (opts.init?.body && !headers.has('content-type')) headers.set('content-type', 'application/json')
  const res = await fetch(`${API_BASE}${path}`, { ...opts.init, headers })
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const envelope = errorEnvelopeSchema.safeParse(body)
    if (envelope.success) throw new ApiError(res.status, envelope.data.error.code, envelope.data.error.message, envelope.data.error.fields)
    throw new ApiError(res.status, 'unknown', `HTTP ${res.status}`)
  }
  return schema.parse(body)
}
