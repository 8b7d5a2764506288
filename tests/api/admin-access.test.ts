import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import type { AdminUserRow, AdminViewer } from '../../app/contract/admin-staff'
import { getServices } from '../../worker/services/context'
import { accessTokenOf, adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

/** One read per area of the back office; every one must refuse everyone but staff. */
const ADMIN_READS = [
  '/admin/me',
  '/admin/summary',
  '/admin/orders',
  '/admin/orders/export.xlsx',
  '/admin/users',
  '/admin/products',
  '/admin/brands',
  '/admin/categories',
  '/admin/promo-codes',
  '/admin/wholesale-requests',
  '/admin/partner-applications',
  '/admin/comments',
  '/admin/inbox/leads',
  '/admin/inbox/messages',
]

describe('back-office access', () => {
  it.each(ADMIN_READS)(
    'GET %s: 401 without a token, 403 for a customer, a wholesaler and a pending partner, 200 for staff',
    async (path) => {
      expect((await api.get(path, null)).status).toBe(401)
      for (const who of ['customer', 'wholesaler', 'pending'] as const) {
        const res = await api.get(path, who)
        expect(res.status, `${who} ${path}`).toBe(403)
        expect((await errorOf(res)).code).toBe('not_allowed')
      }
      expect((await api.get(path, 'staff')).status).toBe(200)
    },
  )

  it('refuses writes to customers before looking at the body', async () => {
    const res = await api.post('/admin/orders/1/status', { status: 'declined' }, 'customer')
    expect(res.status).toBe(403)
    const forged = await client.request('/api/v1/admin/orders', { headers: { authorization: 'Bearer not-a-jwt' } })
    expect(forged.status).toBe(401)
  })

  it('checks the role on every request: a demoted staff member loses access with the same token', async () => {
    const [row] = await sql<{ id: number }>(
      `INSERT INTO users (email, password_hash, role, is_active) VALUES ('demoted.${Date.now()}@example.com', 'x', 'staff', 1) RETURNING id`,
    )
    const token = await accessTokenOf(Number(row!.id), getServices(client.env).config.JWT_SECRET)
    const headers = { authorization: `Bearer ${token}` }
    expect((await client.request('/api/v1/admin/orders', { headers })).status).toBe(200)
    await sql('UPDATE users SET role = ? WHERE id = ?', ['customer', Number(row!.id)])
    expect((await client.request('/api/v1/admin/orders', { headers })).status).toBe(403)
  })

  it('tells the page who is signed in', async () => {
    const me = await ok<AdminViewer>(await api.get('/admin/me', 'staff'))
    expect(me).toMatchObject({ email: 'staff@example.com', role: 'staff' })
  })

  it('sums up what waits for staff', async () => {
    const before = await ok<Record<string, number>>(await api.get('/admin/summary'))
    await sql(
      `INSERT INTO leads (full_name, phone, business_type, brand) VALUES ('Нова заявка', '0501112233', 'store', 'NBL')`,
    )
    await sql(
      `INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, goods_total_uah, total_uah) VALUES ('S1', 'summary-1', 'new', 'cash', 'pickup', 'А', 'Б', '+380501112233', 100, 100)`,
    )
    const after = await ok<Record<string, number>>(await api.get('/admin/summary'))
    expect(after.inbox_open).toBe(before.inbox_open! + 1)
    expect(after.orders_new).toBe(before.orders_new! + 1)
    expect(after.wholesale_requests).toBeGreaterThanOrEqual(1)
  })

  it('never caches back-office answers', async () => {
    expect((await api.get('/admin/orders', 'staff')).headers.get('cache-control')).toBe('no-store')
  })
})

describe('roles', () => {
  const idOf = async (email: string) =>
    Number((await sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]))[0]!.id)

  it('refuses a staff member their own role, and an admin theirs', async () => {
    const staffId = await idOf('staff@example.com')
    const raise = await api.patch(`/admin/users/${staffId}/role`, { role: 'admin' }, 'staff')
    expect(raise.status).toBe(403)
    expect((await sql('SELECT role FROM users WHERE id = ?', [staffId]))[0]!.role).toBe('staff')
    const adminId = await idOf('admin@example.com')
    // The last admin cannot lock the store out by demoting themselves.
    expect((await api.patch(`/admin/users/${adminId}/role`, { role: 'customer' }, 'admin')).status).toBe(403)
    expect((await sql('SELECT role FROM users WHERE id = ?', [adminId]))[0]!.role).toBe('admin')
  })

  it('refuses staff and customers any change of another user’s role, an admin’s included; nothing is written', async () => {
    const adminId = await idOf('admin@example.com')
    const customerId = await idOf('customer@example.com')
    expect((await api.patch(`/admin/users/${adminId}/role`, { role: 'customer' }, 'staff')).status).toBe(403)
    expect((await api.patch(`/admin/users/${customerId}/role`, { role: 'admin' }, 'staff')).status).toBe(403)
    expect((await api.patch(`/admin/users/${customerId}/role`, { role: 'staff' }, 'customer')).status).toBe(403)
    const roles = await sql<{ id: number; role: string }>('SELECT id, role FROM users WHERE id IN (?, ?)', [
      adminId,
      customerId,
    ])
    expect(Object.fromEntries(roles.map((r) => [Number(r.id), r.role]))).toEqual({
      [adminId]: 'admin',
      [customerId]: 'customer',
    })
  })

  it('refuses staff the roles of others; an admin changes them, and the audit log says who and what', async () => {
    const [row] = await sql<{ id: number }>(
      `INSERT INTO users (email, password_hash, is_active) VALUES ('promoted.${Date.now()}@example.com', 'x', 1) RETURNING id`,
    )
    const id = Number(row!.id)
    expect((await api.patch(`/admin/users/${id}/role`, { role: 'staff' }, 'staff')).status).toBe(403)
    expect((await api.patch(`/admin/users/${id}/role`, { role: 'boss' }, 'admin')).status).toBe(400)
    await ok(await api.patch(`/admin/users/${id}/role`, { role: 'staff' }, 'admin'))
    expect((await sql('SELECT role FROM users WHERE id = ?', [id]))[0]!.role).toBe('staff')

    const log = await ok<Page<AdminAuditRow>>(await api.get(`/admin/audit?entity=user&entity_id=${id}`, 'admin'))
    expect(log.results).toHaveLength(1)
    expect(log.results[0]).toMatchObject({
      action: 'user.role',
      actor_email: 'admin@example.com',
      before: { role: 'customer' },
      after: { role: 'staff' },
    })
  })

  it('lets only admins read the audit log', async () => {
    expect((await api.get('/admin/audit', 'staff')).status).toBe(403)
    expect((await api.get('/admin/audit', 'customer')).status).toBe(403)
    expect((await api.get('/admin/audit', 'admin')).status).toBe(200)
  })

  it('lists users sorted and paginated on the server, filtered by role', async () => {
    const page = await ok<Page<AdminUserRow>>(await api.get('/admin/users?role=staff&sort=email&dir=asc&limit=100'))
    expect(page.results.length).toBeGreaterThan(0)
    expect(page.results.every((u) => u.role === 'staff')).toBe(true)
    const emails = page.results.map((u) => u.email)
    expect(emails).toEqual([...emails].sort())
    const first = await ok<Page<AdminUserRow>>(await api.get('/admin/users?limit=2&page=1&sort=created&dir=asc'))
    const second = await ok<Page<AdminUserRow>>(await api.get('/admin/users?limit=2&page=2&sort=created&dir=asc'))
    expect(first.results).toHaveLength(2)
    expect(first.pages).toBe(Math.ceil(first.count / 2))
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id)
    expect((await api.get('/admin/users?limit=1000')).status).toBe(400)
    expect((await api.get('/admin/users?sort=password_hash')).status).toBe(400)
  })
})
