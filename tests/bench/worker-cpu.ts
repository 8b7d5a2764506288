/**
 * The store Worker's own CPU per request. workerd's clocks stand still while JavaScript runs, and
 * workerd's process CPU also counts the local KV, R2 and cache stand-ins (isolates of their own),
 * so the built Worker runs in this Node process instead (worker-in-node.ts: in-memory KV, the
 * local libSQL server in another process) and process.cpuUsage() is read around the requests, one
 * at a time. This process also spends CPU sending the database's HTTP requests and reading their
 * answers (undici here; workerd's fetch is native code): every such round trip is recorded and
 * replayed alone right after its request, and that cost is subtracted. Parsing the database's
 * answers stays in.
 *
 * Each figure is read twice: the process's CPU (every thread: V8's background compilers and the
 * collector's helper threads too) and the main thread's alone (process.threadCpuUsage), where the
 * Worker's JavaScript runs, as an isolate's thread runs it in workerd.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
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
  /** The same of the main thread alone: the process's figure less V8's background threads. */
  'main thread ms': number
  /** Each round's figure. */
  'rounds ms': string
  'measured ms': number
  'database round trips ms': number
  'round trips per request': number
}

/** CPU used since `since`, ms: the process's (every thread) and the main thread's. */
interface CpuMark {
  process: NodeJS.CpuUsage
  thread: NodeJS.CpuUsage
}
const cpuMark = (): CpuMark => ({ process: process.cpuUsage(), thread: process.threadCpuUsage() })
const cpuSince = (since: CpuMark) => {
  const [all, thread] = [process.cpuUsage(since.process), process.threadCpuUsage(since.thread)]
  return { process: (all.user + all.system) / 1000, thread: (thread.user + thread.system) / 1000 }
}
const added = (a: { process: number; thread: number }, b: { process: number; thread: number }) => ({
  process: a.process + b.process,
  thread: a.thread + b.thread,
})
const NONE = { process: 0, thread: 0 }
const round2 = (ms: number) => Math.round(ms * 100) / 100

/**
 * Routes the database's requests through a recorder until `restore`. `replayCpuMs` sends the calls
 * recorded since its last call again, one by one, through the same recorder (its copy of each request,
 * a Request and its body's tee, is the bench's cost, not the Worker's), reads each answer's body and
 * answers the CPU that took.
 */
function databaseRecorder(databaseUrl: string) {
  const original = globalThis.fetch
  const calls: Request[] = []
  let replayed = 0
  let replaying = false
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (request.url.startsWith(databaseUrl)) {
      const copy = request.clone() as Request
      if (!replaying) calls.push(copy)
    }
    // Node's Request, typed here with the Workers' cf properties.
    return original(request as Parameters<typeof fetch>[0])
  }) as typeof fetch
  return {
    calls,
    async replayCpuMs(): Promise<{ process: number; thread: number }> {
      replaying = true
      try {
        const start = cpuMark()
        for (; replayed < calls.length; replayed++) await (await fetch(calls[replayed]!)).arrayBuffer()
        return cpuSince(start)
      } finally {
        replaying = false
      }
    },
    restore: () => (globalThis.fetch = original),
  }
}

/**
 * With BENCH_CPU_PROFILE=<folder>, each target's measured requests are also recorded as a V8 CPU
 * profile per round (<folder>/<target>-<round>.cpuprofile; open it in Chrome's DevTools or summarise it with
 * `npx tsx tests/bench/profile-summary.ts <file>`). The profiler's sampling adds some CPU to the figures.
 */
async function profiled<T>(label: string | undefined, run: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE
  if (!folder || !label) return run()
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  await session.post('Profiler.start')
  try {
    return await run()
  } finally {
    const { profile } = await session.post('Profiler.stop')
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, `${label}.cpuprofile`), JSON.stringify(profile))
    session.disconnect()
  }
}

