import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, crc32, layoutHeader, packPage, parseLayout, stampNonce } from './page-body'

const encode = (text: string) => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array) => gunzipSync(bytes).toString('utf8')
const OLD = 'AAAAAAAAAAAAAAAAAAAAAAAA'
const NEW = 'b+/9Zx0QwErTy1uIoPa7Kc3d'

describe('a page kept as gzip with slots for its nonce', () => {
  const page = (nonce: string) =>
    `<!doctype html><html><head><style>${'.a{color:red}'.repeat(4000)}</style>` +
    `<link rel="modulepreload" nonce="${nonce}" href="/x.js"></head><body>${'<p>Крем для обличчя</p>'.repeat(500)}` +
    `<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></body></html>`

  it('decodes (the CRC checked) to the page as rendered, and with a new nonce to the page with that nonce', () => {
    const { body, layout } = packPage(encode(page(OLD)), OLD)
    expect(layout.slots).toHaveLength(3)
    expect(decode(body)).toBe(page(OLD))
    expect(body.length).toBeLessThan(encode(page(OLD)).length / 10)
    const stamped = stampNonce(body.slice(), parseLayout(layoutHeader(layout))!, NEW)
    expect(decode(stamped)).toBe(page(NEW))
    expect(decode(stampNonce(stamped, layout, OLD))).toBe(page(OLD))
  })

  it('refers back across a nonce as one gzip stream would, never into the nonce a hit replaces', () => {
    // The same long block after every nonce, holding most of the nonce's text: a match may take the
    // block from before the nonce, never the nonce's bytes (which the next answer's nonce replaces).
    // Text that does not repeat inside itself (so only another copy of it compresses it), a few KB.
    let seed = 7
    const words = Array.from({ length: 600 }, () => ((seed = (seed * 48271) % 2147483647) % 100_000).toString(36))
    const block = `<div class="card">${words.join(' ')}${OLD.slice(0, 20)}</div>`
    const html = (nonce: string) =>
      Array.from({ length: 6 }, (_, i) => `${block}<script nonce="${nonce}">${OLD.slice(0, 20)}${i}</script>`).join('')
    const { body, layout } = packPage(encode(html(OLD)), OLD)
    expect(layout.slots).toHaveLength(6)
    // Six blocks referring back to the first: about one block's gzip, not six.
    expect(body.length).toBeLessThan(2 * gzipSync(block).length)
    expect(decode(stampNonce(body.slice(), layout, NEW))).toBe(html(NEW))
    expect(decode(body)).toBe(html(OLD))
  })

  it('packs a page holding a NUL byte with no stretch referring back, still correct', () => {
    const html = (nonce: string) =>
      `a\u0000b${'x'.repeat(300)}<script nonce="${nonce}"></script>${'x'.repeat(300)}\u0000`
    const { body, layout } = packPage(encode(html(OLD)), OLD)
    expect(decode(stampNonce(body, layout, NEW))).toBe(html(NEW))
  })

  it('keeps a page without the nonce (or without any) as it is', () => {
    for (const nonce of [OLD, undefined]) {
      const { body, layout } = packPage(encode('<html>plain</html>'), nonce)
      expect(layout.slots).toEqual([])
      expect(decode(stampNonce(body, layout, NEW))).toBe('<html>plain</html>')
    }
  })

  it('handles a nonce at the very start and end, back to back', () => {
    const html = `${OLD}${OLD}x${OLD}`
    const { body, layout } = packPage(encode(html), OLD)
    expect(decode(stampNonce(body, layout, NEW))).toBe(`${NEW}${NEW}x${NEW}`)
  })

  it('refuses a nonce of another length rather than write a broken page', () => {
    const { body, layout } = packPage(encode(page(OLD)), OLD)
    expect(() => stampNonce(body, layout, 'short')).toThrow()
  })

  it('computes the standard CRC-32', () => {
    expect(crc32(encode('123456789'))).toBe(0xcbf43926)
  })

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['br', false],
    ['*', true],
    ['*;q=0', false],
    [null, false],
  ])('Accept-Encoding %s takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})
