/**
 * What reading the database's answer costs the Worker in each of Hrana's encodings, for the two
 * pipelines the store reads itself (db/first-row.ts, db/batch-rows.ts): a 24-product listing and a
 * product page's batch, captured once from the bench catalogue through the local server, then read in
 * turn, in one process: JSON (v2/pipeline, what @libsql/client speaks: the request written and encoded,
 * the envelope decoded and parsed, each value taken out; then the listing's lists parsed) against
 * protobuf (v3-protobuf/pipeline: db/hrana-protobuf.ts; the same lists parsed). CPU ms per answer,
 * the median of 10 rounds of 300 after 300 unmeasured.
 *   npx tsx tests/bench/hrana-encodings.ts [.data/bench.db]
 */
import Database from 'libsql'
import { createDb } from '../../db/client'
import { decodePipeline, encodePipeline, type PipelineRequest } from '../../db/hrana-protobuf'
import { decodePipelineRequest } from '../../db/local/hrana-protobuf'
import { startLocalDbServer } from '../../db/local/server'
import { listingPage } from '../../db/queries/listing'
import { productPageRows } from '../../db/queries/product-page'

const file = process.argv[2] ?? '.data/bench.db'
const server = await startLocalDbServer({ file, port: 0 })
const db = createDb(server.url)

/** The protobuf request and answer of the one pipeline `run` sends. */
async function capture(run: () => Promise<unknown>): Promise<{ request: Uint8Array; answer: Uint8Array }> {
  const original = globalThis.fetch
  let captured: { request: Uint8Array; answer: Uint8Array } | undefined
  globalThis.fetch = (async (input: string, init: { body: Uint8Array<ArrayBuffer> }) => {
    const response = await original(input, init)
    captured = { request: init.body, answer: new Uint8Array(await response.clone().arrayBuffer()) }
    return response
  }) as typeof fetch
  try {
    await run()
  } finally {
    globalThis.fetch = original
  }
  return captured!
}

type JsonValue = { type: string; value?: string | number }
const jsonValue = (v: JsonValue) => (v.type === 'null' ? null : v.type === 'integer' ? Number(v.value) : v.value)
/** The same request as the JSON encoding writes it (JS values as the client sends them), and its answer. */
async function asJson(requestBytes: Uint8Array) {
  const { requests } = decodePipelineRequest(requestBytes)
  const body = { baton: null, requests }
  const response = await fetch(`${server.url}/v2/pipeline`, { method: 'POST', body: JSON.stringify(body) })
  return { body, answer: new Uint8Array(await response.arrayBuffer()) }
}
/** The protobuf encoding's requests from the local server's reading of them. */
function asRequests(requestBytes: Uint8Array): PipelineRequest[] {
  type Stmt = { sql: string; args: JsonValue[]; want_rows: boolean }
  const stmt = (s: Stmt) => ({ sql: s.sql, args: s.args.map((a) => jsonValue(a) as number), wantRows: s.want_rows })
  return decodePipelineRequest(requestBytes)
    .requests.filter((r) => r.type !== 'close')
    .map((r) =>
      r.type === 'execute'
        ? { type: 'execute', stmt: stmt(r.stmt as Stmt) }
        : {
            type: 'batch',
            steps: (r as unknown as { batch: { steps: { condition: never; stmt: Stmt }[] } }).batch.steps.map((s) => ({
              condition: s.condition ?? undefined,
              stmt: stmt(s.stmt),
            })),
          },
    )
}

const parseLists = (row: unknown[]) =>
  row.reduce<number>((n, v) => n + (typeof v === 'string' && v[0] === '[' ? (JSON.parse(v) as []).length : 0), 0)
type Rows = { rows: unknown[][] }
const encoder = new TextEncoder()
const decoder = new TextDecoder()

const reader = new Database(file, { readonly: true })
const brand = (
  reader.prepare('SELECT brand_id FROM products GROUP BY brand_id ORDER BY count(*) DESC').get() as { brand_id: number }
).brand_id
const slug = (reader.prepare('SELECT slug FROM products ORDER BY id LIMIT 1 OFFSET 500').get() as { slug: string }).slug
reader.close()

const cases = [
  {
    name: 'listing, 24 products (one row of lists)',
    run: () =>
      listingPage(db, { wholesale: false, brandIds: [brand], priceMin: 100, priceMax: 3000 }, 'price_asc', 24, 0, 'ua'),
    readJson: (envelope: { results: { response: { result: Rows } }[] }) =>
      parseLists(envelope.results[0]!.response.result.rows[0]!.map((v) => jsonValue(v as JsonValue))),
    readProtobuf: (results: { response: { result: Rows } }[]) => parseLists(results[0]!.response.result.rows[0]!),
  },
  {
    name: "product page's batch",
    run: () => productPageRows(db, slug, 10),
    readJson: (envelope: { results: { response: { result: { step_results: (Rows | null)[] } } }[] }) =>
      envelope.results[0]!.response.result.step_results.reduce(
        (n, step) => n + (step?.rows.map((row) => row.map((v) => jsonValue(v as JsonValue))).length ?? 0),
        0,
      ),
    readProtobuf: (results: { response: { result: { stepResults: (Rows | undefined)[] } } }[]) =>
      results[0]!.response.result.stepResults.reduce((n, step) => n + (step?.rows.length ?? 0), 0),
  },
]

const cpuMs = (fn: () => number, times: number) => {
  const start = process.cpuUsage()
  for (let i = 0; i < times; i++) fn()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000 / times
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

const table = []
for (const { name, run, readJson, readProtobuf } of cases) {
  const captured = await capture(run)
  const json = await asJson(captured.request)
  const requests = asRequests(captured.request)
  const viaJson = () => {
    encoder.encode(JSON.stringify(json.body))
    return readJson(JSON.parse(decoder.decode(json.answer)))
  }
  const viaProtobuf = () => {
    encodePipeline(requests)
    return readProtobuf(decodePipeline(captured.answer) as never)
  }
  if (viaJson() !== viaProtobuf()) throw new Error(`${name}: the two encodings read different answers`)
  for (let i = 0; i < 300; i++) {
    viaJson()
    viaProtobuf()
  }
  const rounds = { json: [] as number[], protobuf: [] as number[] }
  for (let round = 0; round < 10; round++) {
    rounds.json.push(cpuMs(viaJson, 300))
    rounds.protobuf.push(cpuMs(viaProtobuf, 300))
  }
  const [j, p] = [median(rounds.json), median(rounds.protobuf)]
  table.push({
    pipeline: name,
    'answer KB json / protobuf': `${(json.answer.length / 1024).toFixed(1)} / ${(captured.answer.length / 1024).toFixed(1)}`,
    'json ms': j.toFixed(3),
    'protobuf ms': p.toFixed(3),
    change: `${(((p - j) / j) * 100).toFixed(0)} %`,
  })
}
console.table(table)
await server.close()
process.exit(0)
