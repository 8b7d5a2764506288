import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PriceListPreview } from '../../app/contract/price-list'
import type { Page } from '../../app/contract/admin-common'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import { adminApi, createAdminClient, errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let brandId: number
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  brandId = Number((await sql<{ id: number }>('SELECT id FROM brands ORDER BY id LIMIT 1'))[0]!.id)
})
afterAll(() => client.dispose())

const upload = (content: string | Uint8Array, name: string) => {
  const form = new FormData()
  form.set('file', new File([content as BlobPart], name))
  return form
}
/** Latin letters that are not a code's, a unit or a store term: English leaking into a Ukrainian answer. */
const ENGLISH_WORD = /\b(?!CSV|XLSX|UTF|Windows|WebP|JPEG|PNG|slug|id)[A-Za-z]{3,}\b/

describe('the back office answers in the staff member’s language', () => {
  it('names promo-code problems in Ukrainian, field by field, and in English for an English back office', async () => {
    const body = { code: 'зимa!', brand_id: 'x', kind: 'percent', amount: 5 }
    const ua = await errorOf(await api.ua.post('/admin/promo-codes', body))
    expect(ua.message).toBe('Запит містить помилки')
    expect(ua.fields).toEqual({ code: ['Від 3 до 32 латинських літер, цифр, _ або -'], brand_id: ['Оберіть бренд'] })
    expect(JSON.stringify([ua.message, Object.values(ua.fields ?? {})])).not.toMatch(ENGLISH_WORD)
    const tooMuch = await errorOf(
      await api.ua.post('/admin/promo-codes', { code: 'HALFMORE', brand_id: brandId, kind: 'percent', amount: 150 }),
    )
    expect(tooMuch.fields).toEqual({ amount: ['Відсоток — від 1 до 100'] })
    const en = await errorOf(await api.post('/admin/promo-codes', body))
    expect(en.fields).toEqual({ code: ['3 to 32 Latin letters, digits, _ or -'], brand_id: ['Choose a brand'] })
  })

  it('answers a library default or an uncoded message with the generic Ukrainian text, never English', async () => {
    const ua = await errorOf(
      await api.ua.post('/admin/promo-codes', {
        code: 'GOOD1',
        brand_id: brandId,
        kind: 'percent',
        amount: 5,
        colour: 'red',
      }),
    )
    expect(Object.values(ua.fields ?? {}).flat()).toEqual(['Невірне значення'])
    expect((await errorOf(await api.ua.get('/admin/audit'))).message).toBe('Лише для адміністраторів')
    expect((await errorOf(await api.ua.get('/admin/orders', 'customer'))).message).toBe('Бек-офіс лише для персоналу')
    expect((await errorOf(await api.ua.get('/admin/promo-codes/999999999'))).message).toBe('Такого промокоду немає')
    expect((await errorOf(await api.ua.get('/admin/orders/999999999'))).message).toBe('Не знайдено')
  })

  it('lists the price-list problems by row in Ukrainian and applies nothing', async () => {
    const a = await insertVariant({ price: 500, stock: 10 })
    const res = await api.ua.post(
      '/admin/price-list/preview',
      upload(['Артикул;Роздрібна ціна', `${a.code};12,5`, `${a.code};100`].join('\n'), 'прайс.csv'),
    )
    const error = await errorOf(res)
    expect(error.message).toBe('У прайсі проблем: 2; нічого не застосовано')
    expect(error.fields).toEqual({
      'рядок 2, Роздрібна ціна': ['Ціна — ціле число гривень, 0 або більше: «12,5»'],
      'рядок 3, Артикул': [`Артикул ${a.code} уже є в рядку 2`],
    })
  })
})

