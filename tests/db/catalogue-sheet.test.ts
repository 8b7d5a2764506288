/**
 * The catalogue import and export (scripts/catalogue/*) on empty migrated databases: a CSV and an
 * XLSX of a few hundred products, each imported twice, bad rows reported with nothing written, an
 * interrupted write leaving nothing behind, and an export that imports back to the same catalogue.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE_COLUMNS } from '../../app/domain/catalogue-sheet'
import { migrateFile } from '../../db/local/migrate'
import { writeCatalogue } from '../../db/queries/catalogue-sheet'
import { exportCatalogue, importCatalogue } from '../../scripts/catalogue/import'
import { readSheetFile, writeSheetFile } from '../../scripts/catalogue/sheet-files'
import { decodeWindows1251 } from '../../app/domain/windows-1251'
import { adminText } from '../../app/i18n/admin-text'

const PRODUCTS = 300
/** With the three sets that sit in the first-level categories. */
const ALL_PRODUCTS = PRODUCTS + 3
const dir = mkdtempSync(join(tmpdir(), 'catalogue-sheet-'))
const stored = new Map<string, Uint8Array>()
const sink = { put: async (key: string, body: Uint8Array) => void stored.set(key, body) }
/** The picture hosts at the network edge: every https address answers a WebP, but the ones named missing. */
const pictures = (async (url: string | URL | Request) =>
  String(url).includes('missing')
    ? new Response(null, { status: 404 })
    : new Response(null, { headers: { 'content-type': 'image/webp' } })) as typeof fetch

async function emptyDatabase(name: string): Promise<Client> {
  const file = join(dir, `${name}.db`)
  await migrateFile(file)
  return createClient({ url: `file:${file}` })
}

/** A shop's sheet: two-level categories, brands, products with one to three variants, pictures three ways. */
function catalogueSheet(): (string | number)[][] {
  const rows: (string | number)[][] = [[...CATALOGUE_COLUMNS]]
  const cell = (values: Partial<Record<(typeof CATALOGUE_COLUMNS)[number], string | number>>) =>
    CATALOGUE_COLUMNS.map((c) => values[c] ?? '')
  for (let p = 1; p <= PRODUCTS; p++) {
    const top = p % 3
    const child = p % 6
    for (let v = 1; v <= 1 + (p % 3); v++) {
      rows.push(
        cell({
          category: `care-${child}`,
          category_ua: `Догляд ${child}`,
          category_en: `Care ${child}`,
          parent_category: `area-${top}`,
          brand_name: `Бренд ${p % 12}`,
          product: `product-${p}`,
          name_ua: `Крем «${p}», 50 мл`,
          name_en: p % 5 === 0 ? '' : `Cream "${p}"`,
          short_ua: 'Зволоження; догляд',
          description_ua: 'Опис\nу два рядки',
          composition: 'Aqua, Glycerin',
          active: p % 17 === 0 ? 0 : 1,
          code: `SKU-${p}-${v}`,
          barcode: v === 1 ? String(4820000000000 + p) : '',
          value_ua: `${v * 50} мл`,
          value_en: `${v * 50} ml`,
          price: 300 + p + v * 100,
          discount_price: p % 4 === 0 ? 250 + p : '',
          wholesale_price: 200 + p + v * 80,
          stock: (p * v) % 9,
          stock_opt: p % 5,
          images:
            p % 10 === 0
              ? 'picture.png'
              : p % 3 === 0
                ? `https://cdn.example/p${p}-${v}.webp | https://cdn.example/p${p}-${v}b.webp`
                : '',
        }),
      )
    }
  }
  // The first-level categories the children above sit under.
  for (let top = 0; top < 3; top++)
    rows.splice(
      1,
      0,
      cell({
        category: `area-${top}`,
        category_ua: `Зона ${top}`,
        brand_name: 'Бренд 0',
        product: `set-${top}`,
        name_ua: `Набір ${top}`,
        code: `SET-${top}`,
        value_ua: 'набір',
        price: 999,
      }),
    )
  return rows
}

async function catalogueCounts(db: Client) {
  const count = async (table: string) => Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n)
  return {
    categories: await count('categories'),
    brands: await count('brands'),
    products: await count('products'),
    variants: await count('variants'),
    images: await count('variant_images'),
    search: await count('products_search_keys'),
  }
}

