/** A Chromium trace event (the JSON trace format DevTools and Lighthouse save). */
export interface TraceEvent {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  id?: string
  args?: Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One top-level task of the page's main thread: its wall time (`dur`) and its thread's CPU time (`cpu`), in µs. */
export interface MainThreadTask {
  start: number
  dur: number
  cpu: number
}

const isTask = (e: TraceEvent) =>
  e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur !== undefined

/**
 * The page's main-thread tasks in a trace, outermost only, with the first contentful paint and the
 * navigation's start on the trace's clock. The page's renderer is the one that parsed the page's HTML
 * (Chromium's own pages, such as a new tab's, have theirs), or else the main thread that worked most.
 */
export function mainThreadTasks(events: TraceEvent[], origin: string) {
  const mainThreads = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )
  const taskEvents = (pid: number, tid: number) => events.filter((e) => e.pid === pid && e.tid === tid && isTask(e))
  const parsed = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin))
  const main = mainThreads
    .filter((m) => !parsed || m.pid === parsed.pid)
    .map((m) => ({ pid: m.pid, tid: m.tid, busy: taskEvents(m.pid, m.tid).reduce((sum, e) => sum + (e.tdur ?? 0), 0) }))
    .sort((a, b) => b.busy - a.busy)[0]!
  const tasks: MainThreadTask[] = []
  let end = -Infinity
  for (const e of taskEvents(main.pid, main.tid).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue // nested in the task before
    end = e.ts + e.dur!
    tasks.push({ start: e.ts, dur: e.dur!, cpu: e.tdur ?? e.dur! })
  }
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? tasks[0]!.start
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0]!.start
  return { main, tasks, fcp, navigation }
}

/**
 * Blocking time as Lighthouse counts it (the excess over 50 ms of every task after the first contentful
 * paint), each task's length taken as its wall time or its thread's CPU time, times the CPU slowdown.
 * Wall time includes the time the thread waited for a core another process held; CPU time does not.
 */
export function blockingTime(tasks: MainThreadTask[], fcp: number, slowdown: number, measure: 'wall' | 'cpu') {
  return tasks
    .filter((t) => t.start >= fcp)
    .reduce((sum, t) => sum + Math.max(0, ((measure === 'wall' ? t.dur : t.cpu) / 1000) * slowdown - 50), 0)
}
