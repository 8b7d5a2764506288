/**
 * Rebuilding the marketplace feeds on the benchmark's catalogue (100,000 products): each feed built as
 * the Cron Trigger builds it (worker/services/feeds), reading the database over HTTP through the local
 * libSQL server (on a thread of its own, as it runs beside the Worker) and writing to a local R2
 * bucket (miniflare, in workerd: another process) in multipart parts. Prints, asserts nothing.
 *   time   wall clock of the build;
 *   CPU    the main thread's busy time (event-loop utilisation: the JavaScript of the build, the
 *          database client's and R2 binding's own work), not the database server's;
 *   heap   the largest heap seen while it ran (a Worker has 128 MB).
 * `BENCH_ONLY=feeds npm run bench` runs it alone (it neither builds nor serves the store), or
 * `npx tsx tests/bench/feeds.ts [.data/bench.db]`; the first run seeds the file if it is missing.
 */
import { existsSync } from 'node:fs'
import { once } from 'node:events'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { getPlatformProxy } from 'wrangler'
import { FEED_KEYS } from '../../app/domain/feeds/types'
import { createDb } from '../../db/client'
import { migrateFile } from '../../db/local/migrate'
import { feedBuildRows } from '../../db/queries/feeds'
import { seed } from '../../db/seed'
import { createFeedService } from '../../worker/services/feeds'

export async function benchFeeds(file: string, products = Number(process.env.BENCH_PRODUCTS ?? 100_000)) {
  if (!existsSync(file)) await seed({ file, products, images: false, log: console.log })
  else await migrateFile(file)
  const server = new Worker(new URL('./local-db-thread.ts', import.meta.url), { workerData: { file, port: 0 } })
  const [url] = (await once(server, 'message')) as [string]
  const proxy = await getPlatformProxy<Env>({ configPath: 'wrangler.toml', persist: false })
  const db = createDb(url)
  const feeds = createFeedService({ db, bucket: proxy.env.MEDIA, siteUrl: 'https://beauty.example' })
  const rows = []
  try {
    for (const feed of FEED_KEYS) {
      await db.$client.execute({ sql: 'UPDATE feed_builds SET lease_until = NULL WHERE feed = ?', args: [feed] })
      let heap = process.memoryUsage().heapUsed
      const sampler = setInterval(() => (heap = Math.max(heap, process.memoryUsage().heapUsed)), 20)
      const elu = performance.eventLoopUtilization()
      const cpu = process.cpuUsage()
      const t0 = performance.now()
      const ok = await feeds.build(feed)
      const wall = performance.now() - t0
      const busy = performance.eventLoopUtilization(elu)
      const processCpu = process.cpuUsage(cpu)
      clearInterval(sampler)
      const row = (await feedBuildRows(db)).find((r) => r.feed === feed)!
      const stored = await proxy.env.MEDIA.head(`feeds/${feed}.xml`)
      rows.push({
        feed,
        built: ok && row.error === null,
        products: row.products,
        items: row.items,
        'size MB': +(row.bytes / 1e6).toFixed(1),
        'stored MB': stored ? +(stored.size / 1e6).toFixed(1) : 0,
        'time s': +(wall / 1000).toFixed(1),
        'CPU s (main thread)': +(busy.active / 1000).toFixed(1),
        'CPU s (process, incl. db server)': +((processCpu.user + processCpu.system) / 1e6).toFixed(1),
        'max heap MB': Math.round(heap / 1e6),
      })
    }
  } finally {
    await proxy.dispose()
    server.postMessage('close')
  }
  console.log(`\nfeed rebuilds on ${file}:`)
  console.table(rows)
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchFeeds(process.argv[2] ?? '.data/bench.db')
