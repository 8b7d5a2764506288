import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { blockingTime, mainThreadTasks, type TraceEvent } from './lib/main-thread-tasks'
import { keepRenderersFirst } from './lib/renderer-first'

/**
 * `npm run lighthouse`: Lighthouse (mobile preset: simulated slow 4G, 4× CPU) over the production build
 * served by `npm start` on its own port, three runs per page type, and a table of the medians.
 * Lighthouse itself is fetched by npx from the npm registry on the first run. Prints; asserts nothing.
 * LIGHTHOUSE_PAGES=catalogue,product runs only those page types; the machine's load is printed
 * before and after, since simulated timings follow how busy the CPU was.
 *
 * Each run's `benchmarkIndex` (Lighthouse's measure of the host's CPU) is printed beside its figures.
 * LIGHTHOUSE_CALIBRATE=1 sets the CPU slowdown from it, so that the simulated phone is the one a host
 * of index LIGHTHOUSE_REFERENCE_INDEX (1,124) simulates at 4×: a busy or slow host gets a smaller
 * multiplier instead of a slower phone. The index is read by a first run on the page type.
 *
 * Lighthouse times each task of the page's main thread by the wall clock and multiplies it by the
 * slowdown; on a shared host a task also counts the time its thread waited for a core. Each run's own
 * trace is read again to print the blocking time from its tasks' wall time and from their thread's CPU
 * time (what a phone's core would spend; `scripts/trace-load.ts` counts it the same way), and their ratio.
 *
 * LIGHTHOUSE_SERVER_CPUS and LIGHTHOUSE_BROWSER_CPUS (taskset lists, e.g. 0 and 1) hold the store's
 * server and the browser to those cores, to see how much of a page's blocking time is the server's
 * work on the same cores (a phone does not share its cores with the server). On a two-core host a
 * browser held to one core reads worse: its own processes then share that core (docs/performance.md).
 *
 * LIGHTHOUSE_RENDERER_FIRST=1 puts each page renderer's main thread first in line for a core (nice -20;
 * scripts/lib/renderer-first.ts), as a phone's page has a core of its own while its compositor runs on the
 * GPU; the table's header says which way a run went. docs/performance.md reports both.
 */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3800)
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CALIBRATE = process.env.LIGHTHOUSE_CALIBRATE === '1'
const REFERENCE_INDEX = Number(process.env.LIGHTHOUSE_REFERENCE_INDEX ?? 1124)
/** A command to run on the given cores only (taskset), or as it is without a list. */
const onCpus = (cpus: string | undefined, command: string, args: string[]): [string, string[]] =>
  cpus ? ['taskset', ['-c', cpus, command, ...args]] : [command, args]
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'

interface Scores {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  benchmarkIndex: number
  /** The machine's 1-minute load average when the run ended. */
  load: number
  /** Blocking time from the run's trace: its main-thread tasks' wall time, and their thread's CPU time, × slowdown. */
  wallTbtMs: number
  cpuTbtMs: number
}

/**
 * The mobile preset's 4× on the reference host, scaled to this host's measured index. Bounded at 16:
 * a fast host (index ~3,800 measured on these machines) needs ~13.5× to simulate the same phone, and
 * a cap below that would simulate a faster phone than the target is set for.
 */
const slowdownFor = (index: number) => Math.min(16, Math.max(1, (4 * index) / REFERENCE_INDEX))

async function pages(): Promise<[string, string][]> {
  const json = async <T>(path: string) => (await (await fetch(`${BASE}${path}`)).json()) as T
  const [product] = await json<{ slug: string }[]>('/api/v1/shop/products/latest/')
  const [brand] = await json<{ slug: string }[]>('/api/v1/shop/brands/all-brands/')
  const [post] = await json<{ slug: string }[]>('/api/v1/blog/blogposts/')
  return [
    ['home', '/'],
    ['catalogue', '/catalogue'],
    ['category', '/catalogue/face'],
    ['brand', `/brands/${brand!.slug}`],
    ['product', `/product/${product!.slug}`],
    ['blog post', `/blog/${post!.slug}`],
    ['content page', '/page/about'],
    // The checkout as a buyer opens it (its cart lives in the browser, so an empty one here), a search
    // results page, and the profile (a visitor who is not signed in is sent on to the login page).
    ['checkout', '/order'],
    ['search', '/search?q=rica'],
    ['profile', '/profile'],
  ]
}

