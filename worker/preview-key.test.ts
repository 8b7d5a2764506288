import { describe, expect, it } from 'vitest'
import type { AppConfig } from './env'
import { previewDoor } from './preview-key'
import { signPreviewToken } from './services/content-preview'

const SECRET = 'a-preview-secret-of-at-least-32-characters'
const config = { SANITY_PREVIEW_SECRET: SECRET, CONTENT_SOURCE: 'local' } as unknown as AppConfig
const draft = async () => new Response('<h1>ЧЕРНЕТКА</h1>', { headers: { 'content-type': 'text/html' } })
const door = (path: string, options: { config?: AppConfig; cookie?: string } = {}) =>
  previewDoor(
    new Request(`https://shop.example${path}`, { headers: options.cookie ? { cookie: options.cookie } : {} }),
    options.config ?? config,
    draft,
  )

describe("the draft preview's door", () => {
  it('asks for the key in Ukrainian on the bare address, in a styled card with no scripts, under the script policy', async () => {
    const res = await door('/preview/page/delivery')
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/)
    const html = await res.text()
    expect(html).toContain('<html lang="uk">')
    expect(html).toContain('<input name="token"')
    expect(html).toContain('Щоб побачити чернетку, вставте ключ для перегляду.')
    expect(html).toContain('class="preview-door__card"')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('name="lang"')
    // The other language is the same address with ?lang=en.
    expect(html).toContain('href="/preview/page/delivery?lang=en"')
  })

  it('speaks English on ?lang=en and keeps the language through the form', async () => {
    const html = await (await door('/preview/blog/spf?lang=en')).text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Paste the preview key to see the draft.')
    expect(html).toContain('<input type="hidden" name="lang" value="en">')
    expect(html).toContain('href="/preview/blog/spf"')
  })

  it('tells a lapsed key from a wrong one, and never writes the key back', async () => {
    const lapsed = await signPreviewToken(SECRET, Date.now() - 1000)
    const expired = await door('/preview/page/delivery', { cookie: `preview-key=${lapsed}` })
    expect(expired.status).toBe(401)
    expect(await expired.text()).toContain('Термін дії ключа для перегляду минув')
    const wrong = `${Date.now() + 60_000}.${'Q'.repeat(43)}`
    const html = await (await door(`/preview/page/delivery?token=${wrong}`)).text()
    expect(html).toContain('Ключ для перегляду чернетки неповний або неправильний.')
    expect(html).not.toContain('Q'.repeat(43))
  })

  it('answers 503 without a form when previews are not set up, naming the setting', async () => {
    const res = await door('/preview/page/delivery', { config: { CONTENT_SOURCE: 'local' } as unknown as AppConfig })
    expect(res.status).toBe(503)
    const html = await res.text()
    expect(html).toContain('Перегляд чернеток на цьому сайті не налаштовано.')
    expect(html).toContain('SANITY_PREVIEW_SECRET')
    expect(html).not.toContain('<form')
  })

  it('shows the draft with a valid key', async () => {
    const key = await signPreviewToken(SECRET, Date.now() + 60_000)
    const res = await door('/preview/page/delivery', { cookie: `preview-key=${key}` })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('ЧЕРНЕТКА')
  })
})
