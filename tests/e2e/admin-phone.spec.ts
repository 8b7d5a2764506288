import type { Page } from '@playwright/test'
import { storedOrder } from './admin-data'
import { expect, test } from './fixtures'

/** Every back-office page a staff member opens in a day; the order and product pages are found from their lists. */
const PAGES = ['/admin', '/admin/orders', '/admin/products', '/admin/brands', '/admin/categories', '/admin/promo-codes', '/admin/price-list', '/admin/partners', '/admin/reviews', '/admin/inbox', '/admin/users', '/admin/audit', '/admin/integrations']

/** Latin words that are names of formats, protocols or fields staff know as such in any language. */
const ALLOWED = new Set(['csv', 'xlsx', 'utf', 'slug', 'email', 'post', 'authorization', 'bearer', 'api', 'sync', 'prices', 'webp', 'jpeg', 'png', 'windows'])

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
  page.locator('th, button, h1, h2, .adm-field__label, .adm-alert, .adm-badge, .adm-nav, .adm-tile, .adm-tab').allInnerTexts()

async function visitAll(visit: (path: string) => Promise<void>) {
  const order = await storedOrder(`050${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
  for (const path of [...PAGES, `/admin/orders/${order.id}`, `/admin/products/${order.productId}`]) await visit(path)
}

for (const width of [390, 1366]) {
  test(`no admin page is wider than a ${width} px screen, and the Ukrainian back office has no English words`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width, height: 844 })
    await signInAsAdmin(page, 'ua')
    await visitAll(async (path) => {
      if (page.url().endsWith(path) === false) await page.goto(path)
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0)
      const english = (await chromeText(page)).join(' ').match(/\b[A-Za-z]{3,}\b/g)?.filter((w) => !ALLOWED.has(w.toLowerCase())) ?? []
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
  await visitAll(async (path) => {
    if (page.url().endsWith(path) === false) await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0)
  })
})

test('a day’s walk on a phone: find an order by a phone typed differently, change its status, export it for Excel', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  const national = `50${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  const order = await storedOrder(`0${national}`)
  await signInAsAdmin(page, 'ua')
  await page.goto('/admin/orders')
  await page.getByTestId('orders-search').fill(`+38 (0${national.slice(0, 2)}) ${national.slice(2, 5)}-${national.slice(5, 7)}-${national.slice(7)}`)
  const row = page.getByTestId('orders-table').locator('tbody tr').filter({ hasText: order.number })
  await expect(row).toHaveCount(1)
  await expect(page).toHaveURL(/[?&]q=/)
  await row.locator('td').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number)
  await page.getByTestId('move-prepered').click()
  await expect(page.getByTestId('order-status')).toHaveText('Зібране')

  await page.goto(`/admin/orders?q=${order.number}`)
  await expect(page.getByTestId('orders-table').locator('tbody tr')).toHaveCount(1)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Експорт CSV' }).click()
  const file = await (await download).path()
  const { readFile } = await import('node:fs/promises')
  const bytes = await readFile(file)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n')
  expect(lines[0]).toMatch(/^Номер;Дата \(Київ\);Статус;/)
  expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${order.number};\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d;Зібране;Готівка;Нова пошта;Тарас Шевченко;0${national};[^;]+;${order.code};`))])
})
