/**
 * `npm run bench`: measures the production build, served on loopback by workerd with no dev proxy
 * (serve-workerd.ts; BENCH_SERVER=wrangler serves it with `wrangler dev` as `npm start` does), with
 * autocannon and prints requests per second and p50/p99 latency. It asserts nothing.
 * It runs on its own catalogue of BENCH_PRODUCTS (default 100,000) products in .data/bench.db, with its
 * own local KV and R2 (.wrangler/bench-state); the first run seeds it (about a minute).
 *   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_PORT (default 3200);
 *   BENCH_ONLY=orders runs the order-creation scenario alone; BENCH_ONLY=page-cache the bare Worker (alone,
 *   behind the store's asset router, and answering a cached product's and the category page's gzip behind it), the cached pages (home, product,
 *   category) and the product page beside payment polls and new orders, each as a share of the bare Worker and of the
 *   routed one (the cache must hold its req/s; every HTTP run prints the four bare rows first; BENCH_ONLY=orders and worker-cpu print none);
 *   BENCH_READ_ROUNDS=2 measures its targets (or any BENCH_ONLY's) that many times in turn, interleaved;
 *   BENCH_ONLY=feeds the marketplace feed rebuilds alone (feeds.ts);
 *   BENCH_ONLY=worker-cpu the Worker's own CPU per request alone (worker-cpu.ts: the built Worker in this process);
 *   BENCH_CPU_TARGETS=product,category only its targets whose names hold one of the words; BENCH_CPU_PROFILE=<folder>
 *   also writes a V8 CPU profile of each of its targets there (profile-summary.ts summarises one);
 *   BENCH_CPU_ROUNDS (default 3) rounds per target, the median reported; BENCH_CPU_WARMUP unmeasured
 *   requests per target first (default 100); BENCH_CPU_BASELINE=<another build's dist/server> measures that build
 *   too, target by target in turn with this one, in both orders (an A/B comparison within one run; API targets only).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { get } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { OFFLINE_ENV, run } from '../../scripts/local-stack'
import { DUMMY_TOKEN } from '../../worker/adapters/turnstile'
import { type BareWorkerOptions, withBareWorker } from './bare-worker'
import { startBackgroundWrites } from './background-writes'
import { benchOrderService, benchOrders, visitorAddress } from './orders'
import { cpuMsPerRequest, perRequestMs, treeCpuMs } from './process-cpu'
import { benchQueries, SEARCH_TERMS } from './queries'
import { type CpuTarget, meanOfRows, type WorkerCpuRow, workerCpuPerRequest } from './worker-cpu'
import { loadBuiltWorker } from './worker-in-node'

const port = Number(process.env.BENCH_PORT ?? 3200)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const base = `http://127.0.0.1:${port}`
const benchDbFile = process.env.BENCH_DB_FILE ?? '.data/bench.db'
const ordersOnly = process.env.BENCH_ONLY === 'orders'
const pageCacheOnly = process.env.BENCH_ONLY === 'page-cache'
const workerCpuOnly = process.env.BENCH_ONLY === 'worker-cpu'
// The local libSQL server that serve-workerd.ts starts beside the Worker.
const databaseUrl = `http://127.0.0.1:${port + 1}`

interface Target {
  name: string
  headers: Record<string, string>
  /** A path per request: listings and searches vary, so the figures are not just KV cache hits. */
  path: () => string
  /** Paths fetched once before measuring (default: one of `path`), so the figures describe steady state. */
  warm?: string[]
  /** Each request from an address of its own: searches are limited per address (SEARCH_LIMITER). */
  manyVisitors?: boolean
  /** Traffic run beside the measurement; its answers are printed after the table. */
  background?: (base: string) => () => Promise<Record<string, number>>
}

/**
 * What a browser sends. The Worker itself always sees `br, gzip` (Cloudflare's front line, and
 * Miniflare's entry worker, re-encode for a client that takes neither), so a page from the edge
 * cache goes out as the gzip it is kept in.
 */
const BROWSER = { cookie: 'user-locale=ua', 'accept-encoding': 'gzip, deflate, br, zstd' }

