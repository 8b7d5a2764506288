import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import type { PriceListPreview, PriceListResult } from '../../app/contract/price-list'
import { adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'
import { buildXlsx } from '../support/xlsx'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const upload = (content: string | Uint8Array, name: string) => {
  const form = new FormData()
  form.set('file', new File([content as BlobPart], name))
  return form
}
const variant = async (id: number) =>
  (
    await sql<{
      price_uah: number
      wholesale_price_uah: number
      stock: number
      stock_opt: number
      barcode: string | null
    }>('SELECT price_uah, wholesale_price_uah, stock, stock_opt, barcode FROM variants WHERE id = ?', [id])
  )[0]!

describe('price-list import', () => {
  it('previews a Ukrainian CSV (semicolons) with its changes and unknown codes, writing nothing; applying writes it in one go', async () => {
    const a = await insertVariant({ price: 500, stock: 10 })
    const b = await insertVariant({ price: 700, stock: 1 })
    const csv = [
      'Артикул;Назва;Роздрібна ціна;Оптова ціна;Залишок;Оптовий залишок;Штрихкод',
      `${a.code};Крем;"1 250";800;12;3;4820000000017`,
      `${b.code};Тонік;700;300;1;5;`,
      'NO-SUCH-CODE;Щось;100;;;;',
    ].join('\r\n')

    const preview = await ok<PriceListPreview>(
      await api.post('/admin/price-list/preview', upload(`\uFEFF${csv}`, 'прайс.csv')),
    )
    expect(preview.rows).toBe(3)
    expect(preview.unchanged).toBe(1)
    expect(preview.unknown_codes).toEqual([{ row: 4, code: 'NO-SUCH-CODE' }])
    expect(preview.changes).toEqual([
      expect.objectContaining({
        row: 2,
        code: a.code,
        before: { price: 500, whoosale_price: 300, stock: 10, stock_opt: 5, barcode: null },
        after: { price: 1250, whoosale_price: 800, stock: 12, stock_opt: 3, barcode: '4820000000017' },
      }),
    ])
    expect(await variant(a.variantId)).toMatchObject({ price_uah: 500, stock: 10 })

    const result = await ok<PriceListResult>(await api.post('/admin/price-list/apply', upload(csv, 'прайс.csv')))
    expect(result).toEqual({
      rows: 3,
      updated: 1,
      unchanged: 1,
      unknown: 1,
      unknown_codes: [{ row: 4, code: 'NO-SUCH-CODE' }],
    })
    expect(await variant(a.variantId)).toEqual({
      price_uah: 1250,
      wholesale_price_uah: 800,
      stock: 12,
      stock_opt: 3,
      barcode: '4820000000017',
    })
    expect(
      (await sql('SELECT min_price_uah, min_wholesale_price_uah FROM products WHERE id = ?', [a.productId]))[0],
    ).toEqual({ min_price_uah: 1250, min_wholesale_price_uah: 800 })

    const log = await ok<Page<AdminAuditRow>>(
      await api.get(
        `/admin/audit?entity=price_list&entity_id=${encodeURIComponent('upload:прайс.csv')}&limit=1`,
        'admin',
      ),
    )
    expect(log.results[0]).toMatchObject({
      action: 'price_list.apply',
      actor_email: 'staff@example.com',
      entity_id: 'upload:прайс.csv',
    })
    expect(log.results[0]!.after).toMatchObject({
      updated: 1,
      unchanged: 1,
      unknown: 1,
      changes: [{ code: a.code, price: 1250 }],
    })
  })

  it('reads an XLSX with English headers, shared and inline strings', async () => {
    const a = await insertVariant({ price: 500 })
    const b = await insertVariant({ price: 500 })
    for (const inlineStrings of [false, true]) {
      const price = inlineStrings ? 610 : 605
      const file = buildXlsx(
        [
          ['Code', 'Retail price', 'Wholesale price', 'Stock', 'Wholesale stock', 'Barcode'],
          [a.code, price, 400, 7, 2, '4820000000024'],
          [b.code, null, null, 0, null, null],
        ],
        { inlineStrings, sheetPath: inlineStrings ? 'worksheets/prices.xml' : 'worksheets/sheet1.xml' },
      )
      const result = await ok<PriceListResult>(await api.post('/admin/price-list/apply', upload(file, 'prices.xlsx')))
      expect(result.updated).toBeGreaterThanOrEqual(1)
      expect(await variant(a.variantId)).toEqual({
        price_uah: price,
        wholesale_price_uah: 400,
        stock: 7,
        stock_opt: 2,
        barcode: '4820000000024',
      })
      expect((await variant(b.variantId)).stock).toBe(0)
    }
  })

  it('reports a malformed row by row and column and applies nothing, not even the valid rows', async () => {
    const a = await insertVariant({ price: 500, stock: 10 })
    const csv = ['code,retail price,stock', `${a.code},999,99`, `${a.code}-x,12.50,1`, ',100,1', `${a.code},1,1`].join(
      '\n',
    )
    for (const path of ['/admin/price-list/preview', '/admin/price-list/apply']) {
      const res = await api.post(path, upload(csv, 'bad.csv'))
      expect(res.status).toBe(400)
      const error = await errorOf(res)
      expect(error.message).toBe('The price list has 3 problems; nothing was applied')
      expect(error.fields).toEqual({
        'row 3, retail price': ['A price is a whole number of hryvnias, 0 or more: "12.50"'],
        'row 4, code': ['The code is empty'],
        'row 5, code': [`The code ${a.code} is already in row 2`],
      })
    }
    expect(await variant(a.variantId)).toMatchObject({ price_uah: 500, stock: 10 })
  })

  it('leaves out the rows with problems when asked, lists them, and applies the rest', async () => {
    const a = await insertVariant({ price: 500, stock: 10 })
    const b = await insertVariant({ price: 500, stock: 10 })
    const c = await insertVariant({ price: 500, stock: 10 })
    // Kopecks in b's price; c's sale price not below its price (a catalogue rule).
    const csv = ['code;retail price;sale price', `${a.code};520;`, `${b.code};12,5;`, `${c.code};;600`].join('\n')
    const skipping = () => {
      const form = upload(csv, 'prices.csv')
      form.set('skip_invalid', 'true')
      return form
    }
    expect((await api.post('/admin/price-list/apply', upload(csv, 'prices.csv'))).status).toBe(400)
    const preview = await ok<PriceListPreview>(await api.post('/admin/price-list/preview', skipping()))
    expect(preview.changes.map((ch) => ch.code)).toEqual([a.code])
    expect(preview.skipped).toEqual([
      { row: 3, column: 'retail price', message: 'A price is a whole number of hryvnias, 0 or more: "12,5"' },
      { row: 4, column: 'Sale price', message: 'The sale price (600 UAH) must be below the regular price (500 UAH)' },
    ])
    expect(await variant(a.variantId)).toMatchObject({ price_uah: 500 })
    const result = await ok<PriceListResult>(await api.post('/admin/price-list/apply', skipping()))
    expect(result).toMatchObject({ updated: 1, skipped: 2 })
    expect(await variant(a.variantId)).toMatchObject({ price_uah: 520 })
    expect(await variant(b.variantId)).toMatchObject({ price_uah: 500 })
    const [sale] = await sql<{ d: number }>('SELECT discount_price_uah AS d FROM variants WHERE id = ?', [c.variantId])
    expect(sale!.d).toBe(0)
  })

  it('refuses a file that is no price list, at the file box: no row to leave out would mend it', async () => {
    const headerless = () => upload('name,colour\nx,y', 'a.csv')
    expect((await errorOf(await api.post('/admin/price-list/preview', headerless()))).fields).toEqual({
      file: ['No code (Артикул) column'],
    })
    const skipping = headerless()
    skipping.set('skip_invalid', 'true')
    expect((await errorOf(await api.post('/admin/price-list/preview', skipping))).fields).toEqual({
      file: ['No code (Артикул) column'],
    })
    const notXlsx = await api.post(
      '/admin/price-list/preview',
      upload(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]), 'broken.xlsx'),
    )
    expect((await errorOf(notXlsx)).fields).toEqual({ file: ['The file is not an .xlsx workbook'] })
    expect((await errorOf(await api.post('/admin/price-list/preview', new FormData()))).fields).toEqual({
      file: ['Choose a CSV or XLSX file'],
    })
    expect(
      (
        await errorOf(
          await api.post('/admin/price-list/preview', upload(new Uint8Array([0xff, 0xfe, 0x41]), 'utf16.csv')),
        )
      ).fields,
    ).toEqual({ file: ['Save the CSV as UTF-8 or Windows-1251'] })
    expect((await api.post('/admin/price-list/apply', upload('code,price\nA,1', 'a.csv'), 'wholesaler')).status).toBe(
      403,
    )
  })
})

