/**
 * What each kind of request costs, one request at a time: the built Worker in this process
 * (tests/bench/worker-in-node.ts) with its KV, cache and R2 bindings wrapped to count operations, and
 * the simulation's libSQL server counting statements (db/local/server.ts with stats). One at a time,
 * so every count belongs to the request that made it, work it left to waitUntil included.
 */
import type { NodeWorker } from '../../tests/bench/worker-in-node'
import type { DbStats } from '../../db/local/hrana'
import type { Kind } from './model'
import type { SimRequest } from './targets'

export interface Counters {
  kvReads: number
  kvWrites: number
  kvDeletes: number
  kvLists: number
  cacheReads: number
  cacheWrites: number
  cacheDeletes: number
  r2Reads: number
  r2Writes: number
}

const zero = (): Counters => ({
  kvReads: 0,
  kvWrites: 0,
  kvDeletes: 0,
  kvLists: 0,
  cacheReads: 0,
  cacheWrites: 0,
  cacheDeletes: 0,
  r2Reads: 0,
  r2Writes: 0,
})

/** The KV keys written (put or deleted) since the last request began, as `binding:key`. */
const keysWritten: string[] = []

/** Wraps the Worker's KV namespaces, R2 buckets and `caches` so that every operation is counted. */
export function countBindings(env: Record<string, unknown>, kvBindings: string[], r2Bindings: string[]): Counters {
  const counters = zero()
  const noteKey = (binding: string) =>
    new Proxy(env[binding] as object, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver) as unknown
        if ((property !== 'put' && property !== 'delete') || typeof value !== 'function') return value
        return (key: string, ...rest: unknown[]) => {
          keysWritten.push(`${binding}:${key}`)
          return (value as (...a: unknown[]) => unknown).call(object, key, ...rest)
        }
      },
    })
  for (const name of kvBindings) env[name] = noteKey(name)
  const counted = <T extends object>(target: T, tally: Partial<Record<string, keyof Counters>>) =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver) as unknown
        const counter = typeof property === 'string' ? tally[property] : undefined
        if (!counter || typeof value !== 'function') return value
        return (...args: unknown[]) => {
          counters[counter]++
          return (value as (...a: unknown[]) => unknown).apply(object, args)
        }
      },
    })
  for (const name of kvBindings)
    env[name] = counted(env[name] as object, {
      get: 'kvReads',
      getWithMetadata: 'kvReads',
      put: 'kvWrites',
      delete: 'kvDeletes',
      list: 'kvLists',
    })
  for (const name of r2Bindings)
    env[name] = counted(env[name] as object, {
      get: 'r2Reads',
      head: 'r2Reads',
      list: 'r2Reads',
      put: 'r2Writes',
      delete: 'r2Writes',
    })
  const global = globalThis as unknown as { caches: { default: object; open: (name: string) => Promise<object> } }
  const cacheTally = { match: 'cacheReads', put: 'cacheWrites', delete: 'cacheDeletes' } as const
  const edge = counted(global.caches.default, cacheTally)
  global.caches = { default: edge, open: async () => edge }
  return counters
}

