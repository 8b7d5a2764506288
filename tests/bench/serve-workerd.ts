/**
 * Serves the production build (dist/) on workerd through Miniflare, with no dev proxy in front:
 * requests reach the Worker's own socket, as they reach a Worker on Cloudflare. `npm run bench`
 * measures this server; `npm start` (wrangler dev) adds a second workerd hop for live reload.
 * Bindings, vars and compatibility settings are read from the build's dist/server/wrangler.json.
 * PORT (default 3200), LOCAL_DB_PORT, LOCAL_DB_FILE and LOCAL_STATE_DIR as for `npm start`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { LOCAL_STATE_DIR, startLocalData } from '../../scripts/local-stack'

interface BuiltWranglerConfig {
  name: string
  compatibility_date: string
  compatibility_flags: string[]
  vars: Record<string, string>
  kv_namespaces: Array<{ binding: string; id: string }>
  r2_buckets: Array<{ binding: string; bucket_name: string }>
  ratelimits: Array<{ name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } }>
}

const serverDir = 'dist/server'
const config = JSON.parse(readFileSync(path.join(serverDir, 'wrangler.json'), 'utf8')) as BuiltWranglerConfig
const port = Number(process.env.PORT ?? 3200)
// The same KV and R2 files as `wrangler dev --persist-to LOCAL_STATE_DIR` (the seed writes there).
const persist = path.resolve(LOCAL_STATE_DIR, 'v3')

/** index.js (the entry) first, then every chunk it may import; wrangler's `no_bundle` upload is the same list. */
function workerModules() {
  const chunks = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.js') && file !== 'index.js',
  )
  return ['index.js', ...chunks].map((file) => ({ type: 'ESModule' as const, path: path.resolve(serverDir, file) }))
}

const db = await startLocalData()
const miniflare = new Miniflare({
  ...convertV4MiniflareOptions({
    host: '127.0.0.1',
    port,
    modulesRoot: path.resolve(serverDir),
    modules: workerModules(),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: {
      ...config.vars,
      TURSO_DATABASE_URL: db.url,
      SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${port}`,
    },
    kvNamespaces: Object.fromEntries(config.kv_namespaces.map((kv) => [kv.binding, kv.id])),
    r2Buckets: Object.fromEntries(config.r2_buckets.map((r2) => [r2.binding, r2.bucket_name])),
    ratelimits: Object.fromEntries(
      config.ratelimits.map(({ name, namespace_id, simple }) => [name, { namespace_id, simple }]),
    ),
    name: config.name,
    // Static files first, then the Worker for everything else (wrangler's router settings).
    assets: { directory: path.resolve(serverDir, '../client'), routerConfig: { has_user_worker: true } },
  }),
  resourcePersistencePath: persist,
})
console.log(`[workerd] production build at ${await miniflare.ready}`)

const stop = async () => {
  await miniflare.dispose()
  await db.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
