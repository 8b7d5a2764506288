import { describe, expect, it } from 'vitest'
import { checkPreviewToken, PREVIEW_TOKEN_MAX_DAYS, signPreviewToken } from './content-preview'

const SECRET = 'a-preview-secret-of-at-least-32-characters'
const NOW = 1_790_000_000_000
const DAY = 24 * 3600 * 1000

describe('draft preview tokens', () => {
  it('are <expiry ms>.<base64url HMAC-SHA256> and valid until they expire', async () => {
    const token = await signPreviewToken(SECRET, NOW + DAY)
    expect(token).toMatch(/^1790086400000\.[A-Za-z0-9_-]{43}$/)
    expect(await checkPreviewToken(token, SECRET, NOW)).toBe('valid')
    expect(await checkPreviewToken(token, SECRET, NOW + DAY - 1)).toBe('valid')
    expect(await checkPreviewToken(token, SECRET, NOW + DAY)).toBe('expired')
  })

  it('refuse another secret, a moved expiry, an over-long life and anything malformed', async () => {
    const token = await signPreviewToken(SECRET, NOW + DAY)
    expect(await checkPreviewToken(token, 'another-secret-of-at-least-32-characters', NOW)).toBe('invalid')
    expect(await checkPreviewToken(token.replace('1790086400000', '1790172800000'), SECRET, NOW)).toBe('invalid')
    const longLived = await signPreviewToken(SECRET, NOW + (PREVIEW_TOKEN_MAX_DAYS + 1) * DAY)
    expect(await checkPreviewToken(longLived, SECRET, NOW)).toBe('invalid')
    expect(await checkPreviewToken(undefined, SECRET, NOW)).toBe('missing')
    expect(await checkPreviewToken('', SECRET, NOW)).toBe('missing')
    for (const bad of ['abc', `${NOW}.short`, `${NOW}.${'!'.repeat(43)}`, `x${token}`])
      expect(await checkPreviewToken(bad, SECRET, NOW)).toBe('malformed')
  })
})
