/**
 * The back office's catalogue file in the words staff use: a category or brand by its name, the
 * empty template, and the catalogue exported in the import's columns, without stock, so an edited
 * export never puts back the stock of the hour it was downloaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogueImportAnswer } from '../../app/contract/catalogue-import'
import { CATALOGUE_COLUMNS } from '../../app/domain/catalogue-sheet'
import { parseCsv } from '../../worker/services/admin/spreadsheet/csv'
import { adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
const tag = Date.now().toString(36)
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  await sql(`INSERT INTO categories (slug, name_ua, name_en) VALUES (?, ?, ?), (?, ?, ?), (?, ?, ?)`, [
    `serums-${tag}`,
    `Сироватки ${tag}`,
    `Serums ${tag}`,
    `twin-a-${tag}`,
    `Двійник ${tag}`,
    `Twin A ${tag}`,
    `twin-b-${tag}`,
    `Двійник ${tag}`,
    `Twin B ${tag}`,
  ])
  await sql(`INSERT INTO brands (slug, name) VALUES (?, ?)`, [`nbl-${tag}`, `NBL ${tag}`])
})
afterAll(() => client.dispose())

const HEADER = ['category', 'brand', 'brand_name', 'product', 'name_ua', 'code', 'value_ua', 'price', 'stock']
let serial = 0
const file = (cells: Partial<Record<string, string>>[]) => {
  const lines = cells.map((over) => {
    const n = ++serial
    const row: Record<string, string> = {
      category: `serums-${tag}`,
      brand: `nbl-${tag}`,
      brand_name: `NBL ${tag}`,
      product: `named-${tag}-${n}`,
      name_ua: `Сироватка ${n}`,
      code: `NAMED-${tag}-${n}`,
      value_ua: '30 мл',
      price: '600',
      stock: '4',
      ...over,
    }
    return HEADER.map((h) => row[h]!).join(';')
  })
  const body = new FormData()
  body.set('file', new File([[HEADER.join(';'), ...lines].join('\r\n')], 'catalogue.csv'))
  return body
}
const placement = async (code: string) =>
  (
    await sql<{ category: string; brand: string; stock: number }>(
      `SELECT c.slug AS category, b.slug AS brand, v.stock FROM variants v JOIN products p ON p.id = v.product_id
         JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id WHERE v.code = ?`,
      [code],
    )
  )[0]

describe('categories and brands by name', () => {
  it('takes a category by its Ukrainian or English name and a brand by its name, in any case', async () => {
    const upload = () =>
      file([
        { category: `сироватки ${tag}`, brand: `nbl ${tag}`, code: `NAMED-${tag}-ua` },
        { category: `SERUMS ${tag}`, brand: '', code: `NAMED-${tag}-en` },
      ])
    const preview = await ok<CatalogueImportAnswer>(await api.post('/admin/catalogue-import/preview', upload()))
    expect(preview).toMatchObject({ issues: [], counts: { products: { added: 2 } } })
    await ok<CatalogueImportAnswer>(await api.post('/admin/catalogue-import/apply', upload()))
    for (const code of [`NAMED-${tag}-ua`, `NAMED-${tag}-en`])
      expect(await placement(code)).toEqual({ category: `serums-${tag}`, brand: `nbl-${tag}`, stock: 4 })
  })

  it('refuses a name two categories share, naming the row and column, and writes nothing', async () => {
    const code = `NAMED-${tag}-twin`
    const error = await errorOf(
      await api.post('/admin/catalogue-import/apply', file([{}, { category: `двійник ${tag}`, code }])),
    )
    expect(error.fields).toEqual({
      'row 3, category': [`Several go by this name (twin-a-${tag}, twin-b-${tag}): write the slug of the one you mean`],
    })
    expect(await placement(code)).toBeUndefined()
  })

  it('says a name it does not know is no such category, not that it wants Latin letters', async () => {
    const preview = await ok<CatalogueImportAnswer>(
      await api.post('/admin/catalogue-import/preview', file([{ category: 'Сиворотки' }])),
    )
    expect(preview.issues).toEqual([
      expect.objectContaining({ column: 'category', message: expect.stringContaining('no such category') }),
    ])
  })
})

describe('template and export', () => {
  it('gives a template of the import columns', async () => {
    const template = await api.get('/admin/catalogue-import/template.csv')
    expect(template.headers.get('content-type')).toContain('text/csv')
    expect(parseCsv((await template.text()).replace(/^\uFEFF/, ''))).toEqual([[...CATALOGUE_COLUMNS]])
  })

  it('exports the catalogue without stock; the export imports back unchanged and keeps the stock sold since', async () => {
    const code = `NAMED-${tag}-export`
    await ok(await api.post('/admin/catalogue-import/apply', file([{ code, stock: '12' }])))
    const table = parseCsv((await (await api.get('/admin/catalogue-import/export.csv')).text()).replace(/^\uFEFF/, ''))
    expect(table[0]).not.toContain('stock')
    expect(table[0]).toContain('pack_size')
    const mine = table.filter((row, i) => i === 0 || row.includes(code))
    expect(mine).toHaveLength(2)
    // Sold 9 since the download; the clerk raises the price in the file and uploads it.
    await sql('UPDATE variants SET stock = 3 WHERE code = ?', [code])
    const body = (rows: string[][]) => {
      const form = new FormData()
      form.set(
        'file',
        new File([rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')).join('\r\n')], 'c.csv'),
      )
      return form
    }
    const same = await ok<CatalogueImportAnswer>(await api.post('/admin/catalogue-import/preview', body(mine)))
    expect(same).toMatchObject({ issues: [], counts: { products: { unchanged: 1 }, variants: { unchanged: 1 } } })
    const price = mine[0]!.indexOf('price')
    const edited = mine.map((row, i) => (i === 0 ? row : row.map((c, j) => (j === price ? '650' : c))))
    await ok(await api.post('/admin/catalogue-import/apply', body(edited)))
    const after = await sql<{ price_uah: number; stock: number }>(
      'SELECT price_uah, stock FROM variants WHERE code = ?',
      [code],
    )
    expect(after).toEqual([{ price_uah: 650, stock: 3 }])
  })
})
