/**
 * Dependencies the store can serve without (KV, the edge cache, Sanity): their failures and hangs
 * are bounded in time, counted, and logged once per isolate and kind, so a failing dependency
 * neither fails requests nor floods the log.
 */
const counts = new Map<string, number>()

// The failure types live with the rules (the database client throws them too); services count them here.
export { DependencyError, isDependencyFailure, TimeoutError, withTimeout } from '../../app/domain/dependency-error'

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
