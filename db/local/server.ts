/**
 * Dev-only libSQL server: serves a local SQLite file over Hrana-over-HTTP so code that uses
 * `@libsql/client/web` (the Worker, in workerd) runs unchanged against it. Stands in for `turso dev` / sqld,
 * which cannot be installed here. Never expose it: it listens on 127.0.0.1 only.
 *
 *   GET  /health       200, no auth (readiness checks)
 *   GET  /v2           200: the version probe of Hrana clients (v3-protobuf answers 404, so they fall back to v2)
 *   POST /v2/pipeline  { baton, requests } -> { baton, base_url, results }
 *   POST /v3-protobuf/pipeline  the same in Hrana 3's protobuf encoding (./hrana-protobuf.ts), which
 *                      the store's own readers of its hottest statements speak (db/first-row.ts)
 *   GET  /stats        with `stats: true` only: what the statements cost so far (DbStats), for the traffic simulation
 */
import { randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ProtobufError } from '../protobuf-wire'
import { ConnectionPool, emptyDbStats, HranaError, HranaStream, type StreamRequest, toProtoError } from './hrana'
import { decodePipelineRequest, encodePipelineResponse, type PipelineResponse } from './hrana-protobuf'

/** A stream (and its open transaction) left idle this long is closed and rolled back, like sqld does. */
const STREAM_IDLE_MS = 10_000
/** How long a statement waits for another stream's write lock before failing with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000

export interface LocalDbServer {
  url: string
  port: number
  close(): Promise<void>
}

export async function startLocalDbServer(opts: {
  file: string
  port?: number
  host?: '127.0.0.1'
  authToken?: string
  /** Tests shorten it; defaults to STREAM_IDLE_MS. */
  streamIdleMs?: number
  /** Let the process exit while the server is still listening (a test runner's config owns it). */
  unref?: boolean
  /** Count what statements cost, answered at GET /stats (each statement then costs two more queries). */
  stats?: boolean
}): Promise<LocalDbServer> {
  const host = opts.host ?? '127.0.0.1'
  const idleMs = opts.streamIdleMs ?? STREAM_IDLE_MS
  const pool = new ConnectionPool(opts.file)
  if (opts.stats) pool.stats = emptyDbStats()
  const live = new Set<HranaStream>()
  // A baton names a stream between two requests. It is single-use: each response carries a fresh one.
  const batons = new Map<string, { stream: HranaStream; timer: NodeJS.Timeout }>()

  async function pipeline(body: { baton?: string | null; requests?: StreamRequest[] }): Promise<PipelineResponse> {
    if (!Array.isArray(body?.requests)) throw new HranaError('Body must be { baton, requests: [...] }', 'PROTO_ERROR')
    let stream: HranaStream
    if (body.baton) {
      const held = batons.get(body.baton)
      if (!held) {
        throw new HranaError(`Unknown or expired baton: streams close after ${idleMs} ms idle`, 'STREAM_EXPIRED')
      }
      batons.delete(body.baton)
      clearTimeout(held.timer)
      stream = held.stream
    } else {
      stream = new HranaStream(pool, BUSY_TIMEOUT_MS)
      live.add(stream)
    }
    const results: PipelineResponse['results'] = []
    for (const req of body.requests) {
      try {
        if (stream.closed) throw new HranaError('Stream is closed', 'STREAM_CLOSED')
        results.push({ type: 'ok', response: await stream.handle(req) })
      } catch (e) {
        results.push({ type: 'error', error: toProtoError(e) })
      }
    }
    let baton: string | null = null
    if (stream.closed) live.delete(stream)
    else {
      baton = randomUUID()
      const timer = setTimeout(() => {
        batons.delete(baton!)
        live.delete(stream)
        stream.close()
      }, idleMs)
      timer.unref()
      batons.set(baton, { stream, timer })
    }
    return { baton, base_url: null, results }
  }

  const expected = opts.authToken === undefined ? undefined : Buffer.from(`Bearer ${opts.authToken}`)
  const authorized = (header: string | undefined) => {
    if (expected === undefined) return true
    const got = Buffer.from(header ?? '')
    return got.length === expected.length && timingSafeEqual(got, expected)
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (req.method === 'GET' && path === '/health') return send(res, 200, { status: 'ok' })
    if (!authorized(req.headers.authorization)) {
      return send(res, 401, { message: 'Unauthorized: missing or wrong bearer token', code: 'UNAUTHORIZED' })
    }
    if (req.method === 'GET' && path === '/v2') return send(res, 200, { version: 2 })
    if (req.method === 'GET' && path === '/stats' && pool.stats) return send(res, 200, pool.stats)
    if (req.method === 'POST' && path === '/v2/pipeline') {
      let body
      try {
        body = JSON.parse((await readBody(req)).toString('utf8'))
      } catch {
        return send(res, 400, { message: 'Body is not valid JSON', code: 'PROTO_ERROR' })
      }
      return send(res, 200, await pipeline(body))
    }
    if (req.method === 'POST' && path === '/v3-protobuf/pipeline') {
      let body
      try {
        body = decodePipelineRequest(await readBody(req))
      } catch (e) {
        if (!(e instanceof ProtobufError)) throw e
        return send(res, 400, { message: `Body is not a protobuf PipelineReqBody: ${e.message}`, code: 'PROTO_ERROR' })
      }
      const answer = encodePipelineResponse(await pipeline(body))
      return void res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(answer)
    }
    return send(res, 404, { message: `Not found: ${req.method} ${path}`, code: 'NOT_FOUND' })
  }

  const server = createServer((req, res) => {
    route(req, res).catch((e: unknown) => send(res, e instanceof HranaError ? 400 : 500, toProtoError(e)))
  })
  // Idle kept-alive sockets are closed by the clients (undici closes its own after 4 s, workerd its pool's),
  // never by this server: a server closing one first raced a busy client about to reuse it ("other side
  // closed"), which stopped the bench's Worker-CPU run and failed a feed run.
  server.keepAliveTimeout = 0
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  if (opts.unref) server.unref()

  return {
    url: `http://${host}:${port}`,
    port,
    async close() {
      for (const { timer } of batons.values()) clearTimeout(timer)
      batons.clear()
      for (const stream of live) stream.close()
      live.clear()
      pool.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections() // clients keep idle keep-alive sockets open
      })
    },
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The client only parses an error body as JSON when content-type is exactly `application/json`. */
function send(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) return void res.end()
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