/** The bare Worker's rows (tests/bench/bare-worker.ts), the first ones of a run's table. */
const BARE = 'a Worker that only answers (the runtime alone)'
const BARE_ROUTED = "the same Worker behind the store's static-assets router (local front line)"
const BARE_PAGE = "a Worker answering a cached product page's gzip as it is, behind the router"
const BARE_CATEGORY_PAGE = "a Worker answering the cached category page's gzip as it is, behind the router"

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

type Latest = { slug: string; brand: { id: number }; variants: Array<{ code: string }> }
const latestProducts = async () => (await (await fetch(`${base}/api/v1/shop/products/latest/`)).json()) as Latest[]
// A variant's URL has a query, which the page cache never answers: each one is rendered.
const variantPaths = (latest: Latest[]) =>
  latest.map((p) => `/product/${p.slug}?variant=${encodeURIComponent(p.variants.at(-1)!.code)}`)
const brandIdsOf = (latest: Latest[]) => [...new Set(latest.map((p) => p.brand.id))]
/** An uncached listing: a brand, a price range that moves on every request, sorted by price. */
let listingSerial = 0
const variedListingPath = (brandIds: number[]) => () => {
  const min = Math.floor(Math.random() * 2000)
  // The upper bound moves by one each time, so no two requests share a KV cache key.
  return `/api/v1/shop/products/category-products/?brand_ids=${pick(brandIds)}&price_min=${min}&price_max=${min + 1500 + (listingSerial++ % 100_000)}&sort=price_asc`
}
/**
 * The search terms in turn rather than at random: a typo costs twice a plain search, so a random pick
 * moved a round's figure with its share of typos.
 */
let searchSerial = 0
const variedSearchPath = () =>
  `/api/v1/shop/search/?q=${encodeURIComponent(SEARCH_TERMS[searchSerial++ % SEARCH_TERMS.length]!)}`

let visitorSerial = 0
const nextVisitor = () => visitorAddress(visitorSerial++)

async function targets(): Promise<Target[]> {
  const latest = await latestProducts()
  const slugs = latest.map((p) => p.slug)
  const renderedProductPaths = variantPaths(latest)
  const brandIds = brandIdsOf(latest)
  return [
    { name: 'GET /api/v1/health (baseline)', path: () => '/api/v1/health', headers: {} },
    { name: 'home page (edge page cache)', path: () => '/', headers: BROWSER },
    // `?lang=` is a query, which the page cache never answers: each one is rendered.
    { name: 'home page rendered (?lang=ua)', path: () => '/?lang=ua', headers: { cookie: 'user-locale=ua' } },
    {
      name: 'product page (edge page cache, 40 products)',
      path: () => `/product/${pick(slugs)}`,
      // Every page is in the cache before the clock starts (it keeps them for 60 s).
      warm: slugs.map((slug) => `/product/${slug}`),
      headers: BROWSER,
    },
    {
      name: 'product page (edge page cache) while payment polls and new orders run',
      path: () => `/product/${pick(slugs)}`,
      warm: slugs.map((slug) => `/product/${slug}`),
      headers: BROWSER,
      background: startBackgroundWrites,
    },
    {
      name: 'product page rendered (?variant=, 40 products)',
      path: () => pick(renderedProductPaths),
      headers: { cookie: 'user-locale=ua' },
    },
    { name: 'category page (edge page cache)', path: () => '/catalogue/face', headers: BROWSER },
    {
      name: 'category page rendered (?page=2)',
      path: () => '/catalogue/face?page=2',
      headers: { cookie: 'user-locale=ua' },
    },
    {
      name: 'GET /shop/products/latest/',
      path: () => '/api/v1/shop/products/latest/',
      headers: { 'accept-language': 'ua' },
    },
    {
      name: 'GET /shop/categories/tree/',
      path: () => '/api/v1/shop/categories/tree/',
      headers: { 'accept-language': 'en' },
    },
    {
      name: 'category-products: brand + price, sorted (varied)',
      path: variedListingPath(brandIds),
      headers: { 'accept-language': 'ua' },
    },
    { name: 'GET /shop/search/ (varied terms)', path: variedSearchPath, headers: {}, manyVisitors: true },
  ]
}

