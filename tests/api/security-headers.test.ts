import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFetchHandler } from '../../worker/router'
import { createApiClient, PRODUCTION_ENV } from '../support/api-env'

/** The headers every answer of the Worker carries, through its own fetch handler (the SSR fallback is a stub). */
const handler = createFetchHandler(
  () => new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } }),
)
const context = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
const fetchWith = (env: Env, path: string, method = 'GET') =>
  handler.fetch!(
    new Request(`http://127.0.0.1${path}`, { method }) as Parameters<NonNullable<typeof handler.fetch>>[0],
    env,
    context,
  )

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}
const headersOf = (res: Response, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, res.headers.get(name)]))

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

describe('security headers', () => {
  it.each([
    ['a page', '/catalogue', 'GET', 200],
    ['an API answer', '/api/v1/health', 'GET', 200],
    ['an API refusal', '/api/v1/shop/products/category-products/?page=-1', 'GET', 400],
    ['a legacy link (301)', '/about/', 'GET', 301],
    ['the payment return (303, an immutable redirect)', '/check-payment/abc', 'POST', 303],
    ['robots.txt', '/robots.txt', 'GET', 200],
  ])('%s carries them, and no HSTS outside production', async (_what, path, method, status) => {
    const res = await fetchWith(client.env, path, method)
    expect(res.status).toBe(status)
    expect(headersOf(res, Object.keys(EVERY_ANSWER))).toEqual(EVERY_ANSWER)
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('adds HSTS in production', async () => {
    const res = await fetchWith({ ...client.env, ...PRODUCTION_ENV } as Env, '/robots.txt')
    expect(res.status).toBe(200)
    expect(headersOf(res, Object.keys(EVERY_ANSWER))).toEqual(EVERY_ANSWER)
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})