describe('a price list saved by Ukrainian Excel or 1C', () => {
  it('reads a Windows-1251 CSV with Cyrillic headers', async () => {
    const a = await insertVariant({ price: 500, stock: 10 })
    const text = `Артикул;Назва;Роздрібна ціна;Залишок\r\n${a.code};Шампунь «Їжачок» є ґ;389;7\r\n`
    const bytes = Uint8Array.from(
      [...text].map((ch) => {
        const code = ch.codePointAt(0)!
        if (code < 0x80) return code
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0
        return { Ї: 0xaf, ї: 0xbf, І: 0xb2, і: 0xb3, є: 0xba, ґ: 0xb4, '«': 0xab, '»': 0xbb }[ch]!
      }),
    )
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow()
    const preview = await ok<PriceListPreview>(
      await api.post('/admin/price-list/preview', upload(bytes, 'прайс-1с.csv')),
    )
    expect(preview.rows).toBe(1)
    expect(preview.changes).toEqual([
      expect.objectContaining({ code: a.code, after: expect.objectContaining({ price: 389, stock: 7 }) }),
    ])
  })
})

describe('names in the back office’s language', () => {
  it('shows product and category names in English to an English back office, in Ukrainian to a Ukrainian one', async () => {
    const v = await insertVariant({ price: 500 })
    type Row = { id: number; name: string; category: string }
    const en = await ok<Page<Row>>(await api.get(`/admin/products?q=${v.code}`))
    const ua = await ok<Page<Row>>(await api.ua.get(`/admin/products?q=${v.code}`))
    expect(en.results[0]!.name).toMatch(/^Test cream /)
    expect(ua.results[0]!.name).toMatch(/^Тестовий крем /)
    expect(en.results[0]!.category).not.toBe(ua.results[0]!.category)
    await sql("UPDATE products SET name_en = '' WHERE id = ?", [v.productId])
    expect((await ok<Page<Row>>(await api.get(`/admin/products?q=${v.code}`))).results[0]!.name).toMatch(
      /^Тестовий крем /,
    )
  })

  it('names the price list preview’s products and the feeds’ categories in the staff member’s language', async () => {
    const v = await insertVariant({ price: 500 })
    const file = () => upload(`Code;Retail price\n${v.code};520\n`, 'prices.csv')
    const en = await ok<PriceListPreview>(await api.post('/admin/price-list/preview', file()))
    const ua = await ok<PriceListPreview>(await api.ua.post('/admin/price-list/preview', file()))
    expect(en.changes[0]!.product_name).toMatch(/^Test cream /)
    expect(ua.changes[0]!.product_name).toMatch(/^Тестовий крем /)
    const [category] = await sql<{ id: number; name_ua: string; name_en: string }>(
      "SELECT id, name_ua, name_en FROM categories WHERE name_en <> '' AND name_en <> name_ua ORDER BY id LIMIT 1",
    )
    type Row = { id: number; name: string }
    const named = async (call: Promise<Response>) => (await ok<Row[]>(await call)).find((c) => c.id === category!.id)
    expect(await named(api.get('/admin/feeds/categories'))).toMatchObject({ name: category!.name_en })
    expect(await named(api.ua.get('/admin/feeds/categories'))).toMatchObject({ name: category!.name_ua })
  })
})

describe('a readable audit log', () => {
  it('names an order by its number and a product by its name, not by internal ids', async () => {
    const order = await insertOrder({ status: 'new' })
    await ok(await api.post(`/admin/orders/${order.id}/status`, { status: 'prepered' }))
    const orderLog = await ok<Page<AdminAuditRow>>(
      await api.get(`/admin/audit?entity=order&entity_id=${order.id}`, 'admin'),
    )
    expect(orderLog.results[0]).toMatchObject({
      action: 'order.status',
      entity_label: order.number,
      actor_email: 'staff@example.com',
      actor_label: null,
    })
    const v = await insertVariant({ price: 500 })
    await ok(await api.patch(`/admin/products/${v.productId}`, { name_ua: 'Маска для аудиту' }))
    const productLog = await ok<Page<AdminAuditRow>>(
      await api.get(`/admin/audit?entity=product&entity_id=${v.productId}`, 'admin'),
    )
    expect(productLog.results[0]).toMatchObject({ action: 'product.update', entity_label: 'Маска для аудиту' })
  })
})
