/**
 * From what each kind of request costs and how often the page cache answered it, what a day and a
 * month of the modelled traffic cost at 1×, 10× and 100×, priced on the public plans, and the first
 * limit each scale meets. The prices are the providers' published list prices (see PRICES).
 */
import { dailyCounts, type Kind, peakFactor } from './model'
import type { KindCost } from './costs'

/**
 * Public list prices in US dollars (Cloudflare's Workers and KV pricing pages; Turso's pricing page,
 * as summarised on 2026-06-12). Change them here when the providers do.
 */
export const PRICES = {
  workers: { base: 5, requestsIncluded: 10e6, perMillionRequests: 0.3, cpuMsIncluded: 30e6, perMillionCpuMs: 0.02 },
  kv: { readsIncluded: 10e6, perMillionReads: 0.5, writesIncluded: 1e6, perMillionWrites: 5 },
  turso: [
    { plan: 'Free', base: 0, rowsRead: 500e6, rowsWritten: 10e6 },
    { plan: 'Developer', base: 4.99, rowsRead: 2.5e9, rowsWritten: 25e6 },
    { plan: 'Scaler', base: 24.92, rowsRead: 100e9, rowsWritten: 100e6 },
    { plan: 'Pro', base: 416.58, rowsRead: 250e9, rowsWritten: 250e6 },
  ],
  tursoOverage: { perBillionRead: 1, perMillionWritten: 1 },
  r2: { classBIncluded: 10e6, perMillionClassB: 0.36 },
} as const

/** The free plan's limits a store outgrows first. */
export const FREE_LIMITS = { workersRequestsPerDay: 100_000, workersCpuMsPerRequest: 10, kvWritesPerDay: 1000 }
/** KV takes about one write a second to the same key. */
export const KV_WRITES_PER_KEY_PER_SECOND = 1

export interface Usage {
  requests: number
  cpuMs: number
  kvReads: number
  kvWrites: number
  /** Rows read, bounded (see DbStats): at least `rowsReadLow`, at most `rowsRead`. */
  rowsReadLow: number
  rowsRead: number
  rowsWritten: number
  r2Ops: number
}

type Row = KindCost
const costOf = (rows: Row[], name: string) => rows.find((r) => r.kind === name)

/**
 * A kind's cost per request: pages mix their cache hits and misses by the hit ratio the workerd
 * replay saw (or the cost phase's own, when the replay did not send that kind).
 */
export function perRequest(rows: Row[], kind: Kind, hitRatio: number | undefined): Usage | undefined {
  const hit = costOf(rows, `${kind} (hit)`)
  const miss = costOf(rows, `${kind} (miss)`)
  const plain = costOf(rows, kind)
  const parts: Array<[Row, number]> = plain
    ? [[plain, 1]]
    : hit && miss
      ? [
          [hit, hitRatio ?? hit.requests / (hit.requests + miss.requests)],
          [miss, 1 - (hitRatio ?? hit.requests / (hit.requests + miss.requests))],
        ]
      : hit
        ? [[hit, 1]]
        : miss
          ? [[miss, 1]]
          : []
  if (parts.length === 0) return undefined
  const sum = (f: (r: Row) => number) => parts.reduce((total, [r, w]) => total + f(r) * w, 0)
  return {
    requests: 1,
    cpuMs: sum((r) => r['CPU ms']),
    kvReads: sum((r) => r['KV reads']),
    kvWrites: sum((r) => r['KV writes+deletes']),
    rowsReadLow: sum((r) => r['rows read ≥']),
    rowsRead: sum((r) => r['rows read ≤']),
    rowsWritten: sum((r) => r['rows written']),
    r2Ops: sum((r) => r['R2 ops']),
  }
}

