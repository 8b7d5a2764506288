/**
 * The store Worker's own CPU per request. workerd's clocks stand still while JavaScript runs, and
 * workerd's process CPU also counts the local KV, R2 and cache stand-ins (isolates of their own),
 * so the built Worker runs in this Node process instead (worker-in-node.ts: in-memory KV, the
 * local libSQL server in another process) and process.cpuUsage() is read around the requests, one
 * at a time. This process also spends CPU sending the database's HTTP requests and reading their
 * answers (undici here; workerd's fetch is native code): every such round trip is recorded and
 * replayed alone afterwards, and that cost is subtracted. Parsing the database's answers stays in.
 */
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'
import type { NodeWorker } from './worker-in-node'

export interface CpuTarget {
  name: string
  path: () => string
  headers: Record<string, string>
  /** The status every answer must have (default 200). */
  status?: number
}

export interface WorkerCpuRow {
  target: string
  /** The Worker's own CPU per request, ms: `measured` less `database round trips`, of the median round. */
  'Worker CPU ms': number
  /** Each round's figure. */
  'rounds ms': string
  'measured ms': number
  'database round trips ms': number
  'round trips per request': number
}

const cpuMs = (since?: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}
const round2 = (ms: number) => Math.round(ms * 100) / 100

/** Routes the database's requests through a recorder for as long as `run` takes. */
async function recordingDatabaseCalls<T>(
  databaseUrl: string,
  run: () => Promise<T>,
): Promise<{ result: T; calls: Request[] }> {
  const original = globalThis.fetch
  const calls: Request[] = []
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (request.url.startsWith(databaseUrl)) calls.push(request.clone() as Request)
    // Node's Request, typed here with the Workers' cf properties.
    return original(request as Parameters<typeof fetch>[0])
  }) as typeof fetch
  try {
    return { result: await run(), calls }
  } finally {
    globalThis.fetch = original
  }
}

/** CPU of sending `calls` again, one by one, and reading each answer's body. */
async function replayCpuMs(calls: Request[]): Promise<number> {
  const start = process.cpuUsage()
  for (const call of calls) await (await fetch(call)).arrayBuffer()
  return cpuMs(start)
}

/**
 * With BENCH_CPU_PROFILE=<folder>, each target's measured requests are also recorded as a V8 CPU
 * profile per round (<folder>/<target>-<round>.cpuprofile; open it in Chrome's DevTools or summarise it with
 * `npx tsx tests/bench/profile-summary.ts <file>`). The profiler's sampling adds some CPU to the figures.
 */
async function profiled<T>(label: string, run: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE
  if (!folder) return run()
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  await session.post('Profiler.start')
  try {
    return await run()
  } finally {
    const { profile } = await session.post('Profiler.stop')
    writeFileSync(path.join(folder, `${label}.cpuprofile`), JSON.stringify(profile))
    session.disconnect()
  }
}

/** One round: `requests` measured requests, less what their database round trips cost when replayed alone. */
async function measureRound(
  worker: NodeWorker,
  databaseUrl: string,
  fetchOne: () => Promise<void>,
  { requests, label }: { requests: number; label: string },
) {
  const { result: measured, calls } = await recordingDatabaseCalls(databaseUrl, () =>
    profiled(label, async () => {
      const start = process.cpuUsage()
      for (let i = 0; i < requests; i++) await fetchOne()
      // What the requests left to waitUntil (a view counted a second later, a page put in the cache) counts too.
      await worker.settle()
      return cpuMs(start)
    }),
  )
  const roundTrips = await replayCpuMs(calls)
  return { worker: (measured - roundTrips) / requests, measured: measured / requests, roundTrips, calls: calls.length }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Each target: `warmup` unmeasured requests (compiled code, filled per-isolate caches), then `rounds`
 * rounds of `requests` measured ones; the row is the median round. On a shared machine one round's
 * replayed round trips alone moved a search's figure by 2 ms; the median of three is steadier.
 */
export async function workerCpuPerRequest(
  worker: NodeWorker,
  databaseUrl: string,
  targets: CpuTarget[],
  { requests = 200, warmup = 50, rounds = 3 } = {},
): Promise<WorkerCpuRow[]> {
  const rows: WorkerCpuRow[] = []
  for (const [index, target] of targets.entries()) {
    const fetchOne = async () => {
      const response = await worker.fetch(target.path(), target.headers)
      if (response.status !== (target.status ?? 200)) throw new Error(`${target.name}: ${response.status}`)
    }
    for (let i = 0; i < warmup; i++) await fetchOne()
    await worker.settle()
    const results: Awaited<ReturnType<typeof measureRound>>[] = []
    for (let round = 0; round < rounds; round++)
      results.push(await measureRound(worker, databaseUrl, fetchOne, { requests, label: `${index}-${round}` }))
    const middle = results.find((r) => r.worker === median(results.map((m) => m.worker)))!
    rows.push({
      target: target.name,
      'Worker CPU ms': round2(middle.worker),
      'rounds ms': results.map((r) => round2(r.worker)).join(', '),
      'measured ms': round2(middle.measured),
      'database round trips ms': round2(middle.roundTrips / requests),
      'round trips per request': round2(middle.calls / requests),
    })
  }
  return rows
}
