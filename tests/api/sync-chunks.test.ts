import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import type { PriceSyncResult } from '../../app/contract/price-list'
import { SYNC_CHUNK } from '../../worker/services/admin/price-sync'
import { TAG_KEY_PREFIX } from '../../worker/services/page-cache'
import { adminApi, createAdminClient, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const newKey = async () =>
  ok<{ id: number; key: string }>(await api.post('/admin/integration-keys', { name: 'ERP' }, 'admin'), 201)
const syncCall = async (key: string, items: unknown[]) =>
  ok<PriceSyncResult>(
    await client.request('/api/v1/sync/prices/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ items }),
    }),
  )
const tag = (name: string) => client.env.CATALOG_CACHE.get(`${TAG_KEY_PREFIX}${name}`)

describe('an ERP feed longer than one transaction', () => {
  it('is applied chunk by chunk, each chunk with its audit row, and sent again changes nothing', async () => {
    const { id, key } = await newKey()
    const variants = []
    for (let i = 0; i < 2 * SYNC_CHUNK + 5; i++) variants.push(await insertVariant({ price: 500, stock: 1 }))
    const items = variants.map((v, i) => ({ code: v.code, price: 400 + i, stock: 7 }))
    const first = await syncCall(key, [...items, { code: 'NO-SUCH-CODE', price: 1 }])
    expect(first).toMatchObject({ rows: items.length + 1, updated: items.length, unknown: 1, refused: 1 })
    const audits = async () =>
      (
        await ok<Page<AdminAuditRow>>(
          await api.get(`/admin/audit?entity=price_list&entity_id=integration:${id}`, 'admin'),
        )
      ).results
    const rows = await audits()
    expect(rows).toHaveLength(3)
    // Newest first: the first chunk's row carries the feed's counts.
    expect(rows.map((r) => (r.after as { updated: number }).updated)).toEqual([5, SYNC_CHUNK, SYNC_CHUNK])
    expect(rows[2]!.after).toMatchObject({ unknown: 1, refused: 1, held: 0 })
    const stored = await sql(
      `SELECT price_uah, stock FROM variants WHERE id IN (${variants.map((v) => v.variantId).join(',')}) ORDER BY id`,
    )
    expect(stored.map((r) => Number(r.price_uah))).toEqual(items.map((i) => i.price))
    expect(stored.every((r) => Number(r.stock) === 7)).toBe(true)
    // Every product's price bound follows its variant, whichever chunk it was in.
    const bounds = await sql(
      `SELECT min_price_uah FROM products WHERE id IN (${variants.map((v) => v.productId).join(',')}) ORDER BY id`,
    )
    expect(bounds.map((r) => Number(r.min_price_uah))).toEqual(items.map((i) => i.price))

    const again = await syncCall(key, items)
    expect(again).toMatchObject({ updated: 0, unchanged: items.length })
    expect(await audits()).toHaveLength(3)
  })
})

describe('the pages an ERP feed makes stale', () => {
  it('are those of the products it changed and the listings, not every product page; an unchanged feed moves nothing', async () => {
    const { key } = await newKey()
    const changed = await insertVariant({ price: 500 })
    const same = await insertVariant({ price: 500 })
    for (const name of ['products', 'listings', `product:${changed.slug}`, `product:${same.slug}`])
      await client.env.CATALOG_CACHE.put(`${TAG_KEY_PREFIX}${name}`, 'before')

    expect(
      await syncCall(key, [
        { code: changed.code, price: 450 },
        { code: same.code, price: 500 },
      ]),
    ).toMatchObject({
      updated: 1,
      unchanged: 1,
    })
    expect(await tag(`product:${changed.slug}`)).not.toBe('before')
    expect(await tag(`product:${same.slug}`)).toBe('before')
    expect(await tag('products'), 'the other product pages stay').toBe('before')
    expect(await tag('listings'), 'listings show the changed price').not.toBe('before')

    await client.env.CATALOG_CACHE.put(`${TAG_KEY_PREFIX}listings`, 'before')
    await client.env.CATALOG_CACHE.put(`${TAG_KEY_PREFIX}product:${changed.slug}`, 'before')
    expect(await syncCall(key, [{ code: changed.code, price: 450 }])).toMatchObject({ updated: 0, unchanged: 1 })
    expect(await tag('listings')).toBe('before')
    expect(await tag(`product:${changed.slug}`)).toBe('before')
  })
})
