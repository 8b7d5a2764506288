/**
 * The query layer alone on the benchmark's database file (no Worker): what a listing and a search cost
 * the database. Asserts nothing. Two figures per query:
 *   - in process: the libSQL file driver, RUNS sequential calls (the database's own cost), with the
 *     median CPU time of a call (steady when the machine is busy, unlike wall-clock figures);
 *   - over HTTP: CONCURRENT callers through the local libSQL server (db/local/server.ts, Hrana over
 *     HTTP) with `@libsql/client/web` + drizzle as the Worker builds them (db/client.ts), so the
 *     concurrency figure is measured on the path the Worker takes. The server runs on a thread of its
 *     own (./local-db-thread.ts), as it runs in a process of its own beside the Worker.
 * Alone: `npx tsx tests/bench/queries.ts [.data/bench.db]`; the first run seeds the file if it is missing
 * (BENCH_PRODUCTS, default 100,000 products, then BENCH_ORDERS orders: a few minutes), later runs migrate it.
 * BENCH_QUERIES_DB_PORT picks the local server's port (default: any free one); BENCH_QUERIES=dashboard,export
 * only the scenarios whose names hold one of the words.
 */
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { createDb, type Db } from '../../db/client'
import { adminProductsQuerySchema } from '../../app/contract/admin-catalogue'
import { adminOrdersQuerySchema } from '../../app/contract/admin-orders'
import { adminProductPage } from '../../db/queries/admin-products'
import { listingPage } from '../../db/queries/listing'
import { findProducts } from '../../db/queries/search'
import { migrateFile } from '../../db/local/migrate'
import * as schema from '../../db/schema'
import { seed } from '../../db/seed'
import { createAdminOrders } from '../../worker/services/admin/orders'
import { adminSummary } from '../../worker/services/admin/summary'
import { seedBenchOrders } from './seed-orders'

const RUNS = 300
const WARM_UP_RUNS = 30
const CONCURRENT = 10
/** Calls per concurrent caller over HTTP. */
const RUNS_PER_CALLER = 40

/**
 * What shoppers type: single words in both alphabets, a two-letter prefix (the box searches from two
 * characters), names of several words, and typos.
 */
export const SEARCH_TERMS = [
  'крем',
  'krem',
  'сироватка',
  'serum',
  'шампунь',
  'shampoo',
  'маска',
  'mask',
  'олія',
  'oil',
  'гель',
  'gel',
  'кр',
  'крем для обличчя',
  'serum for face',
  'kreem',
  'шампнь',
]

/** Two filters (a brand, a price range) varied across brands and ranges. */
const listingFilter = (i: number, wholesale: boolean) => {
  const min = (i * 37) % 2000
  return { brandIds: [1 + (i % 40)], priceMin: min, priceMax: min + 1500, wholesale }
}

interface Scenario {
  name: string
  run: (db: Db, i: number) => Promise<unknown>
  /** Fewer runs for a heavy call (an export); RUNS and CONCURRENT x RUNS_PER_CALLER otherwise. */
  runs?: number
}

/** What staff type in the back office's product box: words of names, brand names and variant codes (whole or begun). */
async function adminProductTerms(client: ReturnType<typeof createClient>): Promise<string[]> {
  const brands = (await client.execute('SELECT name FROM brands ORDER BY id LIMIT 8')).rows.map((r) => String(r.name))
  const codes = (await client.execute('SELECT code FROM variants WHERE id % 9973 = 0 LIMIT 8')).rows.map((r) =>
    String(r.code),
  )
  return [
    ...SEARCH_TERMS.slice(0, 8),
    ...brands,
    ...codes,
    ...codes.slice(0, 4).map((c) => c.slice(0, Math.max(3, c.length - 2))),
  ]
}

/** The filters a staff member sets on the order list: statuses, a payment type, a month or a week. */
const ORDER_STATUS_FILTERS = [
  'new',
  'new,created',
  'delivred',
  'payed,prepered',
  'payed_check',
  'declined,returned',
  'at_delivry,delivring',
]
const ORDER_PAY_FILTERS = ['', 'card', 'cash', 'np', 'prepayment']
function orderListQuery(i: number) {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  const from = (i * 13) % 700
  return adminOrdersQuerySchema.parse({
    status: ORDER_STATUS_FILTERS[i % ORDER_STATUS_FILTERS.length],
    pay_type: ORDER_PAY_FILTERS[i % ORDER_PAY_FILTERS.length] || undefined,
    from: day(from + (i % 2 === 0 ? 30 : 7)),
    to: day(from),
    page: String(1 + (i % 3)),
  })
}