/** An access token of the seeded customer, by the store's own login. */
async function benchAccessToken(): Promise<string> {
  const res = await fetch(`${base}/api/v1/company/auth/token/custom-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@example.com', password: 'customer12345', recaptchaToken: DUMMY_TOKEN }),
  })
  if (!res.ok) throw new Error(`bench login failed: ${res.status}`)
  return ((await res.json()) as { access: string }).access
}

/** The product pages in turn, so the unmeasured requests have put every one in the cache. */
let cachedSerial = 0

/** The Worker's own CPU per request (worker-cpu.ts) for the targets the issue sets budgets for. */
async function benchWorkerCpu() {
  const latest = await latestProducts()
  const rendered = variantPaths(latest)
  const worker = await loadBuiltWorker(databaseUrl, base)
  const allTargets: CpuTarget[] = [
    { name: 'a bare route: GET /api/v1/health', path: () => '/api/v1/health', headers: {} },
    // The same route with a bearer: the difference is the token check (the JWT and the user's open session).
    {
      name: 'a bare route signed in: GET /api/v1/health with a bearer',
      path: () => '/api/v1/health',
      headers: { authorization: `Bearer ${await benchAccessToken()}` },
    },
    {
      name: 'uncached listing: category-products, brand + price, sorted (target ≤ 4× the bare route)',
      path: variedListingPath(brandIdsOf(latest)),
      headers: { 'accept-language': 'ua' },
    },
    { name: 'search, varied terms (target ≤ 6× the bare route)', path: variedSearchPath, headers: {} },
    {
      name: 'rendered product page, ?variant= (target ≤ 10× the bare route)',
      path: () => pick(rendered),
      headers: { cookie: 'user-locale=ua' },
    },
    {
      name: 'rendered category page, ?page=2',
      path: () => '/catalogue/face?page=2',
      headers: { cookie: 'user-locale=ua' },
    },
    // The same 40 pages from the (in-memory) edge page cache, as a browser asks for them.
    {
      name: 'cached product page (edge page cache)',
      path: () => `/product/${latest[cachedSerial++ % latest.length]!.slug}`,
      headers: BROWSER,
    },
    // The home and category pages from the same cache: a hit should cost the same whatever the page.
    { name: 'cached home page (edge page cache)', path: () => '/', headers: BROWSER },
    { name: 'cached category page (edge page cache)', path: () => '/catalogue/face', headers: BROWSER },
  ]
  // BENCH_CPU_TARGETS=product,category measures only the targets whose names contain one of the words.
  const words = process.env.BENCH_CPU_TARGETS?.split(',')
  const chosen = allTargets.filter((t) => !words || words.some((word) => t.name.includes(word)))
  const warmup = process.env.BENCH_CPU_WARMUP ? Number(process.env.BENCH_CPU_WARMUP) : undefined
  const options = { rounds: Number(process.env.BENCH_CPU_ROUNDS ?? 3), warmup }
  const heading = `\nthe Worker's own CPU per request (the built Worker in this process; the median of ${options.rounds} rounds of 200 requests one at a time; without the KV, R2 and database stand-ins):`
  // BENCH_CPU_BASELINE=<another build's dist/server>: that build measured too, target by target in turn with
  // this one, so that an A/B comparison shares the machine's moments (other work on a shared machine moves
  // a figure by a third within minutes). API targets only: two builds' pages cannot both render in one
  // process (the second one's page answered 500; TanStack Start keeps its request context process-wide).
  const baselineDir = process.env.BENCH_CPU_BASELINE
  if (!baselineDir) {
    console.log(heading)
    console.table(workerCpuRatios(await workerCpuPerRequest(worker, databaseUrl, chosen, options)))
    return
  }
  const baseline = await loadBuiltWorker(databaseUrl, base, path.resolve(baselineDir))
  const rows: { baseline: WorkerCpuRow[]; current: WorkerCpuRow[] } = { baseline: [], current: [] }
  const measure = async (build: typeof worker, target: CpuTarget) =>
    (await workerCpuPerRequest(build, databaseUrl, [target], options))[0]!
  for (const target of chosen.filter((t) => t.path().startsWith('/api/'))) {
    // A target's first turns read higher than its later ones whichever build they measure: one turn of
    // each is measured unreported, then both orders (baseline, this build, this build, baseline). Even so
    // the same build measured against itself read 0-10 % lower as dist/server than as the baseline: a
    // comparison is run twice with the builds' roles swapped (docs/performance.md).
    for (const build of [baseline, worker]) await measure(build, target)
    const [first, second] = [await measure(baseline, target), await measure(worker, target)]
    const [third, fourth] = [await measure(worker, target), await measure(baseline, target)]
    rows.baseline.push(meanOfRows(first, fourth))
    rows.current.push(meanOfRows(second, third))
  }
  console.log(`${heading}\nbaseline (${baselineDir}; each figure the mean of its two turns, rounds in turn order):`)
  console.table(workerCpuRatios(rows.baseline))
  console.log('this build (dist/server):')
  console.table(workerCpuRatios(rows.current))
}

/** Each row beside the bare route of the same run (the first target when measured): the multiple the budgets are set in. */
function workerCpuRatios(rows: Awaited<ReturnType<typeof workerCpuPerRequest>>) {
  const bare = rows[0]
  if (!bare?.target.startsWith('a bare route:') || !(bare['Worker CPU ms'] > 0)) return rows
  return rows.map((row) => ({
    ...row,
    'vs bare route': `${(row['Worker CPU ms'] / bare['Worker CPU ms']).toFixed(1)}×`,
    'main thread vs bare': `${(row['main thread ms'] / bare['main thread ms']).toFixed(1)}×`,
  }))
}

/**
 * Compressed size of the JavaScript a page loads (its module scripts and the modules its
 * deferred-modules list names), in KB: gzip, and brotli at quality 11 (what Cloudflare serves to
 * browsers that accept it).
 */
async function pageJavaScriptKb(path: string): Promise<{ gzip: number; brotli: number }> {
  const html = await (await fetch(base + path)).text()
  const listed = html.match(/<meta name="deferred-modules" content="([^"]*)"/)?.[1]?.split(' ') ?? []
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const srcs = new Set([...scripts, ...listed.filter((src) => src.endsWith('.js'))])
  let gzip = 0
  let brotli = 0
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(base + src)).arrayBuffer())
    gzip += gzipSync(body).length
    brotli += brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length
  }
  return { gzip: Math.round(gzip / 1024), brotli: Math.round(brotli / 1024) }
}

