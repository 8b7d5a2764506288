import { describe, expect, it } from 'vitest'
import { cacheablePage, cookieLocale, withoutTracking } from './page-cache'
import { tagsOfChanges, tagsOfPage } from './page-changes'

describe('which requests the page cache answers', () => {
  it.each([
    ['GET', 'http://s.test/', { key: 'page/', productSlug: null }],
    ['GET', 'http://s.test/?lang=en', null],
    ['GET', 'http://s.test/catalogue', { key: 'page/catalogue', productSlug: null }],
    ['GET', 'http://s.test/catalogue/face', { key: 'page/catalogue/face', productSlug: null }],
    ['GET', 'http://s.test/catalogue/face/face-creams', { key: 'page/catalogue/face/face-creams', productSlug: null }],
    ['GET', 'http://s.test/catalogue/face/face-creams/x', null],
    ['GET', 'http://s.test/catalogue/face?brand_ids=3', null],
    ['GET', 'http://s.test/catalogue/face?page=2', null],
    ['GET', 'http://s.test/brands', { key: 'page/brands', productSlug: null }],
    ['GET', 'http://s.test/brands/nbl', { key: 'page/brands/nbl', productSlug: null }],
    ['GET', 'http://s.test/brands/nbl?sort=price_asc', null],
    ['GET', 'http://s.test/catalogues', null],
    ['GET', 'http://s.test/blog', null],
    ['GET', 'http://s.test/order', null],
    ['GET', 'http://s.test/product/krem-1', { key: 'product/krem-1', productSlug: 'krem-1' }],
    [
      'GET',
      'http://s.test/product/%D0%BA%D1%80%D0%B5%D0%BC',
      { key: 'product/%D0%BA%D1%80%D0%B5%D0%BC', productSlug: 'крем' },
    ],
    ['GET', 'http://s.test/product/%E0%A4%A', null],
    ['GET', `http://s.test/product/${'%D0%BA'.repeat(81)}`, null],
    ['GET', 'http://s.test/product/krem-1?variant=A1', null],
    ['GET', 'http://s.test/product/krem-1?lang=en', null],
    [
      'GET',
      'http://s.test/product/krem-1?utm_source=fb&utm_medium=cpc&fbclid=IwAR0',
      { key: 'product/krem-1', productSlug: 'krem-1' },
    ],
    ['GET', 'http://s.test/?gclid=abc&UTM_Campaign=spring&_gl=1*x', { key: 'page/', productSlug: null }],
    ['GET', 'http://s.test/catalogue/face?utm_source=x&page=2', null],
    ['GET', 'http://s.test/product/krem-1/reviews', null],
    ['POST', 'http://s.test/product/krem-1', null],
    ['POST', 'http://s.test/', null],
    ['HEAD', 'http://s.test/product/krem-1', null],
  ])('%s %s → %o', (method, href, page) => {
    const found = cacheablePage(new Request(href, { method }), new URL(href))
    expect(found && { key: found.key, productSlug: found.productSlug }).toEqual(page)
  })

  it('strips only tracking parameters from a URL', () => {
    expect(withoutTracking(new URL('http://s.test/a?utm_source=x&page=2&msclkid=1')).href).toBe(
      'http://s.test/a?page=2',
    )
    expect(withoutTracking(new URL('http://s.test/a?utm_term=x')).href).toBe('http://s.test/a')
    const plain = new URL('http://s.test/a?page=2')
    expect(withoutTracking(plain)).toBe(plain)
  })

  it.each([
    [null, 'ua'],
    ['user-locale=en', 'en'],
    ['a=1; user-locale=en; b=2', 'en'],
    ['user-locale=de', 'ua'],
    ['other-user-locale=en', 'ua'],
  ])('cookie %s renders in %s', (header, locale) => {
    expect(cookieLocale(header)).toBe(locale)
  })
})

describe('which cached pages a declared change makes stale', () => {
  const home = tagsOfPage({ kind: 'home' })
  const listing = tagsOfPage({ kind: 'listing' })
  const krem = tagsOfPage({ kind: 'product', productSlug: 'krem' })
  const other = tagsOfPage({ kind: 'product', productSlug: 'other' })
  const stale = (change: Parameters<typeof tagsOfChanges>[0], slugs: string[] = []) => {
    const moved = new Set(tagsOfChanges(change, slugs))
    const hit = (page: string[]) => page.some((tag) => moved.has(tag as never))
    return { home: hit(home), listing: hit(listing), krem: hit(krem), other: hit(other) }
  }

  it.each([
    [['nothing'], [], { home: false, listing: false, krem: false, other: false }],
    [['product-page'], ['krem'], { home: false, listing: false, krem: true, other: false }],
    [['product-page'], [], { home: false, listing: false, krem: true, other: true }],
    [['product'], ['krem'], { home: true, listing: true, krem: true, other: false }],
    [['stock'], [], { home: true, listing: true, krem: true, other: true }],
    [['brand'], [], { home: true, listing: true, krem: true, other: true }],
    [['category'], [], { home: true, listing: true, krem: true, other: true }],
    [['layout'], [], { home: true, listing: true, krem: true, other: true }],
    [['home'], [], { home: true, listing: false, krem: false, other: false }],
  ] as const)('%j of %j → %o', (changes, slugs, expected) => {
    expect(stale(changes, [...slugs])).toEqual(expected)
  })
})
