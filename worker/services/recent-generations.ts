/**
 * The page-cache generations (page-cache.ts) this isolate read in the last `lifetimeMs`, per KV
 * namespace: a cached page answers three tags, and under load reading them from KV on every hit
 * cost more than the rest of the hit. A generation moved on by this isolate is seen at once (the
 * invalidation writes it here too); one moved elsewhere is seen within `lifetimeMs`, far inside the
 * minute KV itself takes to reach other data centres.
 */
export class RecentGenerations {
  private readonly values = new Map<string, { value: string; until: number }>()

  constructor(private readonly lifetimeMs: number) {}

  get(tag: string, now: number): string | undefined {
    const kept = this.values.get(tag)
    if (kept && kept.until > now) return kept.value
    this.values.delete(tag)
    return undefined
  }

  set(tag: string, value: string, now: number): void {
    this.values.set(tag, { value, until: now + this.lifetimeMs })
  }

  forget(tag: string): void {
    this.values.delete(tag)
  }
}

const byNamespace = new WeakMap<object, RecentGenerations>()

/** The isolate's recent generations of one KV namespace (one object per binding in workerd). */
export function recentGenerationsOf(kv: object, lifetimeMs: number): RecentGenerations {
  let recent = byNamespace.get(kv)
  if (!recent) byNamespace.set(kv, (recent = new RecentGenerations(lifetimeMs)))
  return recent
}
