import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { meSchema, tokenPairSchema, wholesaleStatusSchema } from '../../app/contract/auth'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { categoryProductsResponseSchema } from '../../app/contract/listing'
import { DUMMY_TOKEN, TEST_SECRETS } from '../../worker/adapters/turnstile'
import { hashPassword, PBKDF2_ITERATIONS } from '../../app/domain/password-hash'
import { hashRefreshToken, ROTATION_RACE_MS } from '../../worker/services/auth/refresh-tokens'
import { BOT_CHECK_MESSAGE } from '../../worker/services/bot-check'
import { createApiClient } from '../support/api-env'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request(`/api/v1${path}`, json(body, headers))
const patch = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request(`/api/v1${path}`, { ...json(body, headers), method: 'PATCH' })
const get = (path: string, headers: Record<string, string> = {}) => client.request(`/api/v1${path}`, { headers })

const login = (credentials: Record<string, string>) =>
  post('/company/auth/token/custom-login/', { recaptchaToken: DUMMY_TOKEN, ...credentials })
const loginOk = async (credentials: Record<string, string>) => {
  const res = await login(credentials)
  expect(res.status).toBe(200)
  return tokenPairSchema.parse(await res.json())
}
const refresh = (token: string) => post('/auth/jwt/refresh/', { refresh: token })
const bearer = (access: string) => ({ authorization: `Bearer ${access}` })
const envelope = async (res: Response) => errorEnvelopeSchema.parse(await res.json()).error

let serial = 0
/** A user of this test alone (tests share one database; seeded passwords never change). */
async function createUser(options: { password?: string; active?: boolean; iterations?: number; phone?: string } = {}) {
  const email = `auth.${Date.now()}.${FILE_ID}.${serial++}@example.com`
  const password = options.password ?? 'secret-pass-1'
  const db = testDbClient()
  try {
    const { lastInsertRowid } = await db.execute({
      sql: 'INSERT INTO users (email, phone, password_hash, is_active, first_name) VALUES (?, ?, ?, ?, ?)',
      args: [
        email,
        options.phone ?? null,
        await hashPassword(password, options.iterations),
        options.active === false ? 0 : 1,
        'Тест',
      ],
    })
    return { id: Number(lastInsertRowid), email, password }
  } finally {
    db.close()
  }
}
const storedHash = async (id: number) => {
  const db = testDbClient()
  try {
    return String(
      (await db.execute({ sql: 'SELECT password_hash FROM users WHERE id = ?', args: [id] })).rows[0]!.password_hash,
    )
  } finally {
    db.close()
  }
}

