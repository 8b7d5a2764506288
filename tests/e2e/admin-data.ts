import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { reindexProducts } from '../../db/queries/search-index'
import { hashPassword } from '../../app/domain/password-hash'
import { SERVED_DB_FILE } from './served-store'

/** The database file the browser tests' server serves (served-store.ts). */
const DB_FILE = resolve(SERVED_DB_FILE)

/** Runs `run` against the browser tests' database, waiting out the server's writes. */
export async function withDb<T>(run: (db: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const db = createClient({ url: `file:${DB_FILE}` })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    return await run(db)
  } finally {
    db.close()
  }
}

/** A partner who registered through /registration/business and waits for staff. */
export function pendingPartner(): Promise<{ email: string; password: string }> {
  const email = `e2e.partner.${randomUUID().slice(0, 8)}@example.com`
  const password = 'partner-pass-1'
  return withDb(async (db) => {
    const user = await db.execute({
      sql: `INSERT INTO users (email, password_hash, first_name, last_name, wholesale_status, is_active) VALUES (?, ?, 'Оксана', 'Партнерка', 'pending', 1)`,
      args: [email, await hashPassword(password)],
    })
    await db.execute({
      sql: `INSERT INTO wholesale_requests (user_id, company_name, position, city) VALUES (?, 'ФОП Партнерка О. І.', 'Косметолог', 'Київ')`,
      args: [Number(user.lastInsertRowid)],
    })
    return { email, password }
  })
}

/** A hidden product with one variant of its own, so a test can change its price and pictures without touching the storefront. */
export function freshVariant(): Promise<{ productId: number; code: string }> {
  // A digit first: a tag of letters alone («cfaadcee») reads as an English word to the tests that look for English.
  const tag = `${Math.floor(Math.random() * 10)}${randomUUID().slice(0, 7)}`
  return withDb(async (db) => {
    const brand = Number((await db.execute('SELECT id FROM brands ORDER BY id LIMIT 1')).rows[0]!.id)
    const category = Number(
      (await db.execute('SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!.id,
    )
    const product = await db.execute({
      sql: `INSERT INTO products (slug, brand_id, category_id, name_ua, name_en, min_price_uah, min_wholesale_price_uah, is_active) VALUES (?, ?, ?, ?, ?, 500, 300, 0)`,
      args: [`e2e-${tag}`, brand, category, `Крем E2E ${tag}`, `E2E cream ${tag}`],
    })
    const code = `E2E-${tag}`
    await db.execute({
      sql: `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt) VALUES (?, ?, '50 мл', '50 ml', 500, 300, 5, 5)`,
      args: [Number(product.lastInsertRowid), code],
    })
    // As the back office and the seed leave a product: in the search index.
    await reindexProducts(db, [Number(product.lastInsertRowid)])
    return { productId: Number(product.lastInsertRowid), code }
  })
}

/**
 * An order with one line of a fresh product, its phone as given (`0…` is how rows written before
 * migration 0011 kept it), placed by the account `userId` when given (a guest's otherwise).
 */
export async function storedOrder(
  phone: string,
  userId: number | null = null,
): Promise<{ id: number; number: string; reference: string; productId: number; code: string }> {
  const variant = await freshVariant()
  return withDb(async (db) => {
    // A number of its own: the suite's database outlives a run, so a random one is tried again if taken.
    let number = ''
    let reference = ''
    let order: Awaited<ReturnType<typeof db.execute>> | null = null
    for (let attempt = 0; order === null; attempt++) {
      number = String(900_000 + Math.floor(Math.random() * 99_999))
      // A reference as the store makes them (16 or more characters), so the buyer's pages can ask about it.
      reference = `e2e-order-${number}`
      order = await db
        .execute({
          sql: `INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, np_city, np_branch, goods_total_uah, delivery_cost_uah, total_uah, locale, user_id)
            VALUES (?, ?, 'new', 'cash', 'newpost', 'Тарас', 'Шевченко', ?, ?, 'Київ', 'Відділення №1', 1000, 0, 1000, 'ua', ?)`,
          args: [number, reference, phone, `e2e.${number}@example.com`, userId],
        })
        .catch((error: unknown) => {
          if (attempt < 5 && String(error).includes('UNIQUE')) return null
          throw error
        })
    }
    const id = Number(order.lastInsertRowid)
    await db.execute({
      sql: `INSERT INTO order_lines (order_id, variant_id, product_name, variant_name, brand_name, code, quantity, preorder_quantity, taken_stock, taken_stock_opt, unit_price_uah, total_uah)
            SELECT ?, v.id, p.name_ua, v.value_ua, b.name, v.code, 2, 0, 2, 0, 500, 1000 FROM variants v JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id WHERE v.code = ?`,
      args: [id, variant.code],
    })
    return { id, number, reference, productId: variant.productId, code: variant.code }
  })
}

/** A seeded account's id, for its page in the back office. */
export function userIdOf(email: string): Promise<number> {
  return withDb(async (db) =>
    Number((await db.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [email] })).rows[0]!.id),
  )
}

/**
 * A product on the storefront whose every variant has a wholesale price and wholesale stock, so a
 * wholesaler sees one whichever variant the page starts on (the latest products may be ones other
 * tests created with retail prices alone).
 */
export function wholesalePricedProductSlug(): Promise<string> {
  return withDb(async (db) => {
    const rows = await db.execute(
      `SELECT p.slug FROM products p WHERE p.is_active = 1
         AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND (v.wholesale_price_uah <= 0 OR v.stock_opt <= 0))
       ORDER BY p.id LIMIT 1`,
    )
    return String(rows.rows[0]!.slug)
  })
}

/** An active customer account of its own (no saved addresses, no orders), as the login form takes it. */
export function freshCustomer(): Promise<{ email: string; password: string }> {
  const email = `e2e.customer.${randomUUID().slice(0, 8)}@example.com`
  const password = 'customer-pass-1'
  return withDb(async (db) => {
    await db.execute({
      sql: `INSERT INTO users (email, password_hash, first_name, last_name, is_active) VALUES (?, ?, 'Марія', 'Шевчук', 1)`,
      args: [email, await hashPassword(password)],
    })
    return { email, password }
  })
}

/**
 * A staff account of its own: signing in as the one seeded staff member from every back-office test
 * would fill that account's login limit (10 a minute) when the admin specs run one after another.
 */
export function freshStaff(): Promise<{ email: string; password: string }> {
  const email = `e2e.staff.${randomUUID().slice(0, 8)}@example.com`
  const password = 'staff-pass-1'
  return withDb(async (db) => {
    await db.execute({
      sql: `INSERT INTO users (email, password_hash, first_name, last_name, role, is_active) VALUES (?, ?, 'Олена', 'Працівниця', 'staff', 1)`,
      args: [email, await hashPassword(password)],
    })
    return { email, password }
  })
}
