/**
 * `npm run simulate`: the store's traffic at scale (scripts/simulate/model.ts: 100,000 products,
 * 1,000,000 page views and 10,000 orders a day, Zipf popularity, the evening peak), against the
 * production build with the 100,000-product catalogue, on loopback only and bounded in time:
 *   1. costs: SIM_COST_SECONDS (default 30) of peak traffic sent one request at a time to the built Worker in this process,
 *      its KV, cache and R2 counted and the database counting statements (scripts/simulate/costs.ts);
 *   2. replay: SIM_SECONDS (default 120) of the peak hour at SIM_SCALE (default 1) of the modelled
 *      traffic, in real time, on workerd (scripts/simulate/replay.ts), then the orders' integrity;
 *   3. the plan: a day and a month at 1×, 10× and 100×, priced, and the first limits (plan.ts).
 * It prints the figures and writes them into docs/scaling.md (between its generated markers).
 *   SIM_PRODUCTS (default 100000), SIM_SECONDS, SIM_SCALE, SIM_PROMOTION=1 (the promotion evening),
 *   SIM_PORT (default 3300; workerd's inspector on SIM_PORT + 9), SIM_DB_PORT (default: any free port), SIM_DB_FILE (default .data/sim.db), SIM_WRITE_DOCS=0 (print only),
 *   SIM_VARS="NAME=value,…" (the Worker's vars changed for both phases, to measure a change before and after),
 *   SIM_HEAP_SNAPSHOT_MINUTES=n (heap snapshots of the store isolate n minutes into the replay and at its end).
 * It asserts nothing but the orders' integrity (it exits 1 when an acknowledged order was lost).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import type { DbStats } from '../../db/local/hrana'
import { migrateFile } from '../../db/local/migrate'
import { seed } from '../../db/seed'
import { loadBuiltWorker } from '../../tests/bench/worker-in-node'
import { startWorkerd } from '../../tests/bench/workerd'
import { OFFLINE_ENV, run } from '../local-stack'
import { countBindings, hottestKvKey, measureCosts, summarise, writeFanOut } from './costs'
import { dailyCounts, type Kind, PAGE_MIX, peakTraffic } from './model'
import { dailyUsage, limitsAt, monthlyPrice, peakPerSecond } from './plan'
import { isolateHeap } from './isolate-heap'
import { replay } from './replay'
import { renderReport } from './report'
import {
  addIntegrationKey,
  cardReference,
  readCatalogue,
  requestFor,
  type Sessions,
  signed,
  signIn,
  type SimRequest,
} from './targets'

const products = Number(process.env.SIM_PRODUCTS ?? 100_000)
const seconds = Number(process.env.SIM_SECONDS ?? 120)
const costSeconds = Number(process.env.SIM_COST_SECONDS ?? 30)
const scale = Number(process.env.SIM_SCALE ?? 1)
const promotion = process.env.SIM_PROMOTION === '1'
const port = Number(process.env.SIM_PORT ?? 3300)
const dbFile = process.env.SIM_DB_FILE ?? '.data/sim.db'
/** The database server's port (0: any free one). */
const dbPort = process.env.SIM_DB_PORT ?? '0'
/** Minutes into the replay at which to write a heap snapshot of the store isolate (and one at its end), e.g. "1". */
const snapshotAt = process.env.SIM_HEAP_SNAPSHOT_MINUTES
/** SIM_INSPECTOR=0 runs workerd without its inspector: no heap readings, only the process's memory. */
const inspect = process.env.SIM_INSPECTOR !== '0'
const base = `http://127.0.0.1:${port}`
const stateDir = '.wrangler/sim-state'
const sanitySecret = 'simulation-sanity-webhook-secret-01'
const runId = `sim-${Date.now().toString(36)}`
/** Vars to change for this run, e.g. SIM_VARS=PAGE_CACHE_SECONDS=3600. */
const changedVars = Object.fromEntries(
  (process.env.SIM_VARS ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
)
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')

Object.assign(process.env, OFFLINE_ENV)
if (!existsSync('dist/server/index.js') || process.argv.includes('--build')) await run('npx', ['vite', 'build'])
await migrateFile(dbFile)
await seed({
  file: dbFile,
  products,
  images: true,
  persistTo: `${stateDir}/v3`,
  log: (s) => console.log(`[seed] ${s}`),
})

// The database in a process of its own (as Turso is), counting what its statements cost.
const dbServer = spawn(
  process.execPath,
  ['--import', 'tsx', 'tests/bench/local-db-process.ts', dbFile, '--stats', `--port=${dbPort}`],
  {
    stdio: ['pipe', 'pipe', 'inherit'],
  },
)
const databaseUrl = String(((await once(dbServer.stdout, 'data')) as [Buffer])[0]).trim()
const dbStats = async () => (await (await fetch(`${databaseUrl}/stats`)).json()) as DbStats
const workerd = await startWorkerd({
  port,
  databaseUrl,
  persist: path.resolve(stateDir, 'v3'),
  vars: { ...changedVars, SANITY_WEBHOOK_SECRET: sanitySecret },
  quiet: true,
  inspectorPort: inspect ? port + 9 : undefined,
})

try {
  const catalogue = await readCatalogue(dbFile)
  const partner = await signIn(base, 'partner@example.com', 'partner12345')
  const staff = await signIn(base, 'staff@example.com', 'staff12345')
  const sessions: Sessions = {
    partnerCookie: partner.cookie,
    staffBearer: staff.access,
    erpKey: await addIntegrationKey(dbFile),
    sanitySecret,
  }
  console.log(`simulation ${runId}: ${catalogue.slugs.length} products, load ${load()}`)

  // 1. What each kind costs, one request at a time, in this process.
  const worker = await loadBuiltWorker(databaseUrl, base)
  Object.assign(worker.env, changedVars, { SANITY_WEBHOOK_SECRET: sanitySecret })
  const config = JSON.parse(readFileSync('dist/server/wrangler.json', 'utf8')) as {
    kv_namespaces: Array<{ binding: string }>
    r2_buckets: Array<{ binding: string }>
  }
  const counters = countBindings(
    worker.env,
    config.kv_namespaces.map((kv) => kv.binding),
    config.r2_buckets.map((r2) => r2.binding),
  )
  const costPlan = peakTraffic({ seconds: costSeconds, scale: 1, products: catalogue.slugs.length, seed: 11 })
  const references: string[] = []
  async function* costRequests(): AsyncIterable<SimRequest> {
    for (const [serial, planned] of costPlan.entries())
      if (planned.kind !== 'paymentCallback' || references.length > 0)
        yield await signed(requestFor(planned, catalogue, sessions, serial, `${runId}-cost`, references), sanitySecret)
  }
  // The Worker's one log line per request would bury the figures; what writing it costs stays in.
  const log = console.log
  console.log = () => {}
  const costs = await measureCosts(worker, counters, dbStats, costRequests(), (request, status, answer) => {
    const reference = cardReference(request, status, new TextDecoder().decode(answer))
    if (reference) references.push(reference)
  })
  console.log = log
  const kindCosts = summarise(costs)
  console.log(`\nwhat a request costs, by kind (${costs.length} requests one at a time; load ${load()}):`)
  console.table(kindCosts)

  // 2. The peak hour in real time on workerd.
  const planned = peakTraffic({ seconds, scale, products: catalogue.slugs.length, promotion, seed: 5 })
  const dbBefore = await dbStats()
  const loadBefore = load()
  // A staff member's access token lives minutes: the back office refreshes it, so does the replay.
  const staffRefresh = setInterval(
    () => void signIn(base, 'staff@example.com', 'staff12345').then((s) => (sessions.staffBearer = s.access)),
    240_000,
  )
  const heap = inspect ? await isolateHeap(port + 9) : undefined
  // Two snapshots minutes apart under the same load show what the isolate keeps (heap-diff.ts compares them).
  const snapshots: Promise<void>[] = []
  const snapshotTimer =
    snapshotAt === undefined || !heap
      ? undefined
      : setTimeout(() => snapshots.push(heap!.snapshot('.data/sim-heap-1.heapsnapshot')), Number(snapshotAt) * 60_000)
  const replayed = await replay({ base, planned, catalogue, sessions, dbFile, run: `${runId}-replay`, heap }).finally(
    async () => {
      clearInterval(staffRefresh)
      clearTimeout(snapshotTimer)
      if (snapshotAt !== undefined && heap) snapshots.push(heap.snapshot('.data/sim-heap-2.heapsnapshot'))
      await Promise.all(snapshots)
      await heap?.close()
    },
  )
  if (snapshotAt !== undefined)
    console.log(
      'heap snapshots: npx tsx scripts/simulate/heap-diff.ts .data/sim-heap-1.heapsnapshot .data/sim-heap-2.heapsnapshot',
    )
  const dbAfter = await dbStats()
  console.log(
    `\nreplay: ${replayed.requests} requests in ${replayed.seconds} s (${(replayed.requests / replayed.seconds).toFixed(1)}/s), ${replayed.late} late; load ${loadBefore} → ${load()}`,
  )
  console.table(replayed.kinds)
  console.log('refused:', replayed.rejected)
  if (replayed.serverErrors.length > 0) console.log('server errors and failures:\n' + replayed.serverErrors.join('\n'))
  console.log('orders:', replayed.orders, 'workerd memory MB:', replayed.memoryMb, 'isolate heap MB:', replayed.heapMb)

  // 3. The plan.
  const hitRatios: Partial<Record<Kind, number>> = {}
  for (const row of replayed.kinds)
    if (row['page-cache hits']) hitRatios[row.kind as Kind] = Number.parseInt(row['page-cache hits']) / 100
  const scales = [1, 10, 100].map((times) => {
    const daily = dailyUsage(kindCosts, hitRatios, times)
    const hottest = hottestKvKey(costs, dailyCounts(), times)
    return {
      times,
      daily,
      hottest,
      price: monthlyPrice(daily),
      limits: limitsAt(kindCosts, daily, peakPerSecond(hottest.perDay)),
    }
  })
  const report = renderReport({
    command: `SIM_SECONDS=${seconds} SIM_SCALE=${scale}${promotion ? ' SIM_PROMOTION=1' : ''}${process.env.SIM_VARS ? ` SIM_VARS=${process.env.SIM_VARS}` : ''} npm run simulate`,
    when: new Date().toISOString().slice(0, 16).replace('T', ' '),
    load: `${loadBefore} → ${load()}`,
    products: catalogue.slugs.length,
    kindCosts,
    fanOut: writeFanOut(costs, ['order', 'erpSync', 'sanityEdit', 'paymentCallback'], catalogue.slugs.length),
    replayed,
    db: { before: dbBefore, after: dbAfter },
    scales,
    pageKinds: Object.keys(PAGE_MIX),
  })
  console.log(`\n${report}`)
  if (process.env.SIM_WRITE_DOCS !== '0') writeFigures('docs/scaling.md', report)
  const { lost, duplicated, negativeStock } = replayed.orders
  if (lost + duplicated + negativeStock > 0) {
    console.error('simulation: orders lost or duplicated, or stock below zero')
    process.exitCode = 1
  }
} finally {
  await workerd.dispose()
  dbServer.kill('SIGTERM')
}

/** Replaces what lies between the generated markers of `file` (the rest of it is written by hand). */
function writeFigures(file: string, report: string) {
  const begin = '<!-- simulate:begin (written by npm run simulate) -->'
  const end = '<!-- simulate:end -->'
  const text = existsSync(file) ? readFileSync(file, 'utf8') : `# Scaling\n\n${begin}\n${end}\n`
  const from = text.indexOf(begin)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${file} has no generated markers`)
  writeFileSync(file, `${text.slice(0, from + begin.length)}\n${report}\n${text.slice(to)}`)
  console.log(`figures written to ${file}`)
}
