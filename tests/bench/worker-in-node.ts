/**
 * The built Worker (dist/server) run inside this Node process, so its CPU can be read with
 * process.cpuUsage(): workerd's clocks stand still while JavaScript runs, and workerd's process CPU
 * also counts the local KV, R2 and cache stand-ins. Here the bindings are in memory, and the
 * database is the local libSQL server (another process) reached over HTTP as the Worker reaches
 * Turso; what this process spends on those HTTP round trips is measured apart by replaying them
 * (worker-cpu.ts) and subtracted.
 */
import { register } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { readFileSync } from 'node:fs'

interface BuiltWranglerConfig {
  vars: Record<string, string>
  kv_namespaces: Array<{ binding: string }>
  r2_buckets: Array<{ binding: string }>
  ratelimits: Array<{ name: string }>
}

/** A KV namespace in a Map: the calls the store makes (get, put, delete, list), with expiry ignored. */
class MemoryKv {
  private readonly entries = new Map<string, string>()
  async get(key: string, options?: 'text' | 'json' | { type?: string }) {
    const value = this.entries.get(key)
    if (value === undefined) return null
    const type = typeof options === 'string' ? options : options?.type
    return type === 'json' ? JSON.parse(value) : value
  }
  async put(key: string, value: string) {
    this.entries.set(key, String(value))
  }
  async delete(key: string) {
    this.entries.delete(key)
  }
  async list({ prefix = '' }: { prefix?: string } = {}) {
    const keys = [...this.entries.keys()].filter((key) => key.startsWith(prefix)).map((name) => ({ name }))
    return { keys, list_complete: true, cursor: '' }
  }
}

/** The store's limiters never refuse a benchmark. */
const openLimiter = { limit: async () => ({ success: true }) }

/** caches.default in a Map: a kept answer's status, headers and bytes (the rendered targets are never cacheable). */
class MemoryCache {
  private readonly entries = new Map<string, { status: number; headers: [string, string][]; body: ArrayBuffer }>()
  async match(request: Request) {
    const kept = this.entries.get(request.url)
    return kept && new Response(kept.body.slice(0), { status: kept.status, headers: kept.headers })
  }
  async put(request: Request, response: Response) {
    const body = await response.arrayBuffer()
    this.entries.set(request.url, { status: response.status, headers: [...response.headers], body })
  }
  async delete(request: Request) {
    return this.entries.delete(request.url)
  }
}

export interface NodeWorker {
  /** Answers one request (its body read into `answer`); what it handed to waitUntil runs on. */
  fetch(
    path: string,
    headers: Record<string, string>,
    init?: { method?: string; body?: string },
  ): Promise<Response & { answer?: ArrayBuffer }>
  /** The bindings the Worker is given (the simulation wraps them to count their operations). */
  env: Record<string, unknown>
  /** Waits for all the work handed to waitUntil so far. */
  settle(): Promise<void>
}

/**
 * Loads dist/server/index.js (or another build's `serverDir`, to compare two builds in one process)
 * with in-memory bindings and `databaseUrl` as TURSO_DATABASE_URL.
 */
export async function loadBuiltWorker(
  databaseUrl: string,
  siteUrl: string,
  serverDir = path.resolve('dist/server'),
): Promise<NodeWorker> {
  const config = JSON.parse(readFileSync(path.join(serverDir, 'wrangler.json'), 'utf8')) as BuiltWranglerConfig
  const env: Record<string, unknown> = { ...config.vars, TURSO_DATABASE_URL: databaseUrl, SITE_URL: siteUrl }
  for (const kv of config.kv_namespaces) env[kv.binding] = new MemoryKv()
  for (const limiter of config.ratelimits) env[limiter.name] = openLimiter
  // No target reads media; a bucket that holds nothing is enough.
  for (const r2 of config.r2_buckets) env[r2.binding] = { get: async () => null, head: async () => null }
  ;(globalThis as Record<string, unknown>).__benchWorkerEnv = env
  const cache = new MemoryCache()
  ;(globalThis as Record<string, unknown>).caches ??= { default: cache, open: async () => cache }
  // `import { env } from "cloudflare:workers"` in the build resolves to the same bindings.
  const shim = `export const env = globalThis.__benchWorkerEnv; export const waitUntil = (work) => globalThis.__benchWaitUntil(work); export class WorkerEntrypoint {}; export class DurableObject {}`
  const hooks = `
    export async function resolve(specifier, context, next) {
      if (specifier === 'cloudflare:workers') return { url: 'data:text/javascript,' + encodeURIComponent(${JSON.stringify(shim)}), shortCircuit: true }
      return next(specifier, context)
    }`
  register(`data:text/javascript,${encodeURIComponent(hooks)}`)
  const worker = (await import(pathToFileURL(path.join(serverDir, 'index.js')).href)).default as {
    fetch(request: Request, env: unknown, ctx: unknown): Promise<Response>
  }
  // Work handed to waitUntil (the request's or the module's) runs on after the answer, as in workerd,
  // and is awaited by settle(): a view counted for a second's batch does not hold up the next request.
  const background: Promise<unknown>[] = []
  const later = (work: Promise<unknown>) => void background.push(work)
  ;(globalThis as Record<string, unknown>).__benchWaitUntil = later
  return {
    env,
    async fetch(pathname, headers, init) {
      const ctx = { waitUntil: later, passThroughOnException: () => {}, props: {} }
      const response = await worker.fetch(new Request(siteUrl + pathname, { headers, ...init }), env, ctx)
      return Object.assign(response, { answer: await response.arrayBuffer() })
    },
    async settle() {
      while (background.length > 0) await Promise.allSettled(background.splice(0))
    },
  }
}
