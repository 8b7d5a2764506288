import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminPartnerApplication, AdminWholesaleRequest } from '../../app/contract/admin-people'
import { getServices } from '../../worker/services/context'
import { accessTokenOf, adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

/** A partner who registered and waits for staff: a user with a pending wholesale request. */
async function pendingPartner(locale: 'ua' | 'en' = 'ua') {
  const email = `partner.${randomUUID().slice(0, 8)}@example.com`
  const [user] = await sql<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, wholesale_status, is_active, locale) VALUES (?, 'x', 'Ірина', 'Коваль', 'pending', 1, ?) RETURNING id`,
    [email, locale],
  )
  const [request] = await sql<{ id: number }>(
    `INSERT INTO wholesale_requests (user_id, company_name, position, city) VALUES (?, 'ФОП Коваль', 'Косметолог', 'Дніпро') RETURNING id`,
    [Number(user!.id)],
  )
  const token = await accessTokenOf(Number(user!.id), getServices(client.env).config.JWT_SECRET)
  return {
    userId: Number(user!.id),
    requestId: Number(request!.id),
    email,
    headers: { authorization: `Bearer ${token}` },
  }
}
const mails = (to: string) =>
  sql<{ kind: string; subject: string; text: string; locale: string }>(
    'SELECT kind, subject, text, locale FROM email_outbox WHERE "to" = ? ORDER BY id',
    [to],
  )

describe('wholesale partner requests', () => {
  it('lists pending requests with the partner details', async () => {
    const p = await pendingPartner()
    const page = await ok<Page<AdminWholesaleRequest>>(
      await api.get(`/admin/wholesale-requests?status=pending&q=${encodeURIComponent(p.email)}`),
    )
    expect(page.results).toEqual([
      expect.objectContaining({
        id: p.requestId,
        email: p.email,
        name: 'Ірина Коваль',
        company_name: 'ФОП Коваль',
        position: 'Косметолог',
        city: 'Дніпро',
        status: 'pending',
      }),
    ])
  })

  it('approving makes the user a wholesaler at their next request, and emails them', async () => {
    const p = await pendingPartner('en')
    const v = await insertVariant({ price: 500 })
    const product = async () =>
      ok<{ variants: { whoosale_price: number | null }[] }>(
        await client.request(`/api/v1/shop/products/${v.productId}/`, { headers: p.headers }),
      )
    expect((await product()).variants[0]!.whoosale_price).toBeNull()

    await ok(await api.post(`/admin/wholesale-requests/${p.requestId}/approve`, {}), 204)
    expect((await product()).variants[0]!.whoosale_price).toBe(300)
    expect(await ok(await client.request('/api/v1/whoosaler-status/', { headers: p.headers }))).toEqual({
      is_whoosaler: true,
    })
    const [mail] = await mails(p.email)
    expect(mail).toMatchObject({ kind: 'partner_approved', locale: 'en', subject: 'Partner application approved' })
    // The approval says where to sign in, on the store's own address.
    expect(mail!.text).toContain(`Sign in: ${new URL('/login', client.env.SITE_URL).href}`)

    const again = await api.post(`/admin/wholesale-requests/${p.requestId}/approve`, {})
    expect(again.status).toBe(409)
    const [decided] = await sql('SELECT status, decided_by FROM wholesale_requests WHERE id = ?', [p.requestId])
    expect(decided!.status).toBe('approved')
    expect(decided!.decided_by).not.toBeNull()
  })

  it('declining needs a reason, which the partner receives; they stay retail', async () => {
    const p = await pendingPartner()
    expect(
      (await errorOf(await api.post(`/admin/wholesale-requests/${p.requestId}/decline`, { reason: ' ' }))).fields,
    ).toEqual({ reason: ['Required'] })
    await ok(
      await api.post(`/admin/wholesale-requests/${p.requestId}/decline`, { reason: 'Немає документів про освіту' }),
      204,
    )
    expect((await sql('SELECT wholesale_status FROM users WHERE id = ?', [p.userId]))[0]!.wholesale_status).toBe(
      'declined',
    )
    const [mail] = await mails(p.email)
    expect(mail!.kind).toBe('partner_declined')
    expect(mail!.text).toContain('Причина: Немає документів про освіту')
  })
})

describe('partner applications (/core/partner)', () => {
  async function application() {
    const key = `partners/certificates/${randomUUID()}.png`
    await client.env.MEDIA.put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), {
      httpMetadata: { contentType: 'image/png' },
    })
    const [position] = await sql<{ id: number; name_ua: string }>(
      `SELECT id, name_ua FROM partner_options WHERE kind = 'position' ORDER BY id LIMIT 1`,
    )
    const email = `applicant.${randomUUID().slice(0, 8)}@example.com`
    const [row] = await sql<{ id: number }>(
      `INSERT INTO partner_applications (last_name, first_name, patronymic, email, phone, date_of_birth, position_id, clinic_name, address, certificate_key)
       VALUES ('Шевчук', 'Марія', 'Іванівна', ?, '+380501112233', '1990-04-12', ?, 'Клініка краси', 'Київ, вул. Хрещатик, 1', ?) RETURNING id`,
      [email, Number(position!.id), key],
    )
    return { id: Number(row!.id), email, position: position!.name_ua }
  }

  it('lists applications with their details and serves the certificate photo to staff only', async () => {
    const a = await application()
    const page = await ok<Page<AdminPartnerApplication>>(await api.get(`/admin/partner-applications?q=${a.email}`))
    expect(page.results).toEqual([
      expect.objectContaining({
        id: a.id,
        last_name: 'Шевчук',
        position: a.position,
        clinic_name: 'Клініка краси',
        status: 'new',
      }),
    ])
    const photo = await api.get(`/admin/partner-applications/${a.id}/certificate`)
    expect(photo.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await photo.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
    expect((await api.get(`/admin/partner-applications/${a.id}/certificate`, 'customer')).status).toBe(403)
  })

  it('approves or declines an application once, emailing the applicant', async () => {
    const a = await application()
    const b = await application()
    await ok(await api.post(`/admin/partner-applications/${a.id}/approve`, {}), 204)
    await ok(await api.post(`/admin/partner-applications/${b.id}/decline`, { reason: 'Фото нечитабельне' }), 204)
    expect((await api.post(`/admin/partner-applications/${a.id}/decline`, { reason: 'x' })).status).toBe(409)
    expect((await mails(a.email)).map((m) => m.kind)).toEqual(['partner_approved'])
    expect((await mails(b.email))[0]!.text).toContain('Фото нечитабельне')
  })
})
