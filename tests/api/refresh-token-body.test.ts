/**
 * A browser's call (Origin or Sec-Fetch-Site, which no script can set) never reads the refresh token
 * in an answer's body: it travels only in the HttpOnly session cookie. API clients keep the spec's pair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenPairSchema } from '../../app/contract/auth'
import { createApiClient } from '../support/api-env'
import { apiCalls, cookieOf, newUser, STOREFRONT } from '../support/browser-calls'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const { post, me } = apiCalls(() => client)

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
