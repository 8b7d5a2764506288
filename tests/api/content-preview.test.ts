import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogPostSchema, pageSchema } from '../../app/contract/content'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { DEV_SANITY_PREVIEW_SECRET } from '../../worker/env'
import { signPreviewToken } from '../../worker/services/content-preview'
import { createApiClient, PRODUCTION_ENV } from '../support/api-env'

const HOUR = 3600 * 1000
let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const token = (expiresIn = HOUR, secret = DEV_SANITY_PREVIEW_SECRET) => signPreviewToken(secret, Date.now() + expiresIn)
const previewPath = (path: string, value?: string) =>
  `/api/v1/preview/${path}/${value === undefined ? '' : `?token=${encodeURIComponent(value)}`}`
const allKeys = async () => (await client.env.CATALOG_CACHE.list()).keys.map((k) => k.name)

describe('GET /api/v1/preview/{page|blog}/{slug} (the draft preview)', () => {
  it('refuses without a token, with a wrong, forged, expired or over-long one: 401, and no draft in the answer', async () => {
    // The signature's first character changed: the last one's low bits are base64 padding, which a
    // decoder drops, so changing it could leave the same signature.
    const forged = (await token()).replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`)
    const attempts = [
      undefined,
      '',
      'not-a-token',
      await token(HOUR, 'someone-elses-preview-secret-of-32-chars'),
      forged,
      await token(-1000),
      // Signed with the right secret but claiming a life beyond the maximum (a leaked secret's long-lived token).
      await token(400 * 24 * HOUR),
    ]
    for (const value of attempts) {
      const res = await client.request(previewPath('page/delivery', value), { locale: 'ua' })
      expect(res.status).toBe(401)
      const text = await res.text()
      expect(errorEnvelopeSchema.parse(JSON.parse(text)).error.code).toBe('unauthorized')
      expect(text).not.toContain('ЧЕРНЕТКА')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('shows the draft of a page with the right token, while visitors still get the published page', async () => {
    const res = await client.request(previewPath('page/delivery', await token()), { locale: 'ua' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(pageSchema.parse(await res.json()).title).toBe('ЧЕРНЕТКА: Доставка')
    const published = await client.request('/api/v1/pages/delivery/', { locale: 'ua' })
    expect(pageSchema.parse(((await published.json()) as unknown[])[0]).title).toBe('Доставка')
  })

  it('shows a post draft in the asked language; a document in a release is not a draft', async () => {
    const post = await client.request(previewPath('blog/spf-every-day', await token()), { locale: 'en' })
    expect(blogPostSchema.parse(await post.json()).name).toBe('DRAFT: SPF every day')
    const about = await client.request(previewPath('page/about', await token()), { locale: 'ua' })
    expect(pageSchema.parse(await about.json()).title).toBe('Про нас')
    expect((await client.request(previewPath('page/no-such-page', await token()))).status).toBe(404)
  })

  it('stores nothing in KV: a draft never reaches a visitor through the cache', async () => {
    const fresh = await createApiClient()
    try {
      const res = await fresh.request(previewPath('page/delivery', await token()), { locale: 'ua' })
      expect(res.status).toBe(200)
      expect((await fresh.env.CATALOG_CACHE.list()).keys).toEqual([])
    } finally {
      await fresh.dispose()
    }
    expect(await allKeys()).not.toContainEqual(expect.stringContaining('preview'))
  })

  it('answers 503 in production, naming what is missing, until the secret and the read token are set', async () => {
    for (const [extra, missing] of [
      [{}, 'SANITY_PREVIEW_SECRET'],
      // The development secret is no secret: a deployed Worker treats it as unset.
      [{ SANITY_PREVIEW_SECRET: DEV_SANITY_PREVIEW_SECRET }, 'SANITY_PREVIEW_SECRET'],
      [{ SANITY_PREVIEW_SECRET: 'a-production-preview-secret-of-40-characters' }, 'SANITY_API_TOKEN'],
    ] as const) {
      const production = await createApiClient({ ...PRODUCTION_ENV, ...extra })
      try {
        const res = await production.request(previewPath('page/delivery', await token()))
        expect(res.status).toBe(503)
        const body = errorEnvelopeSchema.parse(await res.json())
        expect(body.error.code).toBe('unavailable')
        expect(body.error.message).toContain(missing)
      } finally {
        await production.dispose()
      }
    }
  })

  it('refuses a kind or a slug it does not serve with 404', async () => {
    expect((await client.request(previewPath('product/delivery', await token()))).status).toBe(404)
    expect((await client.request(previewPath('page/..%2Fadmin', await token()))).status).toBe(404)
  })
})
