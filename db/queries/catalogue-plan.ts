import type { InStatement } from '@libsql/client'
import { coded } from '../../app/domain/admin-message'
import type { CatalogueIssue, CatalogueRow } from '../../app/domain/catalogue-sheet'
import { toLatin } from '../../app/domain/transliterate'
import { type CatalogueState, PRODUCT_COLUMNS, VARIANT_COLUMNS } from './catalogue-sheet'
import { touchProductBySlug } from './product-touch'

/**
 * Compares the sheet with the catalogue and says what an import changes: what is added, updated
 * or already so, every row that cannot be applied, and the statements that apply the rest. Keys are
 * the category, brand and product slugs and the variant code, so importing the same sheet again
 * changes nothing. Existing categories and brands are used as they are (the back office renames them).
 * The command line, which fills an empty store, adds the ones missing; the back office's upload does
 * not (`createMissing: false`): there an unknown brand or category is a mistyped cell, named as such.
 */
export interface PlanOptions {
  createMissing: boolean
}
export interface ImportPlan {
  issues: CatalogueIssue[]
  counts: {
    categories: number
    brands: number
    products: Tally
    variants: Tally
    galleries: number
  }
  statements: InStatement[]
}
interface Tally {
  added: number
  updated: number
  unchanged: number
}

export function brandSlug(row: CatalogueRow): string {
  return (
    row.text.brand ||
    toLatin(row.text.brand_name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  )
}

function productFields(row: CatalogueRow): Record<string, string> {
  const t = row.text
  const fields: Record<string, string> = Object.fromEntries(
    Object.keys(PRODUCT_COLUMNS).map((c) => [c, t[c as keyof typeof t]]),
  )
  fields.name_en ||= t.name_ua
  fields.unit_ua ||= 'шт'
  fields.unit_en ||= 'pcs'
  return { ...fields, brand: brandSlug(row), category: t.category, active: row.active ? '1' : '0' }
}

/** An empty pack cell (or a file without the column) keeps the stored pack; a new variant's is 1. */
function variantFields(row: CatalogueRow, current: Record<string, string | number> | undefined) {
  return {
    barcode: row.text.barcode,
    value_ua: row.text.value_ua,
    value_en: row.text.value_en || row.text.value_ua,
    ...row.money,
    stock: row.counts.stock ?? Number(current?.stock ?? 0),
    stock_opt: row.counts.stock_opt ?? Number(current?.stock_opt ?? 0),
    pack_size: row.packSize ?? Number(current?.pack_size ?? 1),
  } satisfies Record<string, string | number>
}

const differs = (a: Record<string, string | number>, b: Record<string, string | number> | undefined) =>
  !b || Object.keys(a).some((k) => String(a[k]) !== String(b[k] ?? ''))

function categoryStatements(
  rows: readonly CatalogueRow[],
  state: CatalogueState,
  issues: CatalogueIssue[],
  options: PlanOptions,
): InStatement[] {
  const added = new Map<string, CatalogueRow>()
  for (const row of rows) {
    const slug = row.text.category
    if (state.categories.has(slug) || added.has(slug)) continue
    if (!options.createMissing) issues.push({ row: row.row, column: 'category', message: 'sheet_unknown_category' })
    else if (!row.text.category_ua) issues.push({ row: row.row, column: 'category_ua', message: 'sheet_category_name' })
    else added.set(slug, row)
  }
  for (const row of added.values()) {
    const parent = row.text.parent_category
    const parentKnown =
      parent === '' ||
      state.categories.get(parent)?.parentSlug === null ||
      (added.has(parent) && added.get(parent)!.text.parent_category === '')
    if (!parentKnown)
      issues.push({
        row: row.row,
        column: 'parent_category',
        message: 'sheet_parent',
      })
  }
  const insert = (row: CatalogueRow): InStatement => ({
    sql: 'INSERT INTO categories (parent_id, slug, name_ua, name_en) VALUES ((SELECT id FROM categories WHERE slug = ?), ?, ?, ?)',
    args: [
      row.text.parent_category,
      row.text.category,
      row.text.category_ua,
      row.text.category_en || row.text.category_ua,
    ],
  })
  const all = [...added.values()]
  return [
    ...all.filter((r) => r.text.parent_category === '').map(insert),
    ...all.filter((r) => r.text.parent_category !== '').map(insert),
  ]
}

function brandStatements(
  rows: readonly CatalogueRow[],
  state: CatalogueState,
  issues: CatalogueIssue[],
  options: PlanOptions,
): InStatement[] {
  const added = new Map<string, string>()
  for (const row of rows) {
    const slug = brandSlug(row)
    if (!slug) issues.push({ row: row.row, column: 'brand', message: 'sheet_brand_slug' })
    else if (!options.createMissing && !state.brands.has(slug))
      issues.push({ row: row.row, column: row.text.brand ? 'brand' : 'brand_name', message: 'sheet_unknown_brand' })
    else if (!state.brands.has(slug) && !added.has(slug)) added.set(slug, row.text.brand_name)
  }
  return [...added].map(([slug, name]) => ({
    sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)',
    args: [slug, name],
  }))
}

