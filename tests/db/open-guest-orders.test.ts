/**
 * The open-orders limit's count (db/queries/order-insert.ts OPEN_GUEST_ORDERS_COUNT) runs inside every
 * guest order's write transaction: it reads the buyer's own orders from the contact indexes, never
 * every order awaiting confirmation, and counts an order matching both contacts once.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateFile } from '../../db/local/migrate'
import { OPEN_GUEST_ORDERS_COUNT } from '../../db/queries/order-insert'

const dir = mkdtempSync(join(tmpdir(), 'open-guest-orders-'))
const file = join(dir, 'store.db')
let client: Client
const NOW = 1_800_000_000_000

beforeAll(async () => {
  await migrateFile(file)
  client = createClient({ url: `file:${file}` })
  const order = (n: number, o: { phone: string; key: string; status: string; hold?: number; user?: number }) => ({
    sql: `INSERT INTO orders (number, reference, user_id, status, pay_type, delivery_type, first_name, last_name, phone, email,
      courier_address_key, goods_total_uah, total_uah) VALUES (?, ?, ?, ?, 'cash', 'curier', 'І', 'П', ?, 'x@example.com', ?, 1, 1)`,
    args: [String(n), `ref-${n}`, o.user ?? null, o.status, o.phone, o.key],
  })
  await client.execute("INSERT INTO users (id, email, password_hash) VALUES (1, 'u@example.com', 'x')")
  await client.batch([
    order(1, { phone: '+380501111111', key: 'kyiv|a|1', status: 'new' }), // both contacts: counted once
    order(2, { phone: '+380501111111', key: '', status: 'new' }),
    order(3, { phone: '+380502222222', key: 'kyiv|a|1', status: 'new' }),
    order(4, { phone: '+380501111111', key: '', status: 'created' }), // a card hold not lapsed: not counted
    order(5, { phone: '+380501111111', key: '', status: 'delivred' }),
    order(6, { phone: '+380501111111', key: 'kyiv|a|1', status: 'new', user: 1 }), // a signed-in buyer's
    order(7, { phone: '+380509999999', key: '', status: 'new' }),
  ])
  await client.execute({ sql: 'UPDATE orders SET hold_until = ? WHERE number = ?', args: [NOW + 60_000, '4'] })
  // Many open orders of other buyers, which the count must not read.
  const others = Array.from({ length: 300 }, (_, i) =>
    order(100 + i, { phone: `+38067${1000000 + i}`, key: '', status: 'new' }),
  )
  await client.batch(others)
}, 120_000)

afterAll(() => {
  client?.close()
  rmSync(dir, { recursive: true, force: true })
})

const count = async (phone: string, key: string, now = NOW) =>
  Number((await client.execute({ sql: OPEN_GUEST_ORDERS_COUNT, args: [phone, now, key, key, now] })).rows[0]![0])

describe('the open guest orders of a phone or a courier address', () => {
  it('counts each open guest order of either contact once', async () => {
    expect(await count('+380501111111', 'kyiv|a|1')).toBe(3) // 1, 2, 3
    expect(await count('+380501111111', '')).toBe(2) // an empty key counts none
    expect(await count('+380503333333', 'kyiv|a|1')).toBe(2) // 1, 3
    // The card hold lapsed: now it counts.
    expect(await count('+380501111111', '', NOW + 120_000)).toBe(3)
  })

  it('reads them from the contact indexes, not from the orders awaiting confirmation', async () => {
    const plan = await client.execute({
      sql: `EXPLAIN QUERY PLAN ${OPEN_GUEST_ORDERS_COUNT}`,
      args: ['+380501111111', NOW, 'kyiv|a|1', 'kyiv|a|1', NOW],
    })
    const steps = plan.rows.map((row) => String(row.detail))
    expect(steps.some((step) => step.includes('orders_guest_phone_idx (phone=?)'))).toBe(true)
    expect(steps.some((step) => step.includes('orders_guest_address_idx (courier_address_key=?)'))).toBe(true)
    expect(steps.filter((step) => /\borders\b/.test(step) && !/orders_guest_(phone|address)_idx/.test(step))).toEqual(
      [],
    )
  })
})
