/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createClient } from '@libsql/client/web'
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterAll, describe, expect, it } from 'vitest'
import worker from '../../worker/api-worker'
import { TAG_KEY_PREFIX } from '../../worker/services/page-cache'

/**
 * The Cron Trigger inside workerd: the Worker's own `scheduled` handler, the real database behind
 * the local libSQL server, and the KV generation that product pages are cached under.
 */
/** Product pages show stock: their cache tag moves on when stock comes back. */
const STOCK_TAG = `${TAG_KEY_PREFIX}products`
const db = createClient({ url: (env as unknown as { TURSO_DATABASE_URL: string }).TURSO_DATABASE_URL })
afterAll(() => db.close())

const one = async (sql: string, args: (string | number | null)[] = []) => (await db.execute({ sql, args })).rows[0]!

async function variantWithStock(stock: number) {
  const variant = await one('SELECT id FROM variants ORDER BY id DESC LIMIT 1')
  await db.execute({
    sql: 'UPDATE variants SET stock = ?, stock_opt = 0 WHERE id = ?',
    args: [stock, Number(variant.id)],
  })
  return Number(variant.id)
}

let serial = 0
/** An order whose line took `taken` units of the variant, as the checkout leaves it. */
async function orderHolding(
  variantId: number,
  taken: number,
  opts: { status: string; payType: string; holdUntil: number | null; promoCodeId?: number | null },
) {
  serial++
  const reference = `scheduled-${Date.now()}-${serial}-0000000000`
  const order = await db.execute({
    sql: `INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, goods_total_uah, total_uah, hold_until, promo_code_id)
      VALUES (?, ?, ?, ?, 'newpost', 'Олена', 'Тестова', '+380501234567', ?, 500, 500, ?, ?) RETURNING id`,
    args: [
      `S${Date.now()}${serial}`,
      reference,
      opts.status,
      opts.payType,
      `hold.${serial}@example.com`,
      opts.holdUntil,
      opts.promoCodeId ?? null,
    ],
  })
  const id = Number(order.rows[0]!.id)
  await db.batch(
    [
      {
        sql: `INSERT INTO order_lines (order_id, variant_id, product_name, variant_name, brand_name, code, quantity, taken_stock, unit_price_uah, total_uah)
          VALUES (?, ?, 'Крем', '50 мл', 'Rica', 'C1', ?, ?, 500, 500)`,
        args: [id, variantId, taken, taken],
      },
      { sql: 'UPDATE variants SET stock = stock - ? WHERE id = ?', args: [taken, variantId] },
      { sql: 'UPDATE promo_codes SET used_count = used_count + 1 WHERE id = ?', args: [opts.promoCodeId ?? 0] },
    ],
    'write',
  )
  return { id, email: `hold.${serial}@example.com` }
}

async function runCron() {
  const ctx = createExecutionContext()
  await worker.scheduled!(
    createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }),
    env as unknown as Env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
}