const monthAgo = (days = 30) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** The scenarios; a category page's scope is a first-level category with its children (`categories`). */
function scenariosFor(categories: number[][], adminTerms: string[]): Scenario[] {
  const categoryScope = (i: number) => categories[i % categories.length]!
  // The order list as the back office's service builds it; listing sends no email and refunds nothing.
  const adminOrders = (db: Db) => createAdminOrders(db, null as never, null as never)
  return [
    {
      name: 'category-products: brand + price range, price sort',
      run: (db, i) => listingPage(db, listingFilter(i, false), 'price_asc', 24, 0),
    },
    {
      name: 'the same for a wholesaler (wholesale price column)',
      run: (db, i) => listingPage(db, listingFilter(i, true), 'price_asc', 24, 0),
    },
    {
      name: 'category page: category + price range, price sort',
      run: (db, i) =>
        listingPage(
          db,
          { ...listingFilter(i, false), brandIds: undefined, scopeCategoryIds: categoryScope(i) },
          'price_asc',
          24,
          0,
        ),
    },
    {
      name: 'search (varied terms, incl. typos)',
      run: (db, i) => findProducts(db, SEARCH_TERMS[i % SEARCH_TERMS.length]!, 20),
    },
    {
      name: 'back office: product search (name, brand or code), 25 a page, counted',
      run: (db, i) =>
        adminProductPage(
          db,
          adminProductsQuerySchema.parse({ q: adminTerms[i % adminTerms.length], page: String(1 + (i % 4)) }),
          'ua',
        ),
    },
    {
      name: 'back office: order list, status + dates + payment, counted',
      run: (db, i) => adminOrders(db).list(orderListQuery(i)),
    },
    {
      name: 'back office: dashboard (sales today and 7 days, waiting, low stock, failed emails)',
      run: (db, i) => adminSummary(db, i % 2 === 0 ? 'ua' : 'en'),
    },
    {
      name: 'back office: product list, low stock or none, sorted by stock, counted',
      run: (db, i) =>
        adminProductPage(
          db,
          adminProductsQuerySchema.parse({
            stock: i % 2 === 0 ? 'low' : 'out',
            sort: 'stock',
            dir: i % 3 === 0 ? 'desc' : 'asc',
            page: String(1 + (i % 4)),
          }),
          'ua',
          { lowStockBelow: 3 },
        ),
    },
    {
      name: 'back office: orders export (.xlsx), status + dates + payment as the list filters',
      run: (db, i) => adminOrders(db).exportXlsx({ ...orderListQuery(i), page: 1 }),
      runs: 30,
    },
    {
      name: 'back office: orders export (.xlsx), a whole month of orders',
      run: (db) => adminOrders(db).exportXlsx(adminOrdersQuerySchema.parse({ from: monthAgo(), to: monthAgo(0) })),
      runs: 5,
    },
  ]
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

interface Figures {
  p50: number
  p99: number
}

const figures = (times: number[]): Figures => {
  times.sort((a, b) => a - b)
  return { p50: +percentile(times, 50).toFixed(2), p99: +percentile(times, 99).toFixed(2) }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const t = performance.now()
  await run()
  return performance.now() - t
}

/** Wall-clock figures, and the median CPU time of a call: the cost alone, steady on a busy machine. */
async function sequential(db: Db, scenario: Scenario) {
  // Untimed first calls, so the first scenario does not pay for the file's cold pages alone.
  const runs = scenario.runs ?? RUNS
  for (let i = 0; i < Math.min(WARM_UP_RUNS, runs); i++) await scenario.run(db, i)
  const times: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage()
    times.push(await timed(() => scenario.run(db, i)))
    const used = process.cpuUsage(before)
    cpu.push((used.user + used.system) / 1000)
  }
  return { ...figures(times), cpuP50: figures(cpu).p50 }
}

