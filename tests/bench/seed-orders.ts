/**
 * The order history the back-office bench lists: BENCH_ORDERS (default 100,000) orders over the last two
 * years, with the mix a shop of this size sees (most delivered, a few in each open status; cash, card,
 * prepayment and cash on delivery; Nova Poshta, courier and pickup), each with one to three lines.
 * Added once to the bench database (the catalogue seed leaves it without orders); later runs keep them.
 */
import { randomUUID } from 'node:crypto'
import type { Client, InStatement } from '@libsql/client'
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from '../../app/domain/order-status'

export const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const BATCH = 2_000
const DAY = 86_400_000
const FIRST_NAMES = ['Олена', 'Ірина', 'Марія', 'Анна', 'Оксана', 'Наталія', 'Юлія', 'Тетяна', 'Світлана', 'Катерина']
const LAST_NAMES = [
  'Шевченко',
  'Коваленко',
  'Бондаренко',
  'Ткаченко',
  'Кравченко',
  'Олійник',
  'Мельник',
  'Лисенко',
  'Руденко',
  'Мороз',
]

/** Delivered orders dominate a two-year history; each open status holds a few percent. */
const STATUS_WEIGHTS: Record<(typeof ORDER_STATUSES)[number], number> = {
  new: 3,
  created: 2,
  payed: 3,
  payed_check: 1,
  payed_error: 1,
  prepered: 3,
  at_delivry: 2,
  delivring: 3,
  delivred: 70,
  declined: 9,
  returned: 3,
}
const STATUS_WHEEL = ORDER_STATUSES.flatMap((s) => Array<string>(STATUS_WEIGHTS[s]).fill(s))

/** A deterministic spread, so every run lists the same history. */
const pick = <T>(list: readonly T[], i: number, salt: number) =>
  list[Math.abs(Math.imul(i + 1, 2654435761) ^ salt) % list.length]!

export async function seedBenchOrders(client: Client): Promise<number> {
  const have = Number((await client.execute('SELECT count(*) AS n FROM orders')).rows[0]!.n)
  if (have >= BENCH_ORDERS) return have
  const variants = (await client.execute('SELECT id, code, price_uah FROM variants ORDER BY id LIMIT 5000')).rows
  const now = Date.now()
  for (let start = have; start < BENCH_ORDERS; start += BATCH) {
    const statements: InStatement[] = []
    for (let i = start; i < Math.min(start + BATCH, BENCH_ORDERS); i++) {
      const createdAt = now - Math.floor((((i * 7919) % BENCH_ORDERS) / BENCH_ORDERS) * 730 * DAY)
      const line = pick(variants, i, 17)
      const quantity = 1 + (i % 3)
      const total = Number(line.price_uah) * quantity
      const number = String(200_000 + i)
      statements.push({
        sql: `INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, np_city, np_branch,
                goods_total_uah, total_uah, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'Київ', 'Відділення №1', ?, ?, ?, ?)`,
        args: [
          number,
          `bench-${randomUUID()}`,
          pick(STATUS_WHEEL, i, 3),
          pick(PAYMENT_TYPES, i, 5),
          pick(DELIVERY_TYPES, i, 7),
          pick(FIRST_NAMES, i, 11),
          pick(LAST_NAMES, i, 13),
          `+38067${String(1_000_000 + i).slice(-7)}`,
          `buyer${i}@example.com`,
          total,
          total,
          createdAt,
          createdAt,
        ],
      })
      statements.push({
        sql: `INSERT INTO order_lines (order_id, variant_id, code, product_name, variant_name, brand_name, quantity, unit_price_uah, total_uah)
              VALUES ((SELECT id FROM orders WHERE number = ?), ?, ?, 'Bench product', '50 мл', 'Bench', ?, ?, ?)`,
        args: [number, Number(line.id), String(line.code), quantity, Number(line.price_uah), total],
      })
    }
    await client.batch(statements, 'write')
  }
  await client.execute('ANALYZE')
  return BENCH_ORDERS
}
