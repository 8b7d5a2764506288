/**
 * Order creation under load: POST /api/v1/order/orders/ from many connections, guest
 * orders of 1–3 lines with a promo on some, one request in ten a retry of the previous key. Then it
 * checks the database: every acknowledged key has exactly one order (none lost, none duplicated) and
 * no stock went below zero. The same load then runs on the order service in process (no workerd),
 * which separates what orders cost from what serving them costs. It reports orders per second; it
 * asserts nothing.
 */
import { createClient } from '@libsql/client'
import autocannon from 'autocannon'
import type { OrderCreateRequest } from '../../app/contract/order'
import { orderCreateSchema } from '../../app/contract/order'
import { createDb } from '../../db/client'
import { startLocalDbServer } from '../../db/local/server'
import { createOrderService } from '../../worker/services/orders'
import { ANONYMOUS } from '../../app/domain/viewer'

interface BenchVariant {
  id: number
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

function orderBody(variants: readonly BenchVariant[], n: number) {
  const count = 1 + (n % 3)
  const lines = new Map<number, number>()
  while (lines.size < Math.min(count, variants.length)) lines.set(pick(variants).id, 1 + (n % 4))
  return JSON.stringify({
    first_name: 'Бенч',
    last_name: 'Замовлення',
    // A phone and house of its own: a phone or address may have only a few orders awaiting confirmation.
    phone: `+38050${String(n % 10_000_000).padStart(7, '0')}`,
    email: `bench.${n}@example.com`,
    deliveryType: n % 2 ? 'curier' : 'newpost',
    curier_info: { street: 'вул. Хрещатик', house: String(n) },
    np_info: { city: 'Львів', branch: 'Відділення №1' },
    payment: n % 2 ? 'cash' : 'card',
    promo_code: n % 5 === 0 ? 'SPRING10' : null,
    cartItems: [...lines].map(([id, quantity]) => ({ id, quantity })),
  })
}

export async function benchOrders(opts: { base: string; seconds: number; connections: number; dbFile: string }) {
  const latest = (await (await fetch(`${opts.base}/api/v1/shop/products/latest/`)).json()) as Array<{
    variants: BenchVariant[]
  }>
  const variants = latest.flatMap((p) => p.variants)
  const run = `bench-${Date.now().toString(36)}`
  let sent = 0
  /** Key → order ids answered for it (a retry must answer the same one). */
  const answered = new Map<string, Set<number>>()
  let other = 0

  const result = await autocannon({
    url: opts.base,
    connections: opts.connections,
    duration: opts.seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/order/orders/',
        setupRequest: (req, context) => {
          // One request in ten repeats the previous key: a client retrying a submit it heard nothing back from.
          const n = sent > 0 && sent % 10 === 0 ? sent - 1 : sent
          sent++
          ;(context as { key?: string }).key = `${run}-${n}`
          // Each order comes from a shopper of its own (orders are limited per IP), and a retry from the same one.
          const shopper = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
          const headers = {
            'content-type': 'application/json',
            'idempotency-key': `${run}-${n}`,
            'cf-connecting-ip': shopper,
          }
          return { ...req, headers, body: orderBody(variants, n) }
        },
        onResponse: (status, body, context) => {
          if (status !== 201) {
            other++
            return
          }
          const id = (JSON.parse(body) as { id: number }).id
          const key = String((context as { key?: string }).key)
          let ids = answered.get(key)
          if (!ids) answered.set(key, (ids = new Set()))
          ids.add(id)
        },
      },
    ],
  })

  const integrity = await checkIntegrity(opts.dbFile, run, answered)
  return {
    target: 'HTTP: POST /order/orders/',
    'orders/s': Math.round(integrity.created / opts.seconds),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    ...integrity,
    'not 201': other + result.errors,
  }
}

/** Every acknowledged key has exactly one stored order, the one it was answered with; no stock below zero. */
async function checkIntegrity(dbFile: string, run: string, answered: Map<string, Set<number>>) {
  const db = createClient({ url: `file:${dbFile}` })
  try {
    const { rows } = await db.execute({
      sql: 'SELECT idempotency_key, id FROM orders WHERE idempotency_key LIKE ?',
      args: [`${run}-%`],
    })
    const stored = new Map(rows.map((r) => [String(r.idempotency_key), Number(r.id)]))
    return {
      created: stored.size,
      lost: [...answered.keys()].filter((key) => !stored.has(key)).length,
      duplicated: [...answered].filter(([key, ids]) => ids.size > 1 || (stored.has(key) && !ids.has(stored.get(key)!)))
        .length,
      'negative stock rows': Number(
        (await db.execute('SELECT count(*) FROM variants WHERE stock < 0 OR stock_opt < 0')).rows[0]![0],
      ),
    }
  } finally {
    db.close()
  }
}

/**
 * The order service alone, in process, against its own local libSQL server on the same file (no
 * workerd): what creating orders costs the service and the database.
 */
export async function benchOrderService(opts: { base: string; seconds: number; connections: number; dbFile: string }) {
  const latest = (await (await fetch(`${opts.base}/api/v1/shop/products/latest/`)).json()) as Array<{
    variants: BenchVariant[]
  }>
  const variants = latest.flatMap((p) => p.variants)
  const server = await startLocalDbServer({ file: opts.dbFile, port: 0 })
  const orders = createOrderService(createDb(server.url))
  const run = `bench-svc-${Date.now().toString(36)}`
  const answered = new Map<string, Set<number>>()
  const latencies: number[] = []
  let sent = 0
  let failed = 0
  const until = Date.now() + opts.seconds * 1000
  const worker = async () => {
    while (Date.now() < until) {
      const n = sent > 0 && sent % 10 === 0 ? sent - 1 : sent
      sent++
      const key = `${run}-${n}`
      const request: OrderCreateRequest = orderCreateSchema.parse(JSON.parse(orderBody(variants, n)))
      const t = performance.now()
      try {
        const order = await orders.create({ request, viewer: ANONYMOUS, locale: 'ua', idempotencyKey: key })
        latencies.push(performance.now() - t)
        let ids = answered.get(key)
        if (!ids) answered.set(key, (ids = new Set()))
        ids.add(order.id)
      } catch {
        failed++
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: opts.connections }, worker))
  } finally {
    await server.close()
  }
  latencies.sort((a, b) => a - b)
  const integrity = await checkIntegrity(opts.dbFile, run, answered)
  return {
    target: 'in process: order service → libSQL server',
    'orders/s': Math.round(integrity.created / opts.seconds),
    'p50 ms': +latencies[Math.floor(latencies.length / 2)]!.toFixed(1),
    'p99 ms': +latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1),
    ...integrity,
    'not 201': failed,
  }
}
