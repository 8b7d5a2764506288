import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminCustomerDetail } from '../../app/contract/admin-customers'
import { tokenPairSchema } from '../../app/contract/auth'
import { DUMMY_TOKEN } from '../../worker/adapters/turnstile'
import { hashPassword } from '../../app/domain/password-hash'
import { viewerFromSession } from '../../worker/services/catalogue/viewer'
import { getServices } from '../../worker/services/context'
import { accessTokenOf, adminApi, createAdminClient, errorOf, insertOrder, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const logIn = (email: string, password: string) =>
  post('/company/auth/token/custom-login/', { email, password, recaptchaToken: DUMMY_TOKEN })
const idOf = async (email: string) =>
  Number((await sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]))[0]!.id)

/** A customer of this test alone, active, with the password `customer12345`. */
async function newCustomer(tag: string, active = true) {
  const email = `${tag}.${Date.now()}@example.com`
  await sql(
    `INSERT INTO users (email, password_hash, first_name, last_name, is_active) VALUES (?, ?, 'Марія', 'Шевченко', ?)`,
    [email, await hashPassword('customer12345'), active ? 1 : 0],
  )
  return { email, id: await idOf(email) }
}

describe('GET /admin/users/{id}: the customer page', () => {
  it('shows the profile, orders by number, reviews with their product and the wholesale status', async () => {
    const customer = await idOf('customer@example.com')
    const order = await insertOrder({})
    await sql('UPDATE orders SET user_id = ? WHERE id = ?', [customer, order.id])
    await sql(
      `INSERT INTO comments (product_id, user_id, type, text, rate) VALUES ((SELECT id FROM products ORDER BY id LIMIT 1), ?, 'COMMENT', 'Чудовий крем', 5)`,
      [customer],
    )
    const page = await ok<AdminCustomerDetail>(await api.get(`/admin/users/${customer}`))
    expect(page).toMatchObject({
      id: customer,
      email: 'customer@example.com',
      role: 'customer',
      is_active: true,
      blocked_at: null,
      wholesale_status: 'none',
    })
    expect(page.orders.map((o) => o.number)).toContain(order.number)
    expect(page.reviews[0]).toMatchObject({
      text: 'Чудовий крем',
      rate: 5,
      product_id: expect.any(Number),
      product_name: expect.any(String),
    })

    const partner = await ok<AdminCustomerDetail>(await api.get(`/admin/users/${await idOf('partner@example.com')}`))
    expect(partner.wholesale_status).toBe('approved')
    expect(partner.company).toEqual(expect.any(String))
  })

  it('is for staff only, and an unknown or malformed id is a 4xx', async () => {
    const customer = await idOf('customer@example.com')
    expect((await api.get(`/admin/users/${customer}`, null)).status).toBe(401)
    expect((await api.get(`/admin/users/${customer}`, 'customer')).status).toBe(403)
    expect((await api.get('/admin/users/99999999')).status).toBe(404)
    const bad = await api.get('/admin/users/1%27%20OR%201=1')
    expect([400, 404]).toContain(bad.status)
    expect(await bad.text()).not.toContain('OR 1=1')
  })
})

