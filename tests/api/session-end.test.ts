/**
 * An access token lives only as long as its session: logout, a password change and a replayed
 * refresh token (which revokes the family) end it at once, not when its 15 minutes run out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenPairSchema } from '../../app/contract/auth'
import { hashPassword } from '../../app/domain/password-hash'
import { DUMMY_TOKEN } from '../../worker/adapters/turnstile'
import { signAccessToken } from '../../worker/services/auth/access-token'
import { hashRefreshToken, ROTATION_RACE_MS } from '../../worker/services/auth/refresh-tokens'
import { getServices } from '../../worker/services/context'
import { createApiClient } from '../support/api-env'
import { testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const me = (access: string) =>
  client.request('/api/v1/auth/users/me/', { headers: { authorization: `Bearer ${access}` } })

let serial = 0
async function signedIn() {
  const email = `session.end.${Date.now()}.${FILE_ID}.${serial++}@example.com`
  const password = 'session-end-pass-1'
  const db = testDbClient()
  try {
    await db.execute({
      sql: 'INSERT INTO users (email, password_hash, is_active, first_name) VALUES (?, ?, 1, ?)',
      args: [email, await hashPassword(password), 'Тест'],
    })
  } finally {
    db.close()
  }
  const login = async () => {
    const res = await post('/company/auth/token/custom-login/', { email, password, recaptchaToken: DUMMY_TOKEN })
    expect(res.status).toBe(200)
    return tokenPairSchema.parse(await res.json())
  }
  return { email, password, login }
}

describe('an access token ends with its session', () => {
  it('after logout: refused at once, while another session of the same user carries on', async () => {
    const user = await signedIn()
    const phone = await user.login()
    const laptop = await user.login()
    expect((await me(phone.access)).status).toBe(200)
    expect((await post('/auth/logout/', { refresh: phone.refresh })).status).toBe(204)
    expect((await me(phone.access)).status).toBe(401)
    expect((await me(laptop.access)).status).toBe(200)
  })

  it('after a password change: every earlier access token is refused, the new pair works', async () => {
    const user = await signedIn()
    const a = await user.login()
    const b = await user.login()
    const res = await post(
      '/auth/users/set_password/',
      { current_password: user.password, new_password: 'another-pass-22', re_new_password: 'another-pass-22' },
      { authorization: `Bearer ${a.access}` },
    )
    expect(res.status).toBe(200)
    const renewed = tokenPairSchema.parse(await res.json())
    expect((await me(a.access)).status).toBe(401)
    expect((await me(b.access)).status).toBe(401)
    expect((await me(renewed.access)).status).toBe(200)
  })

  it('after a replayed refresh token revokes its family: the access tokens of the whole family are refused', async () => {
    const user = await signedIn()
    const first = await user.login()
    const rotated = await post('/auth/jwt/refresh/', { refresh: first.refresh })
    expect(rotated.status).toBe(200)
    const second = tokenPairSchema.parse(await rotated.json())
    expect((await me(first.access)).status).toBe(200)
    expect((await me(second.access)).status).toBe(200)
    // A stolen copy of the first token, replayed later than any concurrent rotation could be.
    const db = testDbClient()
    try {
      await db.execute({
        sql: 'UPDATE refresh_tokens SET used_at = used_at - ? WHERE token_hash = ?',
        args: [ROTATION_RACE_MS + 1000, await hashRefreshToken(first.refresh)],
      })
    } finally {
      db.close()
    }
    expect((await post('/auth/jwt/refresh/', { refresh: first.refresh })).status).toBe(401)
    expect((await me(first.access)).status).toBe(401)
    expect((await me(second.access)).status).toBe(401)
  })

  it("a token signed with the store secret but naming no session, or someone else's session, is refused", async () => {
    const user = await signedIn()
    const mine = await user.login()
    const other = await (await signedIn()).login()
    const secret = getServices(client.env).config.JWT_SECRET
    const otherSession = JSON.parse(atob(other.access.split('.')[1]!)) as { sid: string }
    const myId = Number((JSON.parse(atob(mine.access.split('.')[1]!)) as { sub: string }).sub)
    const borrowed = await signAccessToken({ userId: myId, sessionId: otherSession.sid }, secret)
    expect((await me(borrowed)).status).toBe(401)
    const made = await signAccessToken({ userId: myId, sessionId: crypto.randomUUID() }, secret)
    expect((await me(made)).status).toBe(401)
  })
})
