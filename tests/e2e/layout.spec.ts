import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

test('on a phone, the checkout and the contact form offer no back-to-top button over their fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/contacts', '/order']) {
    await page.goto(path)
    // Scripts running, so a missing button is the page's choice, not a page not yet hydrated.
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBeTruthy()
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await expect(page.getByRole('button', { name: 'Нагору' })).toHaveCount(0)
  }
  // A browsing page still has it: the test below.
})

test('back-to-top appears after scrolling more than 100 px', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Нагору' })
  await expect(button).toHaveCount(0)
  await page.mouse.wheel(0, 600)
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100)
})

test('the FAQ dropdown lists delivery, returns and payment', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Питання та відповіді' }).click()
  const links = page.locator('#faq-links')
  await expect(links.getByRole('link')).toHaveCount(3)
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await expect(links).toHaveCount(0)
})

test('a page carries the security headers, and its hashed scripts and styles may be kept for a year', async ({
  page,
}) => {
  const response = (await page.goto('/'))!
  const headers = response.headers()
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cache-control'] ?? '').not.toContain('immutable')
  // Read from the page as served: once hydrated, the head's script tags are replaced by the app's own
  // (a moment with none of them), so the live document is no steady place to look.
  // The storefront's stylesheet is inline; its hashed assets are the modules it preloads and loads.
  const html = await response.text()
  const assets = [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="(\/assets\/[^"]+)"/g)].map(
    (m) => new URL(m[1]!, response.url()).href,
  )
  expect(assets.length).toBeGreaterThan(0)
  for (const url of assets) {
    const asset = await page.request.get(url)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  }
  const favicon = await page.request.get('/favicon.svg')
  expect(favicon.headers()['cache-control']).not.toContain('immutable')
})

test('the browser takes the server page over as it is: one layout, each page its own head tags after client navigation, ids that resolve', async ({
  page,
}) => {
  await page.goto('/catalogue/face')
  await expect(page.locator('html html, body body')).toHaveCount(0)
  await expect(page.locator('header.header')).toHaveCount(1)
  await expect(page.locator('main#main')).toHaveCount(1)
  // One inline stylesheet, the page type's parts (never a second copy from hydration); once the page
  // is interactive, the whole stylesheet fetched for the other page types, and linked at the first tap.
  await expect(page.locator('style[data-storefront-css]')).toHaveCount(1)
  await expect(page.locator('link[rel="prefetch"]')).toHaveAttribute('href', /^\/assets\/app-[\w-]+\.css$/)
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/catalogue\/face$/,
  )

  // A client-side navigation replaces the head tags with the product's.
  await page.getByTestId('product-card').first().locator('a.card__name').click()
  await expect(page).toHaveURL(/\/product\/[\w-]+$/)
  const path = new URL(page.url()).pathname
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`))
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}\\?lang=en$`),
  )
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}$`),
  )
  await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(4)
  await expect(page.locator('style[data-storefront-css]')).toHaveCount(1)
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('href', /^\/assets\/app-[\w-]+\.css$/)
  expect(
    await page.locator('style[data-storefront-css]').evaluate((style) => style.textContent!.length),
  ).toBeGreaterThan(10_000)
  await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0)

  // Labels, tabs and descriptions point at elements that exist, before and after the page changes them.
  await page.getByRole('tab', { name: 'Характеристики' }).click()
  await expect(page.getByTestId('properties')).toBeVisible()
  expect(await brokenIdReferences(page)).toEqual([])
  await page.goto('/registration')
  const password = page.getByLabel('Пароль', { exact: true })
  await password.fill('1')
  await password.blur()
  await expect(page.locator('.field__error').first()).toBeVisible()
  expect(await brokenIdReferences(page)).toEqual([])
  await password.fill('Strong-password-123')
  await password.blur()
  expect(await brokenIdReferences(page)).toEqual([])
})

/** `for`, `aria-controls`, `aria-labelledby` and `aria-describedby` values naming no element on the page. */
function brokenIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = []
    for (const attribute of ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of element.getAttribute(attribute)!.split(' ').filter(Boolean))
          if (!document.getElementById(id)) broken.push(`${element.localName}[${attribute}=${id}]`)
      }
    }
    return broken
  })
}
