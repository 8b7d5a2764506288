import { type ClientResponse, hc } from 'hono/client'
import type { ErrorEnvelope } from '../contract/error'
import type { Locale } from '../domain/locale'
import type { ApiRoutes } from '../../worker/api'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** The rule code of each field (the envelope's `codes`): what the page translates. */
    readonly codes?: Record<string, string>,
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

/** The API as the browser calls it: every path, request and answer typed from the Worker's routes. */
export type ApiClient = ReturnType<typeof hc<ApiRoutes>>['api']['v1']
/** One request through the typed client, e.g. `(api) => api.order.quote.$post({ json: request })`. */
export type ApiCall<R extends ClientResponse<unknown, number, string>> = (api: ApiClient) => Promise<R>
/** What a call answers when it succeeds: its JSON, or null for an empty answer (204). */
export type Answer<R> = R extends ClientResponse<infer T, number, 'json'> ? T : null

/**
 * The spec writes every path with a trailing slash (§7) and the routes answer both; the browser
 * sends the spec's form, so what the network shows matches the spec. A file name stays as it is.
 */
function inSpecForm(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2)
  const slashed = path.endsWith('/') || /\.[a-z]+$/i.test(path) ? path : `${path}/`
  return query === undefined ? slashed : `${slashed}?${query}`
}

/** A client whose every call carries the page's language and, when given, the bearer token. */
export function clientFor(locale: Locale, token: string | null): ApiClient {
  return hc<ApiRoutes>('/', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(inSpecForm(String(input)), init),
    headers: token ? { 'accept-language': locale, authorization: `Bearer ${token}` } : { 'accept-language': locale },
  }).api.v1
}

/** The answer's JSON, or the error envelope thrown as an ApiError. */
async function answerOf(res: Pick<Response, 'ok' | 'status' | 'json'>): Promise<unknown> {
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    if (isErrorEnvelope(body))
      throw new ApiError(res.status, body.error.code, body.error.message, body.error.fields, body.error.codes)
    throw new ApiError(res.status, 'unknown', `HTTP ${res.status}`)
  }
  return body
}

/**
 * The browser's way to the API (spec §7): a typed call, with Accept-Language of the page's locale.
 * Answers are typed by the routes but not re-validated here: the server validated them, and a
 * schema library would double the page's JavaScript.
 */
export async function apiFetch<R extends ClientResponse<unknown, number, string>>(
  call: ApiCall<R>,
  opts: { locale: Locale; token?: string | null },
): Promise<Answer<R>> {
  return (await answerOf(await call(clientFor(opts.locale, opts.token ?? null)))) as Answer<R>
}
