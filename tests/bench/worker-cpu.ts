/**
 * The store Worker's own CPU per request. workerd's clocks stand still while JavaScript runs, and
 * workerd's process CPU also counts the local KV, R2 and cache stand-ins (isolates of their own),
 * so the built Worker runs in this Node process instead (worker-in-node.ts: in-memory KV, the
 * local libSQL server in another process) and process.cpuUsage() is read around the requests, one
 * at a time. This process also spends CPU sending the database's HTTP requests and reading their
 * answers (undici here; workerd's fetch is native code): every such round trip is recorded and
 * replayed alone afterwards, and that cost is subtracted. Parsing the database's answers stays in.
 */
import type { NodeWorker } from './worker-in-node'

export interface CpuTarget {
  name: string
  path: () => string
  headers: Record<string, string>
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

/** One round: `requests` measured requests, less what their database round trips cost when replayed alone. */
async function measureRound(databaseUrl: string, fetchOne: () => Promise<void>, requests: number) {
  const { result: measured, calls } = await recordingDatabaseCalls(databaseUrl, async () => {
    const start = process.cpuUsage()
    for (let i = 0; i < requests; i++) await fetchOne()
    return cpuMs(start)
  })
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
  for (const target of targets) {
    const fetchOne = async () => {
      const response = await worker.fetch(target.path(), target.headers)
      if (!response.ok) throw new Error(`${target.name}: ${response.status}`)
    }
    for (let i = 0; i < warmup; i++) await fetchOne()
    const results: Awaited<ReturnType<typeof measureRound>>[] = []
    for (let round = 0; round < rounds; round++) results.push(await measureRound(databaseUrl, fetchOne, requests))
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