describe('sale prices, large jumps, template and export', () => {
  it('sets and ends sale prices from a price list and from the ERP feed', async () => {
    const a = await insertVariant({ price: 500 })
    const csv = ['Артикул;Ціна зі знижкою;Оптова ціна зі знижкою', `${a.code};450;280`].join('\n')
    const preview = await ok<PriceListPreview>(await api.post('/admin/price-list/preview', upload(csv, 'sale.csv')))
    expect(preview.changes).toEqual([
      expect.objectContaining({
        code: a.code,
        before: { discount_price: 0, discount_whoosale_price: 0 },
        after: { discount_price: 450, discount_whoosale_price: 280 },
        large: false,
      }),
    ])
    await ok(await api.post('/admin/price-list/apply', upload(csv, 'sale.csv')))
    const [row] = await sql<{
      discount_price_uah: number
      discount_wholesale_price_uah: number
      min_price_uah: number
    }>(
      'SELECT v.discount_price_uah, v.discount_wholesale_price_uah, p.min_price_uah FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?',
      [a.variantId],
    )
    expect(row).toEqual({ discount_price_uah: 450, discount_wholesale_price_uah: 280, min_price_uah: 450 })
    const end = upload(`Артикул;Ціна зі знижкою\n${a.code};0`, 'end.csv')
    await ok(await api.post('/admin/price-list/apply', end))
    expect(
      (await sql('SELECT discount_price_uah FROM variants WHERE id = ?', [a.variantId]))[0]!.discount_price_uah,
    ).toBe(0)
  })

  it('refuses a threefold price jump (389 → 1399) until it is confirmed, writing nothing before', async () => {
    const a = await insertVariant({ price: 389 })
    const b = await insertVariant({ price: 500 })
    const csv = ['code;price', `${a.code};1399`, `${b.code};520`].join('\n')
    const preview = await ok<PriceListPreview>(await api.post('/admin/price-list/preview', upload(csv, 'jump.csv')))
    expect(preview.large).toBe(1)
    expect(preview.changes.find((c) => c.code === a.code)!.large).toBe(true)
    const refused = await api.post('/admin/price-list/apply', upload(csv, 'jump.csv'))
    expect(refused.status).toBe(409)
    expect((await errorOf(refused)).fields).toEqual({ [a.code]: ['price 389 → 1399 UAH'] })
    expect(await variant(a.variantId)).toMatchObject({ price_uah: 389 })
    expect(await variant(b.variantId)).toMatchObject({ price_uah: 500 })
    const confirmed = upload(csv, 'jump.csv')
    confirmed.set('confirm_large', 'true')
    expect(await ok<PriceListResult>(await api.post('/admin/price-list/apply', confirmed))).toMatchObject({
      updated: 2,
    })
    expect(await variant(a.variantId)).toMatchObject({ price_uah: 1399 })
  })

  it('gives a template in the staff member’s language and an export of current prices that imports back unchanged', async () => {
    const template = await api.ua.get('/admin/price-list/template.csv')
    expect(template.headers.get('content-type')).toContain('text/csv')
    expect((await template.text()).replace(/^\uFEFF/, '').trim()).toBe(
      'Артикул;Назва;Роздрібна ціна;Оптова ціна;Ціна зі знижкою;Оптова ціна зі знижкою;Залишок;Оптовий залишок;Штрихкод',
    )
    const a = await insertVariant({ price: 777, stock: 3 })
    const exported = await (await api.get('/admin/price-list/export.csv')).text()
    expect(exported.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Code;Name;Retail price;Wholesale price;Sale price;Wholesale sale price',
    )
    expect(exported.split('\r\n')).toContainEqual(
      expect.stringMatching(new RegExp(`^${a.code};"Test cream [^"]+, 50 ml";777;300;0;0$`)),
    )
    const again = await ok<PriceListPreview>(
      await api.post('/admin/price-list/preview', upload(exported, 'prices.csv')),
    )
    expect(again.changes.filter((c) => c.code === a.code)).toEqual([])
  })

  it('never puts back the stock of export time: sales after the export survive an upload of the edited export', async () => {
    const a = await insertVariant({ price: 500, stock: 12 })
    const exported = await (await api.ua.get('/admin/price-list/export.csv')).text()
    // Sold 9 since the download.
    await sql('UPDATE variants SET stock = 3 WHERE id = ?', [a.variantId])
    const edited = exported.replace(new RegExp(`^(${a.code};"[^"]+");500;`, 'm'), '$1;520;')
    expect(edited).not.toBe(exported)
    const preview = await ok<PriceListPreview>(
      await api.post('/admin/price-list/preview', upload(edited, 'prices.csv')),
    )
    expect(preview.changes.filter((c) => c.code === a.code)).toEqual([
      expect.objectContaining({ before: { price: 500 }, after: { price: 520 } }),
    ])
    await ok<PriceListResult>(await api.post('/admin/price-list/apply', upload(edited, 'prices.csv')))
    expect(await variant(a.variantId)).toMatchObject({ price_uah: 520, stock: 3 })
  })
})