describe('login', () => {
  it('logs in by email, case-insensitively, and the access token opens /auth/users/me', async () => {
    const { access, refresh: token } = await loginOk({ email: ' Customer@Example.com ', password: 'customer12345' })
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const me = meSchema.parse(await (await get('/auth/users/me/', bearer(access))).json())
    expect(me.email).toBe('customer@example.com')
    expect(me.is_whoosaler).toBe(false)
  })

  it('logs in by phone, and by an identifier classified as a phone', async () => {
    const byPhone = await loginOk({ phone: '+380501112233', password: 'customer12345' })
    expect(meSchema.parse(await (await get('/auth/users/me/', bearer(byPhone.access))).json()).email).toBe(
      'customer@example.com',
    )
    const byIdentifier = await loginOk({ identifier: '380671112233', password: 'partner12345' })
    expect(meSchema.parse(await (await get('/auth/users/me/', bearer(byIdentifier.access))).json()).email).toBe(
      'partner@example.com',
    )
    // Typed with spaces, as people write numbers and as registration accepts them.
    const spaced = await loginOk({ identifier: '+38 050 111 22 33', password: 'customer12345' })
    expect(meSchema.parse(await (await get('/auth/users/me/', bearer(spaced.access))).json()).email).toBe(
      'customer@example.com',
    )
  })

  it('answers one identical 401 for a wrong password and an unknown account', async () => {
    const wrong = await login({ email: 'customer@example.com', password: 'not-the-password' })
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' })
    const unknownPhone = await login({ phone: '+380999999999', password: 'customer12345' })
    expect([wrong.status, unknown.status, unknownPhone.status]).toEqual([401, 401, 401])
    const bodies = await Promise.all([wrong, unknown, unknownPhone].map((r) => r.json()))
    expect(bodies[0]).toEqual({
      error: { code: 'unauthorized', message: 'Please enter the correct email and password' },
    })
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
  })

  it('tells an inactive account with the right password to activate it (403), but not with a wrong one', async () => {
    const user = await createUser({ active: false })
    const res = await login({ email: user.email, password: user.password })
    expect(res.status).toBe(403)
    const error = await envelope(res)
    expect(error.code).toBe('not_allowed')
    expect(error.message).toMatch(/activat/i)
    expect((await login({ email: user.email, password: 'wrong-password' })).status).toBe(401)
  })

  it('requires the bot-check token and exactly one identifier', async () => {
    const missing = await post('/company/auth/token/custom-login/', {
      email: 'customer@example.com',
      password: 'customer12345',
    })
    expect(missing.status).toBe(400)
    expect((await envelope(missing)).fields).toHaveProperty('recaptchaToken')
    const empty = await login({ email: 'customer@example.com', password: 'customer12345', recaptchaToken: '  ' })
    expect(empty.status).toBe(400)
    expect((await envelope(empty)).fields).toHaveProperty('recaptchaToken')
    const both = await login({ email: 'customer@example.com', phone: '+380501112233', password: 'customer12345' })
    expect(both.status).toBe(400)
    expect((await envelope(both)).fields).toHaveProperty('email')
    const badPhone = await login({ phone: '+380 50 111', password: 'customer12345' })
    expect((await envelope(badPhone)).fields).toHaveProperty('phone')
    const noPassword = await login({ email: 'customer@example.com' })
    expect((await envelope(noPassword)).fields).toHaveProperty('password')
  })

  it('refuses a token the bot check fails, with the recaptcha message', async () => {
    const failing = await createApiClient({ TURNSTILE_SECRET_KEY: TEST_SECRETS.fail })
    try {
      const res = await failing.request(
        '/api/v1/company/auth/token/custom-login/',
        json({ email: 'customer@example.com', password: 'customer12345', recaptchaToken: DUMMY_TOKEN }),
      )
      expect(res.status).toBe(400)
      expect((await envelope(res)).fields?.recaptchaToken).toEqual([BOT_CHECK_MESSAGE])
    } finally {
      await failing.dispose()
    }
  })

  it(
    'limits login attempts per IP and per account with 429 and Retry-After',
    { timeout: RATE_WINDOW_TEST_TIMEOUT },
    async () => {
      const limited = await createApiClient()
      await atStartOfRateWindow()
      try {
        const attempt = (email: string, ip: string) =>
          limited.request(
            '/api/v1/company/auth/token/custom-login/',
            json({ email, password: 'wrong-password', recaptchaToken: DUMMY_TOKEN }, { 'cf-connecting-ip': ip }),
          )
        const perIp = []
        for (let i = 0; i < 21; i++) perIp.push((await attempt(`nobody${i}@example.com`, '203.0.113.7')).status)
        expect(perIp.slice(0, 20).every((s) => s === 401)).toBe(true)
        const refused = await attempt('nobody-else@example.com', '203.0.113.7')
        expect(refused.status).toBe(429)
        expect(refused.headers.get('retry-after')).toBe('60')
        expect((await envelope(refused)).code).toBe('rate_limited')
        const perAccount = []
        for (let i = 0; i < 11; i++)
          perAccount.push((await attempt('customer@example.com', `203.0.113.${100 + i}`)).status)
        expect(perAccount.slice(0, 10).every((s) => s === 401)).toBe(true)
        expect(perAccount[10]).toBe(429)
      } finally {
        await limited.dispose()
      }
    },
  )

  it('upgrades a stored hash made with fewer iterations', async () => {
    const user = await createUser({ iterations: 1000 })
    expect(await storedHash(user.id)).toMatch(/^\$pbkdf2-sha256\$i=1000\$/)
    await loginOk({ email: user.email, password: user.password })
    const upgraded = await storedHash(user.id)
    expect(upgraded).toMatch(new RegExp(`^\\$pbkdf2-sha256\\$i=${PBKDF2_ITERATIONS}\\$`))
    await loginOk({ email: user.email, password: user.password })
  })
})