/** `images`: each variant's pictures as `xs,s,l`, or absent to leave its gallery as it is. */
export function planImport(
  rows: readonly CatalogueRow[],
  state: CatalogueState,
  images: ReadonlyMap<string, string[]>,
  options: PlanOptions = { createMissing: true },
): ImportPlan {
  const issues: CatalogueIssue[] = []
  const statements = [
    ...categoryStatements(rows, state, issues, options),
    ...brandStatements(rows, state, issues, options),
  ]
  const counts = {
    categories: 0,
    brands: 0,
    products: { added: 0, updated: 0, unchanged: 0 },
    variants: { added: 0, updated: 0, unchanged: 0 },
    galleries: 0,
  }
  counts.categories = statements.filter(
    (s) => typeof s !== 'string' && s.sql.startsWith('INSERT INTO categories'),
  ).length
  counts.brands = statements.length - counts.categories

  const byProduct = new Map<string, CatalogueRow[]>()
  for (const row of rows) {
    const list = byProduct.get(row.text.product)
    if (list) list.push(row)
    else byProduct.set(row.text.product, [row])
  }
  // Products whose page grew (a variant or a gallery): dated after the rows (their listing price is the triggers').
  const touches: InStatement[] = []
  for (const [slug, productRows] of byProduct) {
    const fields = productFields(productRows[0]!)
    const before = state.products.get(slug)
    const touched = differs(fields, before)
    counts.products[!before ? 'added' : touched ? 'updated' : 'unchanged']++
    // A variant or pictures added to the page (its updates are dated by the database's triggers).
    let pageGrew = false
    if (touched) {
      const columns = Object.values(PRODUCT_COLUMNS)
      statements.push({
        sql: `INSERT INTO products (slug, brand_id, category_id, is_active, ${columns.join(', ')})
              VALUES (?, (SELECT id FROM brands WHERE slug = ?), (SELECT id FROM categories WHERE slug = ?), ?, ${columns.map(() => '?').join(', ')})
              ON CONFLICT (slug) DO UPDATE SET brand_id = excluded.brand_id, category_id = excluded.category_id, is_active = excluded.is_active,
              ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`,
        args: [
          slug,
          fields.brand!,
          fields.category!,
          Number(fields.active),
          ...Object.keys(PRODUCT_COLUMNS).map((c) => fields[c]!),
        ],
      })
    }
    productRows.forEach((row, order) => {
      const code = row.text.code
      const current = state.variants.get(code)
      if (current && current.productSlug !== slug) {
        issues.push({
          row: row.row,
          column: 'code',
          message: coded('sheet_code_taken', { product: current.productSlug }),
        })
        return
      }
      const wanted: Record<string, string | number> = variantFields(row, current)
      const changed = differs(wanted, current)
      counts.variants[!current ? 'added' : changed ? 'updated' : 'unchanged']++
      if (!current) pageGrew = true
      if (changed) {
        const columns = Object.values(VARIANT_COLUMNS)
        statements.push({
          sql: `INSERT INTO variants (product_id, code, sort_order, ${columns.join(', ')}) VALUES ((SELECT id FROM products WHERE slug = ?), ?, ?, ${columns.map(() => '?').join(', ')})
                ON CONFLICT (code) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`,
          args: [
            slug,
            code,
            order,
            ...Object.keys(VARIANT_COLUMNS).map((c) => (c === 'barcode' && wanted.barcode === '' ? null : wanted[c]!)),
          ],
        })
      }
      const gallery = images.get(code)
      if (gallery && gallery.join('|') !== (state.images.get(code) ?? []).join('|')) {
        counts.galleries++
        pageGrew = true
        statements.push({
          sql: 'DELETE FROM variant_images WHERE variant_id = (SELECT id FROM variants WHERE code = ?)',
          args: [code],
        })
        gallery.forEach((triple, position) => {
          const [xs, s, l] = triple.split(',')
          statements.push({
            sql: 'INSERT INTO variant_images (variant_id, position, xs, s, l) VALUES ((SELECT id FROM variants WHERE code = ?), ?, ?, ?, ?)',
            args: [code, position, xs!, s!, l!],
          })
        })
      }
    })
    if (pageGrew) touches.push(touchProductBySlug(slug))
  }
  return { issues, counts, statements: issues.length > 0 ? [] : [...statements, ...touches] }
}
