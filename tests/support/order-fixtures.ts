import { testDbClient } from './tokens'
import { FILE_ID } from './file-id'

/**
 * Rows of one test alone in the shared test database. Variants are added to an old product of the
 * brand whose lowest prices are not above the new variant's (not to new products), so listing counts,
 * price sorts and the latest-products slider of other suites stay as seeded.
 */
let serial = 0
const unique = () => `${Date.now().toString(36)}${FILE_ID.toString(36)}${(serial++).toString(36)}`.toUpperCase()

export interface TestVariant {
  id: number
  code: string
  brandId: number
  brandName: string
}

export async function createTestVariant(options: {
  brandSlug: string
  price: number
  discount?: number
  wholesale?: number
  discountWholesale?: number
  stock?: number
  stockOpt?: number
}): Promise<TestVariant> {
  const retail = options.discount && options.discount < options.price ? options.discount : options.price
  const wholesaleBase = options.wholesale ?? 0
  const wholesale =
    wholesaleBase > 0
      ? options.discountWholesale && options.discountWholesale < wholesaleBase
        ? options.discountWholesale
        : wholesaleBase
      : retail
  const db = testDbClient()
  try {
    const { rows } = await db.execute({
      sql: `SELECT p.id, b.id AS brand_id, b.name AS brand_name FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE b.slug = ? AND p.is_active = 1 AND p.min_price_uah <= ? AND p.min_wholesale_price_uah <= ? ORDER BY p.created_at, p.id LIMIT 1`,
      args: [options.brandSlug, retail, wholesale],
    })
    const product = rows[0]
    if (!product)
      throw new Error(`no seeded product of brand ${options.brandSlug} priced at or below ${retail}/${wholesale}`)
    const code = `T-ORD-${unique()}`
    const { lastInsertRowid } = await db.execute({
      sql: `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, discount_price_uah, wholesale_price_uah, discount_wholesale_price_uah,
        stock, stock_opt, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1000)`,
      args: [
        Number(product.id),
        code,
        `тест ${code}`,
        `test ${code}`,
        options.price,
        options.discount ?? 0,
        options.wholesale ?? 0,
        options.discountWholesale ?? 0,
        options.stock ?? 100,
        options.stockOpt ?? 0,
      ],
    })
    return {
      id: Number(lastInsertRowid),
      code,
      brandId: Number(product.brand_id),
      brandName: String(product.brand_name),
    }
  } finally {
    db.close()
  }
}

export async function createTestPromo(options: {
  brandSlug: string
  kind: 'percent' | 'fixed'
  amount: number
  usageLimit?: number | null
}): Promise<string> {
  const db = testDbClient()
  try {
    const code = `TEST${unique()}`
    await db.execute({
      sql: `INSERT INTO promo_codes (code, brand_id, kind, amount, usage_limit) VALUES (?, (SELECT id FROM brands WHERE slug = ?), ?, ?, ?)`,
      args: [code, options.brandSlug, options.kind, options.amount, options.usageLimit ?? null],
    })
    return code
  } finally {
    db.close()
  }
}

/** One value of the test database (a count, a stock), read directly. */
export async function dbValue(sql: string, args: (string | number)[] = []): Promise<number> {
  const db = testDbClient()
  try {
    const { rows } = await db.execute({ sql, args })
    return Number(rows[0]?.[0] ?? 0)
  } finally {
    db.close()
  }
}

export const variantStock = async (id: number) => ({
  stock: await dbValue('SELECT stock FROM variants WHERE id = ?', [id]),
  stockOpt: await dbValue('SELECT stock_opt FROM variants WHERE id = ?', [id]),
})

let contactSerial = 0
/**
 * A phone and courier street no other order of this run uses: a phone or address may have only a
 * few orders awaiting confirmation (app/domain/order-holds.ts), and the test database is shared.
 */
export function uniqueContact(): { phone: string; street: string } {
  const n = (FILE_ID * 1_000 + contactSerial++) % 10_000_000
  return { phone: `+38050${String(n).padStart(7, '0')}`, street: `вул. Тестова ${n}` }
}