describe('refresh tokens', () => {
  /** Makes a used token's use look `ms` older: a replay later than a concurrent rotation could be. */
  async function usedEarlier(token: string, ms = ROTATION_RACE_MS + 1000) {
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

  it('rotate: the new pair works, the old token is refused and its reuse revokes the family', async () => {
    const user = await createUser()
    const first = await loginOk({ email: user.email, password: user.password })
    const res = await refresh(first.refresh)
    expect(res.status).toBe(200)
    const second = tokenPairSchema.parse(await res.json())
    expect(second.refresh).not.toBe(first.refresh)
    expect((await get('/auth/users/me/', bearer(second.access))).status).toBe(200)

    await usedEarlier(first.refresh)
    const reuse = await refresh(first.refresh)
    expect(reuse.status).toBe(401)
    expect((await envelope(reuse)).code).toBe('unauthorized')
    expect((await refresh(second.refresh)).status).toBe(401)
    // Another login (another family) is untouched.
    const other = await loginOk({ email: user.email, password: user.password })
    expect((await refresh(other.refresh)).status).toBe(200)
  })

  it('lets exactly one of two concurrent rotations of one token succeed', async () => {
    const user = await createUser()
    const { refresh: token } = await loginOk({ email: user.email, password: user.password })
    const answers = await Promise.all([refresh(token), refresh(token)])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401])
    // The winner's token carries on (a race is not a replay), and a later replay still revokes.
    const winner = tokenPairSchema.parse(await answers.find((r) => r.status === 200)!.json())
    const next = await refresh(winner.refresh)
    expect(next.status).toBe(200)
    await usedEarlier(token)
    expect((await refresh(token)).status).toBe(401)
    expect((await refresh(tokenPairSchema.parse(await next.json()).refresh)).status).toBe(401)
  })

  it('a second tab refreshing just after the first (the token already marked used) is refused without logging the first out', async () => {
    const user = await createUser()
    const { refresh: token } = await loginOk({ email: user.email, password: user.password })
    const first = await refresh(token)
    expect(first.status).toBe(200)
    expect((await refresh(token)).status).toBe(401)
    expect((await refresh(tokenPairSchema.parse(await first.json()).refresh)).status).toBe(200)
  })

  it('lets exactly one of five concurrent rotations succeed', async () => {
    const user = await createUser()
    const { refresh: token } = await loginOk({ email: user.email, password: user.password })
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => refresh(token)))).map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 401)).toHaveLength(4)
  })

  it('refuses unknown, malformed and expired tokens', async () => {
    expect((await refresh('not-a-token')).status).toBe(401)
    expect((await post('/auth/jwt/refresh/', {})).status).toBe(400)
    const user = await createUser()
    const { refresh: token } = await loginOk({ email: user.email, password: user.password })
    const db = testDbClient()
    try {
      await db.execute({
        sql: 'UPDATE refresh_tokens SET expires_at = ? WHERE family_id IN (SELECT id FROM refresh_token_families WHERE user_id = ?)',
        args: [Date.now() - 1, user.id],
      })
    } finally {
      db.close()
    }
    expect((await refresh(token)).status).toBe(401)
  })

  it('logout revokes the family', async () => {
    const user = await createUser()
    const { refresh: token } = await loginOk({ email: user.email, password: user.password })
    const out = await post('/auth/logout/', { refresh: token })
    expect(out.status).toBe(204)
    expect((await refresh(token)).status).toBe(401)
  })
})

describe('whoosaler-status', () => {
  it.each([
    ['customer@example.com', false],
    ['partner@example.com', true],
    ['pending.partner@example.com', false],
  ])('%s → %s', async (email, expected) => {
    const res = await get('/whoosaler-status/', await bearerFor(client.env, email))
    expect(res.status).toBe(200)
    expect(wholesaleStatusSchema.parse(await res.json())).toEqual({ is_whoosaler: expected })
  })

  it('answers 401 to anonymous visitors', async () => {
    const res = await get('/whoosaler-status/')
    expect(res.status).toBe(401)
    expect((await envelope(res)).code).toBe('unauthorized')
  })
})

