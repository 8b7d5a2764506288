import { type APIRequestContext, expect, test } from '@playwright/test'

/**
 * Ordinary bad links and hostile ones against every storefront page route: seeded values for every
 * search parameter the store reads, plus long and odd slugs. No answer may be a 500, and every page
 * that answers an error (404, 500) still has the store's header and footer.
 */

/** A small seeded generator (mulberry32), so a failing run can be repeated with FUZZ_SEED. */
function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const SEED = Number(process.env.FUZZ_SEED ?? 23)

const ROUTES = [
  '/',
  '/catalogue',
  '/catalogue/face',
  '/catalogue/face/creams',
  '/brands',
  '/brands/rica',
  '/product/{product}',
  '/blog',
  '/blog/{post}',
  '/page/about',
  '/contacts',
  '/contacts/success',
  '/opt',
  '/donate',
  '/intersharm',
  '/core/partner',
  '/login',
  '/registration',
  '/registration/business',
  '/registration-confirmation',
  '/restore_password',
  '/profile',
  '/order',
  '/order-success',
  '/payment',
  '/check-payment',
  '/check-payment/BP-0000000',
  '/quick-order',
  '/invoice/1',
  '/activate/abc/def',
  '/password/reset/confirm/abc/def',
  '/admin',
  '/admin/orders',
  '/admin/orders/1',
  '/admin/products',
  '/admin/products/1',
  '/admin/users',
  '/admin/users/1',
  '/admin/orders/1/invoice',
  '/admin/orders/1/packing-slip',
  '/admin/no-such-page',
]
const PARAMS = [
  'page',
  'sort',
  'price_min',
  'price_max',
  'brands',
  'categories',
  'variant',
  'section',
  'lang',
  'utm_source',
  'q',
  'limit',
]
const BAD_VALUES = [
  'abc',
  '',
  '0',
  '-5',
  '1.5',
  '1e9',
  '99999999999999999999',
  'nonsense',
  'price_desc',
  'zz',
  '[]',
  '{"a":1}',
  'null',
  'true',
  '"quoted"',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a'.repeat(3000),
  '1,2,x,-3',
  '🙂',
  '%E0%A4%A',
]
const ODD_SLUGS = [
  'a'.repeat(250),
  'A-UPPER',
  '%00',
  '..',
  '%2e%2e',
  '<script>',
  'x'.repeat(2000),
  '🙂',
  '%E0%A4%A',
  'slug with space',
  '-',
  '1',
]
const SLUGGED = [
  '/product/{slug}',
  '/brands/{slug}',
  '/catalogue/{slug}',
  '/catalogue/face/{slug}',
  '/catalogue/face/creams/{slug}',
  '/blog/{slug}',
  '/page/{slug}',
  '/check-payment/{slug}',
  '/activate/{slug}/x',
  '/password/reset/confirm/{slug}/x',
  '/admin/orders/{slug}',
  '/admin/products/{slug}',
  '/admin/users/{slug}',
  '/admin/orders/{slug}/invoice',
  '/invoice/{slug}',
]

async function firstSlugs(request: APIRequestContext) {
  const products = await (await request.get('/api/v1/shop/products/category-products/?limit=1')).json()
  const posts = await (await request.get('/api/v1/blog/blogposts/')).json().catch(() => [])
  return {
    product: String(products.results[0].slug),
    post: String(Array.isArray(posts) && posts[0]?.slug ? posts[0].slug : 'none'),
  }
}

function urlsToTry(slugs: { product: string; post: string }): string[] {
  const random = seeded(SEED)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const urls: string[] = []
  for (const template of ROUTES) {
    const path = template.replace('{product}', slugs.product).replace('{post}', slugs.post)
    for (const param of PARAMS) {
      for (let i = 0; i < 2; i++) urls.push(`${path}?${param}=${encodeURIComponent(pick(BAD_VALUES))}`)
    }
    // Several bad values at once, and a raw (unencoded) one.
    urls.push(
      `${path}?page=${encodeURIComponent(pick(BAD_VALUES))}&sort=${encodeURIComponent(pick(BAD_VALUES))}&price_min=-1&price_max=abc&brands=x`,
    )
    urls.push(`${path}?page=%ZZ&sort=%`)
  }
  for (const template of SLUGGED)
    for (const slug of ODD_SLUGS)
      urls.push(template.replace('{slug}', slug.startsWith('%') ? slug : encodeURIComponent(slug)))
  return urls
}

test('bad search values and odd slugs never answer 500, and error pages keep the header and footer', async ({
  request,
}) => {
  test.setTimeout(240_000)
  const urls = urlsToTry(await firstSlugs(request))
  const failures: string[] = []
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 3, headers: { accept: 'text/html' } })
    const status = response.status()
    if (status >= 500) {
      failures.push(`${status} ${url.slice(0, 120)}`)
      continue
    }
    if (status === 404 && (response.headers()['content-type'] ?? '').startsWith('text/html')) {
      const html = await response.text()
      if (!html.includes('<header class="header"') || !html.includes('<footer class="footer"'))
        failures.push(`${status} without the layout: ${url.slice(0, 120)}`)
    }
  }
  expect(failures, `seed ${SEED}, ${urls.length} requests`).toEqual([])
})
