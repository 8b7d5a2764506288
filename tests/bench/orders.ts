/**
 * Order creation under load (issue 5): POST /api/v1/order/orders/ from many connections, guest
 * orders of 1–3 lines with a promo on some, one request in ten a retry of the previous key. Then it
 * checks the database: every acknowledged key has exactly one order (none lost, none duplicated) and
 * no stock went below zero. It reports orders per second; it asserts nothing.
 */
import { createClient } from '@libsql/client'
import autocannon from 'autocannon'

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
    phone: '+380501112233',
    email: `bench.${n}@example.com`,
    deliveryType: n % 2 ? 'curier' : 'newpost',
    curier_info: { street: 'вул. Хрещатик', house: '1' },
    np_info: { city: 'Львів', branch: 'Відділення №1' },
    payment: n % 2 ? 'cash' : 'card',
    promo_code: n % 5 === 0 ? 'SPRING10' : null,
    cartItems: [...lines].map(([id, quantity]) => ({ id, quantity })),
  })
}

export async function benchOrders(opts: { base: string; seconds: number; connections: number; dbFile: string }) {
  const latest = (await (await fetch(`${opts.base}/api/v1/shop/products/latest/`)).json()) as Array<{ variants: BenchVariant[] }>
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
          return { ...req, headers: { 'content-type': 'application/json', 'idempotency-key': `${run}-${n}` }, body: orderBody(variants, n) }
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

  const db = createClient({ url: `file:${opts.dbFile}` })
  try {
    const { rows } = await db.execute({ sql: 'SELECT idempotency_key, id FROM orders WHERE idempotency_key LIKE ?', args: [`${run}-%`] })
    const stored = new Map(rows.map((r) => [String(r.idempotency_key), Number(r.id)]))
    const lost = [...answered.keys()].filter((key) => !stored.has(key)).length
    const duplicated = [...answered].filter(([key, ids]) => ids.size > 1 || (stored.has(key) && !ids.has(stored.get(key)!))).length
    const negative = Number((await db.execute('SELECT count(*) FROM variants WHERE stock < 0 OR stock_opt < 0')).rows[0]![0])
    const created = stored.size
    return {
      target: 'POST /order/orders/ (guest, 1–3 lines, 10 % retries)',
      'orders/s': Math.round(created / opts.seconds),
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'orders created': created,
      lost,
      duplicated,
      'not 201': other + result.errors,
      'negative stock rows': negative,
    }
  } finally {
    db.close()
  }
}