describe('users/me', () => {
  it('answers 401 without a valid token, and for a tampered one', async () => {
    expect((await get('/auth/users/me/')).status).toBe(401)
    const { access } = await loginOk({ email: 'customer@example.com', password: 'customer12345' })
    const [header, payload, signature] = access.split('.')
    const forgedPayload = btoa(
      JSON.stringify({ ...JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))), sub: '2' }),
    )
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    expect((await get('/auth/users/me/', bearer(`${header}.${forgedPayload}.${signature}`))).status).toBe(401)
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA')
    expect((await get('/auth/users/me/', bearer(`${header}.${payload}.${flipped}`))).status).toBe(401)
    expect((await patch('/auth/users/me/', { city: 'Львів' })).status).toBe(401)
  })

  it('answers the partner with real_stock of its company', async () => {
    const me = meSchema.parse(
      await (await get('/auth/users/me/', await bearerFor(client.env, 'partner@example.com'))).json(),
    )
    expect(me.is_whoosaler).toBe(true)
    expect(me.phone).toBe('+380671112233')
  })

  it('PATCH validates with field errors and persists', async () => {
    const user = await createUser()
    const headers = await bearerFor(client.env, user.email)
    const bad = await patch(
      '/auth/users/me/',
      { first_name: 'R2-D2', last_name: '', phone: '12', city: 'x'.repeat(101) },
      headers,
    )
    expect(bad.status).toBe(400)
    expect(Object.keys((await envelope(bad)).fields ?? {}).sort()).toEqual(['city', 'first_name', 'last_name', 'phone'])
    expect((await patch('/auth/users/me/', { first_name: 'x'.repeat(31) }, headers)).status).toBe(400)
    expect((await patch('/auth/users/me/', { email: 'other@example.com' }, headers)).status).toBe(400)
    const taken = await patch('/auth/users/me/', { phone: '+380501112233' }, headers)
    expect(taken.status).toBe(400)
    expect((await envelope(taken)).fields).toHaveProperty('phone')

    const phone = `+38067${String(Date.now()).slice(-7)}`
    const res = await patch(
      '/auth/users/me/',
      {
        first_name: 'Ольга-Марія',
        last_name: "О'Браєн",
        father_name: 'Іванівна',
        phone: `${phone.slice(0, 6)} ${phone.slice(6)}`,
        city: 'Львів',
      },
      headers,
    )
    expect(res.status).toBe(200)
    const expected = {
      first_name: 'Ольга-Марія',
      last_name: "О'Браєн",
      father_name: 'Іванівна',
      phone,
      city: 'Львів',
      country: 'Україна',
    }
    expect(meSchema.parse(await res.json())).toMatchObject(expected)
    expect(meSchema.parse(await (await get('/auth/users/me/', headers)).json())).toMatchObject(expected)
    // The new phone logs in.
    await loginOk({ phone, password: user.password })
  })
})

describe('set_password', () => {
  it('refuses a wrong current password, a short or unmatched new one, and without a token', async () => {
    const user = await createUser()
    const headers = await bearerFor(client.env, user.email)
    const wrong = await post(
      '/auth/users/set_password/',
      { current_password: 'nope-nope', new_password: 'brand-new-1', re_new_password: 'brand-new-1' },
      headers,
    )
    expect(wrong.status).toBe(400)
    expect((await envelope(wrong)).fields).toHaveProperty('current_password')
    const short = await post(
      '/auth/users/set_password/',
      { current_password: user.password, new_password: 'short', re_new_password: 'short' },
      headers,
    )
    expect((await envelope(short)).fields).toHaveProperty('new_password')
    const unmatched = await post(
      '/auth/users/set_password/',
      { current_password: user.password, new_password: 'brand-new-1', re_new_password: 'brand-new-2' },
      headers,
    )
    expect((await envelope(unmatched)).fields).toHaveProperty('re_new_password')
    expect(
      (
        await post('/auth/users/set_password/', {
          current_password: user.password,
          new_password: 'brand-new-1',
          re_new_password: 'brand-new-1',
        })
      ).status,
    ).toBe(401)
    await loginOk({ email: user.email, password: user.password })
  })

  it('changes the password, revokes every refresh token and answers a new pair for this device', async () => {
    const user = await createUser()
    const a = await loginOk({ email: user.email, password: user.password })
    const b = await loginOk({ email: user.email, password: user.password })
    const res = await post(
      '/auth/users/set_password/',
      { current_password: user.password, new_password: 'brand-new-pass', re_new_password: 'brand-new-pass' },
      bearer(a.access),
    )
    expect(res.status).toBe(200)
    const renewed = tokenPairSchema.parse(await res.json())
    expect((await refresh(a.refresh)).status).toBe(401)
    expect((await refresh(b.refresh)).status).toBe(401)
    expect((await login({ email: user.email, password: user.password })).status).toBe(401)
    const fresh = await loginOk({ email: user.email, password: 'brand-new-pass' })
    expect((await refresh(fresh.refresh)).status).toBe(200)
    expect((await refresh(renewed.refresh)).status).toBe(200)
  })
})

describe('wholesale prices by token', () => {
  const variants = async (headers: Record<string, string>) => {
    const res = await get('/shop/products/category-products/?limit=20', headers)
    expect(res.status).toBe(200)
    return categoryProductsResponseSchema.parse(await res.json()).results.flatMap((p) => p.variants)
  }

  it('shows them for the partner by a login token and by a refresh-issued token, and not for a customer', async () => {
    const partner = await loginOk({ email: 'partner@example.com', password: 'partner12345' })
    expect((await variants(bearer(partner.access))).every((v) => v.whoosale_price !== null)).toBe(true)
    const rotated = tokenPairSchema.parse(await (await refresh(partner.refresh)).json())
    expect((await variants(bearer(rotated.access))).every((v) => v.whoosale_price !== null)).toBe(true)
    const customer = await loginOk({ email: 'customer@example.com', password: 'customer12345' })
    expect((await variants(bearer(customer.access))).every((v) => v.whoosale_price === null)).toBe(true)
  })
})
