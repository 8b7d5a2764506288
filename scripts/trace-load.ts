import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import playwrightConfig from '../playwright.config'
import { recordTrace } from './lib/record-trace'
import { blockingTime, mainThreadTasks, type MainThreadTask, type TraceEvent } from './lib/main-thread-tasks'

/**
 * Where a page's main thread spends its load: `npx tsx scripts/trace-load.ts <url> [<url>…]` loads each
 * page TRACE_RUNS times (5) in headless Chromium on a 390 px phone viewport while recording a
 * performance trace (CDP Tracing with the V8 sampling profiler), until the page has hydrated
 * (`data-hydrated`). Each main-thread task's thread CPU time (`tdur`, not wall time, so another
 * process's load counts less) is multiplied by TRACE_SLOWDOWN (4, Lighthouse's mobile CPU); the
 * blocking time is the excess over 50 ms of every task after the first contentful paint, as
 * Lighthouse counts it. Prints the median blocking time per page, and with TRACE_TASKS=1 each long
 * task of the median run with the functions it spent most in (self time and inclusive time). Several
 * URLs are loaded in turn, run by run (A, B, A, B), so two builds on two ports compare in one sitting.
 * TRACE_SAVE=<folder> keeps each trace as a file that DevTools' Performance panel opens.
 */
const SLOWDOWN = Number(process.env.TRACE_SLOWDOWN ?? 4)
const RUNS = Number(process.env.TRACE_RUNS ?? 5)
const SHOW_TASKS = process.env.TRACE_TASKS === '1'
const urls = process.argv.slice(2)
if (urls.length === 0) throw new Error('usage: npx tsx scripts/trace-load.ts <url> [<url>…]')

interface Task extends MainThreadTask {
  self: Map<string, number>
  inclusive: Map<string, number>
  /** The trace's own events inside the task (parsing, style, layout, script evaluation…), by name. */
  kinds: Map<string, number>
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
]

const frameName = (frame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number }) =>
  frame.url
    ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}`
    : frame.functionName

function analyse(events: TraceEvent[], origin: string) {
  const found = mainThreadTasks(events, origin)
  const { main, fcp, navigation } = found
  const tasks: Task[] = found.tasks.map((t) => ({
    ...t,
    self: new Map(),
    inclusive: new Map(),
    kinds: new Map(),
  }))
  const inside = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && !e.name.endsWith('RunTask'))
    .sort((a, b) => a.ts - b.ts)
  let at = 0
  for (const e of inside) {
    while (at < tasks.length && tasks[at]!.start + tasks[at]!.dur < e.ts) at++
    const t = tasks[at]
    if (t && t.start <= e.ts) t.kinds.set(e.name, (t.kinds.get(e.name) ?? 0) + (e.tdur ?? e.dur!) / 1000)
  }

  // The sampling profiler's samples, on the trace's clock.
  const nodes = new Map<number, { name: string; parent?: number }>()
  let time = 0
  let task = 0
  for (const e of events.filter((x) => x.pid === main.pid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
    if (e.name === 'Profile') {
      time = e.args!.data.startTime
      continue
    }
    const data = e.args!.data
    for (const node of data.cpuProfile?.nodes ?? [])
      nodes.set(node.id, { name: frameName(node.callFrame), parent: node.parent })
    const samples: number[] = data.cpuProfile?.samples ?? []
    const deltas: number[] = data.timeDeltas ?? []
    for (let i = 0; i < samples.length; i++) {
      const previous = time
      time += deltas[i] ?? 0
      while (task < tasks.length && tasks[task]!.start + tasks[task]!.dur < time) task++
      const current = tasks[task]
      if (!current || current.start > time) continue
      // A sample stands for the time since the one before, up to the profiler's interval (a first sample after
      // a pause would otherwise carry the pause).
      const weight = Math.min(time - previous, 500) / 1000
      const leaf = nodes.get(samples[i]!)
      if (!leaf || leaf.name.startsWith('(idle)')) continue
      current.self.set(leaf.name, (current.self.get(leaf.name) ?? 0) + weight)
      const seen = new Set<string>()
      for (let n: number | undefined = samples[i]; n !== undefined; n = nodes.get(n)?.parent) {
        const name = nodes.get(n)?.name
        if (!name || seen.has(name) || name.startsWith('(root)')) continue
        seen.add(name)
        current.inclusive.set(name, (current.inclusive.get(name) ?? 0) + weight)
      }
    }
  }
  const long = tasks.filter((t) => t.start >= fcp && (t.cpu / 1000) * SLOWDOWN > 50)
  const blocking = blockingTime(tasks, fcp, SLOWDOWN, 'cpu')
  const scripting = tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + t.cpu / 1000, 0)
  return { blocking, scripting, long, fcp: (fcp - navigation) / 1000, navigation }
}

const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${(ms * SLOWDOWN).toFixed(0)} ${name}`)

// The tests' Chromium and its offline flags (playwright.config.ts), so a trace loads pages as the tests do.
const browser = await chromium.launch(playwrightConfig.use?.launchOptions)
const results = new Map<string, ReturnType<typeof analyse>[]>()
try {
  for (let run = 0; run < RUNS; run++) {
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      const events = await recordTrace(cdp, CATEGORIES, async () => {
        await page.goto(url, { waitUntil: 'load' })
        // Polled through CDP: Playwright's own waitForFunction injects a script whose set-up is a long task.
        for (let i = 0; i < 120; i++) {
          const { result } = await cdp.send('Runtime.evaluate', {
            expression: 'document.documentElement.dataset.hydrated',
          })
          if (result.value === 'true') break
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
        await page.waitForTimeout(1500)
      })
      await context.close()
      // TRACE_SAVE=<folder>: each trace as a file DevTools' Performance panel opens.
      if (process.env.TRACE_SAVE)
        writeFileSync(
          `${process.env.TRACE_SAVE}/trace-${run + 1}-${urls.indexOf(url) + 1}.json`,
          JSON.stringify({ traceEvents: events }),
        )
      const result = analyse(events, new URL(url).origin)
      results.set(url, [...(results.get(url) ?? []), result])
      console.log(
        `run ${run + 1} ${url}: blocking ${result.blocking.toFixed(0)} ms, main-thread CPU after first paint ${result.scripting.toFixed(0)} ms (×1), long tasks ${result.long.map((t) => ((t.cpu / 1000) * SLOWDOWN).toFixed(0)).join(' ')}`,
      )
    }
  }
} finally {
  await browser.close()
}
for (const [url, runs] of results) {
  const sorted = [...runs].sort((a, b) => a.blocking - b.blocking)
  const median = sorted[Math.floor(sorted.length / 2)]!
  console.log(
    `\n${url}: median blocking ${median.blocking.toFixed(0)} ms (×${SLOWDOWN}, runs ${runs.map((r) => r.blocking.toFixed(0)).join(', ')})`,
  )
  if (!SHOW_TASKS) continue
  for (const t of median.long) {
    console.log(
      `  task at ${((t.start - median.navigation) / 1000).toFixed(0)} ms: ${((t.cpu / 1000) * SLOWDOWN).toFixed(0)} ms ×${SLOWDOWN}`,
    )
    console.log(`    trace events: ${top(t.kinds, 8).join(' | ')}`)
    console.log(`    self: ${top(t.self, 10).join(' | ')}`)
    console.log(`    inclusive: ${top(t.inclusive, 25).join(' | ')}`)
  }
}