describe('listing prices under concurrent writes', () => {
  it('keeps a product’s listing price right when a price list and a variant edit of its sibling land at once', async () => {
    // The first variant is out of stock in turns: the listing price is the first variant in stock's.
    const a = await insertVariant({ price: 500, stock: 0, stockOpt: 0 })
    const [{ id: sibling }] = (await sql<{ id: number }>(
      `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt) VALUES (?, ?, '100 мл', '100 ml', 600, 350, 1, 1) RETURNING id`,
      [a.productId, `${a.code}-B`],
    )) as [{ id: number }]
    for (const [listPrice, listStock, siblingPrice] of [
      [900, 0, 400],
      [450, 3, 800],
      [700, 0, 350],
      [520, 2, 510],
    ] as const) {
      const [imported, edited] = await Promise.all([
        api.post(
          '/admin/price-list/apply',
          upload(`code;price;stock\n${a.code};${listPrice};${listStock}`, 'race.csv'),
        ),
        api.patch(`/admin/variants/${sibling}`, { price: siblingPrice }),
      ])
      expect([imported.status, edited.status]).toEqual([200, 200])
      const [bounds] = await sql<{ min_price_uah: number }>('SELECT min_price_uah FROM products WHERE id = ?', [
        a.productId,
      ])
      expect(bounds!.min_price_uah).toBe(listStock > 0 ? listPrice : siblingPrice)
    }
  })
})