function lighthouse(url: string, slowdown?: number): Promise<Scores> {
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-report-'))
  const output = join(folder, 'report.json')
  return new Promise<Scores>((resolve, reject) => {
    const args = [
      '--yes',
      'lighthouse@12',
      url,
      '--output=json',
      `--output-path=${output}`,
      '--save-assets',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(slowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${slowdown.toFixed(2)}`]),
    ]
    const child = spawn(...onCpus(process.env.LIGHTHOUSE_BROWSER_CPUS, 'npx', args), {
      // The browser tests' Chromium (scripts/chromium.sh: CHROMIUM_PATH names the one it starts).
      env: { ...process.env, CHROME_PATH: fileURLToPath(new URL('./chromium.sh', import.meta.url)) },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code} for ${url}`))
      const report = JSON.parse(readFileSync(output, 'utf8')) as {
        categories: Record<string, { score: number }>
        audits: Record<string, { numericValue: number }>
        environment: { benchmarkIndex: number }
      }
      const trace = JSON.parse(readFileSync(join(folder, 'report-0.trace.json'), 'utf8')) as {
        traceEvents: TraceEvent[]
      }
      const { tasks, fcp } = mainThreadTasks(trace.traceEvents, new URL(url).origin)
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(report.audits['largest-contentful-paint']!.numericValue),
        tbtMs: Math.round(report.audits['total-blocking-time']!.numericValue),
        benchmarkIndex: Math.round(report.environment.benchmarkIndex),
        load: loadavg()[0]!,
        wallTbtMs: Math.round(blockingTime(tasks, fcp, slowdown ?? 4, 'wall')),
        cpuTbtMs: Math.round(blockingTime(tasks, fcp, slowdown ?? 4, 'cpu')),
      })
    })
  }).finally(() => rmSync(folder, { recursive: true, force: true }))
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const startArgs = ['tsx', 'scripts/start.ts', ...(process.argv.includes('--build') ? [] : ['--no-build'])]
const server = spawn(...onCpus(process.env.LIGHTHOUSE_SERVER_CPUS, 'npx', startArgs), {
  env: { ...process.env, PORT: String(PORT), LOCAL_DB_PORT: String(PORT + 1) },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
let stopRenderersFirst = () => {}
try {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${BASE}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await sleep(1000)
  }
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')
  console.log(`load average before: ${load()}`)
  const { LIGHTHOUSE_SERVER_CPUS: serverCpus, LIGHTHOUSE_BROWSER_CPUS: browserCpus } = process.env
  console.log(`cores: the server ${serverCpus ?? 'any'}, the browser ${browserCpus ?? 'any'}`)
  const rendererFirst = process.env.LIGHTHOUSE_RENDERER_FIRST === '1'
  console.log(
    `the page renderer's main thread: ${rendererFirst ? 'first in line (nice -20)' : "at Chromium's own priority"}`,
  )
  if (rendererFirst) stopRenderersFirst = keepRenderersFirst()
  const only = process.env.LIGHTHOUSE_PAGES?.split(',')
  console.log(
    `| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | trace TBT, wall / CPU ms | benchmarkIndex (runs) | CPU slowdown | load (runs) |\n|---|---|---|---|---|---|---|---|---|---|---|`,
  )
  for (const [name, path] of (await pages()).filter(([name]) => !only || only.includes(name))) {
    const runs: Scores[] = []
    // Calibrated: the index of the run before sets the next run's slowdown (a first run measures it).
    let index = CALIBRATE ? (await lighthouse(`${BASE}${path}`)).benchmarkIndex : 0
    const slowdowns: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const slowdown = CALIBRATE ? slowdownFor(index) : undefined
      const run = await lighthouse(`${BASE}${path}`, slowdown)
      runs.push(run)
      slowdowns.push(slowdown ?? 4)
      index = run.benchmarkIndex
    }
    const m = (key: keyof Scores) => median(runs.map((r) => r[key]))
    console.log(
      `| ${name} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${(m('lcpMs') / 1000).toFixed(1)} | ${m('tbtMs')} | ${m('wallTbtMs')} / ${m('cpuTbtMs')} | ${runs.map((r) => r.benchmarkIndex).join(', ')} | ${slowdowns.map((x) => x.toFixed(1)).join(', ')} | ${runs.map((r) => r.load.toFixed(1)).join(', ')} |`,
    )
  }
  console.log(`load average after: ${load()}`)
} finally {
  stopRenderersFirst()
  // The server may have gone already; its absence must not hide the error that ended the runs.
  try {
    process.kill(-server.pid!)
  } catch {
    console.error('lighthouse: the server had already stopped')
  }
}
