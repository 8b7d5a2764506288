/**
 * The planned traffic sent to the production build on workerd at its planned moments (real time,
 * at the model's scale), each request from a shopper of its own. It records answers by kind (status,
 * page-cache hit, latency, size), samples the memory of the workerd process, and checks at the end
 * that every order the store acknowledged is stored once and no stock went below zero.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createClient } from '@libsql/client'
import { treeCpuMs } from '../../tests/bench/process-cpu'
import type { Planned } from './model'
import { type Catalogue, cardReference, requestFor, type Sessions, signed, type SimRequest } from './targets'

export interface KindReplay {
  kind: string
  requests: number
  '2xx': number
  '4xx': number
  '5xx': number
  failed: number
  'page-cache hits': string
  'p50 ms': number
  'p99 ms': number
  'answer KB': number
}

export interface Replay {
  kinds: KindReplay[]
  seconds: number
  requests: number
  /** Requests that went out later than planned by more than a second (the machine fell behind). */
  late: number
  memoryMb: { start: number; min: number; max: number; end: number; samples: number[] }
  /** The store isolate's JavaScript heap retained after a full collection (MB), read through workerd's inspector. */
  heapMb: { start: number; min: number; max: number; end: number; samples: number[] } | undefined
  workerdCpuMs: number
  orders: { acknowledged: number; stored: number; lost: number; duplicated: number; negativeStock: number }
  rejected: Record<string, number>
  /** The first answers of 500 or more and failed requests, with their bodies (cut short): what the log needs to explain them. */
  serverErrors: string[]
}

/** Resident memory of each workerd process in this process's tree, in MB (its isolates live there). */
function workerdMemoryMb(): number {
  let total = 0
  for (const pid of descendants(process.pid)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      if (!/^Name:\s*workerd/m.test(status)) continue
      total += Number(/^VmRSS:\s*(\d+)/m.exec(status)?.[1] ?? 0) / 1024
    } catch {
      // gone since the listing
    }
  }
  return Math.round(total)
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirProc()) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), entry])
    } catch {
      // gone
    }
  }
  const found: number[] = []
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child)
      walk(child)
    }
  }
  walk(root)
  return found
}

const readdirProc = () =>
  readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

