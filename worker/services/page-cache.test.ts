import { describe, expect, it } from 'vitest'
import { cacheablePage, changesProductPages, cookieLocale } from './page-cache'

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
    ['GET', 'http://s.test/product/%D0%BA%D1%80%D0%B5%D0%BC', { key: 'product/%D0%BA%D1%80%D0%B5%D0%BC', productSlug: 'крем' }],
    ['GET', 'http://s.test/product/%E0%A4%A', null],
    ['GET', 'http://s.test/product/krem-1?variant=A1', null],
    ['GET', 'http://s.test/product/krem-1?lang=en', null],
    ['GET', 'http://s.test/product/krem-1/reviews', null],
    ['POST', 'http://s.test/product/krem-1', null],
    ['POST', 'http://s.test/', null],
    ['HEAD', 'http://s.test/product/krem-1', null],
  ])('%s %s → %o', (method, href, page) => {
    expect(cacheablePage(new Request(href, { method }), new URL(href))).toEqual(page)
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

describe('which API writes make cached product pages stale', () => {
  it.each([
    ['POST', '/shop/comments', true],
    ['POST', '/shop/comments/12/like', true],
    ['DELETE', '/shop/comments/12', true],
    ['POST', '/shop/replies', true],
    ['POST', '/order/orders', false],
    ['POST', '/order/orders/', false],
    ['POST', '/orders/', false],
    ['POST', '/order/apply-promo/', false],
    ['POST', '/order/generate-wayforpay-url/', false],
    ['PATCH', '/order/orders/5/', true],
    ['POST', '/order/payment/callback/', true],
    ['PATCH', '/admin/products/3', true],
    ['POST', '/sync/prices', true],
    ['POST', '/webhooks/sanity', true],
    ['GET', '/shop/comments', false],
    ['GET', '/admin/orders', false],
    ['POST', '/auth/custom-login', false],
    ['POST', '/shop/commentsx', false],
    ['POST', '/forms/recall', false],
  ])('%s %s → %s', (method, path, stale) => {
    expect(changesProductPages(method, path)).toBe(stale)
  })
})
