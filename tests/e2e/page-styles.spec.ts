import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'

/** The whole stylesheet, as the page fetches it once interactive (app/lib/full-stylesheet.ts). */
async function wholeStylesheet(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/')
  const link = page.locator('link[rel="prefetch"][href*="/assets/app-"]')
  await expect(link).toHaveCount(1)
  return (await page.request.get((await link.getAttribute('href'))!)).text()
}

/** A screenshot of the page as the server sends it, before any script: with its own parts, or with the whole stylesheet. */
async function firstPaint(browser: Browser, url: string, width: number, wholeCss: string | null): Promise<Buffer> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.route(url, async (route) => {
    const response = await route.fetch()
    // Every picture loads before the screenshot, in both renderings.
    let html = (await response.text()).replaceAll('loading="lazy"', '')
    if (wholeCss !== null) {
      expect(html).toMatch(/<style data-storefront-css="" data-partial="[\w ]+">/)
      html = html.replace(
        /<style data-storefront-css="" data-partial="[\w ]+">[\s\S]*?<\/style>/,
        () => `<style>${wholeCss}</style>`,
      )
    }
    await route.fulfill({ response, body: html })
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))))
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled' })
  await context.close()
  return shot
}

// One test a width: the pair of screenshots of eleven pages took more than three minutes for both widths
// on a slow two-core host.
for (const width of [390, 1366]) {
  test(`each page type’s own stylesheet parts paint it exactly as the whole stylesheet does, at ${width} px`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    const wholeCss = await wholeStylesheet(page)
    const json = async <T>(path: string) => (await (await page.request.get(path)).json()) as T
    const [product] = await json<{ slug: string }[]>('/api/v1/shop/products/latest/')
    const [brand] = await json<{ slug: string }[]>('/api/v1/shop/brands/all-brands/')
    const [post] = await json<{ slug: string }[]>('/api/v1/blog/blogposts/')
    const paths = [
      '/',
      '/catalogue',
      '/catalogue/face',
      '/brands',
      `/brands/${brand!.slug}`,
      `/search?q=${encodeURIComponent('крем')}`,
      `/product/${product!.slug}`,
      '/blog',
      `/blog/${post!.slug}`,
      '/page/about',
      '/catalogue/face?lang=en',
    ]
    for (const path of paths) {
      const url = new URL(path, baseURL).toString()
      // The pages are the store's own data, which other tests change meanwhile (the latest product, a
      // brand): a pair differing for that is read again. A stylesheet that paints otherwise differs every time.
      let same = false
      for (let pair = 0; pair < 3 && !same; pair++) {
        const own = await firstPaint(browser, url, width, null)
        const whole = await firstPaint(browser, url, width, wholeCss)
        same = own.equals(whole)
      }
      expect(same, `${path} at ${width} px`).toBe(true)
    }
  })
}

test('after a page with only its own parts, another page type and a panel are styled by the whole stylesheet', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('style[data-storefront-css]')).toHaveAttribute('data-partial', 'base searchBox')
  // Once interactive, the whole stylesheet is fetched but not applied: applying restyles the whole page.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('link[rel="prefetch"][href*="/assets/app-"]')).toHaveCount(1)
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/app-"]')).toHaveCount(0)
  // The cart panel's styles are not among the home page's parts.
  await page.getByRole('button', { name: /^Кошик/ }).click()
  await expect(page.getByTestId('cart-panel')).toHaveCSS('position', 'fixed')
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/app-"]')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('cart-panel')).toHaveCount(0)
  // Nor are a listing's: the filter panel is laid out beside the products on a laptop.
  await page.locator('header').getByRole('link', { name: 'Обличчя' }).first().click()
  await expect(page).toHaveURL(/\/catalogue\/face$/)
  await expect(page.getByTestId('listing')).toHaveCSS('display', 'grid')
})
