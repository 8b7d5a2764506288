import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import type { IntegrationKeyRow } from '../../app/contract/admin-staff'
import type { PriceListResult, PriceSyncResult } from '../../app/contract/price-list'
import { adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const newKey = async (name = 'ERP') =>
  ok<{ id: number; key: string }>(await api.post('/admin/integration-keys', { name }, 'admin'), 201)
const syncCall = (key: string | null, body: unknown, contentType = 'application/json') =>
  client.request('/api/v1/sync/prices/', {
    method: 'POST',
    headers: { 'content-type': contentType, ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('integration keys', () => {
  it('are made by admins only, shown once, and stored hashed', async () => {
    expect((await api.post('/admin/integration-keys', { name: 'ERP' }, 'staff')).status).toBe(403)
    expect((await api.post('/admin/integration-keys', { name: '' }, 'admin')).status).toBe(400)
    const { id, key } = await newKey('1C')
    expect(key).toMatch(/^bp_[A-Za-z0-9_-]{43}$/)
    const [stored] = await sql<{ key_hash: string }>('SELECT key_hash FROM integration_keys WHERE id = ?', [id])
    expect(stored!.key_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored!.key_hash).not.toContain(key)
    const listed = await ok<IntegrationKeyRow[]>(await api.get('/admin/integration-keys', 'admin'))
    expect(listed.find((k) => k.id === id)).toEqual({ id, name: '1C', created: expect.any(String), revoked: null })
    expect(JSON.stringify(listed)).not.toContain(key)
  })
})

describe('POST /sync/prices/', () => {
  it('answers 401 to a missing, wrong or revoked key', async () => {
    const v = await insertVariant({ price: 500 })
    const body = { items: [{ code: v.code, price: 1 }] }
    expect((await syncCall(null, body)).status).toBe(401)
    expect((await syncCall('bp_wrong', body)).status).toBe(401)
    const { id, key } = await newKey()
    await ok(await api.post(`/admin/integration-keys/${id}/revoke`, {}, 'admin'), 204)
    const revoked = await syncCall(key, body)
    expect(revoked.status).toBe(401)
    expect((await errorOf(revoked)).code).toBe('unauthorized')
    expect((await sql('SELECT price_uah FROM variants WHERE id = ?', [v.variantId]))[0]!.price_uah).toBe(500)
  })

  it('applies a feed, and the same payload again changes and records nothing', async () => {
    const { id, key } = await newKey()
    const a = await insertVariant({ price: 500, stock: 1 })
    const payload = {
      items: [
        { code: a.code, price: 480, whoosale_price: 350, stock: 40, stock_opt: 9 },
        { code: 'UNKNOWN-SKU', price: 10 },
      ],
    }
    expect(await ok<PriceSyncResult>(await syncCall(key, payload))).toEqual({
      rows: 2,
      updated: 1,
      unchanged: 0,
      unknown: 1,
      unknown_codes: [{ row: 2, code: 'UNKNOWN-SKU' }],
      held: 0,
      refused: 1,
      lines: [
        { row: 1, code: a.code, result: 'applied' },
        { row: 2, code: 'UNKNOWN-SKU', result: 'refused', reason: 'unknown_code' },
      ],
    })
    const audits = async () =>
      (
        await ok<Page<AdminAuditRow>>(
          await api.get(`/admin/audit?entity=price_list&entity_id=integration:${id}`, 'admin'),
        )
      ).count
    expect(await audits()).toBe(1)
    expect(await ok<PriceSyncResult>(await syncCall(key, payload))).toMatchObject({
      rows: 2,
      updated: 0,
      unchanged: 1,
      unknown: 1,
      unknown_codes: [{ row: 2, code: 'UNKNOWN-SKU' }],
    })
    expect(await audits()).toBe(1)
    expect(
      (
        await sql('SELECT price_uah, wholesale_price_uah, stock, stock_opt FROM variants WHERE id = ?', [a.variantId])
      )[0],
    ).toEqual({
      price_uah: 480,
      wholesale_price_uah: 350,
      stock: 40,
      stock_opt: 9,
    })
    const log = await ok<Page<AdminAuditRow>>(
      await api.get(`/admin/audit?entity=price_list&entity_id=integration:${id}`, 'admin'),
    )
    expect(log.results[0]).toMatchObject({
      actor_id: null,
      actor_label: 'ERP',
      action: 'price_list.apply',
      after: { updated: 1, unknown: 1 },
    })
  })

  it('takes a CSV body with the price-list headers', async () => {
    const { key } = await newKey()
    const a = await insertVariant({ price: 500 })
    const result = await ok<PriceListResult>(
      await syncCall(key, `Артикул,Роздрібна ціна\n${a.code},515\n`, 'text/csv; charset=utf-8'),
    )
    expect(result.updated).toBe(1)
    expect((await sql('SELECT price_uah FROM variants WHERE id = ?', [a.variantId]))[0]!.price_uah).toBe(515)
  })

  it('refuses a malformed payload whole, naming the item and field', async () => {
    const { key } = await newKey()
    const a = await insertVariant({ price: 500 })
    const res = await syncCall(key, {
      items: [
        { code: a.code, price: 700 },
        { code: 'X', price: -1 },
        { code: a.code, stock: 2 },
      ],
    })
    expect(res.status).toBe(400)
    expect(Object.keys((await errorOf(res)).fields ?? {}).sort()).toEqual(['items.1.price', 'items.2.code'])
    expect((await sql('SELECT price_uah FROM variants WHERE id = ?', [a.variantId]))[0]!.price_uah).toBe(500)
    expect((await syncCall(key, '{"items": [', 'application/json')).status).toBe(400)
  })

  it('is rate limited per key: 429 with Retry-After', async () => {
    const { key } = await newKey()
    const { key: other } = await newKey()
    const a = await insertVariant()
    const body = { items: [{ code: a.code, stock: 3 }] }
    const statuses: number[] = []
    let limited: Response | undefined
    // 30 a minute in fixed windows: 70 calls overflow one window even if a window boundary falls between them.
    for (let i = 0; i < 70 && !limited; i++) {
      const res = await syncCall(key, body)
      statuses.push(res.status)
      if (res.status === 429) limited = res
    }
    expect(limited?.status).toBe(429)
    expect(statuses.length).toBeGreaterThan(30)
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true)
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await syncCall(other, body)).status).toBe(200)
  })
})

describe('POST /sync/prices/ sale prices and large jumps', () => {
  it('sets sale prices, and applies a threefold jump only with confirm_large', async () => {
    const { key } = await newKey()
    const a = await insertVariant({ price: 389 })
    expect(
      (
        await ok<PriceListResult>(
          await syncCall(key, { items: [{ code: a.code, discount_price: 349, discount_whoosale_price: 250 }] }),
        )
      ).updated,
    ).toBe(1)
    expect(
      (
        await sql('SELECT discount_price_uah, discount_wholesale_price_uah FROM variants WHERE id = ?', [a.variantId])
      )[0],
    ).toEqual({ discount_price_uah: 349, discount_wholesale_price_uah: 250 })
    const jump = { items: [{ code: a.code, price: 1399 }] }
    const held = await ok<PriceSyncResult>(await syncCall(key, jump))
    expect(held).toMatchObject({ updated: 0, held: 1 })
    expect((await sql('SELECT price_uah FROM variants WHERE id = ?', [a.variantId]))[0]!.price_uah).toBe(389)
    expect((await ok<PriceListResult>(await syncCall(key, { ...jump, confirm_large: true }))).updated).toBe(1)
    expect((await sql('SELECT price_uah FROM variants WHERE id = ?', [a.variantId]))[0]!.price_uah).toBe(1399)
  })
})
