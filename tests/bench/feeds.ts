/**
 * Rebuilding the marketplace feeds on the benchmark's catalogue (100,000 products): each feed built as
 * the Cron Trigger builds it (worker/services/feeds: a bounded share per run, run after run), reading the database over HTTP through the local
 * libSQL server (a process of its own, as it runs beside the Worker) and writing its multipart parts
 * to an R2 stand-in that keeps only their sizes (R2 is another machine; its own work is not the
 * Worker's). Prints, asserts nothing.
 *   time   wall clock of the build (its runs together; between runs the Cron Trigger waits a minute);
 *   CPU    this process's CPU during the build (and the most one run took): the build's JavaScript, the database client's and the
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
  // Node itself (tsx as its loader), so the SIGTERM at the end reaches the server, not a wrapper that leaves it running.
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/local-db-process.ts', file], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const [line] = (await once(server.stdout, 'data')) as [Buffer]
  const db = createDb(line.toString().trim())
  const bucket = new SizeOnlyBucket()
  const feeds = createFeedService({ db, bucket: bucket as unknown as R2Bucket, siteUrl: 'https://beauty.example' })
  const rows = []
  try {
    for (const feed of FEED_KEYS) {
      await db.$client.execute({
        sql: 'UPDATE feed_builds SET lease_until = NULL, lease_token = NULL, build_state = NULL WHERE feed = ?',
        args: [feed],
      })
      let heap = process.memoryUsage().heapUsed
      const sampler = setInterval(() => (heap = Math.max(heap, process.memoryUsage().heapUsed)), 20)
      const runs: { wall: number; cpu: number; outcome: string }[] = []
      let outcome = 'continued'
      // Run after run, as the Cron Trigger carries a build on (each run's share bounded by FEED_PAGES_PER_RUN).
      while (outcome === 'continued' || outcome === 'interrupted') {
        const cpu = process.cpuUsage()
        const t0 = performance.now()
        outcome = await feeds.run(feed)
        const used = process.cpuUsage(cpu)
        runs.push({ wall: performance.now() - t0, cpu: (used.user + used.system) / 1000, outcome })
      }
      clearInterval(sampler)
      const row = (await feedBuildRows(db)).find((r) => r.feed === feed)!
      const stored = bucket.objects.get(`feeds/${feed}.xml`)
      const sum = (k: 'wall' | 'cpu') => runs.reduce((a, r) => a + r[k], 0)
      const max = (k: 'wall' | 'cpu') => Math.max(...runs.map((r) => r[k]))
      rows.push({
        feed,
        built: outcome === 'finished' && row.error === null,
        items: row.items,
        'size MB': +(row.bytes / 1e6).toFixed(1),
        'stored MB': +((stored?.size ?? 0) / 1e6).toFixed(1),
        parts: stored?.parts ?? 0,
        runs: runs.length,
        interrupted: runs.filter((r) => r.outcome === 'interrupted').length,
        'time s': +(sum('wall') / 1000).toFixed(1),
        'CPU s': +(sum('cpu') / 1000).toFixed(1),
        'max run time s': +(max('wall') / 1000).toFixed(1),
        'max run CPU s': +(max('cpu') / 1000).toFixed(1),
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

/**
 * R2 as the builder uses it: feeds keep each object's size and part count only; the bytes a run
 * carries to the next (feeds/pending/) are kept whole, as the next run reads them back.
 */
class SizeOnlyBucket {
  objects = new Map<string, { size: number; parts: number; bytes?: Uint8Array }>()
  private uploads = new Map<string, number[]>()
  private serial = 0
  async put(key: string, body: Uint8Array) {
    this.objects.set(key, {
      size: body.byteLength,
      parts: 1,
      bytes: key.startsWith('feeds/pending/') ? body : undefined,
    })
  }
  async get(key: string) {
    const bytes = this.objects.get(key)?.bytes
    return bytes ? { arrayBuffer: async () => bytes.slice().buffer } : null
  }
  async delete(keys: string | string[]) {
    for (const key of Array.isArray(keys) ? keys : [keys]) this.objects.delete(key)
  }
  async list({ prefix }: { prefix: string }) {
    return { objects: [...this.objects.keys()].filter((k) => k.startsWith(prefix)).map((key) => ({ key })) }
  }
  async createMultipartUpload(key: string) {
    const uploadId = String(++this.serial)
    this.uploads.set(uploadId, [])
    return this.resumeMultipartUpload(key, uploadId)
  }
  resumeMultipartUpload(key: string, uploadId: string) {
    const sizes = this.uploads.get(uploadId) ?? []
    return {
      uploadId,
      uploadPart: async (partNumber: number, bytes: Uint8Array) => {
        sizes[partNumber - 1] = bytes.byteLength
        return { partNumber, etag: String(partNumber) }
      },
      complete: async (parts: { partNumber: number }[]) => {
        const size = parts.reduce((a, p) => a + sizes[p.partNumber - 1]!, 0)
        this.objects.set(key, { size, parts: parts.length })
        this.uploads.delete(uploadId)
      },
      abort: async () => void this.uploads.delete(uploadId),
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchFeeds(process.argv[2] ?? '.data/bench.db')
