/**
 * Rebuilding the marketplace feeds on the benchmark's catalogue (100,000 products): each feed built as
 * the Cron Trigger builds it (worker/services/feeds), reading the database over HTTP through the local
 * libSQL server (a process of its own, as it runs beside the Worker) and writing its multipart parts
 * to an R2 stand-in that keeps only their sizes (R2 is another machine; its own work is not the
 * Worker's). Prints, asserts nothing.
 *   time   wall clock of the build;
 *   CPU    this process's CPU during the build: the build's JavaScript, the database client's and the
 *          HTTP client's work (on Cloudflare, fetch is native code: an upper bound of the Worker's);
 *   heap   the largest heap seen while it ran (a Worker has 128 MB).
 * `BENCH_ONLY=feeds npm run bench` runs it alone (it neither builds nor serves the store), or
 * `npx tsx tests/bench/feeds.ts [.data/bench.db]`; the first run seeds the file if it is missing.
 */
import { existsSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { FEED_KEYS } from '../../app/domain/feeds/types'
import { createDb } from '../../db/client'
import { migrateFile } from '../../db/local/migrate'
import { feedBuildRows } from '../../db/queries/feeds'
import { seed } from '../../db/seed'
import { createFeedService } from '../../worker/services/feeds'

export async function benchFeeds(file: string, products = Number(process.env.BENCH_PRODUCTS ?? 100_000)) {
  if (!existsSync(file)) await seed({ file, products, images: false, log: console.log })
  else await migrateFile(file)
  const server = spawn('npx', ['tsx', 'tests/bench/local-db-process.ts', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(server.stdout, 'data')) as [Buffer]
  const db = createDb(line.toString().trim())
  const bucket = new SizeOnlyBucket()
  const feeds = createFeedService({ db, bucket: bucket as unknown as R2Bucket, siteUrl: 'https://beauty.example' })
  const rows = []
  try {
    for (const feed of FEED_KEYS) {
      await db.$client.execute({ sql: 'UPDATE feed_builds SET lease_until = NULL WHERE feed = ?', args: [feed] })
      let heap = process.memoryUsage().heapUsed
      const sampler = setInterval(() => (heap = Math.max(heap, process.memoryUsage().heapUsed)), 20)
      const cpu = process.cpuUsage()
      const t0 = performance.now()
      const ok = await feeds.build(feed)
      const wall = performance.now() - t0
      const processCpu = process.cpuUsage(cpu)
      clearInterval(sampler)
      const row = (await feedBuildRows(db)).find((r) => r.feed === feed)!
      const stored = bucket.objects.get(`feeds/${feed}.xml`)
      rows.push({
        feed,
        built: ok && row.error === null,
        products: row.products,
        items: row.items,
        'size MB': +(row.bytes / 1e6).toFixed(1),
        'stored MB': +((stored?.size ?? 0) / 1e6).toFixed(1),
        parts: stored?.parts ?? 0,
        'time s': +(wall / 1000).toFixed(1),
        'CPU s': +((processCpu.user + processCpu.system) / 1e6).toFixed(1),
        'max heap MB': Math.round(heap / 1e6),
      })
    }
  } finally {
    server.kill('SIGTERM')
  }
  console.log(`\nfeed rebuilds on ${file}:`)
  console.table(rows)
  return rows
}

/** R2 as the builder uses it, keeping each object's size and part count only. */
class SizeOnlyBucket {
  objects = new Map<string, { size: number; parts: number }>()
  async put(key: string, body: Uint8Array) {
    this.objects.set(key, { size: body.byteLength, parts: 1 })
  }
  async delete(key: string) {
    this.objects.delete(key)
  }
  async createMultipartUpload(key: string) {
    const sizes: number[] = []
    return {
      uploadPart: async (partNumber: number, bytes: Uint8Array) => {
        sizes.push(bytes.byteLength)
        return { partNumber, etag: String(partNumber) }
      },
      complete: async () => {
        this.objects.set(key, { size: sizes.reduce((a, b) => a + b, 0), parts: sizes.length })
      },
      abort: async () => undefined,
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchFeeds(process.argv[2] ?? '.data/bench.db')
