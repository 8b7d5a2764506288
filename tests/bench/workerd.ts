/**
 * The production build (dist/) on workerd through Miniflare, with no dev proxy in front: requests
 * reach the Worker's own socket, as they reach a Worker on Cloudflare. Bindings, vars and
 * compatibility settings are read from the build's dist/server/wrangler.json. Used by the bench's
 * server (serve-workerd.ts) and the traffic simulation.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'

interface BuiltWranglerConfig {
  name: string
  compatibility_date: string
  compatibility_flags: string[]
  vars: Record<string, string>
  kv_namespaces: Array<{ binding: string; id: string }>
  r2_buckets: Array<{ binding: string; bucket_name: string }>
  ratelimits: Array<{ name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } }>
  assets?: { run_worker_first?: boolean | string[] }
}

const serverDir = 'dist/server'

/** index.js (the entry) first, then every chunk it may import; wrangler's `no_bundle` upload is the same list. */
function workerModules() {
  const chunks = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.js') && file !== 'index.js',
  )
  return ['index.js', ...chunks].map((file) => ({ type: 'ESModule' as const, path: path.resolve(serverDir, file) }))
}

const builtConfig = () => JSON.parse(readFileSync(path.join(serverDir, 'wrangler.json'), 'utf8')) as BuiltWranglerConfig

/**
 * The build's static files and asset routing as wrangler sets them up: the asset router answers a file
 * it has, the Worker everything else, and the paths of the build's `run_worker_first` go to the Worker
 * without the router asking the asset worker first.
 */
export function storeAssets() {
  return {
    directory: path.resolve(serverDir, '../client'),
    routerConfig: { has_user_worker: true },
    run_worker_first: builtConfig().assets?.run_worker_first,
  }
}

/** Serves the build on 127.0.0.1:`port` with the database at `databaseUrl` and KV/R2 kept under `persist`. */
export async function startWorkerd(opts: {
  port: number
  databaseUrl: string
  persist: string
  siteUrl?: string
  vars?: Record<string, string>
  /** Drop the Worker's informational log lines (one per request); warnings and errors still show. */
  quiet?: boolean
  /** Open workerd's inspector on this port (the simulation reads the isolate's heap through it). */
  inspectorPort?: number
}): Promise<Miniflare> {
  const config = builtConfig()
  const miniflare = new Miniflare({
    ...convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: opts.port,
      modulesRoot: path.resolve(serverDir),
      modules: workerModules(),
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
      bindings: {
        ...config.vars,
        ...opts.vars,
        TURSO_DATABASE_URL: opts.databaseUrl,
        SITE_URL: opts.siteUrl ?? `http://127.0.0.1:${opts.port}`,
      },
      kvNamespaces: Object.fromEntries(config.kv_namespaces.map((kv) => [kv.binding, kv.id])),
      r2Buckets: Object.fromEntries(config.r2_buckets.map((r2) => [r2.binding, r2.bucket_name])),
      ratelimits: Object.fromEntries(
        config.ratelimits.map(({ name, namespace_id, simple }) => [name, { namespace_id, simple }]),
      ),
      name: config.name,
      assets: storeAssets(),
    }),
    resourcePersistencePath: opts.persist,
    ...(opts.inspectorPort !== undefined && { inspectorPort: opts.inspectorPort }),
    ...(opts.quiet && {
      handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
        if (level !== 'info' && level !== 'log' && level !== 'debug') console.error(message)
      },
    }),
  })
  await miniflare.ready
  return miniflare
}