export interface Cost extends Counters {
  kind: Kind
  /** For pages: whether the edge page cache answered it. */
  pageCache: 'hit' | 'miss' | ''
  status: number
  answerBytes: number
  /** This process's CPU for the request and what it left to waitUntil, its database client included. */
  cpuMs: number
  db: DbStats
  /** The KV keys it wrote or deleted. */
  kvKeys: string[]
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

const minus = <T extends object>(after: T, before: T): T =>
  Object.fromEntries(
    Object.entries(after).map(([key, value]) => [key, (value as number) - (before[key as keyof T] as number)]),
  ) as T

/** Sends `requests` one at a time and answers what each cost. */
export async function measureCosts(
  worker: NodeWorker,
  counters: Counters,
  dbStats: () => Promise<DbStats>,
  requests: AsyncIterable<SimRequest>,
  /** Told every answer (the simulation keeps card orders' references for the payment polls). */
  onAnswer: (request: SimRequest, status: number, answer: ArrayBuffer) => void = () => {},
): Promise<Cost[]> {
  const costs: Cost[] = []
  for await (const request of requests) {
    const dbBefore = await dbStats()
    const before = { ...counters }
    keysWritten.length = 0
    const started = process.cpuUsage()
    const response = await worker.fetch(request.path, request.headers, { method: request.method, body: request.body })
    await worker.settle()
    const cpu = cpuMs(started)
    const db = minus(await dbStats(), dbBefore)
    const answer = response.answer ?? new ArrayBuffer(0)
    onAnswer(request, response.status, answer)
    costs.push({
      kind: request.kind,
      ...minus({ ...counters }, before),
      pageCache: (response.headers.get('x-page-cache') ?? '') as Cost['pageCache'],
      status: response.status,
      answerBytes: answer.byteLength,
      cpuMs: cpu,
      db,
      kvKeys: [...keysWritten],
    })
  }
  return costs
}

export interface KindCost {
  kind: string
  requests: number
  'status (most)': number
  'CPU ms': number
  'KV reads': number
  'KV writes+deletes': number
  'cache reads': number
  'cache writes+deletes': number
  'R2 ops': number
  statements: number
  'rows returned': number
  'rows read ≥': number
  'rows read ≤': number
  'rows written': number
  'answer KB': number
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

/** Averages per kind (pages split by whether the page cache answered). */
export function summarise(costs: Cost[]): KindCost[] {
  const groups = new Map<string, Cost[]>()
  for (const cost of costs) {
    const key = cost.pageCache ? `${cost.kind} (${cost.pageCache})` : cost.kind
    groups.set(key, [...(groups.get(key) ?? []), cost])
  }
  return [...groups].map(([kind, list]) => {
    const mean = (f: (c: Cost) => number) => round(list.reduce((sum, c) => sum + f(c), 0) / list.length)
    const statuses = new Map<number, number>()
    for (const c of list) statuses.set(c.status, (statuses.get(c.status) ?? 0) + 1)
    return {
      kind,
      requests: list.length,
      'status (most)': [...statuses].sort((a, b) => b[1] - a[1])[0]![0],
      'CPU ms': mean((c) => c.cpuMs),
      'KV reads': mean((c) => c.kvReads),
      'KV writes+deletes': mean((c) => c.kvWrites + c.kvDeletes + c.kvLists),
      'cache reads': mean((c) => c.cacheReads),
      'cache writes+deletes': mean((c) => c.cacheWrites + c.cacheDeletes),
      'R2 ops': mean((c) => c.r2Reads + c.r2Writes),
      statements: mean((c) => c.db.statements),
      'rows returned': mean((c) => c.db.rowsReturned),
      'rows read ≥': mean((c) => Math.max(c.db.fullScanSteps, c.db.rowsReturned)),
      'rows read ≤': mean((c) => Math.max(c.db.vmSteps, c.db.rowsReturned)),
      'rows written': mean((c) => c.db.rowsWritten),
      'answer KB': mean((c) => c.answerBytes / 1024),
    }
  })
}

/**
 * The KV key written most often a day at the modelled traffic × `scale`: each key's writes per request
 * of each kind, times that kind's requests a day. Keys of one product or page are seen too seldom in
 * a sample to rank; the store-wide keys (generations, purges) are the ones KV's one-write-a-second
 * per key limits.
 */
export function hottestKvKey(costs: Cost[], daily: Record<string, number>, scale: number) {
  const requestsOf = new Map<string, number>()
  const writes = new Map<string, Map<string, number>>()
  for (const cost of costs) {
    requestsOf.set(cost.kind, (requestsOf.get(cost.kind) ?? 0) + 1)
    for (const key of cost.kvKeys) {
      const byKind = writes.get(key) ?? new Map<string, number>()
      writes.set(key, byKind)
      byKind.set(cost.kind, (byKind.get(cost.kind) ?? 0) + 1)
    }
  }
  let hottest = { key: '', perDay: 0 }
  for (const [key, byKind] of writes) {
    let perDay = 0
    for (const [kind, count] of byKind) perDay += (count / requestsOf.get(kind)!) * (daily[kind] ?? 0) * scale
    if (perDay > hottest.perDay) hottest = { key, perDay }
  }
  return hottest
}

/**
 * The cached pages a request made stale, from the page-cache generations it moved (page-changes.ts):
 * the `products` tag is every product page of the catalogue, `product:{slug}` one product's page
 * (each in both languages); `listings` every listing and the home page.
 */
function pagesMadeStale(kvKeys: readonly string[], products: number) {
  const tags = kvKeys
    .filter((k) => k.includes('page-cache:tag:'))
    .map((k) => k.slice(k.indexOf('page-cache:tag:') + 15))
  return {
    productPages: tags.includes('products') ? products : tags.filter((t) => t.startsWith('product:')).length,
    listings: tags.includes('listings'),
  }
}

/** What each write kind wrote to KV per request, by key pattern (ids shown as …): what it invalidates. */
export function writeFanOut(costs: Cost[], kinds: readonly string[], products: number) {
  return kinds.flatMap((kind) => {
    const of = costs.filter((c) => c.kind === kind)
    if (of.length === 0) return []
    const patterns = new Map<string, number>()
    for (const cost of of)
      for (const key of cost.kvKeys) {
        // One product's page tag is one pattern whatever the product.
        const pattern = key.replace(/page-cache:tag:product:.*/, 'page-cache:tag:product:…').replace(/\d+/g, '…')
        patterns.set(pattern, (patterns.get(pattern) ?? 0) + 1)
      }
    return [
      {
        kind,
        requests: of.length,
        'KV keys written a request':
          [...patterns]
            .sort((a, b) => b[1] - a[1])
            .map(([pattern, count]) => `${pattern} ×${Math.round((count / of.length) * 10) / 10}`)
            .join(', ') || 'none',
        'cache deletes a request': Math.round((of.reduce((sum, c) => sum + c.cacheDeletes, 0) / of.length) * 10) / 10,
        'product pages made stale a request': Math.round(
          of.reduce((sum, c) => sum + pagesMadeStale(c.kvKeys, products).productPages, 0) / of.length,
        ),
        'listings made stale': `${of.filter((c) => pagesMadeStale(c.kvKeys, products).listings).length} of ${of.length}`,
      },
    ]
  })
}