describe('the scheduled release of lapsed holds', () => {
  it('cancels a lapsed unpaid card order once: stock and promo use back, the buyer told; paid and fresh orders untouched', async () => {
    // The orders below take all 8: the variant reads pre-order until the lapsed holds give stock back.
    const variantId = await variantWithStock(8)
    const promo = await one(`SELECT id, used_count FROM promo_codes WHERE code = 'SPRING10'`)
    const lapsed = await orderHolding(variantId, 3, {
      status: 'created',
      payType: 'card',
      holdUntil: Date.now() - 1_000,
      promoCodeId: Number(promo.id),
    })
    const failed = await orderHolding(variantId, 1, {
      status: 'payed_error',
      payType: 'card',
      holdUntil: Date.now() - 1_000,
    })
    const paid = await orderHolding(variantId, 2, { status: 'payed', payType: 'card', holdUntil: Date.now() - 1_000 })
    const fresh = await orderHolding(variantId, 1, {
      status: 'created',
      payType: 'card',
      holdUntil: Date.now() + 3_600_000,
    })
    const cash = await orderHolding(variantId, 1, { status: 'new', payType: 'cash', holdUntil: null })
    expect(Number((await one('SELECT stock FROM variants WHERE id = ?', [variantId])).stock)).toBe(0)
    await env.CATALOG_CACHE.put(STOCK_TAG, 'before')

    await runCron()
    const statusOf = async (id: number) => String((await one('SELECT status FROM orders WHERE id = ?', [id])).status)
    expect(await statusOf(lapsed.id)).toBe('declined')
    expect(await statusOf(failed.id)).toBe('declined')
    expect([await statusOf(paid.id), await statusOf(fresh.id), await statusOf(cash.id)]).toEqual([
      'payed',
      'created',
      'new',
    ])
    expect(Number((await one('SELECT stock FROM variants WHERE id = ?', [variantId])).stock)).toBe(4)
    expect(Number((await one('SELECT used_count FROM promo_codes WHERE id = ?', [Number(promo.id)])).used_count)).toBe(
      Number(promo.used_count),
    )
    const mails = await db.execute({
      sql: `SELECT kind, subject FROM email_outbox WHERE "to" = ?`,
      args: [lapsed.email],
    })
    expect(mails.rows.map((r) => String(r.kind))).toEqual(['order_status'])
    expect(String(mails.rows[0]!.subject)).toContain('скасоване')
    const events = await db.execute({
      sql: `SELECT kind, from_status, to_status FROM order_events WHERE order_id = ? AND kind = 'hold_expired'`,
      args: [lapsed.id],
    })
    expect(events.rows.map((r) => [r.from_status, r.to_status])).toEqual([['created', 'declined']])
    // The variant is in stock again: cached product pages render afresh.
    expect(await env.CATALOG_CACHE.get(STOCK_TAG)).not.toBe('before')

    // A second run changes nothing and tells nobody again.
    await runCron()
    expect(Number((await one('SELECT stock FROM variants WHERE id = ?', [variantId])).stock)).toBe(4)
    expect(Number((await one('SELECT used_count FROM promo_codes WHERE id = ?', [Number(promo.id)])).used_count)).toBe(
      Number(promo.used_count),
    )
    expect(
      (await db.execute({ sql: `SELECT count(*) AS n FROM email_outbox WHERE "to" = ?`, args: [lapsed.email] }))
        .rows[0]!.n,
    ).toBe(1)
    expect(await statusOf(paid.id)).toBe('payed')
  })

  it('keeps cached pages when the stock a lapse gives back leaves every variant as available as it was', async () => {
    const variantId = await variantWithStock(10)
    const lapsed = await orderHolding(variantId, 3, {
      status: 'created',
      payType: 'card',
      holdUntil: Date.now() - 1_000,
    })
    await env.CATALOG_CACHE.put(STOCK_TAG, 'before')
    await runCron()
    expect(String((await one('SELECT status FROM orders WHERE id = ?', [lapsed.id])).status)).toBe('declined')
    expect(Number((await one('SELECT stock FROM variants WHERE id = ?', [variantId])).stock)).toBe(10)
    expect(await env.CATALOG_CACHE.get(STOCK_TAG)).toBe('before')
  })
})

describe('the scheduled alert emails', () => {
  it('tells a buyer who asked that the variant is back, once, however often the cron runs', async () => {
    const variantId = await variantWithStock(0)
    const email = `cron.alert.${Date.now()}@example.com`
    await db.execute({
      sql: `INSERT INTO stock_alerts (variant_id, kind, email, locale, price_uah, token) VALUES (?, 'stock', ?, 'ua', 500, ?)`,
      args: [variantId, email, `cron-alert-token-${Date.now()}`],
    })
    await db.execute({ sql: 'UPDATE variants SET stock = 4 WHERE id = ?', args: [variantId] })
    await runCron()
    await runCron()
    const sent = await db.execute({ sql: `SELECT kind FROM email_outbox WHERE "to" = ?`, args: [email] })
    expect(sent.rows.map((r) => r.kind)).toEqual(['back_in_stock'])
  })
})