async function waitForHealth(child: ChildProcess) {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited before it was ready')
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become ready in 5 minutes')
}

// BENCH_ONLY=feeds: the feed rebuilds alone (tests/bench/feeds.ts); the store is neither built nor served.
if (process.env.BENCH_ONLY === 'feeds') {
  await (await import('./feeds')).benchFeeds(benchDbFile)
  process.exit(0)
}
if (!existsSync('dist/server/index.js') || process.argv.includes('--build')) await run('npx', ['vite', 'build'])
const viaWrangler = process.env.BENCH_SERVER === 'wrangler'
const args = ['tsx', ...(viaWrangler ? ['scripts/start.ts', '--no-build'] : ['tests/bench/serve-workerd.ts'])]
const server = spawn('npx', args, {
  env: {
    ...process.env,
    ...OFFLINE_ENV,
    PORT: String(port),
    LOCAL_DB_PORT: String(port + 1),
    LOCAL_DB_FILE: benchDbFile,
    LOCAL_STATE_DIR: '.wrangler/bench-state',
    SEED_PRODUCTS: process.env.BENCH_PRODUCTS ?? '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
try {
  await waitForHealth(server)
  console.log(
    `\nbench: ${seconds}s per target, ${connections} connections, ${base} (${viaWrangler ? 'wrangler dev' : 'workerd'})\n`,
  )
  if (!ordersOnly && !pageCacheOnly) await benchWorkerCpu()
  // With BENCH_ONLY=orders, the health baseline alone gives the figures their context.
  const only = ordersOnly
    ? (t: Target) => t.path() === '/api/v1/health'
    : pageCacheOnly
      ? (t: Target) => t.name.includes('(edge page cache')
      : () => true
  if (!workerCpuOnly) await benchReads(server.pid!, only)
  if (!pageCacheOnly && !workerCpuOnly) {
    console.log(`\norder creation (${seconds}s, ${connections} connections; integrity checked in ${benchDbFile}):`)
    const orderOpts = { base, seconds, connections, dbFile: benchDbFile }
    const measured = [await benchOrders(orderOpts), await benchOrderService(orderOpts)]
    console.table(measured.map((m) => m.row))
    for (const { row, refusals } of measured)
      console.log(`not created by ${row.target}:`, refusals.size ? Object.fromEntries(refusals) : 'none')
  }
  if (!ordersOnly && !pageCacheOnly && !workerCpuOnly) await (await import('./feeds')).benchFeeds(benchDbFile)
} finally {
  stopServer(server.pid)
}

/** Ends the server's process group; one that has already ended (it stops with its database) is no error. */
function stopServer(pid: number | undefined) {
  try {
    if (pid) process.kill(-pid, 'SIGTERM')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

/** CPU milliseconds per request: the server's programs (workerd, node) and this process's load generator. */
interface RequestCpu {
  workerd?: number
  node?: number
  autocannon: number
}

/** Runs `measure` and reports what it cost in CPU per request, from /proc for `serverPid`'s tree. */
async function withCpu(
  serverPid: number,
  measure: () => Promise<autocannon.Result>,
): Promise<{ result: autocannon.Result; cpu: RequestCpu }> {
  const before = treeCpuMs(serverPid)
  const loadBefore = process.cpuUsage()
  const result = await measure()
  const load = process.cpuUsage(loadBefore)
  const after = treeCpuMs(serverPid)
  const requests = result.requests.total
  return {
    result,
    cpu: {
      workerd: cpuMsPerRequest(before, after, 'workerd', requests),
      node: cpuMsPerRequest(before, after, 'node', requests),
      autocannon: perRequestMs((load.user + load.system) / 1000, requests),
    },
  }
}

function readRow(target: string, { result, cpu }: { result: autocannon.Result; cpu: RequestCpu }) {
  return {
    target,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'workerd CPU ms/req': cpu.workerd ?? '',
    'node CPU ms/req': cpu.node ?? '',
    'autocannon CPU ms/req': cpu.autocannon,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/**
 * Each row beside the bare Worker's of the same run (the first row): its share of the bare Worker's
 * requests per second and the multiple of its workerd CPU, the figures the budgets are set in; and its
 * share of the same Worker behind the static-assets router, which every request to the store passes
 * (like for like: on Cloudflare that router is the front line's, not billed to the Worker).
 */
function withRatios(rows: Array<ReturnType<typeof readRow>>) {
  const bare = rows.find((row) => row.target === BARE)
  const routed = rows.find((row) => row.target === BARE_ROUTED)
  if (!bare) return rows
  const bareCpu = Number(bare['workerd CPU ms/req'])
  return rows.map((row) => ({
    ...row,
    'req/s vs bare': `${Math.round((row['req/s'] / bare['req/s']) * 100)} %`,
    'workerd CPU vs bare': bareCpu > 0 ? `${(Number(row['workerd CPU ms/req']) / bareCpu).toFixed(1)}×` : '',
    'req/s vs bare behind router': routed ? `${Math.round((row['req/s'] / routed['req/s']) * 100)} %` : '',
  }))
}

/** A cached page's bytes as a browser receives them (gzip, not decoded as fetch would). */
async function cachedPageBytes(path: string): Promise<Uint8Array> {
  const read = () =>
    new Promise<Buffer>((resolve, reject) =>
      get(base + path, { headers: BROWSER }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          res.headers['x-page-cache'] === 'hit' && res.headers['content-encoding'] === 'gzip'
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${path} was not a gzip page-cache hit`)),
        )
      }).on('error', reject),
    )
  // The first request may render the page and keep it meanwhile.
  return read().catch(() => new Promise((resolve) => setTimeout(resolve, 1000)).then(read))
}

async function benchReads(serverPid: number, include: (target: Target) => boolean) {
  const rows: Array<ReturnType<typeof readRow>> = []
  if (!ordersOnly) {
    const { compatibility_date: compatibilityDate } = JSON.parse(readFileSync('dist/server/wrangler.json', 'utf8')) as {
      compatibility_date: string
    }
    // Its workerd is this process's child (the store's server idles meanwhile); this process's node is the load generator.
    const bareRow = async (name: string, opts: Omit<BareWorkerOptions, 'port' | 'compatibilityDate'>, headers = {}) => {
      const measured = await withBareWorker({ port: port + 2, compatibilityDate, ...opts }, (url) =>
        withCpu(process.pid, () => autocannon({ url, connections, duration: seconds, headers })),
      )
      rows.push(readRow(name, { ...measured, cpu: { ...measured.cpu, node: undefined } }))
    }
    await bareRow(BARE, {})
    // What every request to the store passes before the Worker (the bare Worker above has none of it), and a
    // cached page's bytes on top: the floor of a page-cache hit on this local stand-in of the front line.
    await bareRow(BARE_ROUTED, { assets: true })
    const productPage = `/product/${(await latestProducts())[0]!.slug}`
    await bareRow(BARE_PAGE, { assets: true, page: await cachedPageBytes(productPage) }, BROWSER)
    // The category page's gzip is the largest of the cached pages': its own floor, so its row reads against its bytes.
    await bareRow(BARE_CATEGORY_PAGE, { assets: true, page: await cachedPageBytes('/catalogue/face') }, BROWSER)
  }
  const backgrounds: Record<string, Record<string, number>> = {}
  // BENCH_READ_ROUNDS=2 measures the chosen targets again in turn (home, product, category, home, ...):
  // pages compared within one run, interleaved, rather than one reading each at its own moment.
  const chosen = (await targets()).filter(include)
  const rounds = Number(process.env.BENCH_READ_ROUNDS ?? 1)
  const measuredTargets = Array.from({ length: rounds }, (_, round) =>
    chosen.map((t) => (rounds > 1 ? { ...t, name: `${t.name}, round ${round + 1}` } : t)),
  ).flat()
  for (const target of measuredTargets) {
    for (const path of target.warm ?? [target.path()])
      await (await fetch(base + path, { headers: target.headers })).arrayBuffer()
    const stopBackground = target.background?.(base)
    const measured = await withCpu(serverPid, () =>
      autocannon({
        url: base,
        connections,
        duration: seconds,
        headers: target.headers,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: target.path(),
              ...(target.manyVisitors ? { headers: { ...target.headers, 'cf-connecting-ip': nextVisitor() } } : {}),
            }),
          },
        ],
      }),
    )
    if (stopBackground) backgrounds[target.name] = await stopBackground()
    rows.push(readRow(target.name, measured))
  }
  console.table(withRatios(rows))
  for (const [name, statuses] of Object.entries(backgrounds)) console.log(`beside "${name}":`, statuses)
  if (ordersOnly || pageCacheOnly) return
  const productPath = `/product/${((await (await fetch(`${base}/api/v1/shop/products/latest/`)).json()) as Array<{ slug: string }>)[0]!.slug}`
  console.log(`\nquery layer in process on ${benchDbFile} (${300} runs each):`)
  console.table(await benchQueries(benchDbFile))
  const [homeJs, productJs] = [await pageJavaScriptKb('/'), await pageJavaScriptKb(productPath)]
  console.log(
    `JavaScript loaded by the home page: ${homeJs.gzip} KB gzip, ${homeJs.brotli} KB brotli; by a product page: ${productJs.gzip} KB gzip, ${productJs.brotli} KB brotli`,
  )
}