/**
 * One round: `requests` measured requests, less what their database round trips cost when replayed
 * alone. Each request's round trips are replayed right after it, so that the replay and the requests
 * share the machine's moment, the compiled state of undici and the collector's background work (a
 * round's replay run after all of its requests moved its figure by up to 1 ms a request).
 */
async function measureRound(
  worker: NodeWorker,
  databaseUrl: string,
  fetchOne: () => Promise<void>,
  { requests, label }: { requests: number; label?: string },
) {
  const recorder = databaseRecorder(databaseUrl)
  // A profile shows the requests alone: their round trips are replayed after it, at the round's end.
  const replayLater = label !== undefined && process.env.BENCH_CPU_PROFILE !== undefined
  try {
    let measured = NONE
    let roundTrips = NONE
    await profiled(label, async () => {
      for (let i = 0; i < requests; i++) {
        const start = cpuMark()
        await fetchOne()
        measured = added(measured, cpuSince(start))
        if (!replayLater) roundTrips = added(roundTrips, await recorder.replayCpuMs())
      }
      // What the requests left to waitUntil (a view counted a second later, a page put in the cache) counts too.
      const start = cpuMark()
      await worker.settle()
      measured = added(measured, cpuSince(start))
    })
    roundTrips = added(roundTrips, await recorder.replayCpuMs())
    const calls = recorder.calls.length
    return {
      worker: (measured.process - roundTrips.process) / requests,
      thread: (measured.thread - roundTrips.thread) / requests,
      measured: measured.process / requests,
      roundTrips: roundTrips.process,
      calls,
    }
  } finally {
    recorder.restore()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Each target: `warmup` unmeasured requests (compiled code, filled per-isolate caches, and the replay's
 * own compiled code), then `rounds` rounds of `requests` measured ones; the row is the median round,
 * as the machine is shared.
 */
export async function workerCpuPerRequest(
  worker: NodeWorker,
  databaseUrl: string,
  targets: CpuTarget[],
  { requests = 200, warmup = 100, rounds = 3 } = {},
): Promise<WorkerCpuRow[]> {
  const rows: WorkerCpuRow[] = []
  for (const [index, target] of targets.entries()) {
    const fetchOne = async () => {
      const response = await worker.fetch(target.path(), target.headers)
      if (response.status !== (target.status ?? 200)) throw new Error(`${target.name}: ${response.status}`)
    }
    // The replay's path warms up too (its first rounds cost up to twice its later ones).
    await measureRound(worker, databaseUrl, fetchOne, { requests: warmup })
    const results: Awaited<ReturnType<typeof measureRound>>[] = []
    for (let round = 0; round < rounds; round++)
      results.push(await measureRound(worker, databaseUrl, fetchOne, { requests, label: `${index}-${round}` }))
    const middle = results.find((r) => r.worker === median(results.map((m) => m.worker)))!
    rows.push({
      target: target.name,
      'Worker CPU ms': round2(middle.worker),
      'main thread ms': round2(median(results.map((r) => r.thread))),
      'rounds ms': results.map((r) => round2(r.worker)).join(', '),
      'measured ms': round2(middle.measured),
      'database round trips ms': round2(middle.roundTrips / requests),
      'round trips per request': round2(middle.calls / requests),
    })
  }
  return rows
}

/** One target's two rows (the same build measured twice) as one: the mean of each figure, every round in turn order. */
export function meanOfRows(a: WorkerCpuRow, b: WorkerCpuRow): WorkerCpuRow {
  const mean = (key: Exclude<keyof WorkerCpuRow, 'target' | 'rounds ms'>) => round2((a[key] + b[key]) / 2)
  return {
    target: a.target,
    'Worker CPU ms': mean('Worker CPU ms'),
    'main thread ms': mean('main thread ms'),
    'rounds ms': `${a['rounds ms']} | ${b['rounds ms']}`,
    'measured ms': mean('measured ms'),
    'database round trips ms': mean('database round trips ms'),
    'round trips per request': mean('round trips per request'),
  }
}
