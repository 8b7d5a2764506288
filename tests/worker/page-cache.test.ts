import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { newNonce } from '../../worker/csp'
import { cacheablePage, createPageCache, edgeCache, TAG_KEY_PREFIX } from '../../worker/services/page-cache'

/** The page cache on workerd's real Cache API and KV, with a stand-in renderer that counts renders. */
function setup(ttlSeconds = 60, build?: string) {
  const cache = createPageCache({
    kv: env.CATALOG_CACHE,
    edge: edgeCache(),
    siteUrl: 'http://store.test',
    ttlSeconds,
    build,
  })
  let renders = 0
  const kept: Promise<unknown>[] = []
  const waitUntil = (work: Promise<unknown>) => void kept.push(work)
  const page = async (slug: string, opts: { cookie?: string; render?: () => Response } = {}) => {
    const url = slug === '' ? 'http://store.test/' : `http://store.test/product/${slug}`
    const request = new Request(url, { headers: opts.cookie ? { cookie: opts.cookie } : {} })
    const render = async () => {
      renders++
      return (
        opts.render?.() ??
        new Response(`<html>${slug} #${renders}</html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      )
    }
    const { response, hit } = await cache.page(request, cacheablePage(request, new URL(url))!, render, waitUntil)
    const body = await response.text()
    await Promise.all(kept)
    return {
      hit,
      body,
      header: response.headers.get('x-page-cache'),
      cacheControl: response.headers.get('cache-control'),
    }
  }
  return { cache, page, renders: () => renders }
}

describe('the page cache (Cache API + KV generation)', () => {
  it('renders once, then answers the same HTML per language without the stored lifetime', async () => {
    const { page, renders } = setup()
    const first = await page('cache-a')
    expect(first).toMatchObject({ hit: false, header: 'miss', body: '<html>cache-a #1</html>' })
    const again = await page('cache-a')
    expect(again).toMatchObject({ hit: true, header: 'hit', body: '<html>cache-a #1</html>', cacheControl: null })
    const english = await page('cache-a', { cookie: 'user-locale=en' })
    expect(english).toMatchObject({ hit: false, body: '<html>cache-a #2</html>' })
    expect(renders()).toBe(2)
  })

  it('answers no page cached by another build, whose script files a deploy has removed', async () => {
    const before = setup(60, 'build-a')
    expect(await before.page('cache-build')).toMatchObject({ hit: false })
    expect(await before.page('cache-build')).toMatchObject({ hit: true })
    const after = setup(60, 'build-b')
    expect(await after.page('cache-build')).toMatchObject({ hit: false, body: '<html>cache-build #1</html>' })
    expect(after.renders()).toBe(1)
  })

  it('keeps the home page apart from the product pages, and drops it with them on an invalidation', async () => {
    const { cache, page } = setup()
    expect(
      await page('', { render: () => new Response('<html>home</html>', { headers: { 'content-type': 'text/html' } }) }),
    ).toMatchObject({ hit: false, body: '<html>home</html>' })
    expect(await page('')).toMatchObject({ hit: true, header: 'hit', body: '<html>home</html>' })
    expect(await page('cache-home-neighbour')).toMatchObject({
      hit: false,
      body: '<html>cache-home-neighbour #2</html>',
    })
    await cache.invalidate()
    expect(await page('')).toMatchObject({ hit: false, body: '<html> #3</html>' })
  })

  it('renders afresh after an invalidation', async () => {
    const { cache, page } = setup()
    await page('cache-b')
    const before = await env.CATALOG_CACHE.get(`${TAG_KEY_PREFIX}products`)
    await cache.invalidate()
    expect(await env.CATALOG_CACHE.get(`${TAG_KEY_PREFIX}products`)).not.toBe(before)
    expect(await page('cache-b')).toMatchObject({ hit: false, body: '<html>cache-b #2</html>' })
    expect(await page('cache-b')).toMatchObject({ hit: true, body: '<html>cache-b #2</html>' })
  })

  it('a declared change drops only the pages depending on it', async () => {
    const { cache, page } = setup()
    const home = () =>
      page('', { render: () => new Response('<html>home</html>', { headers: { 'content-type': 'text/html' } }) })
    await Promise.all([home(), page('cache-one'), page('cache-two')].map((p) => p.then(() => undefined)))
    expect((await home()).hit).toBe(true)

    await cache.invalidate(['product-page'], ['cache-one'])
    expect((await page('cache-one')).hit, 'its own page renders afresh').toBe(false)
    expect((await page('cache-two')).hit, 'another product page stays').toBe(true)
    expect((await home()).hit, 'the home page stays').toBe(true)

    await cache.invalidate(['nothing'])
    expect((await page('cache-two')).hit).toBe(true)

    await cache.invalidate(['home'])
    expect((await home()).hit).toBe(false)
    expect((await page('cache-two')).hit).toBe(true)

    await cache.invalidate(['stock'])
    expect((await page('cache-two')).hit).toBe(false)
  })

  it('keeps no error page, no page that sets a cookie and nothing when switched off', async () => {
    const { page } = setup()
    const notFound = () => new Response('<html>gone</html>', { status: 404, headers: { 'content-type': 'text/html' } })
    await page('cache-c', { render: notFound })
    expect((await page('cache-c', { render: notFound })).hit).toBe(false)
    const withCookie = () =>
      new Response('<html>x</html>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } })
    await page('cache-d', { render: withCookie })
    expect((await page('cache-d', { render: withCookie })).hit).toBe(false)

    const off = setup(0)
    await off.page('cache-e')
    expect(await off.page('cache-e')).toMatchObject({ hit: false, header: null })
    expect(off.renders()).toBe(2)
  })

  it('renders the page when the cache itself fails', async () => {
    const broken = {
      match: () => Promise.reject(new Error('cache down')),
      put: () => Promise.reject(new Error('cache down')),
    }
    const cache = createPageCache({ kv: env.CATALOG_CACHE, edge: broken, siteUrl: 'http://store.test', ttlSeconds: 60 })
    const render = async () => new Response('<html>fine</html>', { headers: { 'content-type': 'text/html' } })
    const request = new Request('http://store.test/product/x')
    const { response, hit } = await cache.page(request, cacheablePage(request, new URL(request.url))!, render, () => {})
    expect([response.status, hit, await response.text()]).toEqual([200, false, '<html>fine</html>'])
  })
})

describe('the script nonce of pages from the page cache', () => {
  const cache = createPageCache({
    kv: env.CATALOG_CACHE,
    edge: edgeCache(),
    siteUrl: 'http://store.test',
    ttlSeconds: 60,
  })
  /** A page as the router renders it: the nonce in its head and in its hydration scripts, a large stylesheet first. */
  const pageWith = (nonce: string) =>
    `<!doctype html><html><head><style>${'.card{margin:0 auto}'.repeat(3000)}</style>` +
    `<link rel="modulepreload" href="/assets/app.js" nonce="${nonce}"><script nonce="${nonce}">self.$R=[]</script>` +
    `</head><body><main>Крем для обличчя</main><script type="module" nonce="${nonce}" src="/assets/app.js"></script>` +
    `<script nonce="${nonce}">$R.done()</script></body></html>`
  const gunzip = (bytes: Uint8Array<ArrayBuffer>) =>
    new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip'))).text()

  const ask = async (
    slug: string,
    opts: { acceptEncoding?: string; nonce?: string | null; from?: typeof cache } = {},
  ) => {
    const nonce = opts.nonce === null ? undefined : (opts.nonce ?? newNonce())
    const request = new Request(`http://store.test/product/${slug}`, {
      headers: opts.acceptEncoding ? { 'accept-encoding': opts.acceptEncoding } : {},
    })
    const kept: Promise<unknown>[] = []
    const render = async () =>
      new Response(pageWith(nonce ?? 'no-nonce'), { headers: { 'content-type': 'text/html; charset=utf-8' } })
    const { response, hit } = await (opts.from ?? cache).page(
      request,
      cacheablePage(request, new URL(request.url))!,
      render,
      (work) => void kept.push(work),
      nonce,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    await Promise.all(kept)
    const encoding = response.headers.get('content-encoding')
    return { nonce, hit, encoding, text: encoding === 'gzip' ? await gunzip(bytes) : new TextDecoder().decode(bytes) }
  }

  it('gives every hit its own nonce in every place the rendered one was, plain or gzip', async () => {
    const first = await ask('cache-nonce')
    expect(first).toMatchObject({ hit: false, encoding: null, text: pageWith(first.nonce!) })
    const plain = await ask('cache-nonce')
    const gzip = await ask('cache-nonce', { acceptEncoding: 'gzip, deflate, br, zstd' })
    const again = await ask('cache-nonce', { acceptEncoding: 'gzip' })
    expect(plain).toMatchObject({ hit: true, encoding: null, text: pageWith(plain.nonce!) })
    // The gzip answer decodes (its CRC checked) to the same page with its own nonce.
    expect(gzip).toMatchObject({ hit: true, encoding: 'gzip', text: pageWith(gzip.nonce!) })
    expect(again).toMatchObject({ hit: true, encoding: 'gzip', text: pageWith(again.nonce!) })
    expect(new Set([first.nonce, plain.nonce, gzip.nonce, again.nonce]).size).toBe(4)
    for (const answer of [plain, gzip, again]) expect(answer.text).not.toContain(first.nonce)
  })

  it('answers the edge copy the same way where it is not yet in memory (another isolate)', async () => {
    const first = await ask('cache-nonce-edge')
    // Another object in front of the same Cache API: its own (empty) memory, as a fresh isolate has.
    const edge = edgeCache()!
    const elsewhere = createPageCache({
      kv: env.CATALOG_CACHE,
      edge: { match: (key) => edge.match(key), put: (key, value) => edge.put(key, value) },
      siteUrl: 'http://store.test',
      ttlSeconds: 60,
    })
    const gzip = await ask('cache-nonce-edge', { acceptEncoding: 'gzip', from: elsewhere })
    const plain = await ask('cache-nonce-edge', { from: elsewhere })
    expect(gzip).toMatchObject({ hit: true, encoding: 'gzip', text: pageWith(gzip.nonce!) })
    expect(plain).toMatchObject({ hit: true, encoding: null, text: pageWith(plain.nonce!) })
    expect(new Set([first.nonce, gzip.nonce, plain.nonce]).size).toBe(3)
  })

  it('never answers a kept copy without a nonce of its own: it renders instead', async () => {
    await ask('cache-nonce-missing')
    expect(await ask('cache-nonce-missing', { nonce: null })).toMatchObject({ hit: false })
    expect(await ask('cache-nonce-missing', { nonce: 'short' })).toMatchObject({ hit: false })
  })
})

describe('the page cache when KV fails or hangs', () => {
  const render = async () => new Response('<html>fine</html>', { headers: { 'content-type': 'text/html' } })
  const request = new Request('http://store.test/product/kv-fault')
  const page = cacheablePage(request, new URL(request.url))!

  it.each([
    ['throws', () => Promise.reject(new Error('KV down'))],
    ['hangs', () => new Promise<never>(() => {})],
  ])('renders the page when KV %s, and an invalidation neither throws nor waits', async (_name, fault) => {
    const kv = { get: fault, put: fault } as unknown as KVNamespace
    const cache = createPageCache({ kv, edge: edgeCache(), siteUrl: 'http://store.test', ttlSeconds: 60 })
    const started = Date.now()
    const { response, hit } = await cache.page(request, page, render, () => {})
    expect([response.status, hit, await response.text()]).toEqual([200, false, '<html>fine</html>'])
    await cache.invalidate(['stock'])
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