let csvFile: string
let xlsxFile: string
beforeAll(async () => {
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d98ba0' } })
    .png()
    .toBuffer()
  writeFileSync(join(dir, 'picture.png'), png)
  csvFile = join(dir, 'catalogue.csv')
  xlsxFile = join(dir, 'catalogue.xlsx')
  writeSheetFile(csvFile, catalogueSheet())
  writeSheetFile(xlsxFile, catalogueSheet())
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.each([
  ['CSV', () => csvFile],
  ['XLSX', () => xlsxFile],
])('a %s of a few hundred products into an empty database', (_kind, file) => {
  let db: Client
  beforeAll(async () => {
    db = await emptyDatabase(`import-${_kind}`)
  })
  afterAll(() => db.close())

  it('previews without writing anything', async () => {
    const preview = await importCatalogue(db, readSheetFile(file()), { baseDir: dir, fetcher: pictures, apply: false })
    expect(preview.issues).toEqual([])
    expect(preview.counts).toMatchObject({
      categories: 9,
      brands: 12,
      products: { added: ALL_PRODUCTS, updated: 0, unchanged: 0 },
    })
    expect(preview.applied).toBe(false)
    expect(await catalogueCounts(db)).toMatchObject({ categories: 0, products: 0, variants: 0 })
  })

  it('imports it, then the same file again changes nothing', async () => {
    const first = await importCatalogue(db, readSheetFile(file()), {
      baseDir: dir,
      fetcher: pictures,
      apply: true,
      sink,
    })
    expect(first.issues).toEqual([])
    expect(first.applied).toBe(true)
    const variants = readSheetFile(file()).length - 1
    const after = await catalogueCounts(db)
    expect(after).toMatchObject({ categories: 9, brands: 12, products: ALL_PRODUCTS, variants, search: ALL_PRODUCTS })
    expect(first.counts!.variants.added).toBe(variants)
    // One picture file, stored once in three sizes under keys made from its content.
    expect(first.uploads).toBe(1)
    expect([...stored.keys()].filter((key) => key.startsWith('products/imports/'))).toHaveLength(3)

    const second = await importCatalogue(db, readSheetFile(file()), {
      baseDir: dir,
      fetcher: pictures,
      apply: true,
      sink,
    })
    expect(second.counts).toMatchObject({
      categories: 0,
      brands: 0,
      products: { added: 0, updated: 0, unchanged: ALL_PRODUCTS },
      variants: { added: 0, updated: 0, unchanged: variants },
      galleries: 0,
    })
    expect(await catalogueCounts(db)).toEqual(after)
  })

  it('keeps the server-side rules: price bounds, the second-level tree, English defaults', async () => {
    const product = (
      await db.execute("SELECT name_en, min_price_uah, is_active FROM products WHERE slug = 'product-4'")
    ).rows[0]!
    // product-4: two variants at 404 and 504, each discounted to 254.
    expect(product).toMatchObject({ name_en: 'Cream "4"', min_price_uah: 254, is_active: 1 })
    expect((await db.execute("SELECT name_en FROM products WHERE slug = 'product-5'")).rows[0]?.name_en).toBe(
      'Крем «5», 50 мл',
    )
    expect(
      (
        await db.execute(
          "SELECT p.slug FROM categories c JOIN categories p ON p.id = c.parent_id WHERE c.slug = 'care-2'",
        )
      ).rows[0]?.slug,
    ).toBe('area-2')
    expect(
      (
        await db.execute(
          "SELECT count(*) AS n FROM variant_images i JOIN variants v ON v.id = i.variant_id WHERE v.code = 'SKU-3-1'",
        )
      ).rows[0]?.n,
    ).toBe(2)
  })
})

describe('bad rows', () => {
  it('are each reported by row and column, and nothing is written', async () => {
    const db = await emptyDatabase('bad-rows')
    try {
      const sheet = catalogueSheet().slice(0, 40)
      const column = (name: (typeof CATALOGUE_COLUMNS)[number]) => CATALOGUE_COLUMNS.indexOf(name)
      sheet[5]![column('price')] = '12.50'
      // Rows: header, three sets (2–4), product-1 (5–6), product-2 (7–9), product-3 (10), product-4 (11–12).
      sheet[6]![column('code')] = sheet[7]![column('code')]!
      sheet[9]![column('category')] = 'nowhere'
      sheet[9]![column('category_ua')] = ''
      sheet[10]![column('images')] = 'missing.jpg'
      sheet[11]![column('product')] = 'Not A Slug'
      const outcome = await importCatalogue(
        db,
        sheet.map((row) => row.map(String)),
        { baseDir: dir, fetcher: pictures, apply: true, sink },
      )
      expect(outcome.applied).toBe(false)
      expect(outcome.issues).toEqual(
        expect.arrayContaining([
          { row: 6, column: 'price', message: expect.any(String) },
          { row: 8, column: 'code', message: 'sheet_code_repeated?row=7' },
          { row: 12, column: 'product', message: expect.any(String) },
        ]),
      )
      expect(await catalogueCounts(db)).toMatchObject({ categories: 0, brands: 0, products: 0, variants: 0 })

      // Rows that parse but do not fit the catalogue: a new category without a name, a missing picture file.
      const sheet2 = catalogueSheet().slice(0, 40)
      sheet2[9]![column('category')] = 'nowhere'
      sheet2[9]![column('category_ua')] = ''
      sheet2[10]![column('images')] = 'missing.jpg'
      const second = await importCatalogue(
        db,
        sheet2.map((row) => row.map(String)),
        { baseDir: dir, fetcher: pictures, apply: true, sink },
      )
      expect(second.issues).toEqual([
        { row: 10, column: 'category_ua', message: 'sheet_category_name' },
        { row: 11, column: 'images', message: 'sheet_image_missing' },
      ])
      expect(await catalogueCounts(db)).toMatchObject({ categories: 0, products: 0 })
    } finally {
      db.close()
    }
  })

  it('cannot move a variant code to another product', async () => {
    const db = await emptyDatabase('moved-code')
    try {
      const sheet = catalogueSheet()
        .slice(0, 10)
        .map((row) => row.map(String))
      expect((await importCatalogue(db, sheet, { baseDir: dir, fetcher: pictures, apply: true, sink })).issues).toEqual(
        [],
      )
      const before = await catalogueCounts(db)
      const moved = sheet.map((row) => [...row])
      moved[9]![CATALOGUE_COLUMNS.indexOf('product')] = 'product-other'
      const outcome = await importCatalogue(db, moved, { baseDir: dir, fetcher: pictures, apply: true, sink })
      expect(outcome.issues).toEqual([
        { row: 10, column: 'code', message: expect.stringMatching(/^sheet_code_taken\?product=product-/) },
      ])
      expect(await catalogueCounts(db)).toEqual(before)
    } finally {
      db.close()
    }
  })

  it('an interrupted write leaves nothing behind', async () => {
    const db = await emptyDatabase('interrupted')
    try {
      const statements = [
        { sql: "INSERT INTO categories (slug, name_ua, name_en) VALUES ('first', 'Перша', 'First')", args: [] },
        ...Array.from({ length: 700 }, (_, i) => ({
          sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)',
          args: [`brand-${i}`, `Brand ${i}`],
        })),
        { sql: "INSERT INTO categories (slug, name_ua, name_en) VALUES ('first', 'Знову', 'Again')", args: [] },
      ]
      await expect(writeCatalogue(db, statements)).rejects.toThrow(/UNIQUE/)
      expect(await catalogueCounts(db)).toMatchObject({ categories: 0, brands: 0 })
    } finally {
      db.close()
    }
  })
})

describe('the export', () => {
  it.each(['csv', 'xlsx'])('imports back to the same catalogue (%s)', async (extension) => {
    const source = await emptyDatabase(`export-source-${extension}`)
    const copy = await emptyDatabase(`export-copy-${extension}`)
    try {
      await importCatalogue(source, readSheetFile(csvFile), { baseDir: dir, fetcher: pictures, apply: true, sink })
      const exported = join(dir, `export.${extension}`)
      writeSheetFile(exported, await exportCatalogue(source))
      const outcome = await importCatalogue(copy, readSheetFile(exported), {
        baseDir: dir,
        fetcher: pictures,
        apply: true,
        sink,
      })
      expect(outcome.issues).toEqual([])
      expect(await catalogueCounts(copy)).toEqual(await catalogueCounts(source))
      expect(await exportCatalogue(copy)).toEqual(await exportCatalogue(source))
      // And into the catalogue it came from, nothing changes.
      const again = await importCatalogue(source, readSheetFile(exported), {
        baseDir: dir,
        fetcher: pictures,
        apply: true,
        sink,
      })
      expect(again.counts).toMatchObject({
        products: { added: 0, updated: 0 },
        variants: { added: 0, updated: 0 },
        galleries: 0,
      })
    } finally {
      source.close()
      copy.close()
    }
  })
})

/** Windows-1251 bytes of a text, as a Ukrainian Excel saves "CSV (разделители — точка с запятой)". */
function windows1251(text: string): Uint8Array {
  const table = new Map([...decodeWindows1251(Uint8Array.from({ length: 256 }, (_, i) => i))].map((ch, i) => [ch, i]))
  return Uint8Array.from([...text].map((ch) => table.get(ch)!))
}

describe('what a Ukrainian Excel saves', () => {
  const sheet = () =>
    catalogueSheet()
      .slice(0, 12)
      .map((row) => row.map(String))
  const semicolons = (rows: string[][]) =>
    rows.map((r) => r.map((c) => (/[;"\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';')).join('\r\n')

  it.each([
    ['Windows-1251 with ;', (rows: string[][]) => windows1251(semicolons(rows))],
    ['UTF-8 with a BOM and ;', (rows: string[][]) => new TextEncoder().encode(`\uFEFF${semicolons(rows)}`)],
  ])('reads a CSV in %s as the command line does, with "так" in a later row', async (_kind, encode) => {
    const rows = sheet()
    // product-1 has two rows (5 and 6): the first says 1, the second так.
    rows[5]![CATALOGUE_COLUMNS.indexOf('active')] = 'так'
    const file = join(dir, `excel-${rows.length}-${_kind.length}.csv`)
    writeFileSync(file, encode(rows))
    const db = await emptyDatabase(`excel-${_kind.length}`)
    try {
      const table = readSheetFile(file)
      expect(table[1]![CATALOGUE_COLUMNS.indexOf('name_ua')]).toBe('Набір 2')
      const outcome = await importCatalogue(db, table, { baseDir: dir, fetcher: pictures, apply: true, sink })
      expect(outcome.issues).toEqual([])
      expect((await db.execute("SELECT name_ua FROM products WHERE slug = 'product-1'")).rows[0]?.name_ua).toBe(
        'Крем «1», 50 мл',
      )
    } finally {
      db.close()
    }
  })

  it('names an http picture, markup, a missing file and a picture that does not open in the preview', async () => {
    const rows = sheet()
    const at = (name: (typeof CATALOGUE_COLUMNS)[number]) => CATALOGUE_COLUMNS.indexOf(name)
    rows[4]![at('images')] = 'http://cdn.example/a.webp'
    const name = rows[2]![at('name_ua')]!
    rows[2]![at('name_ua')] = `${name} <b>new</b>`
    rows[6]![at('images')] = 'not-there.png'
    rows[7]![at('images')] = 'https://cdn.example/missing.webp'
    rows[9]![at('active')] = 'може'
    const db = await emptyDatabase('bad-cells')
    try {
      const outcome = await importCatalogue(db, rows, { baseDir: dir, fetcher: pictures, apply: false })
      expect(outcome.issues).toEqual([
        { row: 3, column: 'name_ua', message: 'sheet_markup' },
        { row: 10, column: 'active', message: 'sheet_active' },
      ])
      rows[2]![at('name_ua')] = name
      rows[9]![at('active')] = 'ні'
      const images = await importCatalogue(db, rows, { baseDir: dir, fetcher: pictures, apply: false })
      expect(images.issues).toEqual([
        { row: 5, column: 'images', message: 'sheet_image_https' },
        { row: 7, column: 'images', message: 'sheet_image_missing' },
        { row: 8, column: 'images', message: 'sheet_image_unreachable' },
      ])
      expect(adminText('ua', images.issues[0]!.message)).toMatch(/https:\/\//)
      expect(adminText('en', images.issues[0]!.message)).toMatch(/https:\/\//)
      expect(await catalogueCounts(db)).toMatchObject({ categories: 0, products: 0 })
    } finally {
      db.close()
    }
  })
})

describe('npm run catalogue:import', () => {
  it('previews a Windows-1251 ; CSV and names its bad row in English, with no stack trace', () => {
    const rows = catalogueSheet()
      .slice(0, 6)
      .map((row) => row.map(String))
    rows[3]![CATALOGUE_COLUMNS.indexOf('images')] = 'http://cdn.example/a.webp'
    const file = join(dir, 'excel-cli.csv')
    writeFileSync(
      file,
      windows1251(rows.map((r) => r.map((c) => (/[;"\n]/.test(c) ? `"${c}"` : c)).join(';')).join('\r\n')),
    )
    const run = spawnSync('npx', ['tsx', 'scripts/catalogue-import.ts', file], {
      env: { ...process.env, TURSO_DATABASE_URL: '', LOCAL_DB_FILE: join(dir, 'cli.db') },
      encoding: 'utf8',
    })
    expect(run.stderr).not.toMatch(/TypeError|\n\s+at /)
    expect(run.stderr).toContain('row 4, images: The picture address starts with http://')
    expect(run.stderr).toContain('1 problem(s): nothing was written')
    expect(run.status).toBe(1)
  })
})
