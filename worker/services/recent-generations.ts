/**
 * The page-cache generations (page-cache.ts) this isolate read in the last `lifetimeMs`, per KV
 * namespace: a cached page answers three tags, and under load reading them from KV on every hit
 * cost more than the rest of the hit. A generation moved on by this isolate is seen at once (the
 * invalidation writes it here too); one moved elsewhere is seen within `lifetimeMs`, far inside the
 * minute KV itself takes to reach other data centres.
 *
 * Past its lifetime a read stays usable for `graceMs` more by `lately`, marked stale: a page held in
 * memory is answered with it while the generation is read again behind the answer (page-cache.ts
 * `memoryHit`), so a busy page does not pay a KV read every second; a change made elsewhere is then
 * seen by the first request after the lifetime plus one KV read, and never later than lifetime + grace.
 *
 * Every product page has a tag of its own, so an isolate reads a generation for each product it
 * answers: one never asked for again would stay forever. Entries are kept in the order they were
 * set (all live `lifetimeMs + graceMs`, so the oldest expires first): each `set` drops the expired
 * ones at the front, and beyond `maxEntries` the oldest live ones too (read again from KV when next
 * needed).
 */
export class RecentGenerations {
  private readonly values = new Map<string, { value: string; until: number }>()
  private readonly refreshing = new Set<string>()

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries = 5000,
    private readonly graceMs = 0,
  ) {}

  /** How many generations are held (expired ones not yet dropped included). */
  get size(): number {
    return this.values.size
  }

  /** The generation read within its lifetime, else undefined. */
  get(tag: string, now: number): string | undefined {
    const kept = this.lately(tag, now)
    return kept && !kept.stale ? kept.value : undefined
  }

  /** The generation read within its lifetime, or past it by less than the grace (then `stale`). */
  lately(tag: string, now: number): { value: string; stale: boolean } | undefined {
    const kept = this.values.get(tag)
    if (kept && kept.until + this.graceMs > now) return { value: kept.value, stale: kept.until <= now }
    this.values.delete(tag)
    return undefined
  }

  set(tag: string, value: string, now: number): void {
    this.values.delete(tag) // set again: it moves to the end, among the latest
    this.values.set(tag, { value, until: now + this.lifetimeMs })
    for (const [oldest, kept] of this.values) {
      if (kept.until + this.graceMs > now && this.values.size <= this.maxEntries) break
      this.values.delete(oldest)
    }
  }

  /** True for the one caller that may read `tag` again now (none while a read of it is under way). */
  claimRefresh(tag: string): boolean {
    if (this.refreshing.has(tag)) return false
    this.refreshing.add(tag)
    return true
  }

  refreshDone(tag: string): void {
    this.refreshing.delete(tag)
  }

  forget(tag: string): void {
    this.values.delete(tag)
  }
}

const byNamespace = new WeakMap<object, RecentGenerations>()

/** The isolate's recent generations of one KV namespace (one object per binding in workerd). */
export function recentGenerationsOf(kv: object, lifetimeMs: number, graceMs = 0): RecentGenerations {
  let recent = byNamespace.get(kv)
  if (!recent) byNamespace.set(kv, (recent = new RecentGenerations(lifetimeMs, undefined, graceMs)))
  return recent
}
