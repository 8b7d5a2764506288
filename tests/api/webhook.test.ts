import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageSchema } from '../../app/contract/content'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { cacheKey } from '../../worker/services/cache'
import {
  changedLocales,
  checkSanitySignature,
  SIGNATURE_HEADER,
  signSanityWebhook,
} from '../../worker/services/sanity-webhook'
import { createApiClient } from '../support/api-env'

const SECRET = 'test-sanity-webhook-secret-0001'
let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient({ SANITY_WEBHOOK_SECRET: SECRET })
})
afterAll(() => client.dispose())

const deliver = async (
  payload: unknown,
  options: { secret?: string; at?: number; tamper?: (body: string) => string; header?: string | null } = {},
) => {
  const body = JSON.stringify(payload)
  const header =
    options.header !== undefined
      ? options.header
      : await signSanityWebhook(body, options.secret ?? SECRET, options.at ?? Date.now())
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (header !== null) headers[SIGNATURE_HEADER] = header
  return client.request('/api/v1/webhooks/sanity', {
    method: 'POST',
    headers,
    body: options.tamper ? options.tamper(body) : body,
  })
}
/** The cache's key version (it changes when an answer's shape does). */
const V = cacheKey('pages', 'ua').split(':')[0]
const purged = async (res: Response) =>
  ((await res.json()) as { purged: { type: string; families: string[]; locales: string[]; deleted: number } }).purged
const kvKeys = async (prefix: string) =>
  (await client.env.CATALOG_CACHE.list({ prefix })).keys.map((k) => k.name).sort()
const warm = async () => {
  for (const locale of ['ua', 'en'] as const) {
    await client.request('/api/v1/pages/about/', { locale })
    await client.request('/api/v1/pages/delivery/', { locale })
    await client.request('/api/v1/blog/blogposts/', { locale })
    await client.request('/api/v1/core/advantages/', { locale })
  }
}

describe('the Sanity webhook signature (sanity-webhook-signature, HMAC-SHA256, 5-minute window)', () => {
  const body = '{"_type":"page","_id":"page-about"}'
  const now = 1_790_000_000_000

  it('matches the @sanity/webhook format: t=<ms>,v1=<base64url without padding>', async () => {
    const header = await signSanityWebhook(body, SECRET, now)
    expect(header).toMatch(/^t=1790000000000,v1=[A-Za-z0-9_-]{43}$/)
    expect(await checkSanitySignature(body, header, SECRET, now)).toBe('valid')
  })

  it.each([
    ['valid just inside the window', 0, 5 * 60 * 1000, 'valid'],
    ['stale just outside the window', 0, 5 * 60 * 1000 + 1, 'stale'],
    ['from the future beyond the window', 6 * 60 * 1000, 0, 'stale'],
  ])('%s', async (_name, signedLater, checkedLater, expected) => {
    const header = await signSanityWebhook(body, SECRET, now + signedLater)
    expect(await checkSanitySignature(body, header, SECRET, now + checkedLater)).toBe(expected)
  })

  it('refuses a changed body, another secret, a changed timestamp and a malformed header', async () => {
    const header = await signSanityWebhook(body, SECRET, now)
    expect(await checkSanitySignature(body.replace('about', 'terms'), header, SECRET, now)).toBe('invalid')
    expect(await checkSanitySignature(body, header, 'another-secret-entirely', now)).toBe('invalid')
    expect(await checkSanitySignature(body, header.replace('t=1790000000000', 't=1790000000001'), SECRET, now)).toBe(
      'invalid',
    )
    expect(await checkSanitySignature(body, undefined, SECRET, now)).toBe('missing')
    expect(await checkSanitySignature(body, 'v1=abc,t=1', SECRET, now)).toBe('malformed')
    expect(await checkSanitySignature(body, 't=1790000000000,v1=not base64!', SECRET, now)).toBe('malformed')
  })
})

