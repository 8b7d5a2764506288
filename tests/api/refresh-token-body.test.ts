/**
 * A browser's call (Origin or Sec-Fetch-Site, which no script can set) never reads the refresh token
 * in an answer's body: it travels only in the HttpOnly session cookie. API clients keep the spec's pair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenPairSchema } from '../../app/contract/auth'
import { hashPassword } from '../../app/domain/password-hash'
import { DUMMY_TOKEN } from '../../worker/adapters/turnstile'
import { createApiClient } from '../support/api-env'
import { testDbClient } from '../support/tokens'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

/** What Chromium sends with the storefront's own fetch (the in-process API answers at http://localhost). */
const STOREFRONT = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const me = (access: string) =>
  client.request('/api/v1/auth/users/me/', { headers: { authorization: `Bearer ${access}` } })

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))
    ?.split(';')[0]!
    .slice('session='.length) ?? null

let serial = 0
async function newUser() {
  const email = `browser.calls.${Date.now()}.${process.pid}.${serial++}@example.com`
  const password = 'browser-calls-pass-1'
  const db = testDbClient()
  try {
    await db.execute({
      sql: 'INSERT INTO users (email, password_hash, is_active, first_name) VALUES (?, ?, 1, ?)',
      args: [email, await hashPassword(password), 'Тест'],
    })
  } finally {
    db.close()
  }
  return { email, password, recaptchaToken: DUMMY_TOKEN }
}

describe('the refresh token stays out of the storefront’s JSON', () => {
  it('login and refresh from the storefront answer the access token alone; the cookie carries the refresh token', async () => {
    const user = await newUser()
    const login = await post('/company/auth/token/custom-login/', user, STOREFRONT)
    expect(login.status).toBe(200)
    const session = cookieOf(login)!
    const text = await login.text()
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['access'])
    expect(text).not.toContain(session)
    expect((await me((JSON.parse(text) as { access: string }).access)).status).toBe(200)

    const refresh = await post('/auth/jwt/refresh/', {}, { ...STOREFRONT, cookie: `session=${session}` })
    expect(refresh.status).toBe(200)
    const rotated = cookieOf(refresh)!
    expect(rotated).not.toBe(session)
    const refreshed = await refresh.text()
    expect(Object.keys(JSON.parse(refreshed) as object)).toEqual(['access'])
    expect(refreshed).not.toContain(rotated)
  })

  it('a storefront password change answers the access token alone', async () => {
    const user = await newUser()
    const pair = tokenPairSchema.parse(await (await post('/company/auth/token/custom-login/', user)).json())
    const res = await post(
      '/auth/users/set_password/',
      { current_password: user.password, new_password: 'another-pass-77', re_new_password: 'another-pass-77' },
      { ...STOREFRONT, authorization: `Bearer ${pair.access}` },
    )
    expect(res.status).toBe(200)
    expect(Object.keys((await res.json()) as object)).toEqual(['access'])
  })

  it('an API client (neither header) still gets the spec’s pair, on login and on refresh', async () => {
    const user = await newUser()
    const login = await post('/company/auth/token/custom-login/', user)
    const pair = tokenPairSchema.parse(await login.json())
    expect(cookieOf(login)).toBe(pair.refresh)
    const refresh = await post('/auth/jwt/refresh/', { refresh: pair.refresh })
    const next = tokenPairSchema.parse(await refresh.json())
    expect(next.refresh).not.toBe(pair.refresh)
  })

  it('the OpenAPI document says when the refresh token is left out', async () => {
    const doc = JSON.stringify(await (await client.request('/api/v1/openapi.json')).json())
    expect(doc).toContain('Left out for browser calls')
  })
})
