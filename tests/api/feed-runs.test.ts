import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeedKey } from '../../app/domain/feeds'
import { getServices } from '../../worker/services/context'
import { createFeedService, type FeedServiceDeps } from '../../worker/services/feeds'
import { type FeedBuildState, feedObjectKey } from '../../worker/services/feeds/build-state'
import { createAdminClient, sql } from '../support/admin'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { feedLines, parseFeed } from '../support/feeds'

/**
 * A feed built a bounded share per Cron run, against real R2 (miniflare's, which checks part sizes as
 * R2 does): the runs together write what one run writes, a run that died is taken up where its last
 * checkpoint left the build, a run that lost its lease writes nothing more, and the served feed stays
 * the old one until the new one is complete.
 */
let client: Awaited<ReturnType<typeof createAdminClient>>
const clock = { at: Date.UTC(2026, 10, 28, 10, 0) }
const MiB = 1024 * 1024

beforeAll(async () => {
  client = await createAdminClient()
  // Long descriptions (twice per offer in Rozetka's and Prom's feeds) make a feed of more than one
  // 5 MiB part from this file's 60 products.
  await sql(`UPDATE products SET description_ua = printf('%.25000c', 'о')`)
})
afterAll(() => client.dispose())

const bucket = () => client.env.MEDIA
const service = (over: Partial<FeedServiceDeps> = {}) =>
  createFeedService({
    db: getServices(client.env).db,
    bucket: bucket(),
    siteUrl: 'https://beauty.example',
    now: () => clock.at,
    pageSize: 5,
    pagesPerRun: 2,
    ...over,
  })
const served = async (feed: FeedKey) => (await bucket().get(feedObjectKey(feed)))?.text() ?? null
const row = async (feed: FeedKey) =>
  (
    await sql<{ build_state: string | null; lease_until: number | null; changed_at: number; built_from: number }>(
      'SELECT build_state, lease_until, changed_at, built_from FROM feed_builds WHERE feed = ?',
      [feed],
    )
  )[0]!
const stateOf = async (feed: FeedKey) => JSON.parse((await row(feed)).build_state!) as FeedBuildState

/** The feed one run writes (every page at once), the reference the runs must equal. */
async function oneRun(feed: FeedKey) {
  expect(await service({ pagesPerRun: 1000, pageSize: 500 }).run(feed)).toBe('finished')
  return (await served(feed))!
}

/** Runs until the build finishes; answers how many runs it took. */
async function runToEnd(feeds: ReturnType<typeof service>, feed: FeedKey) {
  for (let runs = 1; ; runs++) {
    const outcome = await feeds.run(feed)
    if (outcome === 'finished') return runs
    expect(outcome).toBe('continued')
  }
}