export async function replay(opts: {
  base: string
  planned: Planned[]
  catalogue: Catalogue
  sessions: Sessions
  dbFile: string
  run: string
  /** Requests in flight at most (a shopper's browser waits; so does this). */
  concurrency?: number
  /** Reads the isolate's heap (isolate-heap.ts). */
  heap?: { read(): Promise<{ usedMb: number }> }
}): Promise<Replay> {
  const { base, planned, catalogue, sessions, run } = opts
  const cardReferences: string[] = []
  const acknowledged = new Map<string, Set<number>>()
  const byKind = new Map<
    string,
    { latencies: number[]; statuses: number[]; hits: number; pages: number; bytes: number; failed: number }
  >()
  const rejected: Record<string, number> = {}
  const serverErrors: string[] = []
  const noteServerError = (line: string) => void (serverErrors.length < 20 && serverErrors.push(line))
  const samples: number[] = [workerdMemoryMb()]
  const heapSamples: number[] = []
  const sampleHeap = () =>
    opts.heap?.read().then(
      ({ usedMb }) => void heapSamples.push(usedMb),
      () => {},
    )
  await sampleHeap()
  // Every 5 s the process's memory; every 15 s the isolate's heap (each reading is a full collection).
  let ticks = 0
  const sampler = setInterval(() => {
    samples.push(workerdMemoryMb())
    if (++ticks % 3 === 0) void sampleHeap()
  }, 5000)
  const cpuBefore = treeCpuMs(process.pid).get('workerd') ?? 0
  const started = performance.now()
  let inFlight = 0
  let late = 0
  const limit = opts.concurrency ?? 64
  const waiting: Array<() => void> = []

  const send = async (request: SimRequest, serial: number) => {
    const stats = byKind.get(request.kind) ?? { latencies: [], statuses: [], hits: 0, pages: 0, bytes: 0, failed: 0 }
    byKind.set(request.kind, stats)
    const t = performance.now()
    try {
      const ready = await signed(request, sessions.sanitySecret)
      const response = await fetch(base + ready.path, {
        method: ready.method,
        headers: ready.headers,
        body: ready.body,
      })
      const body = await response.arrayBuffer()
      stats.latencies.push(performance.now() - t)
      stats.statuses.push(response.status)
      stats.bytes += body.byteLength
      const cache = response.headers.get('x-page-cache')
      if (cache) {
        stats.pages++
        if (cache === 'hit') stats.hits++
      }
      if (response.status >= 400) {
        const code = (() => {
          try {
            return (JSON.parse(new TextDecoder().decode(body)) as { error?: { code?: string } }).error?.code ?? ''
          } catch {
            return ''
          }
        })()
        const label = `${request.kind} ${response.status} ${code}`.trim()
        if (response.status >= 500)
          noteServerError(
            `${new Date().toISOString()} ${request.method} ${request.path} ${response.status}: ${new TextDecoder().decode(body).slice(0, 300)}`,
          )
        rejected[label] = (rejected[label] ?? 0) + 1
      }
      if (request.kind === 'order' && response.status === 201) {
        const text = new TextDecoder().decode(body)
        const key = `${run}-${serial}`
        acknowledged.set(key, new Set([...(acknowledged.get(key) ?? []), (JSON.parse(text) as { id: number }).id]))
        const reference = cardReference(request, response.status, text)
        if (reference) cardReferences.push(reference)
      }
    } catch (error) {
      stats.failed++
      noteServerError(`${new Date().toISOString()} ${request.method} ${request.path} failed: ${String(error)}`)
    }
  }

  const tasks: Promise<void>[] = []
  for (const [serial, plan] of planned.entries()) {
    // The check page polls only while a card order is being paid.
    if (plan.kind === 'paymentCallback' && cardReferences.length === 0) continue
    const wait = plan.at * 1000 - (performance.now() - started)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    else if (wait < -1000) late++
    while (inFlight >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    inFlight++
    const request = requestFor(plan, catalogue, sessions, serial, run, cardReferences)
    tasks.push(
      send(request, serial).finally(() => {
        inFlight--
        waiting.shift()?.()
      }),
    )
  }
  await Promise.all(tasks)
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  samples.push(workerdMemoryMb())
  await sampleHeap()
  const workerdCpuMs = Math.round((treeCpuMs(process.pid).get('workerd') ?? 0) - cpuBefore)

  const kinds = [...byKind].map(([kind, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b)
    const count = (from: number, to: number) => s.statuses.filter((status) => status >= from && status < to).length
    return {
      kind,
      requests: s.statuses.length + s.failed,
      '2xx': count(200, 300),
      '4xx': count(400, 500),
      '5xx': count(500, 600),
      failed: s.failed,
      'page-cache hits': s.pages ? `${Math.round((s.hits / s.pages) * 100)} %` : '',
      'p50 ms': Math.round(percentile(sorted, 0.5)),
      'p99 ms': Math.round(percentile(sorted, 0.99)),
      'answer KB': Math.round(s.bytes / Math.max(1, s.statuses.length) / 102.4) / 10,
    }
  })
  return {
    kinds,
    seconds: Math.round(seconds),
    requests: planned.length,
    late,
    memoryMb: {
      start: samples[0]!,
      min: Math.min(...samples),
      max: Math.max(...samples),
      end: samples.at(-1)!,
      samples,
    },
    heapMb: heapSamples.length
      ? {
          start: heapSamples[0]!,
          min: Math.min(...heapSamples),
          max: Math.max(...heapSamples),
          end: heapSamples.at(-1)!,
          samples: heapSamples,
        }
      : undefined,
    workerdCpuMs,
    orders: await checkOrders(opts.dbFile, run, acknowledged),
    rejected,
    serverErrors,
  }
}

/** Every acknowledged order is stored once, under the key it was sent with; no stock below zero. */
async function checkOrders(dbFile: string, run: string, acknowledged: Map<string, Set<number>>) {
  const db = createClient({ url: `file:${dbFile}` })
  try {
    const { rows } = await db.execute({
      sql: 'SELECT idempotency_key, id FROM orders WHERE idempotency_key LIKE ?',
      args: [`${run}-%`],
    })
    const stored = new Map(rows.map((r) => [String(r.idempotency_key), Number(r.id)]))
    const negative = await db.execute('SELECT count(*) FROM variants WHERE stock < 0 OR stock_opt < 0')
    return {
      acknowledged: acknowledged.size,
      stored: stored.size,
      lost: [...acknowledged.keys()].filter((key) => !stored.has(key)).length,
      duplicated: [...acknowledged].filter(
        ([key, ids]) => ids.size > 1 || (stored.has(key) && !ids.has(stored.get(key)!)),
      ).length,
      negativeStock: Number(negative.rows[0]![0]),
    }
  } finally {
    db.close()
  }
}
