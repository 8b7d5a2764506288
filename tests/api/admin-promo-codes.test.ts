import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import type { AdminPromoCode } from '../../app/contract/admin-promo'
import { kyivDayEnd, kyivDayStart } from '../../app/domain/kyiv-time'
import { adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let brandId: number
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  brandId = Number((await sql<{ id: number }>('SELECT id FROM brands ORDER BY id LIMIT 1'))[0]!.id)
})
afterAll(() => client.dispose())

const uniqueCode = () => `T${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`

describe('promo codes', () => {
  it('creates a percent code for a brand with Kyiv dates and a usage limit', async () => {
    const code = uniqueCode()
    const promo = await ok<AdminPromoCode>(
      await api.post('/admin/promo-codes', {
        code: code.toLowerCase(),
        brand_id: brandId,
        kind: 'percent',
        amount: 15,
        starts_on: '2026-06-01',
        ends_on: '2026-06-30',
        usage_limit: 100,
      }),
      201,
    )
    expect(promo).toMatchObject({
      code,
      kind: 'percent',
      amount: 15,
      starts_on: '2026-06-01',
      ends_on: '2026-06-30',
      usage_limit: 100,
      used_count: 0,
      is_active: true,
    })
    const [row] = await sql<{ starts_at: number; ends_at: number }>(
      'SELECT starts_at, ends_at FROM promo_codes WHERE id = ?',
      [promo.id],
    )
    expect(row).toEqual({ starts_at: kyivDayStart('2026-06-01'), ends_at: kyivDayEnd('2026-06-30') })
  })

  it('edits and disables a code, each change in the audit log', async () => {
    const promo = await ok<AdminPromoCode>(
      await api.post('/admin/promo-codes', { code: uniqueCode(), brand_id: brandId, kind: 'fixed', amount: 100 }),
      201,
    )
    const edited = await ok<AdminPromoCode>(
      await api.patch(`/admin/promo-codes/${promo.id}`, { amount: 150, ends_on: '2027-01-31' }),
    )
    expect(edited).toMatchObject({ amount: 150, ends_on: '2027-01-31', kind: 'fixed' })
    const disabled = await ok<AdminPromoCode>(await api.patch(`/admin/promo-codes/${promo.id}`, { is_active: false }))
    expect(disabled.is_active).toBe(false)
    const log = await ok<Page<AdminAuditRow>>(
      await api.get(`/admin/audit?entity=promo_code&entity_id=${promo.id}&dir=asc`, 'admin'),
    )
    expect(log.results.map((e) => e.action)).toEqual(['promo.create', 'promo.update', 'promo.disable'])
    expect(log.results[1]!.before).toEqual({ amount: 100, endsAt: null })
  })

  it('validates with field errors: percent above 100, end before start, duplicate code, unknown brand', async () => {
    const bad = await api.post('/admin/promo-codes', {
      code: 'x',
      brand_id: brandId,
      kind: 'percent',
      amount: 150,
      starts_on: '2026-05-10',
      ends_on: '2026-05-01',
    })
    expect(bad.status).toBe(400)
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['amount', 'code', 'ends_on'])
    const dup = await api.post('/admin/promo-codes', {
      code: 'spring10',
      brand_id: brandId,
      kind: 'percent',
      amount: 5,
    })
    expect((await errorOf(dup)).fields).toEqual({ code: ['This code already exists'] })
    expect(
      (
        await errorOf(
          await api.post('/admin/promo-codes', { code: 'NOBRAND1', brand_id: 999999, kind: 'fixed', amount: 5 }),
        )
      ).fields,
    ).toEqual({ brand_id: ['No such brand'] })
    const fixed = await ok<AdminPromoCode>(
      await api.post('/admin/promo-codes', { code: uniqueCode(), brand_id: brandId, kind: 'fixed', amount: 300 }),
      201,
    )
    const toPercent = await api.patch(`/admin/promo-codes/${fixed.id}`, { kind: 'percent' })
    expect((await errorOf(toPercent)).fields).toEqual({ amount: ['A percent is 1 to 100'] })
  })

  it('lists codes with usage so far, searchable and sorted on the server', async () => {
    const page = await ok<Page<AdminPromoCode>>(await api.get('/admin/promo-codes?q=welcome'))
    expect(page.results.map((p) => p.code)).toEqual(['WELCOME50'])
    expect(page.results[0]!.used_count).toBeGreaterThanOrEqual(page.results[0]!.usage_limit!)
    const byCode = await ok<Page<AdminPromoCode>>(await api.get('/admin/promo-codes?sort=code&dir=asc&limit=100'))
    const codes = byCode.results.map((p) => p.code)
    expect(codes).toEqual([...codes].sort())
  })
})

describe('promo code states', () => {
  it('lists each code with its state today, and filters by state across pages', async () => {
    const all = await ok<Page<AdminPromoCode>>(await api.get('/admin/promo-codes?limit=100'))
    const state = (code: string) => all.results.find((p) => p.code === code)?.state
    expect(state('WINTER20')).toBe('expired')
    expect(state('WELCOME50')).toBe('used_up')
    expect(state('SPRING10')).toBe('active')
    const later = uniqueCode()
    await ok(
      await api.post('/admin/promo-codes', {
        code: later,
        brand_id: brandId,
        kind: 'fixed',
        amount: 50,
        starts_on: '2099-01-01',
      }),
      201,
    )
    const off = uniqueCode()
    await ok(
      await api.post('/admin/promo-codes', {
        code: off,
        brand_id: brandId,
        kind: 'fixed',
        amount: 50,
        is_active: false,
      }),
      201,
    )
    for (const [filter, code] of [
      ['expired', 'WINTER20'],
      ['used_up', 'WELCOME50'],
      ['active', 'SPRING10'],
      ['scheduled', later],
      ['disabled', off],
    ] as const) {
      const page = await ok<Page<AdminPromoCode>>(await api.get(`/admin/promo-codes?state=${filter}&limit=100`))
      expect(
        page.results.map((p) => p.code),
        filter,
      ).toContain(code)
      expect(
        page.results.every((p) => p.state === filter),
        filter,
      ).toBe(true)
      expect(page.count).toBe(page.results.length)
    }
    expect((await api.get('/admin/promo-codes?state=everything')).status).toBe(400)
  })

  it('refuses impossible values: over 100 %, zero or negative, an end before the start, a limit of 0, and writes nothing', async () => {
    const code = uniqueCode()
    for (const body of [
      { kind: 'percent', amount: 150 },
      { kind: 'percent', amount: 0 },
      { kind: 'fixed', amount: -5 },
      { kind: 'fixed', amount: 10, starts_on: '2026-06-10', ends_on: '2026-06-01' },
      { kind: 'fixed', amount: 10, usage_limit: 0 },
      { kind: 'fixed', amount: 2.5 },
    ]) {
      const res = await api.post('/admin/promo-codes', { code, brand_id: brandId, ...body })
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    expect(await sql('SELECT id FROM promo_codes WHERE code = ?', [code])).toEqual([])
  })
})
