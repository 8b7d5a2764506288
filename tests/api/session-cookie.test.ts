import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenPairSchema } from '../../app/contract/auth'
import { DUMMY_TOKEN } from '../../worker/adapters/turnstile'
import { hashRefreshToken, ROTATION_RACE_MS } from '../../worker/services/auth/refresh-tokens'
import { viewerFromSession } from '../../worker/services/catalogue/viewer'
import { getServices } from '../../worker/services/context'
import { createApiClient } from '../support/api-env'
import { testDbClient } from '../support/tokens'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request(url.startsWith('http') ? url : `/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** The session cookie an answer set: its value and attributes, lower-cased names. */
function sessionCookie(res: Response): { value: string; attributes: Record<string, string> } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith('session='))
  if (!line) return null
  const [pair, ...rest] = line.split(';').map((part) => part.trim())
  const attributes = Object.fromEntries(
    rest.map((a) => {
      const [k, v] = a.split('=')
      return [k!.toLowerCase(), v ?? '']
    }),
  )
  return { value: decodeURIComponent(pair!.slice('session='.length)), attributes }
}

async function logIn(email: string, password: string, url = '/company/auth/token/custom-login/') {
  const res = await post(url, { email, password, recaptchaToken: DUMMY_TOKEN })
  expect(res.status).toBe(200)
  return { pair: tokenPairSchema.parse(await res.json()), cookie: sessionCookie(res)! }
}

const pageViewer = (token: string | undefined) => viewerFromSession(getServices(client.env).db, token)

async function backdateUse(token: string, ms: number) {
  const db = testDbClient()
  try {
    await db.execute({
      sql: 'UPDATE refresh_tokens SET used_at = used_at - ? WHERE token_hash = ?',
      args: [ms, await hashRefreshToken(token)],
    })
  } finally {
    db.close()
  }
}

describe('the session cookie: the refresh token where the server can read it on a page request', () => {
  it('is set by login: the refresh token, HttpOnly, SameSite=Lax, path /, 30 days; Secure on https', async () => {
    const { pair, cookie } = await logIn('customer@example.com', 'customer12345')
    expect(cookie.value).toBe(pair.refresh)
    expect(cookie.attributes).toMatchObject({
      httponly: '',
      samesite: 'Lax',
      path: '/',
      'max-age': String(30 * 24 * 3600),
    })
    expect(cookie.attributes).not.toHaveProperty('secure')
    const secure = await logIn(
      'customer@example.com',
      'customer12345',
      'https://shop.example/api/v1/company/auth/token/custom-login/',
    )
    expect(secure.cookie.attributes).toHaveProperty('secure')
  })

  it('renders pages for its buyer: an approved wholesaler is wholesale, a customer and a pending partner retail, anything else anonymous', async () => {
    const partner = await logIn('partner@example.com', 'partner12345')
    expect(await pageViewer(partner.cookie.value)).toMatchObject({ isWholesaler: true, userId: expect.any(Number) })
    const customer = await logIn('customer@example.com', 'customer12345')
    expect(await pageViewer(customer.cookie.value)).toMatchObject({ isWholesaler: false, userId: expect.any(Number) })
    const pending = await logIn('pending.partner@example.com', 'partner12345')
    expect(await pageViewer(pending.cookie.value)).toMatchObject({ isWholesaler: false })
    for (const forged of [undefined, '', 'x'.repeat(43), 'not a token; drop table', partner.pair.access]) {
      expect(await pageViewer(forged)).toMatchObject({ userId: null, isWholesaler: false })
    }
  })

  it('rotates on refresh without a body: the new token is the cookie, the old one stops rendering for the buyer after the race window', async () => {
    const { cookie } = await logIn('partner@example.com', 'partner12345')
    const res = await post('/auth/jwt/refresh/', {}, { cookie: `session=${cookie.value}` })
    expect(res.status).toBe(200)
    const pair = tokenPairSchema.parse(await res.json())
    const rotated = sessionCookie(res)!
    expect(rotated.value).toBe(pair.refresh)
    expect(rotated.value).not.toBe(cookie.value)
    // A page request that left with the old token a moment before still renders for the buyer...
    expect((await pageViewer(cookie.value)).isWholesaler).toBe(true)
    // ...but not once the race window has passed.
    await backdateUse(cookie.value, ROTATION_RACE_MS + 1000)
    expect((await pageViewer(cookie.value)).userId).toBeNull()
    expect((await pageViewer(rotated.value)).isWholesaler).toBe(true)
  })

  it('detects reuse: replaying an old cookie revokes the family, so the current cookie no longer renders wholesale either', async () => {
    const { cookie } = await logIn('partner@example.com', 'partner12345')
    const res = await post('/auth/jwt/refresh/', {}, { cookie: `session=${cookie.value}` })
    const current = sessionCookie(res)!
    await backdateUse(cookie.value, ROTATION_RACE_MS + 1000)
    const replay = await post('/auth/jwt/refresh/', {}, { cookie: `session=${cookie.value}` })
    expect(replay.status).toBe(401)
    expect(sessionCookie(replay)).toBeNull()
    expect((await pageViewer(current.value)).userId).toBeNull()
    expect((await post('/auth/jwt/refresh/', {}, { cookie: `session=${current.value}` })).status).toBe(401)
  })

  it('is cleared by logout, which ends the family: the cookie renders retail and refreshes nothing', async () => {
    const { cookie } = await logIn('partner@example.com', 'partner12345')
    const res = await post('/auth/logout/', {}, { cookie: `session=${cookie.value}` })
    expect(res.status).toBe(204)
    expect(sessionCookie(res)).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/' } })
    expect((await pageViewer(cookie.value)).userId).toBeNull()
    expect((await post('/auth/jwt/refresh/', {}, { cookie: `session=${cookie.value}` })).status).toBe(401)
  })

  it('answers a refresh with neither a body token nor a cookie 400 naming refresh, and a logout without a session 204', async () => {
    const res = await post('/auth/jwt/refresh/', {})
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { fields: Record<string, unknown> } }).error.fields).toHaveProperty(
      'refresh',
    )
    expect((await post('/auth/logout/', {})).status).toBe(204)
  })

  it('keeps API clients on the body: a body token is refreshed and answered with a cookie too', async () => {
    const { pair } = await logIn('customer@example.com', 'customer12345')
    const res = await post('/auth/jwt/refresh/', { refresh: pair.refresh })
    expect(res.status).toBe(200)
    expect(sessionCookie(res)!.value).toBe(tokenPairSchema.parse(await res.json()).refresh)
  })
})