describe('POST /api/v1/webhooks/sanity', () => {
  it('refuses a tampered, stale, unsigned or wrongly signed delivery with 401 and purges nothing', async () => {
    await warm()
    const before = await kvKeys(`${V}:pages:`)
    expect(before.length).toBeGreaterThan(0)
    const payload = { _type: 'page', _id: 'page-about' }
    const refused = [
      await deliver(payload, { tamper: (b) => b.replace('page-about', 'page-terms') }),
      await deliver(payload, { at: Date.now() - 6 * 60 * 1000 }),
      await deliver(payload, { header: null }),
      await deliver(payload, { secret: 'someone-elses-secret-000' }),
    ]
    for (const res of refused) {
      expect(res.status).toBe(401)
      expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('unauthorized')
    }
    expect(await kvKeys(`${V}:pages:`)).toEqual(before)
  })

  it('purges exactly the changed type: pages go, posts and advantages stay', async () => {
    await warm()
    const posts = await kvKeys(`${V}:blogPosts:`)
    const advantages = await kvKeys(`${V}:advantages:`)
    const res = await deliver({ _type: 'page', _id: 'page-about' })
    expect(res.status).toBe(200)
    expect(await purged(res)).toMatchObject({ type: 'page', families: ['pages'], locales: ['ua', 'en'] })
    expect(await kvKeys(`${V}:pages:`)).toEqual([])
    expect(await kvKeys(`${V}:blogPosts:`)).toEqual(posts)
    expect(await kvKeys(`${V}:advantages:`)).toEqual(advantages)
  })

  it('deleting one page purges that page in both languages and keeps every other page', async () => {
    await warm()
    const others = (await kvKeys(`${V}:pages:`)).filter((key) => !key.endsWith(':about'))
    expect(others.length).toBeGreaterThan(0)
    const about = {
      _id: 'page-about',
      _type: 'page',
      slug: { _type: 'slug', current: 'about' },
      title: { ua: 'Про нас' },
    }
    const res = await deliver({ _type: 'page', _id: 'page-about', before: about, after: null })
    expect(res.status).toBe(200)
    expect(await purged(res)).toMatchObject({ type: 'page', families: ['pages'], locales: ['ua', 'en'], deleted: 2 })
    expect(await kvKeys(`${V}:pages:`)).toEqual(others)
  })

  it('a renamed page purges its old and its new address (a cached "not found" included)', async () => {
    await warm()
    await client.request('/api/v1/pages/about-us/', { locale: 'ua' })
    const doc = { _id: 'page-about', _type: 'page', title: { ua: 'Про нас' } }
    const res = await deliver({
      _type: 'page',
      _id: 'page-about',
      before: { ...doc, slug: { current: 'about' } },
      after: { ...doc, slug: { current: 'about-us' } },
    })
    expect((await purged(res)).deleted).toBe(3)
    const left = await kvKeys(`${V}:pages:`)
    expect(left.some((key) => /:(about|about-us)$/.test(key))).toBe(false)
    expect(left.some((key) => key.endsWith(':delivery'))).toBe(true)
  })

  it('a forged deletion purges nothing', async () => {
    await warm()
    const before = await kvKeys(`${V}:pages:`)
    const payload = { _type: 'page', _id: 'page-about', before: { slug: { current: 'about' } }, after: null }
    expect((await deliver(payload, { secret: 'someone-elses-secret-000' })).status).toBe(401)
    expect(await kvKeys(`${V}:pages:`)).toEqual(before)
  })

  it('an English-only edit purges the English keys and keeps the Ukrainian ones', async () => {
    await warm()
    const before = { _id: 'blogPost-x', _type: 'blogPost', name: { ua: 'Назва', en: 'Title' }, _rev: 'a' }
    const after = { ...before, name: { ua: 'Назва', en: 'A better title' }, _rev: 'b' }
    const res = await deliver({ _type: 'blogPost', _id: 'blogPost-x', before, after })
    expect((await purged(res)).locales).toEqual(['en'])
    expect(await kvKeys(`${V}:blogPosts:en:`)).toEqual([])
    expect((await kvKeys(`${V}:blogPosts:ua:`)).length).toBeGreaterThan(0)
  })

  it('ignores a draft: visitors do not see it', async () => {
    await warm()
    const before = await kvKeys(`${V}:pages:`)
    const res = await deliver({ _type: 'page', _id: 'drafts.page-about' })
    expect(await purged(res)).toMatchObject({ families: [], deleted: 0 })
    expect(await kvKeys(`${V}:pages:`)).toEqual(before)
  })

  it('editors see their change on the next request', async () => {
    // A cached copy of the page as it was before the editor's change.
    const key = cacheKey('pages', 'ua', 'retail', 'about')
    await client.request('/api/v1/pages/about/', { locale: 'ua' })
    const cached = await client.env.CATALOG_CACHE.get<{ at: number; value: Record<string, unknown> }>(key, 'json')
    await client.env.CATALOG_CACHE.put(
      key,
      JSON.stringify({ at: Date.now(), value: { ...cached!.value, title: 'Стара назва' } }),
    )
    const stale = pageSchema.parse(
      ((await (await client.request('/api/v1/pages/about/', { locale: 'ua' })).json()) as unknown[])[0],
    )
    expect(stale.title).toBe('Стара назва')
    expect((await deliver({ _type: 'page', _id: 'page-about' })).status).toBe(200)
    const fresh = pageSchema.parse(
      ((await (await client.request('/api/v1/pages/about/', { locale: 'ua' })).json()) as unknown[])[0],
    )
    expect(fresh.title).toBe('Про нас')
  })

  it('answers 503 in production until its secret is set', async () => {
    const production = await createApiClient({
      APP_ENV: 'production',
      TURSO_AUTH_TOKEN: 't',
      JWT_SECRET: 'x'.repeat(40),
      SANITY_PROJECT_ID: 'p',
      CONTENT_SOURCE: 'lake',
      TURNSTILE_SECRET_KEY: 's',
      EMAIL_API_KEY: 'k',
    })
    try {
      const body = JSON.stringify({ _type: 'page' })
      const header = await signSanityWebhook(body, 'dev-only-sanity-webhook-secret-0000', Date.now())
      const res = await production.request('/api/v1/webhooks/sanity', {
        method: 'POST',
        headers: { [SIGNATURE_HEADER]: header },
        body,
      })
      expect(res.status).toBe(503)
      expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('unavailable')
    } finally {
      await production.dispose()
    }
  })

  it('answers a signed but malformed payload with 400', async () => {
    expect((await deliver({ _id: 'x' })).status).toBe(400)
    const body = 'not json'
    const header = await signSanityWebhook(body, SECRET, Date.now())
    const res = await client.request('/api/v1/webhooks/sanity', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: header },
      body,
    })
    expect(res.status).toBe(400)
  })
})

describe('changedLocales', () => {
  const doc = {
    _id: 'p',
    _type: 'page',
    title: { ua: 'Про нас', en: 'About' },
    slug: { current: 'about' },
    text: { ua: [{ children: [{ text: 'А' }] }], en: [{ children: [{ text: 'A' }] }] },
  }
  it.each([
    ['nothing changed but the revision', { ...doc, _rev: '2' }, []],
    ['an English title', { ...doc, title: { ua: 'Про нас', en: 'About us' } }, ['en']],
    ['English rich text', { ...doc, text: { ...doc.text, en: [{ children: [{ text: 'B' }] }] } }, ['en']],
    ['a Ukrainian title (English falls back to it)', { ...doc, title: { ua: 'Хто ми', en: 'About' } }, ['ua', 'en']],
    ['the slug, not localised', { ...doc, slug: { current: 'about-us' } }, ['ua', 'en']],
  ])('%s', (_name, after, expected) => expect(changedLocales(doc, after)).toEqual(expected))

  it('a create or a delete touches both languages', () => {
    expect(changedLocales(null, doc)).toEqual(['ua', 'en'])
    expect(changedLocales(doc, null)).toEqual(['ua', 'en'])
  })
})