/** R2 as the build sees it, with a hook before each part it uploads (the bucket behind is miniflare's). */
function hookedBucket(beforePart: (n: number) => Promise<void>): R2Bucket {
  const real = bucket()
  let parts = 0
  const hook = (upload: R2MultipartUpload): R2MultipartUpload =>
    new Proxy(upload, {
      get(target, name) {
        if (name === 'uploadPart')
          return async (number: number, body: Uint8Array) => {
            await beforePart(++parts)
            return target.uploadPart(number, body)
          }
        const value = Reflect.get(target, name) as unknown
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  return new Proxy(real, {
    get(target, name) {
      if (name === 'createMultipartUpload')
        return async (key: string, options: R2MultipartOptions) =>
          hook(await target.createMultipartUpload(key, options))
      if (name === 'resumeMultipartUpload')
        return (key: string, id: string) => hook(target.resumeMultipartUpload(key, id))
      const value = Reflect.get(target, name) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

// Megabytes through miniflare's R2, run after run: more than one page's worth of time on a busy machine.
describe('a feed built across Cron runs', { timeout: 180_000 }, () => {
  it('gives the same feed as one run, in parts of 5 MiB; the old feed serves until the new one is complete', async () => {
    const reference = await oneRun('rozetka')
    expect(new TextEncoder().encode(reference).byteLength).toBeGreaterThan(5 * MiB)
    const offers = feedLines('rozetka', parseFeed(reference)).length
    expect(offers).toBeGreaterThan(60)

    const feeds = service()
    expect(await feeds.run('rozetka')).toBe('continued')
    const first = await stateOf('rozetka')
    expect(first.cursor).toBeGreaterThan(0)
    expect((await row('rozetka')).lease_until).toBeNull()
    // Mid-build the channel still gets the last complete feed.
    expect(await served('rozetka')).toBe(reference)
    const runs = 1 + (await runToEnd(feeds, 'rozetka'))
    expect(runs).toBeGreaterThan(3)
    const text = (await served('rozetka'))!
    expect(text).toBe(reference)
    // Stored as a multipart object (its ETag names its parts' count).
    expect((await bucket().head(feedObjectKey('rozetka')))!.etag).toMatch(/-[2-9]$/)
    expect((await row('rozetka')).build_state).toBeNull()
    // Nothing of the build is left behind in R2.
    expect((await bucket().list({ prefix: 'feeds/pending/' })).objects).toEqual([])
  })

  it.each(['google-merchant-ua', 'prom', 'hotline'] as const)(
    '%s: several runs write what one run writes',
    async (feed) => {
      const reference = await oneRun(feed)
      expect(await runToEnd(service(), feed)).toBeGreaterThan(2)
      expect(await served(feed)).toBe(reference)
    },
  )

  it('a run that died mid-way is taken up from the last checkpoint once its lease lapses', async () => {
    const reference = await oneRun('rozetka')
    const feeds = service()
    expect(await feeds.run('rozetka')).toBe('continued')
    const checkpoint = await stateOf('rozetka')
    // The next run hangs in its first part upload, as a run the platform stopped never returns.
    const dying = service({ pagesPerRun: 1000, bucket: hookedBucket(() => new Promise<void>(() => undefined)) })
    void dying.run('rozetka')
    await expect.poll(async () => (await row('rozetka')).lease_until).not.toBeNull()
    // While it holds the lease nobody else builds the feed.
    expect(await feeds.run('rozetka')).toBe('busy')
    clock.at += 4 * 60_000
    expect(await feeds.run('rozetka')).toBe('continued')
    const resumed = await stateOf('rozetka')
    expect(resumed.cursor).toBeGreaterThan(checkpoint.cursor)
    await runToEnd(feeds, 'rozetka')
    // The build began before the clock moved: its feed carries the same date as the reference.
    expect(await served('rozetka')).toBe(reference)
  })

  it('a run that fails part-way keeps the build for the next run, which finishes it', async () => {
    const reference = await oneRun('rozetka')
    const feeds = service()
    expect(await feeds.run('rozetka')).toBe('continued')
    // R2 refuses a part once (a moment's outage): the run fails, the build and its upload stay.
    let refused = false
    const failing = service({
      pagesPerRun: 1000,
      bucket: hookedBucket(async () => {
        if (!refused) {
          refused = true
          throw new Error('R2 unavailable')
        }
      }),
    })
    let outcome = await failing.run('rozetka')
    while (outcome === 'continued') outcome = await failing.run('rozetka')
    expect(outcome).toBe('interrupted')
    expect(takeConsoleErrors().join()).toContain('feed rozetka failed to build')
    const kept = await stateOf('rozetka')
    expect(kept.interrupted).toBe(1)
    expect((await row('rozetka')).lease_until).toBeNull()
    await runToEnd(feeds, 'rozetka')
    expect(await served('rozetka')).toBe(reference)
  })

  it('a run whose lease another run took writes no part after that', async () => {
    const reference = await oneRun('rozetka')
    let partsAfterTakeover = 0
    let taken = false
    const losing = service({
      pagesPerRun: 1000,
      bucket: hookedBucket(async () => {
        if (taken) partsAfterTakeover++
        else {
          // Another run claims the feed (as if this one's lease had lapsed) right after this one's first part.
          await sql(`UPDATE feed_builds SET lease_token = 'other', lease_until = ? WHERE feed = 'rozetka'`, [
            clock.at + 60_000,
          ])
          taken = true
        }
      }),
      partBytes: 5 * MiB,
    })
    expect(await losing.run('rozetka')).toBe('busy')
    expect(taken).toBe(true)
    expect(partsAfterTakeover).toBe(0)
    // It kept nothing of its own either: the row is as the other run left it.
    expect((await row('rozetka')).build_state).toBeNull()
    expect(await served('rozetka')).toBe(reference)
    await sql(`UPDATE feed_builds SET lease_token = NULL, lease_until = NULL WHERE feed = 'rozetka'`)
    await runToEnd(service(), 'rozetka')
    expect(await served('rozetka')).toBe(reference)
  })

  it('two runs at once: one builds, the other finds the feed held', async () => {
    const outcomes = await Promise.all([service().run('prom'), service().run('prom')])
    expect(outcomes.sort()).toEqual(['busy', 'continued'])
    await runToEnd(service(), 'prom')
  })

  it('a build no run carried on for an hour is given up and begun anew', async () => {
    // Runs until the build has a multipart upload under way.
    const first = service()
    while ((await row('rozetka')).build_state === null || (await stateOf('rozetka')).upload.uploadId === null)
      expect(await first.run('rozetka')).toBe('continued')
    const abandoned = await stateOf('rozetka')
    clock.at += 61 * 60_000
    const feeds = service()
    expect(await feeds.run('rozetka')).toBe('continued')
    const fresh = await stateOf('rozetka')
    expect(fresh.startedAt).toBe(clock.at)
    expect(fresh.upload.uploadId).not.toBe(abandoned.upload.uploadId)
    // The abandoned upload is aborted in R2.
    await expect(
      bucket()
        .resumeMultipartUpload(feedObjectKey('rozetka'), abandoned.upload.uploadId!)
        .complete(abandoned.upload.parts),
    ).rejects.toThrow()
    await runToEnd(feeds, 'rozetka')
    const rebuilt = await served('rozetka')
    // One run at the same clock writes the same feed as the runs of the build begun anew.
    expect(await oneRun('rozetka')).toBe(rebuilt)
  })

  it('a catalogue change mid-build: each product as its page was read, and the feed stale for the next build', async () => {
    const feeds = service()
    expect(await feeds.run('prom')).toBe('continued')
    const { cursor } = await stateOf('prom')
    const [early] = await sql<{ id: number }>(
      'SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.is_active = 1 AND p.id <= ? ORDER BY v.id LIMIT 1',
      [cursor],
    )
    const [late] = await sql<{ id: number }>(
      'SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.is_active = 1 AND p.id > ? ORDER BY v.id DESC LIMIT 1',
      [cursor],
    )
    await sql('UPDATE variants SET price_uah = 4321, discount_price_uah = 0 WHERE id IN (?, ?)', [early!.id, late!.id])
    await feeds.markStale()
    await runToEnd(feeds, 'prom')
    const priceOf = (lines: ReturnType<typeof feedLines>, id: number) =>
      lines.find((l) => l.variant === String(id))!.prices[0]
    const lines = feedLines('prom', parseFeed((await served('prom'))!))
    expect(priceOf(lines, late!.id)).toBe(4321)
    expect(priceOf(lines, early!.id)).not.toBe(4321)
    const after = await row('prom')
    expect(after.changed_at).toBeGreaterThan(after.built_from)
    await runToEnd(feeds, 'prom')
    const rebuilt = feedLines('prom', parseFeed((await served('prom'))!))
    expect(priceOf(rebuilt, early!.id)).toBe(4321)
  })
})
