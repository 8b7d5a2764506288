import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  companySchema,
  courierAddressSchema,
  newPostAddressSchema,
  registeredUserSchema,
} from '../../app/contract/account'
import { tokenPairSchema } from '../../app/contract/auth'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { DUMMY_TOKEN, TEST_SECRETS } from '../../worker/adapters/turnstile'
import { decodeUid, makeAccountToken } from '../../worker/services/auth/account-tokens'
import { PBKDF2_ITERATIONS } from '../../app/domain/password-hash'
import { EMAIL_TAKEN, INVALID_LINK, PHONE_TAKEN } from '../../worker/services/auth/registration'
import { ACCOUNT_ERROR_MESSAGES } from '../../app/domain/account-error-messages'
import { getServices } from '../../worker/services/context'
import { createApiClient } from '../support/api-env'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  client.request(`/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => send('POST', path, body, headers)
const fieldsOf = async (res: Response) => errorEnvelopeSchema.parse(await res.json()).error.fields ?? {}
const askReset = (path: string, email: string, headers: Record<string, string> = {}) =>
  post(path, { email, recaptchaToken: DUMMY_TOKEN }, headers)
const login = (email: string, password: string) =>
  post('/company/auth/token/custom-login/', { email, password, recaptchaToken: DUMMY_TOKEN })

async function query(sql: string, args: (string | number)[] = []) {
  const db = testDbClient()
  try {
    return (await db.execute({ sql, args })).rows
  } finally {
    db.close()
  }
}
/** Rows of users with this email or phone (other test files add users of their own meanwhile). */
const usersWith = async (email: string, phone: string) =>
  Number((await query('SELECT count(*) AS n FROM users WHERE email = ? OR phone = ?', [email, phone]))[0]!.n)
/** The newest email to an address, and the account link in it. */
async function countEmailsTo(address: string, kind: string): Promise<number> {
  const [row] = await query('SELECT count(*) AS n FROM email_outbox WHERE "to" = ? AND kind = ?', [address, kind])
  return Number(row!.n)
}

async function lastEmailTo(address: string) {
  const [row] = await query(
    'SELECT subject, text, html, locale, kind FROM email_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1',
    [address],
  )
  if (!row) return null
  const link = /https?:\/\/\S+\/(?:activate|password\/reset\/confirm)\/([^/\s]+)\/([^/\s]+)\/?/.exec(String(row.text))
  return {
    subject: String(row.subject),
    text: String(row.text),
    html: String(row.html),
    locale: String(row.locale),
    kind: String(row.kind),
    uid: link?.[1] ?? '',
    token: link?.[2] ?? '',
  }
}

let serial = 0
function newCustomer(overrides: Record<string, string> = {}) {
  const n = `${Date.now() % 1e8}${serial++}`.slice(-7).padStart(7, '0')
  return {
    first_name: 'Олена',
    last_name: "Ковальчук-Д'Арк",
    email: `new.${n}.${FILE_ID}@example.com`,
    phone_number: `+38067${n}`,
    password: 'strong-pass-1',
    re_password: 'strong-pass-1',
    ...overrides,
  }
}

async function registerAndActivate(overrides: Record<string, string> = {}) {
  const form = newCustomer(overrides)
  expect((await post('/auth/users/', form)).status).toBe(201)
  const mail = (await lastEmailTo(form.email))!
  expect((await post('/auth/users/activation/', { uid: mail.uid, token: mail.token })).status).toBe(204)
  return form
}

describe('customer registration and activation', () => {
  it('creates an inactive account and emails an activation link in the shopper’s language', async () => {
    const form = newCustomer()
    const res = await client.request('/api/v1/auth/users/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(form),
    })
    expect(res.status).toBe(201)
    const user = registeredUserSchema.parse(await res.json())
    expect(user).toMatchObject({ email: form.email, first_name: 'Олена' })
    const [row] = await query('SELECT is_active, phone, locale, password_hash FROM users WHERE id = ?', [user.id])
    expect(row).toMatchObject({ is_active: 0, phone: form.phone_number, locale: 'en' })
    expect(String(row!.password_hash)).toMatch(new RegExp(`^\\$pbkdf2-sha256\\$i=${PBKDF2_ITERATIONS}\\$`))
    const mail = (await lastEmailTo(form.email))!
    expect(mail).toMatchObject({ kind: 'activation', locale: 'en', subject: 'Confirm your Beauty Pro registration' })
    expect(String(mail.html)).toContain(`/activate/${mail.uid}/${mail.token}/`)
    expect(decodeUid(mail.uid)).toBe(user.id)
    // Not active yet: login says so.
    const early = await login(form.email, form.password)
    expect(early.status).toBe(403)
    // The link activates once.
    expect((await post('/auth/users/activation/', { uid: mail.uid, token: mail.token })).status).toBe(204)
    expect((await login(form.email, form.password)).status).toBe(200)
    const again = await post('/auth/users/activation/', { uid: mail.uid, token: mail.token })
    expect(again.status).toBe(401)
    expect(errorEnvelopeSchema.parse(await again.json()).error.message).toBe(INVALID_LINK)
  })

  it('refuses a taken email or phone with the §8 field messages, writing nothing', async () => {
    const taken = await post(
      '/auth/users/',
      newCustomer({ email: 'customer@example.com', phone_number: '+380501112233' }),
    )
    expect(taken.status).toBe(400)
    expect(await fieldsOf(taken)).toEqual({ email: [EMAIL_TAKEN], phone_number: [PHONE_TAKEN] })
    // The same phone typed the local way is the same phone.
    const local = await post('/auth/users/', newCustomer({ phone_number: '050 111 22 33' }))
    expect(await fieldsOf(local)).toEqual({ phone_number: [PHONE_TAKEN] })
    expect(await usersWith('customer@example.com', '+380501112233')).toBe(1)
  })

  it.each([
    ['first_name', { first_name: 'Olena1' }],
    ['last_name', { last_name: '' }],
    ['email', { email: 'not an email' }],
    ['phone_number', { phone_number: '12345' }],
    ['password', { password: 'short', re_password: 'short' }],
    ['re_password', { re_password: 'different-pass' }],
  ])('answers 400 naming %s and writes nothing', async (field, overrides) => {
    const form = newCustomer(overrides)
    const res = await post('/auth/users/', form)
    expect(res.status).toBe(400)
    expect(Object.keys(await fieldsOf(res))).toContain(field)
    expect(await usersWith(form.email, form.phone_number)).toBe(0)
  })

  it('carries each refused field’s rule code beside its unchanged wire message', async () => {
    const res = await post('/auth/users/', newCustomer({ first_name: 'Olena1', re_password: 'different-pass' }))
    const { error } = errorEnvelopeSchema.parse(await res.json())
    expect(error.fields).toMatchObject({
      first_name: [ACCOUNT_ERROR_MESSAGES.name],
      re_password: [ACCOUNT_ERROR_MESSAGES.password_mismatch],
    })
    expect(error.codes).toMatchObject({ first_name: 'name', re_password: 'password_mismatch' })
    const taken = await post('/auth/users/', newCustomer({ email: 'customer@example.com' }))
    const refused = errorEnvelopeSchema.parse(await taken.json()).error
    expect(refused).toMatchObject({ fields: { email: [EMAIL_TAKEN] }, codes: { email: 'email_taken' } })
  })

  it('refuses a malformed body with 400, never 500', async () => {
    const res = await client.request('/api/v1/auth/users/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
  })

  it('refuses tampered, expired and foreign activation tokens with 401', async () => {
    const form = newCustomer()
    const { id } = registeredUserSchema.parse(await (await post('/auth/users/', form)).json())
    const mail = (await lastEmailTo(form.email))!
    // The signature's first character (its last one's low bits are base64 padding a decoder may drop).
    const flip = (s: string) => {
      const at = s.lastIndexOf('.') + 1
      return s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1)
    }
    expect((await post('/auth/users/activation/', { uid: mail.uid, token: flip(mail.token) })).status).toBe(401)
    const [row] = await query('SELECT id, password_hash, is_active, password_changed_at FROM users WHERE id = ?', [id])
    const subject = {
      id,
      passwordHash: String(row!.password_hash),
      isActive: false,
      passwordChangedAt: Number(row!.password_changed_at),
    }
    const secret = getServices(client.env).config.JWT_SECRET
    const expired = await makeAccountToken(secret, 'activation', subject, Date.now() - 4 * 24 * 60 * 60 * 1000)
    expect((await post('/auth/users/activation/', { uid: mail.uid, token: expired })).status).toBe(401)
    const resetToken = await makeAccountToken(secret, 'password_reset', subject)
    expect((await post('/auth/users/activation/', { uid: mail.uid, token: resetToken })).status).toBe(401)
    expect((await post('/auth/users/activation/', { uid: 'bm9wZQ', token: mail.token })).status).toBe(401)
    expect((await query('SELECT is_active FROM users WHERE id = ?', [id]))[0]!.is_active).toBe(0)
  })
})

describe('partner registration', () => {
  it('creates the account, a pending wholesale request and the company; the partner stays retail', async () => {
    const n = `${Date.now() % 1e7}`.padStart(7, '0')
    const form = {
      email: `partner.${n}.${FILE_ID}@example.com`,
      phone: `+38093${n}`,
      password: 'partner-pass-1',
      re_password: 'partner-pass-1',
      first_name: 'Ірина',
      last_name: 'Мельник',
      father_name: 'Петрівна',
      city: 'Львів',
      company_name: 'Салон Ірина',
      position: 'Власниця',
    }
    const res = await post('/auth/register_partner/', form)
    expect(res.status).toBe(201)
    const { id } = registeredUserSchema.parse(await res.json())
    expect((await query('SELECT wholesale_status FROM users WHERE id = ?', [id]))[0]!.wholesale_status).toBe('pending')
    expect(
      (await query('SELECT company_name, position, city, status FROM wholesale_requests WHERE user_id = ?', [id])).map(
        (r) => ({ ...r }),
      ),
    ).toEqual([{ company_name: 'Салон Ірина', position: 'Власниця', city: 'Львів', status: 'pending' }])
    expect((await query('SELECT name FROM companies WHERE user_id = ?', [id]))[0]!.name).toBe('Салон Ірина')
    const staffMail = await query(
      "SELECT subject, text FROM email_outbox WHERE kind = 'partner_request' AND text LIKE ?",
      [`%${form.email}%`],
    )
    expect(staffMail).toHaveLength(1)
    // The notice opens the requests in the back office.
    expect(String(staffMail[0]!.text)).toMatch(/: https?:\/\/[^/]+\/admin\/partners\?tab=requests\n/)
    const mail = (await lastEmailTo(form.email))!
    expect(String(mail.text)).toContain('оптов')
    await post('/auth/users/activation/', { uid: mail.uid, token: mail.token })
    const { access } = tokenPairSchema.parse(await (await login(form.email, form.password)).json())
    const status = await send('GET', '/whoosaler-status/', undefined, { authorization: `Bearer ${access}` })
    expect(await status.json()).toEqual({ is_whoosaler: false })
  })

  it('validates the partner fields of §5', async () => {
    const res = await post('/auth/register_partner/', {
      email: 'x@example.com',
      phone: '1',
      password: 'short',
      first_name: '1',
      last_name: 'Ok',
      company_name: 'ТОВ "Краса"',
      position: '',
    })
    expect(res.status).toBe(400)
    expect(Object.keys(await fieldsOf(res)).sort()).toEqual([
      'company_name',
      'first_name',
      'password',
      'phone',
      'position',
    ])
  })
})

describe('common passwords', () => {
  it.each(['12345678', 'password', 'Password', 'qwertyuiop', 'iloveyou'])(
    'refuses %j at registration with the §8 field message, writing nothing',
    async (password) => {
      const form = newCustomer({ password, re_password: password })
      const res = await post('/auth/users/', form)
      expect(res.status).toBe(400)
      expect((await fieldsOf(res)).password).toEqual(['This password is too common'])
      expect(await usersWith(form.email, form.phone_number)).toBe(0)
    },
  )

  it('refuses a common new password on a password change and a reset, keeping the old one', async () => {
    const form = await registerAndActivate()
    const { access } = tokenPairSchema.parse(await (await login(form.email, form.password)).json())
    const changed = await post(
      '/auth/users/set_password/',
      { current_password: form.password, new_password: '12345678', re_new_password: '12345678' },
      { authorization: `Bearer ${access}` },
    )
    expect(changed.status).toBe(400)
    expect((await fieldsOf(changed)).new_password).toEqual(['This password is too common'])
    await askReset('/password/reset/', form.email)
    const mail = (await lastEmailTo(form.email))!
    const reset = await post('/auth/users/reset_password_confirm/', {
      uid: mail.uid,
      token: mail.token,
      new_password: 'password1',
      re_new_password: 'password1',
    })
    expect(reset.status).toBe(400)
    expect((await fieldsOf(reset)).new_password).toEqual(['This password is too common'])
    expect((await login(form.email, form.password)).status).toBe(200)
  })
})

describe('guessable passwords: the account’s email or one repeated character', () => {
  it('refuses at registration the email, its local part (any case) and "aaaaaaaa", writing nothing', async () => {
    const base = newCustomer()
    const local = base.email.split('@')[0]!
    for (const [password, message] of [
      [base.email, 'The password must not be your email'],
      [local.toUpperCase(), 'The password must not be your email'],
      ['aaaaaaaa', 'A password of one repeated character is too easy to guess'],
      ['ЖЖЖЖЖЖЖЖЖЖ', 'A password of one repeated character is too easy to guess'],
    ] as const) {
      const res = await post('/auth/users/', { ...base, password, re_password: password })
      expect(res.status).toBe(400)
      expect((await fieldsOf(res)).password).toEqual([message])
    }
    expect(await usersWith(base.email, base.phone_number)).toBe(0)
  })

  it('refuses them on a password change and a reset, keeping the old password', async () => {
    const form = await registerAndActivate()
    const local = form.email.split('@')[0]!
    const { access } = tokenPairSchema.parse(await (await login(form.email, form.password)).json())
    const changed = await post(
      '/auth/users/set_password/',
      { current_password: form.password, new_password: local, re_new_password: local },
      { authorization: `Bearer ${access}` },
    )
    expect(changed.status).toBe(400)
    expect((await fieldsOf(changed)).new_password).toEqual(['The password must not be your email'])
    await askReset('/password/reset/', form.email)
    const mail = (await lastEmailTo(form.email))!
    const reset = await post('/auth/users/reset_password_confirm/', {
      uid: mail.uid,
      token: mail.token,
      new_password: '77777777',
      re_new_password: '77777777',
    })
    expect(reset.status).toBe(400)
    expect((await fieldsOf(reset)).new_password).toEqual(['A password of one repeated character is too easy to guess'])
    expect((await login(form.email, form.password)).status).toBe(200)
  })
})

describe('password reset', () => {
  it('answers the same for unknown and known emails, and emails only a known one', async () => {
    const unknown = `nobody.${Date.now()}@example.com`
    const a = await askReset('/auth/users/reset_password/', unknown)
    const form = await registerAndActivate()
    const b = await askReset('/password/reset/', form.email)
    expect([a.status, b.status]).toEqual([204, 204])
    expect(await a.text()).toBe(await b.text())
    expect(await lastEmailTo(unknown)).toBeNull()
    expect((await lastEmailTo(form.email))!.kind).toBe('password_reset')
  })

  it('sets the new password once, revokes sessions, and dies after use, a password change or expiry', async () => {
    const form = await registerAndActivate()
    const before = tokenPairSchema.parse(await (await login(form.email, form.password)).json())
    await askReset('/auth/users/reset_password/', form.email)
    const mail = (await lastEmailTo(form.email))!
    expect(mail.text).toContain('/password/reset/confirm/')
    const confirm = (token: string, password = 'brand-new-pass') =>
      post('/auth/users/reset_password_confirm/', {
        uid: mail.uid,
        token,
        new_password: password,
        re_new_password: password,
      })
    const mismatch = await post('/auth/users/reset_password_confirm/', {
      uid: mail.uid,
      token: mail.token,
      new_password: 'brand-new-pass',
      re_new_password: 'other-pass-1',
    })
    expect(Object.keys(await fieldsOf(mismatch))).toEqual(['re_new_password'])
    expect((await confirm(mail.token)).status).toBe(204)
    expect((await login(form.email, form.password)).status).toBe(401)
    expect((await login(form.email, 'brand-new-pass')).status).toBe(200)
    expect((await post('/auth/jwt/refresh/', { refresh: before.refresh })).status).toBe(401)
    expect((await confirm(mail.token, 'another-pass-2')).status).toBe(401)

    // A link asked for before a password change dies with the change.
    await askReset('/auth/users/reset_password/', form.email)
    const second = (await lastEmailTo(form.email))!
    const { access } = tokenPairSchema.parse(await (await login(form.email, 'brand-new-pass')).json())
    const changed = await post(
      '/auth/users/set_password/',
      { current_password: 'brand-new-pass', new_password: 'third-pass-3', re_new_password: 'third-pass-3' },
      { authorization: `Bearer ${access}` },
    )
    expect(changed.status).toBe(200)
    expect(
      (
        await post('/auth/users/reset_password_confirm/', {
          uid: second.uid,
          token: second.token,
          new_password: 'x-pass-1234',
          re_new_password: 'x-pass-1234',
        })
      ).status,
    ).toBe(401)

    // An expired link.
    const id = decodeUid(second.uid)!
    const [row] = await query('SELECT password_hash, password_changed_at FROM users WHERE id = ?', [id])
    const subject = {
      id,
      passwordHash: String(row!.password_hash),
      isActive: true,
      passwordChangedAt: Number(row!.password_changed_at),
    }
    const stale = await makeAccountToken(
      getServices(client.env).config.JWT_SECRET,
      'password_reset',
      subject,
      Date.now() - 3 * 60 * 60 * 1000,
    )
    expect(
      (
        await post('/auth/users/reset_password_confirm/', {
          uid: second.uid,
          token: stale,
          new_password: 'x-pass-1234',
          re_new_password: 'x-pass-1234',
        })
      ).status,
    ).toBe(401)
  })

  it(
    'limits reset requests per IP with 429 and Retry-After, in their own bucket: registration from that IP still passes',
    { timeout: RATE_WINDOW_TEST_TIMEOUT },
    async () => {
      await atStartOfRateWindow()
      const statuses = []
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await askReset('/password/reset/', `flood${i}@example.com`, { 'cf-connecting-ip': '203.0.113.50' })).status,
        )
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429])
      const refused = await askReset('/password/reset/', 'flood9@example.com', { 'cf-connecting-ip': '203.0.113.50' })
      expect(refused.headers.get('retry-after')).toBe('60')
      expect((await post('/auth/users/', newCustomer(), { 'cf-connecting-ip': '203.0.113.50' })).status).toBe(201)
    },
  )

  it('needs the bot check: without a token or with a refused one nothing is sent', async () => {
    const form = await registerAndActivate()
    const missing = await post('/password/reset/', { email: form.email })
    const refusing = await createApiClient({ TURNSTILE_SECRET_KEY: TEST_SECRETS.fail })
    const refused = await refusing.request('/api/v1/password/reset/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: form.email, recaptchaToken: DUMMY_TOKEN }),
    })
    await refusing.dispose()
    expect([missing.status, refused.status]).toEqual([400, 400])
    expect(Object.keys(await fieldsOf(missing))).toEqual(['recaptchaToken'])
    expect((await lastEmailTo(form.email))?.kind).not.toBe('password_reset')
  })

  it(
    "many resets asked for someone's email from many addresses neither lock their login nor flood their inbox",
    { timeout: RATE_WINDOW_TEST_TIMEOUT },
    async () => {
      await atStartOfRateWindow()
      const form = await registerAndActivate()
      const statuses = []
      for (let i = 0; i < 10; i++)
        statuses.push(
          (await askReset('/password/reset/', form.email, { 'cf-connecting-ip': `203.0.113.${100 + i}` })).status,
        )
      expect(statuses.filter((s) => s === 204)).toHaveLength(5)
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
      expect(await countEmailsTo(form.email, 'password_reset')).toBe(5)
      expect((await login(form.email, form.password)).status).toBe(200)
    },
  )
})

describe('saved addresses', () => {
  it('need login, save one address per user and validate the §5 characters', async () => {
    expect((await send('GET', '/company/user-courier-address/')).status).toBe(401)
    const form = await registerAndActivate()
    const { access } = tokenPairSchema.parse(await (await login(form.email, form.password)).json())
    const auth = { authorization: `Bearer ${access}` }
    expect(await (await send('GET', '/company/user-new-post-address/', undefined, auth)).json()).toEqual([])
    const saved = newPostAddressSchema.parse(
      await (await post('/company/user-new-post-address/', { city: 'Львів', branch: 'Відділення 12' }, auth)).json(),
    )
    const updated = newPostAddressSchema.parse(
      await (await post('/company/user-new-post-address/', { city: 'Одеса', branch: '5' }, auth)).json(),
    )
    expect(updated.id).toBe(saved.id)
    expect(await (await send('GET', '/company/user-new-post-address/', undefined, auth)).json()).toEqual([
      { id: saved.id, city: 'Одеса', branch: '5', settlement_ref: '', warehouse_ref: '' },
    ])
    const courier = courierAddressSchema.parse(
      await (await post('/company/user-courier-address/', { street: 'Хрещатик', house: '22' }, auth)).json(),
    )
    expect(courier).toMatchObject({ city: 'Київ', street: 'Хрещатик', house: '22', apartment: '' })
    const bad = await post('/company/user-courier-address/', { street: 'вул. <script>', house: '' }, auth)
    expect(bad.status).toBe(400)
    expect(Object.keys(await fieldsOf(bad)).sort()).toEqual(['house', 'street'])
    expect((await send('GET', '/company/user-courier-address/', undefined, auth)).status).toBe(200)
    // A real address with its punctuation saves, and saves again with only the flat changed.
    const real = { street: 'просп. Лесі Українки', house: '26/2', apartment: '7' }
    await post('/company/user-courier-address/', real, auth)
    const again = await post('/company/user-courier-address/', { ...real, apartment: '8' }, auth)
    expect(again.status).toBe(200)
    expect(courierAddressSchema.parse(await again.json())).toMatchObject({ ...real, apartment: '8' })
    const typedBranch = await post(
      '/company/user-new-post-address/',
      { city: 'м. Київ', branch: 'Відділення №3' },
      auth,
    )
    expect(typedBranch.status).toBe(200)
  })
})

describe('the role matrix', () => {
  const variantOf = async (headers: Record<string, string>) => {
    const res = await send('GET', '/shop/products/latest/', undefined, headers)
    const [product] = (await res.json()) as {
      variants: { whoosale_price: number | null; stock_opt: number | null }[]
    }[]
    return product!.variants[0]!
  }

  it.each([
    ['anonymous', null, { status: false, company: 401, wholesale: false }],
    ['retail', 'customer@example.com', { status: false, company: 403, wholesale: false }],
    ['pending partner', 'pending.partner@example.com', { status: false, company: 403, wholesale: false }],
    ['wholesaler', 'partner@example.com', { status: true, company: 200, wholesale: true }],
  ])('%s: wholesale status, company and wholesale prices', async (_role, email, expected) => {
    const headers = email ? await bearerFor(client.env, email) : {}
    if (email)
      expect(await (await send('GET', '/whoosaler-status/', undefined, headers)).json()).toEqual({
        is_whoosaler: expected.status,
      })
    expect((await send('GET', '/company/company/', undefined, headers)).status).toBe(expected.company)
    const variant = await variantOf(headers)
    expect(variant.whoosale_price !== null).toBe(expected.wholesale)
    expect(variant.stock_opt !== null).toBe(expected.wholesale)
  })

  it('lets the wholesaler read and edit only their own company', async () => {
    const headers = await bearerFor(client.env, 'partner@example.com')
    const [company] = companySchema
      .array()
      .parse(await (await send('GET', '/company/company/', undefined, headers)).json())
    const approved = (await query('SELECT code, iban, director FROM companies WHERE id = ?', [company!.id]))[0]
    // The seeded partner's requisites are on file: a change waits for staff (tests/api/requisite-changes.test.ts).
    const patched = await send(
      'PATCH',
      `/company/company/${company!.id}/`,
      {
        director: 'Оксана Петренко',
        adress: 'Київ, вул. Січових Стрільців, 1',
        iban: 'UA21 3223 1300 0002 6007 2335 6600 1',
      },
      headers,
    )
    expect(patched.status).toBe(200)
    expect(companySchema.parse(await patched.json())).toMatchObject({
      director: company!.director,
      requisite_change: {
        status: 'pending',
        director: 'Оксана Петренко',
        adress: 'Київ, вул. Січових Стрільців, 1',
        iban: 'UA213223130000026007233566001',
      },
    })
    expect((await send('PATCH', `/company/company/${company!.id + 1000}/`, { name: 'X' }, headers)).status).toBe(404)
    const bad = await send('PATCH', `/company/company/${company!.id}/`, { iban: 'DE89', code: '12' }, headers)
    expect(Object.keys(await fieldsOf(bad)).sort()).toEqual(['code', 'iban'])
    // Right lengths, wrong check digits: an ЄДРПОУ, a tax number and an IBAN each one digit off.
    for (const forged of [
      { code: '14360571' },
      { code: '3012345678' },
      { iban: 'UA22 3223 1300 0002 6007 2335 6600 1' },
    ]) {
      const refused = await send('PATCH', `/company/company/${company!.id}/`, forged, headers)
      expect(refused.status).toBe(400)
      expect(Object.keys(await fieldsOf(refused))).toEqual(Object.keys(forged))
    }
    const checked = await send('PATCH', `/company/company/${company!.id}/`, { code: '14360570' }, headers)
    expect(checked.status).toBe(200)
    expect(
      await query('SELECT code, iban FROM requisite_changes WHERE company_id = ? AND status = ?', [
        company!.id,
        'pending',
      ]),
    ).toEqual([{ code: '14360570', iban: 'UA213223130000026007233566001' }])
    expect((await query('SELECT code, iban, director FROM companies WHERE id = ?', [company!.id]))[0]).toEqual(approved)
    // The approved values sent back withdraw the waiting change.
    const { id: _id, real_stock: _stock, requisite_change: _change, ...values } = company!
    expect(
      companySchema.parse(await (await send('PATCH', `/company/company/${company!.id}/`, values, headers)).json()),
    ).toMatchObject({ requisite_change: null })
    const retail = await bearerFor(client.env, 'customer@example.com')
    expect((await send('PATCH', `/company/company/${company!.id}/`, { name: 'Mine now' }, retail)).status).toBe(403)
    expect((await query('SELECT name FROM companies WHERE id = ?', [company!.id]))[0]!.name).not.toBe('Mine now')
  })
})
