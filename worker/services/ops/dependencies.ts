/**
 * Whether a dependency the Cron Trigger talks to is failing, and since when, kept in KV so every
 * isolate (the staff's health page, the operator's alert) sees the same: the in-isolate counts of
 * worker/services/degraded.ts die with their isolate.
 */
export const DEPENDENCIES = ['nova-poshta'] as const
export type Dependency = (typeof DEPENDENCIES)[number]

export interface DependencyState {
  failingSince: number
  lastFailure: number
}

const keyOf = (name: Dependency) => `dependency:${name}`

export async function noteDependency(kv: KVNamespace, name: Dependency, ok: boolean, now: number): Promise<void> {
  const current = await dependencyState(kv, name)
  if (ok) {
    if (current) await kv.delete(keyOf(name)).catch(() => undefined)
    return
  }
  const next: DependencyState = { failingSince: current?.failingSince ?? now, lastFailure: now }
  await kv.put(keyOf(name), JSON.stringify(next), { expirationTtl: 24 * 3600 }).catch(() => undefined)
}

export async function dependencyState(kv: KVNamespace, name: Dependency): Promise<DependencyState | null> {
  const text = await kv.get(keyOf(name)).catch(() => null)
  if (!text) return null
  try {
    const parsed = JSON.parse(text) as Partial<DependencyState>
    return typeof parsed.failingSince === 'number' && typeof parsed.lastFailure === 'number'
      ? { failingSince: parsed.failingSince, lastFailure: parsed.lastFailure }
      : null
  } catch {
    return null
  }
}
