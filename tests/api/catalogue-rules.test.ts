import { priceSyncResultSchema } from '../../app/contract/price-list'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminApi, createAdminClient, errorOf, insertVariant, sql } from '../support/admin'

/**
 * The catalogue's rules (app/domain/catalogue-rules.ts) on every path that writes a variant: a sale
 * price at or above the regular one, a wholesale price above retail and negative stock are refused
 * with the error envelope, naming the field (or the row and column), and nothing is written.
 */
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const valuesOf = async (variantId: number) =>
  (
    await sql<{ price_uah: number; discount_price_uah: number; wholesale_price_uah: number; stock: number }>(
      'SELECT price_uah, discount_price_uah, wholesale_price_uah, stock FROM variants WHERE id = ?',
      [variantId],
    )
  )[0]!
const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400)
  const error = await errorOf(res)
  expect(error.code).toBe('invalid_data')
  return error.fields ?? {}
}

describe('the product editor', () => {
  it('refuses a sale price above the price, a wholesale price above retail and negative stock', async () => {
    const v = await insertVariant({ price: 999, stock: 4 })
    const before = await valuesOf(v.variantId)
    const sale = await fieldsOf(await api.patch(`/admin/variants/${v.variantId}`, { discount_price: 5000 }))
    expect(Object.keys(sale)).toEqual(['discount_price'])
    expect(sale.discount_price![0]).toContain('999')
    expect(
      Object.keys(await fieldsOf(await api.patch(`/admin/variants/${v.variantId}`, { discount_price: 999 }))),
    ).toEqual(['discount_price'])
    expect(
      Object.keys(await fieldsOf(await api.patch(`/admin/variants/${v.variantId}`, { whoosale_price: 1000 }))),
    ).toEqual(['whoosale_price'])
    // Lowering the price below the stored wholesale price breaks the rule too.
    expect(Object.keys(await fieldsOf(await api.patch(`/admin/variants/${v.variantId}`, { price: 200 })))).toEqual([
      'whoosale_price',
    ])
    expect(Object.keys(await fieldsOf(await api.patch(`/admin/variants/${v.variantId}`, { stock: -1 })))).toEqual([
      'stock',
    ])
    expect(await valuesOf(v.variantId)).toEqual(before)
    expect((await api.patch(`/admin/variants/${v.variantId}`, { discount_price: 899 })).status).toBe(200)

    const created = await api.post(`/admin/products/${v.productId}/variants`, {
      code: `RULE-${v.variantId}`,
      value_ua: '30 мл',
      value_en: '30 ml',
      price: 100,
      discount_price: 150,
    })
    expect(Object.keys(await fieldsOf(created))).toEqual(['discount_price'])
    const ua = await api.ua.patch(`/admin/variants/${v.variantId}`, { discount_price: 5000 })
    expect((await errorOf(ua)).fields!.discount_price![0]).toMatch(/нижчою/)
  })
})

describe('the price-list import and the ERP sync', () => {
  it('refuse a row that would break a rule, naming its row and column, and write nothing', async () => {
    const v = await insertVariant({ price: 999, stock: 4 })
    const ok = await insertVariant({ price: 500, stock: 4 })
    const csv = `Артикул;Ціна зі знижкою;Залишок\n${ok.code};400;5\n${v.code};5000;5\n`
    for (const path of ['/admin/price-list/preview', '/admin/price-list/apply']) {
      const form = new FormData()
      form.set('file', new File([csv], 'prices.csv', { type: 'text/csv' }))
      const fields = await fieldsOf(await api.post(path, form))
      expect(Object.keys(fields)).toEqual(['row 3, Sale price'])
    }
    expect((await valuesOf(ok.variantId)).stock).toBe(4)

    const key = (await (await api.post('/admin/integration-keys', { name: 'ERP rules' }, 'admin')).json()) as {
      key: string
    }
    const sync = (items: unknown[]) =>
      client.request('/api/v1/sync/prices/', {
        method: 'POST',
        locale: 'en',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key.key}` },
        body: JSON.stringify({ items }),
      })
    // The ERP's feed answers each line: the line that would break a rule is refused by name, and the
    // others are applied all the same (one bad line never stalls the feed).
    const synced = await sync([
      { code: ok.code, stock: 9 },
      { code: v.code, whoosale_price: 1200 },
    ])
    expect(synced.status).toBe(200)
    const result = priceSyncResultSchema.parse(await synced.json())
    expect(result.lines).toEqual([
      { row: 1, code: ok.code, result: 'applied' },
      { row: 2, code: v.code, result: 'refused', reason: 'wholesale_above_retail', fields: ['whoosale_price'] },
    ])
    // A value no line may carry refuses the whole body, as before.
    expect(Object.keys(await fieldsOf(await sync([{ code: v.code, stock: -2 }]))).join()).toMatch(/stock/)
    expect((await valuesOf(ok.variantId)).stock).toBe(9)
    expect((await valuesOf(v.variantId)).wholesale_price_uah).toBe(300)
  })
})
