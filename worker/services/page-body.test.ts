import { gunzipSync } from 'node:zlib'
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
