/**
 * Which requests leave memory behind in the store isolate: the production build on workerd over the
 * simulation's database, N requests of each kind in turn (five at a time), then the isolate's heap
 * after a full collection (isolate-heap.ts). A kind whose heap grows by N × some kilobytes keeps
 * something per request.
 *   npx tsx scripts/simulate/leak-probe.mts              (after one `npm run simulate`: .data/sim.db)
 *   LEAK_KINDS=health,notfound LEAK_N=300 LEAK_SNAPSHOTS=1 npx tsx scripts/simulate/leak-probe.mts
 * LEAK_SETTLE_SECONDS=n reads the heap again n seconds after the last kind (what timers held is back by then).
 * LEAK_SNAPSHOTS=1 writes .data/leak-<kind>.heapsnapshot after each kind (heap-retainers.ts reads them).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { startWorkerd } from '../../tests/bench/workerd'
import { isolateHeap } from './isolate-heap'
import { loadHeapSnapshot } from './heap-snapshot'

const port = Number(process.env.LEAK_PORT ?? 3390)
const n = Number(process.env.LEAK_N ?? 300)
const kinds: Record<string, (i: number) => string> = {
  health: () => '/api/v1/health',
  listing: (i) => `/api/v1/shop/category-products/?page=${(i % 20) + 1}`,
  notfound: (i) => `/no-such-page-${i}`,
  rendered: (i) => `/catalogue?page=${(i % 50) + 2}&probe=${i}`,
  again: (i) => `/no-such-page-again-${i}`,
}
const chosen = (process.env.LEAK_KINDS ?? Object.keys(kinds).join(',')).split(',')

const dbServer = spawn(
  process.execPath,
  ['--import', 'tsx', 'tests/bench/local-db-process.ts', '.data/sim.db', '--port=0'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const databaseUrl = String(((await once(dbServer.stdout, 'data')) as [Buffer])[0]).trim()
const workerd = await startWorkerd({
  port,
  databaseUrl,
  persist: path.resolve('.wrangler/sim-state', 'v3'),
  vars: { SANITY_WEBHOOK_SECRET: 'simulation-sanity-webhook-secret-01' },
  quiet: true,
  inspectorPort: port + 9,
})
const base = `http://127.0.0.1:${port}`
const get = async (url: string) =>
  void (await (await fetch(base + url, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer())

try {
  await get('/api/v1/health') // the isolate starts with its first request
  const inspector = await isolateHeap(port + 9)
  // workerd answers the inspector between the isolate's events: a trickle of requests while it works.
  const nudged = async <T,>(work: () => Promise<T>) => {
    const timer = setInterval(() => void get('/api/v1/health').catch(() => {}), 200)
    try {
      return await work()
    } finally {
      clearInterval(timer)
    }
  }
  let before = (await nudged(() => inspector.read())).usedMb
  console.log(`start: ${before} MB retained`)
  for (const kind of chosen) {
    const url = kinds[kind]
    if (!url) throw new Error(`unknown kind ${kind}: one of ${Object.keys(kinds).join(', ')}`)
    for (let i = 0; i < n; i += 5) await Promise.all([0, 1, 2, 3, 4].map((j) => get(url(i + j))))
    const after = (await nudged(() => inspector.read())).usedMb
    console.log(`${kind} × ${n}: ${after} MB retained (${Math.round(((after - before) * 1024) / n)} KB a request)`)
    before = after
    if (process.env.LEAK_SNAPSHOTS === '1') {
      const file = `.data/leak-${kind}.heapsnapshot`
      await nudged(() => inspector.snapshot(file))
      const heap = loadHeapSnapshot(file)
      let requests = 0
      for (let node = 0; node < heap.count; node++) if (heap.name(node) === 'workerd / Request') requests++
      console.log(`  incoming requests still held: ${requests}`)
    }
  }
  // Memory a timer holds comes back when it fires: read again after a while with only the trickle.
  const settle = Number(process.env.LEAK_SETTLE_SECONDS ?? 0)
  if (settle > 0) {
    await nudged(() => new Promise((resolve) => setTimeout(resolve, settle * 1000)))
    console.log(`${settle} s later: ${(await nudged(() => inspector.read())).usedMb} MB retained`)
  }
} finally {
  await workerd.dispose()
  dbServer.kill()
}
