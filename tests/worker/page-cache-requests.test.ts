import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createWorkerApp } from '../../worker/router'
import { liveSessionCookie } from './live-session'

/**
 * Which requests the Worker answers from the page cache, through the whole app (the router, the
 * session check, the Cache API and KV), with a stand-in renderer that counts its renders and says
 * which URL it rendered.
 */
function setup() {
  const rendered: string[] = []
  const app = createWorkerApp((request) => {
    rendered.push(request.url)
    return new Response(`<html>#${rendered.length}</html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  })
  const kept: Promise<unknown>[] = []
  const ctx = { waitUntil: (work: Promise<unknown>) => void kept.push(work), passThroughOnException() {}, props: {} }
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.fetch(new Request(`http://store.test${path}`, { headers }), env, ctx)
    const body = await res.text()
    await Promise.all(kept)
    return {
      status: res.status,
      body,
      cache: res.headers.get('x-page-cache'),
      control: res.headers.get('cache-control'),
    }
  }
  return { app, ctx, get, rendered }
}

describe('the page cache through the Worker', () => {
  it('answers a product page with tracking parameters from the copy of the clean URL, rendered without them', async () => {
    const { get, rendered } = setup()
    const path = `/product/tracking-${Date.now()}`
    expect(await get(`${path}?utm_source=newsletter&utm_medium=email&fbclid=abc`)).toMatchObject({ cache: 'miss' })
    // The kept copy was rendered for the clean URL: no visitor's campaign tags end up in everyone's HTML.
    expect(rendered).toEqual([`http://store.test${path}`])
    expect(await get(path)).toMatchObject({ cache: 'hit', body: '<html>#1</html>' })
    expect(await get(`${path}?gclid=x1&utm_campaign=spring`)).toMatchObject({ cache: 'hit', body: '<html>#1</html>' })
    // Any other parameter is a page of its own, rendered afresh (a filter, a page number, ?lang=).
    expect(await get(`${path}?utm_source=x&lang=en`)).toMatchObject({ cache: null })
    expect(rendered).toHaveLength(2)
  })

  it('answers a request whose session cookie verifies to nothing (forged, garbage) from the anonymous copy', async () => {
    const { get, rendered } = setup()
    const path = `/product/forged-${Date.now()}`
    expect(await get(path)).toMatchObject({ cache: 'miss' })
    const forged = `session=${'A'.repeat(43)}`
    expect(await get(path, { cookie: forged })).toMatchObject({ cache: 'hit', body: '<html>#1</html>' })
    expect(await get(path, { cookie: 'session=<script>' })).toMatchObject({ cache: 'hit', body: '<html>#1</html>' })
    expect(rendered).toHaveLength(1)
  })

  it('renders a live session’s page privately, every time, and keeps it from every cache', async () => {
    const { app, ctx, get, rendered } = setup()
    const cookie = await liveSessionCookie(app, ctx)
    const path = `/product/live-${Date.now()}`
    await get(path)
    const mine = await get(path, { cookie })
    expect(mine).toMatchObject({ cache: null, body: '<html>#2</html>', control: 'private, no-store' })
    expect(rendered).toHaveLength(2)
  })
})
