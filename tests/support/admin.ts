import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import type { OrderStatus, PaymentType } from '../../app/domain/order-status'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { migrateFile } from '../../db/local/migrate'
import { reindexProducts } from '../../db/queries/search-index'
import { startLocalDbServer } from '../../db/local/server'
import { seed } from '../../db/seed'
import { getServices } from '../../worker/services/context'
import { createApiClient } from './api-env'
import { sessionAccessToken } from './session-token'

/**
 * Back-office tests write to the catalogue, orders and users, so each test file gets a database of
 * its own (migrated and seeded like the shared one, with fewer products: about 0.3 s), served over
 * libSQL's HTTP protocol like Turso. Other suites keep counting the shared catalogue undisturbed.
 */
let dbFile: string | null = null
export function adminDbFile(): string {
  if (!dbFile) throw new Error('call createAdminClient() in beforeAll first')
  return dbFile
}

export async function createAdminClient(overrides: Record<string, unknown> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'store-admin-test-'))
  dbFile = join(dir, 'store.db')
  await migrateFile(dbFile)
  await seed({ file: dbFile, products: 60, images: false })
  const server = await startLocalDbServer({ file: dbFile, port: 0, host: '127.0.0.1' })
  const client = await createApiClient({ ...overrides, TURSO_DATABASE_URL: server.url })
  return {
    ...client,
    dispose: async () => {
      await client.dispose()
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** This file's database, waiting for a lock instead of failing while the API writes. */
async function openDb() {
  const db = createClient({ url: `file:${adminDbFile()}` })
  await db.execute('PRAGMA busy_timeout = 10000')
  return db
}

/** An access token of a new session of a user of this file's database. */
export const accessTokenOf = (userId: number, secret: string) => sessionAccessToken(sql, userId, secret)

/** A bearer header for a seeded user of this file's database. */
async function bearerFor(env: Env, email: string): Promise<Record<string, string>> {
  const [row] = await sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [email])
  if (!row) throw new Error(`no seeded user ${email}`)
  return { authorization: `Bearer ${await accessTokenOf(Number(row.id), getServices(env).config.JWT_SECRET)}` }
}

type ApiClient = Awaited<ReturnType<typeof createAdminClient>>

/** Seeded accounts by role (db/seed/data/people.ts). */
export const ACCOUNTS = {
  admin: 'admin@example.com',
  staff: 'staff@example.com',
  customer: 'customer@example.com',
  wholesaler: 'partner@example.com',
  pending: 'pending.partner@example.com',
} as const

/**
 * JSON requests against /api/v1 as one of the seeded accounts (or anonymously). `client` may be a
 * getter, for a file-level API made before its client exists (the client is made in `beforeAll`).
 */
export function adminApi(clientOrGetter: ApiClient | (() => ApiClient)) {
  const current = typeof clientOrGetter === 'function' ? clientOrGetter : () => clientOrGetter
  const headersCache = new Map<string, Record<string, string>>()
  const auth = async (who: keyof typeof ACCOUNTS | null): Promise<Record<string, string>> => {
    if (who === null) return {}
    if (!headersCache.has(who)) headersCache.set(who, await bearerFor(current().env, ACCOUNTS[who]))
    return headersCache.get(who)!
  }
  // English unless a test asks for Ukrainian: the back office answers in the caller's language.
  const call = async (
    method: string,
    path: string,
    who: keyof typeof ACCOUNTS | null,
    body?: unknown,
    locale: 'ua' | 'en' = 'en',
  ) =>
    current().request(`/api/v1${path}`, {
      method,
      locale,
      headers: {
        ...(await auth(who)),
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    })
  return {
    get: (path: string, who: keyof typeof ACCOUNTS | null = 'staff') => call('GET', path, who),
    post: (path: string, body: unknown, who: keyof typeof ACCOUNTS | null = 'staff') => call('POST', path, who, body),
    patch: (path: string, body: unknown, who: keyof typeof ACCOUNTS | null = 'staff') => call('PATCH', path, who, body),
    put: (path: string, body: unknown, who: keyof typeof ACCOUNTS | null = 'staff') => call('PUT', path, who, body),
    del: (path: string, who: keyof typeof ACCOUNTS | null = 'staff') => call('DELETE', path, who),
    /** The same calls as a Ukrainian back office makes them. */
    ua: {
      get: (path: string, who: keyof typeof ACCOUNTS | null = 'staff') => call('GET', path, who, undefined, 'ua'),
      post: (path: string, body: unknown, who: keyof typeof ACCOUNTS | null = 'staff') =>
        call('POST', path, who, body, 'ua'),
      patch: (path: string, body: unknown, who: keyof typeof ACCOUNTS | null = 'staff') =>
        call('PATCH', path, who, body, 'ua'),
      del: (path: string, who: keyof typeof ACCOUNTS | null = 'staff') => call('DELETE', path, who, undefined, 'ua'),
    },
  }
}

export async function errorOf(res: Response) {
  return errorEnvelopeSchema.parse(await res.json()).error
}

/** Asserts a JSON answer's status and returns its body. */
export async function ok<T = unknown>(res: Response, status = 200): Promise<T> {
  const body = await res.text()
  expect(res.status, body).toBe(status)
  return (body ? JSON.parse(body) : null) as T
}

export async function sql<T = Record<string, unknown>>(
  statement: string,
  args: (string | number | null)[] = [],
): Promise<T[]> {
  const db = await openDb()
  try {
    return (await db.execute({ sql: statement, args })).rows as unknown as T[]
  } finally {
    db.close()
  }
}

/** A variant of its own for a test: a fresh product in the first brand and category. */
export async function insertVariant(opts: { stock?: number; stockOpt?: number; price?: number; code?: string } = {}) {
  const tag = randomUUID().slice(0, 8)
  const db = await openDb()
  try {
    const brand = Number((await db.execute('SELECT id FROM brands ORDER BY id LIMIT 1')).rows[0]!.id)
    const category = Number(
      (await db.execute('SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!.id,
    )
    const product = await db.execute({
      sql: `INSERT INTO products (slug, brand_id, category_id, name_ua, name_en, min_price_uah, min_wholesale_price_uah) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      args: [`test-${tag}`, brand, category, `Тестовий крем ${tag}`, `Test cream ${tag}`, opts.price ?? 500, 300],
    })
    const productId = Number(product.lastInsertRowid)
    const code = opts.code ?? `T-${tag}`
    const variant = await db.execute({
      sql: `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt) VALUES (?, ?, '50 мл', '50 ml', ?, 300, ?, ?)`,
      args: [productId, code, opts.price ?? 500, opts.stock ?? 10, opts.stockOpt ?? 5],
    })
    // As the back office and the seed leave a product: in the search index.
    await reindexProducts(db, [productId])
    return { productId, variantId: Number(variant.lastInsertRowid), code, slug: `test-${tag}` }
  } finally {
    db.close()
  }
}

/** An order as checkout would leave it: lines that took stock from the variants. */
export async function insertOrder(opts: {
  status?: OrderStatus
  payType?: PaymentType
  deliveryType?: 'newpost' | 'curier' | 'pickup'
  email?: string
  phone?: string
  locale?: 'ua' | 'en'
  createdAt?: number
  lines?: { variantId: number; quantity: number; takenStock: number; takenStockOpt?: number; price?: number }[]
}) {
  const tag = randomUUID().replace(/-/g, '').slice(0, 10)
  // As long as a real reference, so the buyer's by-reference reads accept it.
  const reference = `ref-${randomUUID().replace(/-/g, '')}`
  const lines = opts.lines ?? []
  const goods = lines.reduce((sum, l) => sum + (l.price ?? 500) * l.quantity, 0)
  const db = await openDb()
  try {
    const order = await db.execute({
      sql: `INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, np_city, np_branch, goods_total_uah, delivery_cost_uah, total_uah, locale, created_at)
            VALUES (?, ?, ?, ?, ?, 'Олена', 'Тестова', ?, ?, 'Київ', 'Відділення №1', ?, 0, ?, ?, ?)`,
      args: [
        `T${tag}`,
        reference,
        opts.status ?? 'new',
        opts.payType ?? 'cash',
        opts.deliveryType ?? 'newpost',
        opts.phone ?? '+380501234567',
        opts.email ?? `buyer.${tag}@example.com`,
        goods,
        goods,
        opts.locale ?? 'ua',
        opts.createdAt ?? Date.now(),
      ],
    })
    const orderId = Number(order.lastInsertRowid)
    for (const l of lines) {
      await db.execute({
        sql: `INSERT INTO order_lines (order_id, variant_id, product_name, variant_name, brand_name, code, quantity, preorder_quantity, taken_stock, taken_stock_opt, unit_price_uah, total_uah)
              SELECT ?, v.id, p.name_ua, v.value_ua, b.name, v.code, ?, ?, ?, ?, ?, ? FROM variants v JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id WHERE v.id = ?`,
        args: [
          orderId,
          l.quantity,
          l.quantity - l.takenStock - (l.takenStockOpt ?? 0),
          l.takenStock,
          l.takenStockOpt ?? 0,
          l.price ?? 500,
          (l.price ?? 500) * l.quantity,
          l.variantId,
        ],
      })
    }
    return { id: orderId, number: `T${tag}`, reference, email: opts.email ?? `buyer.${tag}@example.com` }
  } finally {
    db.close()
  }
}