/**
 * CONCURRENT callers, each running the scenario RUNS_PER_CALLER times back to back (varied inputs). A
 * caller stops at its first failure (the Worker's database timeout): the row then says how many calls
 * failed instead of figures, and the other scenarios are still measured.
 */
async function concurrent(db: Db, scenario: Scenario): Promise<Figures | { failed: string }> {
  const times: number[] = []
  const failures: string[] = []
  const perCaller = scenario.runs ? Math.max(1, Math.round(scenario.runs / CONCURRENT)) : RUNS_PER_CALLER
  await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, caller) => {
      for (let j = 0; j < perCaller; j++) {
        const i = caller * perCaller + j
        try {
          times.push(await timed(() => scenario.run(db, i)))
        } catch (error) {
          failures.push(String((error as Error).cause ?? error))
          return
        }
      }
    }),
  )
  if (failures.length === 0) return figures(times)
  return { failed: `${failures.length} of ${CONCURRENT} callers failed: ${failures[0]!.slice(0, 60)}` }
}

const httpColumns = (f: Figures | { failed: string }) =>
  'failed' in f
    ? { [`HTTP x${CONCURRENT} p50 ms`]: f.failed, [`HTTP x${CONCURRENT} p99 ms`]: '' }
    : { [`HTTP x${CONCURRENT} p50 ms`]: f.p50, [`HTTP x${CONCURRENT} p99 ms`]: f.p99 }

export async function benchQueries(file: string) {
  // Alone, the file may be missing or older than the migrations (an index added since it was seeded).
  if (!existsSync(file))
    await seed({ file, products: Number(process.env.BENCH_PRODUCTS ?? 100_000), images: false, log: console.log })
  else await migrateFile(file)
  const fileClient = createClient({ url: `file:${file}` })
  // The file driver and the Worker's HTTP driver share drizzle's libSQL query API.
  const fileDb = drizzle(fileClient, { schema }) as unknown as Db
  const server = new Worker(new URL('./local-db-thread.ts', import.meta.url), {
    workerData: { file, port: Number(process.env.BENCH_QUERIES_DB_PORT ?? 0) },
  })
  server.on('error', (e) => console.error('local libSQL server thread failed:', e))
  const [url] = (await once(server, 'message')) as [string]
  const httpDb = createDb(url)
  try {
    const rows = (await fileClient.execute('SELECT id, parent_id FROM categories')).rows
    const parents = rows.filter((r) => r.parent_id === null).map((r) => Number(r.id))
    await seedBenchOrders(fileClient)
    // BENCH_QUERIES=dashboard,export measures only the scenarios whose names hold one of the words.
    const only = process.env.BENCH_QUERIES?.split(',').filter(Boolean)
    const scenarios = scenariosFor(
      parents.map((id) => [id, ...rows.filter((r) => Number(r.parent_id) === id).map((r) => Number(r.id))]),
      await adminProductTerms(fileClient),
    ).filter((scenario) => !only || only.some((word) => scenario.name.includes(word)))
    const inProcess: (Figures & { cpuP50: number })[] = []
    for (const scenario of scenarios) inProcess.push(await sequential(fileDb, scenario))
    // The HTTP phases run back to back: the server closes keep-alive sockets idle for 5 s.
    const overHttp: (Figures | { failed: string })[] = []
    for (const scenario of scenarios) {
      // Warm the server's connection pool; a failure here shows in the measured calls.
      await scenario.run(httpDb, 0).catch(() => undefined)
      overHttp.push(await concurrent(httpDb, scenario))
    }
    return scenarios.map((scenario, i) => ({
      query: scenario.name,
      'in process p50 ms': inProcess[i]!.p50,
      'in process p99 ms': inProcess[i]!.p99,
      'in process CPU p50 ms': inProcess[i]!.cpuP50,
      ...httpColumns(overHttp[i]!),
    }))
  } finally {
    fileClient.close()
    server.postMessage('close')
    await once(server, 'exit')
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] ?? '.data/bench.db'
  console.log(
    `query layer on ${file}: in process ${RUNS} sequential runs; over HTTP ${CONCURRENT} callers x ${RUNS_PER_CALLER} runs`,
  )
  console.table(await benchQueries(file))
}