describe('POST /admin/users/{id}/block', () => {
  it('ends every session of the account and refuses its sign-in until an admin unblocks it, audit-logged', async () => {
    const { email, id } = await newCustomer('blocked')
    const signedIn = await logIn(email, 'customer12345')
    const pair = tokenPairSchema.parse(await ok(signedIn))
    const services = getServices(client.env)
    expect((await viewerFromSession(services.db, pair.refresh)).userId).toBe(id)

    const blocked = await ok<{ blocked_at: string | null }>(
      await api.post(`/admin/users/${id}/block`, { blocked: true }, 'admin'),
    )
    expect(blocked.blocked_at).toEqual(expect.any(String))

    // Its refresh token, its session cookie and its access token are all refused now.
    expect((await post('/auth/jwt/refresh', { refresh: pair.refresh })).status).toBe(401)
    expect((await viewerFromSession(services.db, pair.refresh)).userId).toBeNull()
    expect(
      (await client.request('/api/v1/auth/users/me/', { headers: { authorization: `Bearer ${pair.access}` } })).status,
    ).toBe(401)
    // The right password does not help; the answer says blocked, not "wrong password".
    const refused = await logIn(email, 'customer12345')
    expect(refused.status).toBe(403)
    expect((await errorOf(refused)).fields).toEqual({ account: ['account_blocked'] })
    expect((await ok<AdminCustomerDetail>(await api.get(`/admin/users/${id}`))).blocked_at).toEqual(expect.any(String))

    await ok(await api.post(`/admin/users/${id}/block`, { blocked: false }, 'admin'))
    expect((await logIn(email, 'customer12345')).status).toBe(200)
    const audit = await sql<{ action: string; actor: string }>(
      `SELECT a.action, u.email AS actor FROM audit_log a JOIN users u ON u.id = a.actor_id WHERE a.entity = 'user' AND a.entity_id = ? ORDER BY a.id`,
      [String(id)],
    )
    expect(audit).toEqual([
      { action: 'user.block', actor: 'admin@example.com' },
      { action: 'user.unblock', actor: 'admin@example.com' },
    ])
  })

  it('is refused to staff without the admin role, to customers, and to an admin blocking themselves; nothing is written', async () => {
    const { id } = await newCustomer('not-blocked')
    const byStaff = await api.ua.post(`/admin/users/${id}/block`, { blocked: true }, 'staff')
    expect(byStaff.status).toBe(403)
    expect((await errorOf(byStaff)).message).toBe('Лише для адміністраторів')
    expect((await api.post(`/admin/users/${id}/block`, { blocked: true }, 'customer')).status).toBe(403)
    const admin = await idOf('admin@example.com')
    const self = await api.ua.post(`/admin/users/${admin}/block`, { blocked: true }, 'admin')
    expect(self.status).toBe(403)
    expect((await errorOf(self)).message).toBe('Не можна заблокувати власний обліковий запис')
    const rows = await sql('SELECT blocked_at FROM users WHERE id IN (?, ?) AND blocked_at IS NOT NULL', [id, admin])
    expect(rows).toEqual([])
    expect(
      await sql(`SELECT id FROM audit_log WHERE entity = 'user' AND entity_id IN (?, ?)`, [String(id), String(admin)]),
    ).toEqual([])
  })

  it('refuses a malformed body and an unknown account with a 4xx', async () => {
    const { id } = await newCustomer('bad-body')
    expect((await api.post(`/admin/users/${id}/block`, { blocked: 'yes' }, 'admin')).status).toBe(400)
    expect((await api.post(`/admin/users/${id}/block`, { blocked: true, role: 'admin' }, 'admin')).status).toBe(400)
    expect((await api.post('/admin/users/99999999/block', { blocked: true }, 'admin')).status).toBe(404)
  })

  it('a blocked staff member loses the back office with the token they hold', async () => {
    const email = `blocked.staff.${Date.now()}@example.com`
    await sql(`INSERT INTO users (email, password_hash, role, is_active) VALUES (?, 'x', 'staff', 1)`, [email])
    const id = await idOf(email)
    const headers = { authorization: `Bearer ${await accessTokenOf(id, getServices(client.env).config.JWT_SECRET)}` }
    expect((await client.request('/api/v1/admin/orders', { headers })).status).toBe(200)
    await ok(await api.post(`/admin/users/${id}/block`, { blocked: true }, 'admin'))
    expect((await client.request('/api/v1/admin/orders', { headers })).status).toBe(401)
  })

  it('two admins blocking at once write one audit row', async () => {
    const { id } = await newCustomer('race')
    const answers = await Promise.all([
      api.post(`/admin/users/${id}/block`, { blocked: true }, 'admin'),
      api.post(`/admin/users/${id}/block`, { blocked: true }, 'admin'),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(
      await sql(`SELECT id FROM audit_log WHERE action = 'user.block' AND entity_id = ?`, [String(id)]),
    ).toHaveLength(1)
  })
})

describe('POST /admin/users/{id}/resend-activation', () => {
  it('emails a fresh activation link to an account that never activated, and refuses an active one', async () => {
    const { email, id } = await newCustomer('inactive', false)
    expect((await api.post(`/admin/users/${id}/resend-activation`, {})).status).toBe(204)
    const [mail] = await sql<{ kind: string; text: string }>('SELECT kind, text FROM email_outbox WHERE "to" = ?', [
      email,
    ])
    expect(mail!.kind).toBe('activation')
    expect(mail!.text).toMatch(new RegExp(`/activate/[^/]+/[^/]+/`))
    const active = await api.ua.post(`/admin/users/${await idOf('customer@example.com')}/resend-activation`, {})
    expect(active.status).toBe(409)
    expect((await errorOf(active)).message).toBe('Обліковий запис уже активовано')
  })
})
