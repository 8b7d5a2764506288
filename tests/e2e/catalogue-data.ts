import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { decodeWindows1251 } from '../../app/domain/windows-1251'
import { SERVED_DB_FILE } from './served-store'

/** The database file the browser tests' server serves (served-store.ts). */
const DB_FILE = resolve(SERVED_DB_FILE)

async function withDb<T>(run: (db: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const db = createClient({ url: `file:${DB_FILE}` })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    return await run(db)
  } finally {
    db.close()
  }
}

/** Text as Excel on a Ukrainian Windows saves a CSV: Windows-1251 bytes. */
export function windows1251(text: string): Buffer {
  const table = new Map([...decodeWindows1251(Uint8Array.from({ length: 256 }, (_, i) => i))].map((ch, i) => [ch, i]))
  return Buffer.from([...text].map((ch) => table.get(ch)!))
}

/**
 * A catalogue file of two new products (rows 2 and 3) of an existing brand and category, the second
 * with a price no one can read; `;` between cells, as Ukrainian Excel writes them.
 */
export async function catalogueFileWithBadRow() {
  const tag = randomUUID().slice(0, 8)
  const [brand, category] = await withDb(async (db) => [
    String((await db.execute('SELECT slug FROM brands ORDER BY id LIMIT 1')).rows[0]!.slug),
    String(
      (await db.execute('SELECT slug FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!.slug,
    ),
  ])
  const good = {
    slug: `import-e2e-${tag}`,
    name: `Маска «Відновлення» ${tag}`,
    seoTitle: `Маска для відновлення волосся ${tag} — купити`,
  }
  const bad = { slug: `import-e2e-bad-${tag}`, name: `Шампунь ${tag}` }
  const lines = [
    'category;brand;brand_name;product;name_ua;code;value_ua;price;stock;active;seo_title_ua',
    `${category};${brand};Бренд;${good.slug};${good.name};IMP-${tag}-1;200 мл;640;7;так;${good.seoTitle}`,
    `${category};${brand};Бренд;${bad.slug};${bad.name};IMP-${tag}-2;250 мл;шістсот;3;так;`,
  ]
  return { good, bad, bytes: windows1251(`${lines.join('\r\n')}\r\n`) }
}

/** A line of the ERP's feed held for staff: a hidden product's retail price moving from 500 to 1,600. */
export async function heldLine(code: string): Promise<number> {
  return withDb(async (db) => {
    const inserted = await db.execute({
      sql: `INSERT INTO held_price_lines (variant_id, source, before, after)
            VALUES ((SELECT id FROM variants WHERE code = ?), 'integration:e2e', '{"price":500}', '{"price":1600}') RETURNING id`,
      args: [code],
    })
    return Number(inserted.rows[0]!.id)
  })
}

/** A variant's stored retail price. */
export const priceOf = (code: string) =>
  withDb(async (db) =>
    Number(
      (await db.execute({ sql: 'SELECT price_uah FROM variants WHERE code = ?', args: [code] })).rows[0]!.price_uah,
    ),
  )
