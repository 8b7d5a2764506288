import { describe, expect, it } from 'vitest'
import { isSafeHref, safeHref } from './safe-href'

describe('safeHref', () => {
  it.each([
    ['https://rica.it/about', 'https://rica.it/about'],
    ['  http://a.b  ', 'http://a.b'],
    ['/page/about', '/page/about'],
    ['/', '/'],
    ['mailto:info@beauty-store.com.ua', 'mailto:info@beauty-store.com.ua'],
    ['tel:+380671234567', 'tel:+380671234567'],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox', undefined],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://', undefined],
    ['page/about', undefined],
    ['mailto:nobody', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (href, expected) => expect(safeHref(href)).toBe(expected))

  it('isSafeHref holds exactly for untrimmed safe links', () => {
    expect(isSafeHref('/opt')).toBe(true)
    expect(isSafeHref(' /opt')).toBe(false)
    expect(isSafeHref('javascript:void(0)')).toBe(false)
  })
})
