import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companySchema } from '../../app/contract/account'
import type { Page } from '../../app/contract/admin-common'
import type { AdminRequisiteChange } from '../../app/contract/admin-requisites'
import { invoiceSchema } from '../../app/contract/invoice'
import { getServices } from '../../worker/services/context'
import { accessTokenOf, adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'
import { uniqueContact } from '../support/order-fixtures'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let variantId: number
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  variantId = (await insertVariant({ price: 700, stock: 50, stockOpt: 40 })).variantId
})
afterAll(() => client.dispose())

const OLD = { code: '14360570', iban: 'UA213223130000026007233566001' }
/** Another valid IBAN (mod 97 holds) and ЄДРПОУ (check digit holds). */
const NEW_IBAN = 'UA903052992990004149123456789'
const NEW_CODE = '32855961'

/** An approved partner whose company already has requisites on file. */
async function partner(onFile = true) {
  const email = `req.${randomUUID().slice(0, 8)}@example.com`
  const [user] = await sql<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, wholesale_status, is_active) VALUES (?, 'x', 'Марта', 'Бойко', 'approved', 1) RETURNING id`,
    [email],
  )
  const userId = Number(user!.id)
  const [company] = await sql<{ id: number }>(
    `INSERT INTO companies (user_id, name, code, iban, director, address, email) VALUES (?, 'ТОВ Марта', ?, ?, 'Марта Бойко', 'Київ, вул. Липська, 3', ?) RETURNING id`,
    [userId, onFile ? OLD.code : '', onFile ? OLD.iban : '', email],
  )
  const token = await accessTokenOf(userId, getServices(client.env).config.JWT_SECRET)
  return { userId, email, companyId: Number(company!.id), headers: { authorization: `Bearer ${token}` } }
}
type Partner = Awaited<ReturnType<typeof partner>>

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  client.request(`/api/v1${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const patchCompany = (p: Partner, body: unknown) => send('PATCH', `/company/company/${p.companyId}/`, p.headers, body)
const stored = async (p: Partner) =>
  (await sql('SELECT code, iban, name FROM companies WHERE id = ?', [p.companyId]))[0]
const changesOf = (p: Partner) => sql('SELECT * FROM requisite_changes WHERE user_id = ? ORDER BY id', [p.userId])
const audits = (p: Partner) =>
  sql<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'user' AND entity_id = ? ORDER BY id`, [
    String(p.userId),
  ])
async function pendingId(p: Partner) {
  const page = await ok<Page<AdminRequisiteChange>>(
    await api.get(`/admin/requisite-changes?status=pending&q=${encodeURIComponent(p.email)}`),
  )
  expect(page.results).toHaveLength(1)
  return page.results[0]!
}

describe('a partner’s change of requisites', () => {
  it('is stored for approval; the company keeps its approved values and the answer shows both', async () => {
    const p = await partner()
    const res = await patchCompany(p, { iban: 'UA90 3052 9929 9000 4149 1234 5678 9', real_stock: true })
    const company = companySchema.parse(await ok(res))
    expect(company).toMatchObject({ iban: OLD.iban, real_stock: true })
    expect(company.requisite_change).toMatchObject({ status: 'pending', iban: NEW_IBAN, code: OLD.code })
    expect(await stored(p)).toMatchObject(OLD)
    // A second edit replaces the waiting one: still one pending change, with both edits.
    await ok(await patchCompany(p, { code: NEW_CODE }))
    const rows = await changesOf(p)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'pending', iban: NEW_IBAN, code: NEW_CODE })
    // Asking for the approved values back withdraws it.
    const back = companySchema.parse(await ok(await patchCompany(p, OLD)))
    expect(back.requisite_change).toBeNull()
    expect(await changesOf(p)).toEqual([])
  })

  it('applies directly while nothing is on file (the first filling-in)', async () => {
    const p = await partner(false)
    const company = companySchema.parse(await ok(await patchCompany(p, { code: NEW_CODE, iban: NEW_IBAN })))
    expect(company).toMatchObject({ code: NEW_CODE, iban: NEW_IBAN, requisite_change: null })
    expect(await stored(p)).toMatchObject({ code: NEW_CODE, iban: NEW_IBAN })
  })

  it('refuses a forged IBAN or ЄДРПОУ with the field codes, writing nothing', async () => {
    const p = await partner()
    for (const forged of [
      { iban: 'UA91 3052 9929 9000 4149 1234 5678 9' },
      { code: '32855962' },
      { iban: 'DE89370400440532013000', code: '1234' },
    ]) {
      const res = await patchCompany(p, forged)
      expect(res.status).toBe(400)
      const error = await errorOf(res)
      expect(error.code).toBe('invalid_data')
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(Object.keys(forged).sort())
      expect(JSON.stringify(error)).not.toContain('3052')
    }
    expect(await changesOf(p)).toEqual([])
    expect(await stored(p)).toMatchObject(OLD)
  })

  it('refuses a retail buyer and anyone without a session, writing nothing', async () => {
    const p = await partner()
    const retail = await api.patch(`/company/company/${p.companyId}/`, { iban: NEW_IBAN }, 'customer')
    expect(retail.status).toBe(403)
    expect((await send('PATCH', `/company/company/${p.companyId}/`, {}, { iban: NEW_IBAN })).status).toBe(401)
    expect(await changesOf(p)).toEqual([])
    expect(await stored(p)).toMatchObject(OLD)
  })
})

describe('staff decide a change of requisites', () => {
  it('approval applies it with an audit row; a replayed approval is a 409 and writes nothing', async () => {
    const p = await partner()
    await ok(await patchCompany(p, { iban: NEW_IBAN }))
    const change = await pendingId(p)
    expect(change).toMatchObject({ current: { iban: OLD.iban }, proposed: { iban: NEW_IBAN }, status: 'pending' })
    await ok(await api.post(`/admin/requisite-changes/${change.id}/approve`, undefined), 204)
    expect(await stored(p)).toMatchObject({ iban: NEW_IBAN, code: OLD.code })
    expect((await audits(p)).map((a) => a.action)).toEqual(['company.requisites_approve'])
    const again = await api.ua.post(`/admin/requisite-changes/${change.id}/approve`, undefined)
    expect(again.status).toBe(409)
    expect((await errorOf(again)).message).toMatch(/розглянуто/)
    const reject = await api.post(`/admin/requisite-changes/${change.id}/reject`, {})
    expect(reject.status).toBe(409)
    expect((await audits(p)).map((a) => a.action)).toEqual(['company.requisites_approve'])
    const [row] = await changesOf(p)
    expect(row).toMatchObject({ status: 'approved' })
    const [company] = companySchema.array().parse(await ok(await send('GET', '/company/company/', p.headers)))
    expect(company).toMatchObject({ iban: NEW_IBAN, requisite_change: { status: 'approved' } })
  })

  it('rejection keeps the old values and tells the partner the reason', async () => {
    const p = await partner()
    await ok(await patchCompany(p, { code: NEW_CODE }))
    const change = await pendingId(p)
    const res = await api.post(`/admin/requisite-changes/${change.id}/reject`, { reason: 'Код не збігається з ЄДР' })
    await ok(res, 204)
    expect(await stored(p)).toMatchObject(OLD)
    expect((await audits(p)).map((a) => a.action)).toEqual(['company.requisites_reject'])
    const [company] = companySchema.array().parse(await ok(await send('GET', '/company/company/', p.headers)))
    expect(company).toMatchObject({ code: OLD.code })
    expect(company!.requisite_change).toMatchObject({ status: 'rejected', reason: 'Код не збігається з ЄДР' })
  })

  it('refuses a partner approving their own change (the staff route is for staff only)', async () => {
    const p = await partner()
    await ok(await patchCompany(p, { iban: NEW_IBAN }))
    const change = await pendingId(p)
    const own = await send('POST', `/admin/requisite-changes/${change.id}/approve`, p.headers)
    expect(own.status).toBe(403)
    const retail = await api.post(`/admin/requisite-changes/${change.id}/approve`, undefined, 'customer')
    expect(retail.status).toBe(403)
    expect((await api.get('/admin/requisite-changes', 'wholesaler')).status).toBe(403)
    expect(await stored(p)).toMatchObject(OLD)
    expect(await audits(p)).toEqual([])
    expect(await changesOf(p)).toEqual([expect.objectContaining({ status: 'pending' })])
  })

  it('answers 404 for an unknown change and 400 for a reason too long, writing nothing', async () => {
    expect((await api.post(`/admin/requisite-changes/${2 ** 31}/approve`, undefined)).status).toBe(404)
    const p = await partner()
    await ok(await patchCompany(p, { iban: NEW_IBAN }))
    const change = await pendingId(p)
    const long = await api.post(`/admin/requisite-changes/${change.id}/reject`, { reason: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(await changesOf(p)).toEqual([expect.objectContaining({ status: 'pending' })])
  })
})

describe('invoices print the approved requisites', () => {
  const invoiceOrder = async (p: Partner) => {
    const contact = uniqueContact()
    return ok<{ id: number }>(
      await send('POST', '/order/orders/', p.headers, {
        first_name: 'Марта',
        last_name: 'Бойко',
        phone: contact.phone,
        email: p.email,
        deliveryType: 'curier',
        curier_info: { street: contact.street, house: '3', appartment: '1' },
        payment: 'invoice',
        cartItems: [{ id: variantId, quantity: 1 }],
      }),
      201,
    )
  }
  const invoiceOf = async (p: Partner, order: { id: number }) =>
    invoiceSchema.parse(await ok(await send('GET', `/order/orders/${order.id}/invoice/`, p.headers)))

  it('an invoice made while a change waits prints the old values, and keeps them once the change is approved', async () => {
    const p = await partner()
    await ok(await patchCompany(p, { iban: NEW_IBAN }))
    const issued = await invoiceOrder(p)
    expect((await invoiceOf(p, issued)).buyer).toMatchObject({ iban: OLD.iban, code: OLD.code })
    const change = await pendingId(p)
    await ok(await api.post(`/admin/requisite-changes/${change.id}/approve`, undefined), 204)
    // An issued invoice is a document the partner's accountant has filed: it is not rewritten.
    expect((await invoiceOf(p, issued)).buyer).toMatchObject({ iban: OLD.iban, code: OLD.code })
    expect((await invoiceOf(p, await invoiceOrder(p))).buyer).toMatchObject({ iban: NEW_IBAN, code: OLD.code })
  })

  it('an invoice issued before invoices kept their parties prints the requisites of now', async () => {
    const p = await partner()
    const issued = await invoiceOrder(p)
    await sql('DELETE FROM invoice_parties WHERE order_id = ?', [issued.id])
    await sql('UPDATE companies SET name = ? WHERE id = ?', ['ТОВ Марта Нова', p.companyId])
    expect((await invoiceOf(p, issued)).buyer).toMatchObject({ name: 'ТОВ Марта Нова', iban: OLD.iban })
  })
})
