import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Every back-office page a staff member opens in a day; the order and product pages are found from their lists. */
const PAGES = ['/admin', '/admin/orders', '/admin/products', '/admin/brands', '/admin/categories', '/admin/promo-codes', '/admin/price-list', '/admin/partners', '/admin/reviews', '/admin/inbox', '/admin/users', '/admin/audit', '/admin/integrations']

/** Latin words that are names of formats, protocols or fields staff know as such in any language. */
const ALLOWED = new Set(['CSV', 'XLSX', 'UTF', 'ID', 'Slug', 'slug', 'Email', 'email', 'POST', 'Authorization', 'Bearer', 'api', 'sync', 'prices', 'WebP', 'JPEG', 'PNG', 'Windows'])

async function signInAsAdmin(page: Page, locale: 'ua' | 'en') {
  await page.goto('/admin')
  await page.evaluate((l) => {
    localStorage.setItem('user-locale', l)
    document.cookie = `user-locale=${l}; path=/`
  }, locale)
  await page.reload()
  const form = page.getByTestId('adm-login')
  await form.locator('input').first().fill('admin@example.com')
  await form.locator('input[type=password]').fill('admin12345')
  await form.locator('button[type=submit]').click()
  await expect(page.getByTestId('adm-viewer')).toBeVisible()
}

/** The page's own words (labels, headings, buttons, badges, messages), not the data in it. */
const chromeText = (page: Page) =>
  page.locator('th, label, button, h1, h2, .adm-field__label, .adm-alert, .adm-badge, .adm-nav, .adm-tile, option').allInnerTexts()

async function visitAll(page: Page, visit: (path: string) => Promise<void>) {
  for (const path of PAGES) await visit(path)
  await page.goto('/admin/orders')
  const orderLink = page.getByTestId('orders-table').locator('tbody tr').first()
  await orderLink.click()
  await page.waitForURL(/\/admin\/orders\/\d+/)
  await visit(new URL(page.url()).pathname)
  await page.goto('/admin/products')
  await page.locator('.adm-table tbody tr').first().click()
  await page.waitForURL(/\/admin\/products\/\d+/)
  await visit(new URL(page.url()).pathname)
}

for (const width of [390, 1366]) {
  test(`no admin page is wider than a ${width} px screen, and the Ukrainian back office has no English words`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width, height: 844 })
    await signInAsAdmin(page, 'ua')
    await visitAll(page, async (path) => {
      if (page.url().endsWith(path) === false) await page.goto(path)
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0)
      const english = (await chromeText(page)).join(' ').match(/\b[A-Za-z]{3,}\b/g)?.filter((w) => !ALLOWED.has(w)) ?? []
      expect(english, `English on ${path}`).toEqual([])
      if (width === 390) await page.screenshot({ path: `test-results/admin-${width}${path.replace(/\//g, '-')}.png`, fullPage: true })
    })
  })
}

test('the English back office on a phone fits the screen too', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsAdmin(page, 'en')
  await expect(page.getByTestId('adm-nav-orders')).toHaveText('Orders')
  await visitAll(page, async (path) => {
    if (page.url().endsWith(path) === false) await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0)
  })
})
