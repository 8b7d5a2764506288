/**
 * A browser's write from another site (a forged form: text/plain, urlencoded or multipart, which need
 * no preflight) is refused with the error envelope before anything is read or changed. Browsers are
 * told apart by Origin and Sec-Fetch-Site, which no script can set; API clients send neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../support/api-env'
import { apiCalls, cookieOf, newUser, STOREFRONT } from '../support/browser-calls'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

/** A page on another site posting a form (text/plain needs no preflight). */
const FORGED = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }

const { post, me } = apiCalls(() => client)

describe('a browser’s write from another site is refused', () => {
  it('a cross-site text/plain logout is 403 in the error envelope, and the session carries on', async () => {
    const user = await newUser()
    const login = await post('/company/auth/token/custom-login/', user, STOREFRONT)
    const session = cookieOf(login)!
    const { access } = (await login.json()) as { access: string }
    const forged = await post('/auth/logout/', '{}', {
      ...FORGED,
      'content-type': 'text/plain',
      cookie: `session=${session}`,
    })
    expect(forged.status).toBe(403)
    const body = (await forged.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('not_allowed')
    expect(forged.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false)
    expect((await me(access)).status).toBe(200)
    // An older browser without Sec-Fetch-Site is told apart by its Origin alone; a form post likewise.
    const byOrigin = await post('/auth/logout/', 'refresh=x', {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `session=${session}`,
    })
    expect(byOrigin.status).toBe(403)
    expect((await me(access)).status).toBe(200)
    // The store's own logout still ends the session.
    const own = await post('/auth/logout/', {}, { ...STOREFRONT, cookie: `session=${session}` })
    expect(own.status).toBe(204)
    expect((await me(access)).status).toBe(401)
  })

  it('a cross-site form to another write route (a product comment) is refused before it is read', async () => {
    const res = await client.request('/api/v1/shop/comments/', {
      method: 'POST',
      headers: { ...FORGED, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_allowed')
  })

  it('API clients, and the store’s own calls, keep working whatever their body type', async () => {
    expect((await post('/auth/logout/', '{}', { 'content-type': 'text/plain' })).status).toBe(204)
    expect((await post('/auth/logout/', '{}', { ...STOREFRONT, 'content-type': 'text/plain' })).status).toBe(204)
    const sameOriginByHeaderAlone = { origin: 'http://localhost', 'content-type': 'text/plain' }
    expect((await post('/auth/logout/', '{}', sameOriginByHeaderAlone)).status).toBe(204)
  })
})
