/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createClient } from '@libsql/client/web'
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { XMLValidator } from 'fast-xml-parser'
import { afterAll, describe, expect, it } from 'vitest'
import worker from '../../worker/api-worker'

/**
 * The Cron Trigger inside workerd rebuilds a stale feed into the real (local) R2 bucket, and the
 * Worker serves it at its address with ETag and Last-Modified, answering a revalidation with 304.
 */
const db = createClient({ url: (env as unknown as { TURSO_DATABASE_URL: string }).TURSO_DATABASE_URL })
afterAll(() => db.close())

async function runCron() {
  const ctx = createExecutionContext()
  await worker.scheduled!(
    createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }),
    env as unknown as Env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
}

const fetchFeed = (headers: Record<string, string> = {}) =>
  worker.fetch!(
    new Request('http://localhost:3000/feeds/rozetka.xml', { headers }) as Parameters<
      NonNullable<typeof worker.fetch>
    >[0],
    env as unknown as Env,
    createExecutionContext(),
  )

const rozetka = async () =>
  (await db.execute(`SELECT changed_at, built_from, built_at FROM feed_builds WHERE feed = 'rozetka'`)).rows[0]!

describe('feeds on the Cron Trigger', () => {
  it('rebuilds a stale feed into R2 and serves it with ETag and 304', async () => {
    // Stale, and asked for, so the run takes it before the pause between builds.
    await db.execute(`UPDATE feed_builds SET changed_at = changed_at + 1, requested_at = 1 WHERE feed = 'rozetka'`)
    expect((await fetchFeed()).status).toBe(404)
    for (let run = 0; run < 7 && (await rozetka()).built_at === null; run++) await runCron()
    const row = await rozetka()
    expect(row.built_at).not.toBeNull()
    expect(row.built_from).toBe(row.changed_at)

    const stored = await env.MEDIA.head('feeds/rozetka.xml')
    expect(stored).not.toBeNull()
    const res = await fetchFeed()
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(XMLValidator.validate(text)).toBe(true)
    expect(text).toContain('<yml_catalog')
    const offers = Number(
      (
        await db.execute(
          'SELECT count(*) AS n FROM variants v JOIN products p ON p.id = v.product_id WHERE p.is_active = 1 AND v.price_uah > 0',
        )
      ).rows[0]!.n,
    )
    expect(text.match(/<offer /g)?.length).toBe(offers)
    const etag = res.headers.get('etag')!
    expect(etag).toBe(stored!.httpEtag)
    expect(res.headers.get('last-modified')).toBe(stored!.uploaded.toUTCString())

    const again = await fetchFeed({ 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await fetchFeed({ 'if-modified-since': res.headers.get('last-modified')! })).status).toBe(304)
  })
})
