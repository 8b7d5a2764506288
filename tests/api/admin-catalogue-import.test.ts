/**
 * The catalogue file uploaded in the back office: CSV in UTF-8 (with or without a BOM) or
 * Windows-1251 with `;` or `,`, and XLSX; every bad cell named in the staff member's language;
 * nothing written for a bad file; staff only; a 1,000-product file applied in one transaction.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CatalogueImportAnswer } from '../../app/contract/catalogue-import'
import { decodeWindows1251 } from '../../app/domain/windows-1251'
import { buildXlsx } from '../../scripts/catalogue/sheet-files'
import { adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let brand: string
let category: string
const realFetch = globalThis.fetch
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  brand = (await sql<{ slug: string }>('SELECT slug FROM brands ORDER BY id LIMIT 1'))[0]!.slug
  category = (await sql<{ slug: string }>('SELECT slug FROM categories ORDER BY id LIMIT 1'))[0]!.slug
  // The picture hosts at the network edge: pictures.test answers a WebP, but for the ones named gone.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith('https://pictures.test/')) return realFetch(input, init)
    return url.includes('gone')
      ? new Response(null, { status: 404 })
      : new Response(null, { headers: { 'content-type': 'image/webp' } })
  })
})
afterAll(async () => {
  vi.restoreAllMocks()
  await client.dispose()
})

const HEADER = [
  'category',
  'brand',
  'brand_name',
  'product',
  'name_ua',
  'code',
  'value_ua',
  'price',
  'active',
  'images',
]
let serial = 0
function rows(count: number, over: (i: number) => Partial<Record<string, string>> = () => ({})) {
  const tag = `t${++serial}-${Date.now().toString(36)}`
  return [
    HEADER,
    ...Array.from({ length: count }, (_, i) => {
      const cells: Record<string, string> = {
        category,
        brand,
        brand_name: 'Бренд',
        product: `import-${tag}-${i}`,
        name_ua: `Крем «Зволоження» № ${i}`,
        code: `IMP-${tag}-${i}`,
        value_ua: '50 мл',
        price: '450',
        active: 'так',
        images: '',
        ...over(i),
      }
      return HEADER.map((h) => cells[h]!)
    }),
  ]
}
const csv = (table: string[][], sep: ';' | ',') =>
  table.map((r) => r.map((c) => (/[;,"\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(sep)).join('\r\n')
function windows1251(text: string): Uint8Array<ArrayBuffer> {
  const table = new Map([...decodeWindows1251(Uint8Array.from({ length: 256 }, (_, i) => i))].map((ch, i) => [ch, i]))
  return Uint8Array.from([...text].map((ch) => table.get(ch)!))
}
const form = (bytes: Uint8Array<ArrayBuffer> | string, name = 'catalogue.csv') => {
  const body = new FormData()
  body.set('file', new File([bytes], name))
  return body
}
const productCount = async (prefix: string) =>
  Number((await sql<{ n: number }>('SELECT count(*) AS n FROM products WHERE slug LIKE ?', [`${prefix}%`]))[0]!.n)
const slugPrefix = (table: string[][]) => table[1]![3]!.replace(/-\d+$/, '-')

describe('encodings and separators', () => {
  it.each([
    ['UTF-8 with ,', (t: string[][]) => new Uint8Array(new TextEncoder().encode(csv(t, ',')))],
    ['UTF-8 with a BOM and ;', (t: string[][]) => new Uint8Array(new TextEncoder().encode(`\uFEFF${csv(t, ';')}`))],
    ['Windows-1251 with ;', (t: string[][]) => windows1251(csv(t, ';'))],
    ['Windows-1251 with ,', (t: string[][]) => windows1251(csv(t, ','))],
  ])('previews and applies a CSV in %s', async (_kind, encode) => {
    const table = rows(3)
    const preview = await ok<CatalogueImportAnswer>(
      await api.post('/admin/catalogue-import/preview', form(encode(table))),
    )
    expect(preview).toMatchObject({ applied: false, issues: [], counts: { products: { added: 3 } } })
    expect(await productCount(slugPrefix(table))).toBe(0)
    const applied = await ok<CatalogueImportAnswer>(
      await api.post('/admin/catalogue-import/apply', form(encode(table))),
    )
    expect(applied).toMatchObject({ applied: true, counts: { products: { added: 3 } } })
    const [stored] = await sql<{ name_ua: string; is_active: number }>(
      'SELECT name_ua, is_active FROM products WHERE slug = ?',
      [table[1]![3]!],
    )
    expect(stored).toEqual({ name_ua: 'Крем «Зволоження» № 0', is_active: 1 })
  })

  it('takes an XLSX, and a replay of the same file changes nothing', async () => {
    const table = rows(2)
    const file = () => form(new Uint8Array(buildXlsx(table)), 'catalogue.xlsx')
    await ok(await api.post('/admin/catalogue-import/apply', file()))
    const again = await ok<CatalogueImportAnswer>(await api.post('/admin/catalogue-import/apply', file()))
    expect(again).toMatchObject({ applied: false, counts: { products: { added: 0, updated: 0, unchanged: 2 } } })
  })
})

describe("a product page's last change (the sitemap's lastmod)", () => {
  const LONG_AGO = Date.UTC(2026, 0, 15)
  const changedAt = async (slug: string) =>
    (await sql<{ at: number | null }>('SELECT updated_at AS at FROM products WHERE slug = ?', [slug]))[0]!.at
  const apply = async (table: string[][]) => ok(await api.post('/admin/catalogue-import/apply', form(csv(table, ';'))))

  it('stays with a replay, moves with a new price, a new variant or new pictures', async () => {
    const table = rows(1)
    const slug = table[1]![3]!
    await apply(table)
    await sql('UPDATE products SET updated_at = ? WHERE slug = ?', [LONG_AGO, slug])
    await apply(table)
    expect(await changedAt(slug)).toBe(LONG_AGO)

    const since = Date.now() - 1000
    await apply(table.map((r, i) => (i === 1 ? r.map((c, j) => (j === 7 ? '470' : c)) : r)))
    expect(await changedAt(slug)).toBeGreaterThanOrEqual(since)

    await sql('UPDATE products SET updated_at = ? WHERE slug = ?', [LONG_AGO, slug])
    const second = table[1]!.map((c, j) => (j === 5 ? `${c}-100` : j === 6 ? '100 мл' : c))
    await apply([...table, second])
    expect(await changedAt(slug)).toBeGreaterThanOrEqual(since)

    await sql('UPDATE products SET updated_at = ? WHERE slug = ?', [LONG_AGO, slug])
    await apply(
      [...table, second].map((r, i) => (i === 2 ? r.map((c, j) => (j === 9 ? 'https://pictures.test/n.webp' : c)) : r)),
    )
    expect(await changedAt(slug)).toBeGreaterThanOrEqual(since)
  })
})

describe('pack size', () => {
  const withPacks = (table: string[][], packs: string[]) =>
    table.map((r, i) => [...r, i === 0 ? 'pack_size' : packs[i - 1]!])
  const packOf = async (code: string) =>
    Number((await sql<{ p: number }>('SELECT pack_size AS p FROM variants WHERE code = ?', [code]))[0]!.p)

  it('is read from its column; an empty cell keeps the stored pack (1 for a new variant)', async () => {
    const table = rows(3)
    const codes = table.slice(1).map((r) => r[5]!)
    await ok(await api.post('/admin/catalogue-import/apply', form(csv(withPacks(table, ['6', '', '12']), ';'))))
    expect(await Promise.all(codes.map(packOf))).toEqual([6, 1, 12])
    // The same rows again: a changed pack is an update, an empty cell keeps 6, a file without the column keeps all.
    const again = await ok<CatalogueImportAnswer>(
      await api.post('/admin/catalogue-import/apply', form(csv(withPacks(table, ['', '2', '12']), ';'))),
    )
    expect(again.counts?.variants).toMatchObject({ added: 0, updated: 1, unchanged: 2 })
    await ok(await api.post('/admin/catalogue-import/apply', form(csv(table, ';'))))
    expect(await Promise.all(codes.map(packOf))).toEqual([6, 2, 12])
  })

  it('refuses a pack that is not a whole number from 1 to 1000, by row, writing nothing', async () => {
    const table = withPacks(rows(5), ['0', '2.5', 'шість', '1001', '-3'])
    const preview = await ok<CatalogueImportAnswer>(
      await api.ua.post('/admin/catalogue-import/preview', form(csv(table, ';'))),
    )
    expect(preview.issues.map((i) => [i.row, i.column])).toEqual([
      [2, 'pack_size'],
      [3, 'pack_size'],
      [4, 'pack_size'],
      [5, 'pack_size'],
      [6, 'pack_size'],
    ])
    expect(preview.issues[0]!.message).toMatch(/від 1 до 1000/)
    expect((await api.post('/admin/catalogue-import/apply', form(csv(table, ';')))).status).toBe(400)
    expect(await productCount(slugPrefix(table))).toBe(0)
  })
})

describe('bad cells', () => {
  it('names each in Ukrainian by row and column, and applying the file writes nothing', async () => {
    const table = rows(6, (i) =>
      i === 0
        ? { images: 'http://pictures.test/a.webp' }
        : i === 1
          ? { name_ua: 'Крем <script>x</script>' }
          : i === 2
            ? { brand: 'no-such-brand' }
            : i === 3
              ? { images: 'https://pictures.test/gone.webp' }
              : i === 4
                ? { images: 'photo.jpg' }
                : { active: 'ні', images: 'https://pictures.test/ok.webp' },
    )
    // A cell that cannot be read is named first: the rows are compared with the catalogue once they all read.
    const unreadable = await ok<CatalogueImportAnswer>(
      await api.ua.post('/admin/catalogue-import/preview', form(windows1251(csv(table, ';')))),
    )
    expect(unreadable.issues).toEqual([{ row: 3, column: 'name_ua', message: expect.stringMatching(/розмітки/) }])
    expect(JSON.stringify(unreadable)).not.toContain('<script>')
    table[2]![4] = 'Крем'
    const bytes = windows1251(csv(table, ';'))
    const preview = await ok<CatalogueImportAnswer>(await api.ua.post('/admin/catalogue-import/preview', form(bytes)))
    expect(preview.issues.map((i) => [i.row, i.column])).toEqual([
      [2, 'images'],
      [4, 'brand'],
      [5, 'images'],
      [6, 'images'],
    ])
    expect(preview.issues[0]!.message).toMatch(/https:\/\//)
    expect(preview.issues[1]!.message).toMatch(/бренду/)
    const refused = await api.ua.post('/admin/catalogue-import/apply', form(bytes))
    expect(refused.status).toBe(400)
    const error = await errorOf(refused)
    expect(error.message).toMatch(/нічого не записано/)
    expect(Object.keys(error.fields ?? {})).toContain('рядок 2, images')
    expect(await productCount(slugPrefix(table))).toBe(0)
  })

  it('refuses what is no table, with no file, and callers who are not staff', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x41, 0x00])
    expect((await errorOf(await api.post('/admin/catalogue-import/preview', form(utf16)))).fields).toEqual({
      file: [expect.stringMatching(/UTF-8 or Windows-1251/)],
    })
    const notXlsx = await api.post(
      '/admin/catalogue-import/preview',
      form(new Uint8Array([0x50, 0x4b, 1, 2]), 'a.xlsx'),
    )
    expect(notXlsx.status).toBe(400)
    expect((await api.post('/admin/catalogue-import/preview', new FormData())).status).toBe(400)
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41)
    expect((await api.post('/admin/catalogue-import/preview', form(big))).status).toBe(400)
    const table = rows(1)
    expect((await api.post('/admin/catalogue-import/apply', form(csv(table, ',')), 'customer')).status).toBe(403)
    expect((await api.post('/admin/catalogue-import/apply', form(csv(table, ',')), null)).status).toBe(401)
    expect(await productCount(slugPrefix(table))).toBe(0)
  })
})

describe('rows left out', () => {
  it("leaves the named rows out of the preview and the apply, keeping the file's row numbers", async () => {
    const table = rows(3, (i) => (i === 1 ? { price: 'шістсот' } : {}))
    const bytes = windows1251(csv(table, ';'))
    const bad = await ok<CatalogueImportAnswer>(await api.ua.post('/admin/catalogue-import/preview', form(bytes)))
    expect(bad.issues.map((i) => [i.row, i.column])).toEqual([[3, 'price']])
    const skip = () => {
      const body = form(bytes)
      body.set('skip_rows', '3')
      return body
    }
    const preview = await ok<CatalogueImportAnswer>(await api.post('/admin/catalogue-import/preview', skip()))
    expect(preview).toMatchObject({ issues: [], counts: { products: { added: 2 } } })
    await ok(await api.post('/admin/catalogue-import/apply', skip()))
    const stored = await sql<{ slug: string }>('SELECT slug FROM products WHERE slug LIKE ? ORDER BY slug', [
      slugPrefix(table) + '%',
    ])
    expect(stored.map((r) => r.slug)).toEqual([table[1]![3], table[3]![3]])
  })

  it.each(['1', '3;4', 'abc', '5,', ' 3', '99999999'])('refuses the rows %j and writes nothing', async (value) => {
    const table = rows(2)
    const body = form(csv(table, ','))
    body.set('skip_rows', value)
    const refused = await api.post('/admin/catalogue-import/apply', body)
    expect(refused.status).toBe(400)
    const error = await errorOf(refused)
    expect(Object.keys(error.fields ?? {})).toEqual(['skip_rows'])
    expect(JSON.stringify(error)).not.toContain(value.trim() || 'x'.repeat(9))
    expect(await productCount(slugPrefix(table))).toBe(0)
  })
})

describe('a 1,000-product file', () => {
  it('is applied in one transaction with one audit row', async () => {
    const table = rows(1000, (i) => ({ images: i % 10 === 0 ? `https://pictures.test/p${i}.webp` : '' }))
    const bytes = windows1251(csv(table, ';'))
    const started = performance.now()
    const preview = await ok<CatalogueImportAnswer>(await api.post('/admin/catalogue-import/preview', form(bytes)))
    const previewed = performance.now()
    const applied = await ok<CatalogueImportAnswer>(await api.post('/admin/catalogue-import/apply', form(bytes)))
    console.info(
      `1,000 products: preview ${Math.round(previewed - started)} ms, apply ${Math.round(performance.now() - previewed)} ms`,
    )
    expect(preview.counts?.products.added).toBe(1000)
    expect(applied).toMatchObject({ applied: true, counts: { products: { added: 1000 }, galleries: 100 } })
    expect(await productCount(slugPrefix(table))).toBe(1000)
    const audits = await sql(
      "SELECT after FROM audit_log WHERE action = 'catalogue.import' AND entity_id = 'catalogue.csv'",
    )
    expect(audits.length).toBeGreaterThan(0)
  })
})
