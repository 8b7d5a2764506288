/** The simulation's figures as the Markdown docs/scaling.md carries between its generated markers. */
import type { DbStats } from '../../db/local/hrana'
import type { KindCost } from './costs'
import type { limitsAt, monthlyPrice, Usage } from './plan'
import type { Replay } from './replay'

const table = (rows: Array<Record<string, unknown>>) => {
  if (rows.length === 0) return ''
  const columns = Object.keys(rows[0]!)
  return [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((c) => String(row[c] ?? '')).join(' | ')} |`),
  ].join('\n')
}

const n = (value: number) =>
  value >= 1e9
    ? `${(value / 1e9).toFixed(2)} B`
    : value >= 1e6
      ? `${(value / 1e6).toFixed(1)} M`
      : value >= 1e4
        ? `${Math.round(value / 1e3)} k`
        : String(Math.round(value))
const usd = (value: number) => `$${value.toFixed(2)}`

export function renderReport(input: {
  command: string
  when: string
  load: string
  products: number
  kindCosts: KindCost[]
  fanOut: Array<Record<string, unknown>>
  replayed: Replay
  db: { before: DbStats; after: DbStats }
  scales: Array<{
    times: number
    daily: Usage
    hottest: { key: string; perDay: number }
    price: ReturnType<typeof monthlyPrice>
    limits: ReturnType<typeof limitsAt>
  }>
  pageKinds: string[]
}): string {
  const { replayed, db } = input
  const sent = replayed.kinds.reduce((sum, k) => sum + k.requests, 0)
  const statements = db.after.statements - db.before.statements
  const rowsUpper = db.after.vmSteps - db.before.vmSteps
  const rowsWritten = db.after.rowsWritten - db.before.rowsWritten
  const productViews = replayed.kinds
    .filter((k) => k.kind === 'product' || k.kind === 'partnerProduct')
    .reduce((sum, k) => sum + k.requests, 0)
  const orders = replayed.kinds.find((k) => k.kind === 'order')?.['2xx'] ?? 0
  const pages = replayed.kinds.filter((k) => k['page-cache hits'])
  const hits = pages.reduce((sum, k) => sum + (Number.parseInt(k['page-cache hits']) / 100) * k.requests, 0)
  const pageRequests = pages.reduce((sum, k) => sum + k.requests, 0)
  return [
    `Run ${input.when} UTC with \`${input.command}\` on ${n(input.products)} products, load average ${input.load} (two cores).`,
    '',
    '### What a request costs, by kind',
    '',
    'One request at a time through the built Worker in process (SIM_COST_SECONDS of peak traffic at 1×). CPU is the',
    "process's, its database client included; rows read are bounded (SQLite does not count them as Turso",
    'does): at least the full-scan steps or rows returned, at most the statements’ virtual-machine steps.',
    '',
    table(input.kindCosts as unknown as Array<Record<string, unknown>>),
    '',
    'What each write invalidates (KV keys it writes or deletes, by pattern; cached copies it deletes):',
    '',
    table(input.fanOut),
    '',
    `### The peak hour on workerd, ${replayed.seconds} s in real time`,
    '',
    `${replayed.requests} requests (${(replayed.requests / replayed.seconds).toFixed(1)} a second; ${replayed.late} sent over a second late).`,
    `Page cache: ${pageRequests ? Math.round((hits / pageRequests) * 100) : 0} % of cacheable page views answered from it.`,
    `Database: ${(statements / Math.max(1, sent)).toFixed(1)} statements and at most ${n(rowsUpper / Math.max(1, sent))} rows read a request over the replay; ${n(rowsWritten)} rows written in all (${productViews} product-page views, ${orders} orders: ${(rowsWritten / Math.max(1, productViews)).toFixed(2)} rows written a product view at most, all other writes included).`,
    `workerd: ${(replayed.workerdCpuMs / Math.max(1, sent)).toFixed(1)} ms CPU a request (its KV, cache and R2 stand-ins included); resident memory ${replayed.memoryMb.start} MB at the start, ${replayed.memoryMb.min}–${replayed.memoryMb.max} MB during, ${replayed.memoryMb.end} MB at the end.`,
    replayed.heapMb
      ? `The store isolate's JavaScript heap retained (after a full collection, every 15 s): ${replayed.heapMb.start} MB at the start, ${replayed.heapMb.min}–${replayed.heapMb.max} MB during, ${replayed.heapMb.end} MB at the end (the limit is 128 MB; workerd's resident memory above is the whole local runtime's, its KV, cache and R2 stand-ins included).`
      : 'The isolate heap was not read.',
    `Orders: ${replayed.orders.acknowledged} acknowledged, ${replayed.orders.stored} stored, ${replayed.orders.lost} lost, ${replayed.orders.duplicated} duplicated; ${replayed.orders.negativeStock} stock rows below zero.`,
    '',
    table(replayed.kinds as unknown as Array<Record<string, unknown>>),
    '',
    Object.keys(replayed.rejected).length
      ? `Refused answers: ${Object.entries(replayed.rejected)
          .map(([label, count]) => `${label} ×${count}`)
          .join(', ')}.`
      : 'No refused answers.',
    '',
    '### A day and a month, priced',
    '',
    table(
      input.scales.map(({ times, daily, price }) => ({
        scale: `${times}×`,
        'Worker requests/day': n(daily.requests),
        'CPU s/day': n(daily.cpuMs / 1000),
        'KV reads/day': n(daily.kvReads),
        'KV writes/day': n(daily.kvWrites),
        'rows read/day': `${n(daily.rowsReadLow)}–${n(daily.rowsRead)}`,
        'rows written/day': n(daily.rowsWritten),
        'Workers $/month': usd(price.workers),
        'KV $/month': usd(price.kv),
        'Turso $/month': `${usd(price.tursoLow.price)} (${price.tursoLow.plan})–${usd(price.tursoHigh.price)} (${price.tursoHigh.plan})`,
        'total $/month': `${usd(price.totalLow)}–${usd(price.totalHigh)}`,
      })),
    ),
    '',
    '### The limits each scale meets (use ≥ 100 % means met)',
    '',
    `The KV key written most: \`${input.scales[0]!.hottest.key.replace(/:\d+$/, ':…')}\`, ${n(input.scales[0]!.hottest.perDay)} writes a day at 1×.`,
    '',
    table(
      input.scales[0]!.limits.map((limit, i) => ({
        limit: limit.limit,
        ...Object.fromEntries(
          input.scales.map((s) => {
            const { use, low } = s.limits[i]! as { use: number; low?: number }
            const pct = (x: number) => `${Math.round(x * 100)} %`
            return [`${s.times}×`, low === undefined ? pct(use) : `${pct(low)}–${pct(use)}`]
          }),
        ),
      })),
    ),
  ].join('\n')
}
