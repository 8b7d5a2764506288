/**
 * Dependencies the store can serve without (KV, the edge cache, Sanity): their failures and hangs
 * are bounded in time, counted, and logged once per isolate and kind, so a failing dependency
 * neither fails requests nor floods the log.
 */
const counts = new Map<string, number>()

/** A dependency (database, KV, content) that could not be reached or did not answer: the service's state, not a bug. */
export class DependencyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DependencyError'
  }
}

export class TimeoutError extends DependencyError {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`)
    this.name = 'TimeoutError'
  }
}

/** The work's result, or a TimeoutError after `ms` (the work itself is left to finish or fail). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Counts one failure of `kind`; the first of each kind in this isolate is logged with its cause. */
export function noteDegraded(kind: string, error: unknown): void {
  const seen = counts.get(kind) ?? 0
  counts.set(kind, seen + 1)
  if (seen === 0) console.warn(`degraded: ${kind} (further failures of this kind are counted, not logged)`, error)
}

/** How often each kind failed in this isolate (tests and diagnostics). */
export function degradedCounts(): Record<string, number> {
  return Object.fromEntries(counts)
}

/** Whether an error is (or was caused by) a dependency that could not be reached or did not answer in time. */
export function isDependencyFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DependencyError) return true
  }
  return false
}