export function dailyUsage(rows: Row[], hitRatios: Partial<Record<Kind, number>>, scale = 1): Usage {
  const total: Usage = {
    requests: 0,
    cpuMs: 0,
    kvReads: 0,
    kvWrites: 0,
    rowsReadLow: 0,
    rowsRead: 0,
    rowsWritten: 0,
    r2Ops: 0,
  }
  for (const [kind, count] of Object.entries(dailyCounts()) as [Kind, number][]) {
    const one = perRequest(rows, kind, hitRatios[kind])
    if (!one) continue
    for (const key of Object.keys(total) as (keyof Usage)[]) total[key] += one[key] * count * scale
  }
  return total
}

const over = (used: number, included: number) => Math.max(0, used - included)

/** A month (30 days) of `daily`, priced. */
export function monthlyPrice(daily: Usage) {
  const m = Object.fromEntries(Object.entries(daily).map(([k, v]) => [k, v * 30])) as unknown as Usage
  const w = PRICES.workers
  const workers =
    w.base +
    (over(m.requests, w.requestsIncluded) / 1e6) * w.perMillionRequests +
    (over(m.cpuMs, w.cpuMsIncluded) / 1e6) * w.perMillionCpuMs
  const kv =
    (over(m.kvReads, PRICES.kv.readsIncluded) / 1e6) * PRICES.kv.perMillionReads +
    (over(m.kvWrites, PRICES.kv.writesIncluded) / 1e6) * PRICES.kv.perMillionWrites
  /** The cheapest Turso plan for `rowsRead` a month, overage included. */
  const turso = (rowsRead: number) =>
    PRICES.turso
      .map((plan) => ({
        plan: plan.plan,
        price:
          plan.base +
          (over(rowsRead, plan.rowsRead) / 1e9) * PRICES.tursoOverage.perBillionRead +
          (over(m.rowsWritten, plan.rowsWritten) / 1e6) * PRICES.tursoOverage.perMillionWritten,
      }))
      .reduce((best, option) => (option.price < best.price ? option : best))
  const r2 = (over(m.r2Ops, PRICES.r2.classBIncluded) / 1e6) * PRICES.r2.perMillionClassB
  const [tursoLow, tursoHigh] = [turso(m.rowsReadLow), turso(m.rowsRead)]
  return {
    month: m,
    workers,
    kv,
    tursoLow,
    tursoHigh,
    r2,
    totalLow: workers + kv + tursoLow.price + r2,
    totalHigh: workers + kv + tursoHigh.price + r2,
  }
}

/** What a scale first runs into: each limit with how far the scale is from it (≥ 1 means met). */
export function limitsAt(rows: Row[], daily: Usage, kvWritesPeakPerSecond: number) {
  const worstCpu = Math.max(...rows.map((r) => r['CPU ms']))
  const month = daily.rowsRead * 30
  return [
    { limit: 'Workers Free: 100,000 requests a day', use: daily.requests / FREE_LIMITS.workersRequestsPerDay },
    {
      limit: 'Workers Free: 10 ms CPU a request (the dearest kind)',
      use: worstCpu / FREE_LIMITS.workersCpuMsPerRequest,
    },
    { limit: 'KV Free: 1,000 writes a day', use: daily.kvWrites / FREE_LIMITS.kvWritesPerDay },
    {
      limit: 'KV: 1 write a second to one key (its most written key, at the peak hour)',
      use: kvWritesPeakPerSecond / KV_WRITES_PER_KEY_PER_SECOND,
    },
    ...PRICES.turso.map((plan) => ({
      limit: `Turso ${plan.plan}: ${plan.rowsRead / 1e9} billion rows read a month`,
      use: month / plan.rowsRead,
      low: (daily.rowsReadLow * 30) / plan.rowsRead,
    })),
    ...PRICES.turso.map((plan) => ({
      limit: `Turso ${plan.plan}: ${plan.rowsWritten / 1e6} million rows written a month`,
      use: (daily.rowsWritten * 30) / plan.rowsWritten,
    })),
  ]
}

/** KV writes a second in the peak hour, the rate a single purged key would take at worst. */
export const peakPerSecond = (daily: number) => (daily * peakFactor()) / 24 / 3600
