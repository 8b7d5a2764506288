/**
 * `npm run bench`: measures the production build (served by `wrangler dev` on loopback) with
 * autocannon and prints requests per second and p50/p99 latency. It asserts nothing.
 *   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_PORT (default 3200).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import autocannon from 'autocannon'
import { OFFLINE_ENV } from '../../scripts/local-stack'

const port = Number(process.env.BENCH_PORT ?? 3200)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const base = `http://127.0.0.1:${port}`

const targets: Array<{ name: string; path: string; headers: Record<string, string> }> = [
  { name: 'GET /api/v1/health (baseline)', path: '/api/v1/health', headers: {} },
  { name: 'home page (SSR)', path: '/', headers: { cookie: 'user-locale=ua' } },
  { name: 'GET /api/v1/shop/products/latest/', path: '/api/v1/shop/products/latest/', headers: { 'accept-language': 'ua' } },
  { name: 'GET /api/v1/shop/categories/tree/', path: '/api/v1/shop/categories/tree/', headers: { 'accept-language': 'en' } },
]

async function waitForHealth(child: ChildProcess) {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited before it was ready')
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become ready in 5 minutes')
}

const args = ['tsx', 'scripts/start.ts', ...(existsSync('dist/server/index.js') && !process.argv.includes('--build') ? ['--no-build'] : [])]
const server = spawn('npx', args, { env: { ...process.env, ...OFFLINE_ENV, PORT: String(port), LOCAL_DB_PORT: String(port + 1) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
try {
  await waitForHealth(server)
  console.log(`\nbench: ${seconds}s per target, ${connections} connections, ${base}\n`)
  const rows = []
  for (const target of targets) {
    // Warm the caches (KV, isolate) so the figures describe steady state.
    await fetch(base + target.path, { headers: target.headers })
    const result = await autocannon({ url: base + target.path, connections, duration: seconds, headers: target.headers })
    rows.push({
      target: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    })
  }
  console.table(rows)
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
}
