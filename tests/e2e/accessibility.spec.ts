import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Every page type of the storefront, with real slugs from the API. */
async function pagesToCheck(request: APIRequestContext): Promise<Record<PageType, string>> {
  // The seed's first product carries reviews, replies and votes (db/seed/people.ts), so their controls are checked too.
  const reviewed = (await (await request.get('/api/v1/shop/products/1/')).json()) as { slug: string }
  const brands = (await (await request.get('/api/v1/shop/brands/all-brands/')).json()) as { slug: string }[]
  const tree = (await (await request.get('/api/v1/shop/categories/tree/')).json()) as {
    slug: string
    children: { slug: string }[]
  }[]
  const face = tree.find((c) => c.slug === 'face')!
  return {
    home: '/',
    catalogue: '/catalogue',
    category: `/catalogue/face/${face.children[0]!.slug}`,
    'parent category': '/catalogue/face',
    brand: `/brands/${brands[0]!.slug}`,
    product: `/product/${reviewed.slug}`,
    'blog post': '/blog/professional-peeling',
    content: '/page/about',
    login: '/login',
  }
}

const PAGE_TYPES = [
  'home',
  'catalogue',
  'category',
  'parent category',
  'brand',
  'product',
  'blog post',
  'content',
  'login',
] as const
type PageType = (typeof PAGE_TYPES)[number]

/**
 * axe-core's WCAG 2.1 A/AA rules: the serious and critical violations, by rule and where. Legacy mode
 * runs axe in the page itself instead of opening a blank page to gather the results, which only
 * cross-origin frames need (the storefront has no frames), and only violations are gathered in full:
 * together a page's check takes about 40 % less of a two-core machine, the same rules run.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

// Read-only checks, one page each: the two workers share them rather than one worker taking the whole file.
test.describe.configure({ mode: 'parallel' })

for (const [device, use] of [
  ['laptop', { viewport: { width: 1366, height: 860 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
] as const) {
  test.describe(`accessibility on a ${device}`, () => {
    test.use(use)
    // One test a page, so that a slow machine spends one page's budget on each.
    for (const language of ['ua', 'en'] as const) {
      for (const name of PAGE_TYPES) {
        test(`the ${name} page in ${language} has no serious or critical axe violation`, async ({ page, request }) => {
          const path = (await pagesToCheck(request))[name]
          await page.goto(language === 'ua' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`)
          expect(await seriousViolations(page), `${name} (${path})`).toEqual([])
        })
      }
    }
  })
}
