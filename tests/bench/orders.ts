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
import { AppError } from '../../app/domain/app-error'

interface BenchVariant {
  id: number
}

/**
 * The n-th order of a run, the same body every time it is built: a retry must send what the first
 * submit sent, or the store rightly answers 422 (the key was used for another request).
 */
function orderBody(variants: readonly BenchVariant[], n: number, buyer: number) {
  const count = 1 + (n % 3)
  const lines = new Map<number, number>()
  for (let k = 0; lines.size < Math.min(count, variants.length); k++)
    lines.set(variants[(n * 7919 + k * 104_729) % variants.length]!.id, 1 + (n % 4))
  return JSON.stringify({
    first_name: 'Бенч',
    last_name: 'Замовлення',
    // A phone and house of its own, as real buyers have: a phone or address may have only a few guest
    // orders awaiting confirmation, and the orders of earlier runs on the same file still wait.
    phone: `+38050${String(buyer % 10_000_000).padStart(7, '0')}`,
    email: `bench.${buyer}@example.com`,
    deliveryType: n % 2 ? 'curier' : 'newpost',
    curier_info: { street: 'вул. Хрещатик', house: String(buyer) },
    np_info: { city: 'Львів', branch: 'Відділення №1' },
    payment: n % 2 ? 'cash' : 'card',
    promo_code: n % 5 === 0 ? 'SPRING10' : null,
    cartItems: [...lines].map(([id, quantity]) => ({ id, quantity })),
  })
}

/** The client address of the n-th bench visitor (10.0.0.0/8): per-address limits then count each one apart. */
export const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

export async function benchOrders(opts: { base: string; seconds: number; connections: number; dbFile: string }) {
  const latest = (await (await fetch(`${opts.base}/api/v1/shop/products/latest/`)).json()) as Array<{
    variants: BenchVariant[]
  }>
  const variants = latest.flatMap((p) => p.variants)
  const run = `bench-${Date.now().toString(36)}`
  const firstBuyer = firstBuyerOfRun()
  let sent = 0
  /** Key → order ids answered for it (a retry must answer the same one). */
  const answered = new Map<string, Set<number>>()
  const refusals = new Map<string, number>()
  let replays = 0

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
          const retry = sent > 0 && sent % 10 === 0
          const n = retry ? sent - 1 : sent
          sent++
          Object.assign(context, { key: `${run}-${n}`, retry })
          // Each order comes from a shopper of its own (orders are limited per IP), and a retry from the same one.
          const shopper = visitorAddress(n)
          const headers = {
            'content-type': 'application/json',
            'idempotency-key': `${run}-${n}`,
            'cf-connecting-ip': shopper,
          }
          return { ...req, headers, body: orderBody(variants, n, firstBuyer + n) }
        },
        onResponse: (status, body, context) => {
          const { key, retry } = context as { key: string; retry: boolean }
          if (status !== 201) {
            count(refusals, `${retry ? 'retry' : 'order'}: ${status} ${errorKind(body)}`)
            return
          }
          if (retry) replays++
          const id = (JSON.parse(body) as { id: number }).id
          let ids = answered.get(key)
          if (!ids) answered.set(key, (ids = new Set()))
          ids.add(id)
        },
      },
    ],
  })
  // Errors include timeouts (autocannon waits 10 s for an answer): a request that got no answer at all.
  if (result.errors > 0)
    count(refusals, `no answer (${result.timeouts} timeouts of ${result.errors} errors)`, result.errors)

  const integrity = await checkIntegrity(opts.dbFile, run, answered)
  return {
    row: {
      target: 'HTTP: POST /order/orders/',
      'orders/s': Math.round(integrity.created / opts.seconds),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      ...integrity,
      'retries answered 201': replays,
      'not 201': sum(refusals),
    },
    refusals,
  }
}

/** Where a run's buyers start: distinct from earlier runs' on the same file, whose orders still await confirmation. */
const firstBuyerOfRun = () => Math.floor(Math.random() * 9_000_000)

function count(tally: Map<string, number>, kind: string, by = 1) {
  tally.set(kind, (tally.get(kind) ?? 0) + by)
}

const sum = (tally: Map<string, number>) => [...tally.values()].reduce((a, b) => a + b, 0)

/** A refusal's error code and the fields it names, from the store's `{ error: { code, fields } }`. */
function errorKind(body: string): string {
  try {
    const { error } = JSON.parse(body) as { error?: { code?: string; fields?: Record<string, unknown> } }
    const fields = Object.keys(error?.fields ?? {})
    return `${error?.code ?? 'no code'}${fields.length ? ` (${fields.join(', ')})` : ''}`
  } catch {
    return `not JSON: ${body.slice(0, 60)}`
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
  const firstBuyer = firstBuyerOfRun()
  const answered = new Map<string, Set<number>>()
  const refusals = new Map<string, number>()
  const latencies: number[] = []
  let sent = 0
  let replays = 0
  const until = Date.now() + opts.seconds * 1000
  const worker = async () => {
    while (Date.now() < until) {
      const retry = sent > 0 && sent % 10 === 0
      const n = retry ? sent - 1 : sent
      sent++
      const key = `${run}-${n}`
      const request: OrderCreateRequest = orderCreateSchema.parse(JSON.parse(orderBody(variants, n, firstBuyer + n)))
      const t = performance.now()
      try {
        const order = await orders.create({ request, viewer: ANONYMOUS, locale: 'ua', idempotencyKey: key })
        latencies.push(performance.now() - t)
        if (retry) replays++
        let ids = answered.get(key)
        if (!ids) answered.set(key, (ids = new Set()))
        ids.add(order.id)
      } catch (e) {
        const kind =
          e instanceof AppError
            ? `${e.code}${e.fields ? ` (${Object.keys(e.fields).join(', ')})` : ''}`
            : `${(e as Error).name}: ${String((e as Error).message).slice(0, 80)}`
        count(refusals, `${retry ? 'retry' : 'order'}: ${kind}`)
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
    row: {
      target: 'in process: order service → libSQL server',
      'orders/s': Math.round(integrity.created / opts.seconds),
      'p50 ms': +latencies[Math.floor(latencies.length / 2)]!.toFixed(1),
      'p99 ms': +latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1),
      ...integrity,
      'retries answered 201': replays,
      'not 201': sum(refusals),
    },
    refusals,
  }
}
