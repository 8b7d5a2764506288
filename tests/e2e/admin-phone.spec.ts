import type { Page } from '@playwright/test'
import { storedOrder, userIdOf } from './admin-data'
import { expect, test } from './fixtures'
import { horizontalOverflow } from './overflow'

/** Every back-office page a staff member opens in a day; the order, product and customer pages are found from their lists. */
const PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/brands',
  '/admin/categories',
  '/admin/promo-codes',
  '/admin/price-list',
  '/admin/partners',
  '/admin/partners/tiers',
  '/admin/reviews',
  '/admin/inbox',
  '/admin/users',
  '/admin/deliveries',
  '/admin/audit',
  '/admin/integrations',
]

/** Latin words that are names of formats, protocols or fields staff know as such in any language. */
const ALLOWED = new Set([
  'csv',
  'xlsx',
  'excel',
  'utf',
  'slug',
  'email',
  'post',
  'authorization',
  'bearer',
  'api',
  'sync',
  'prices',
  'webp',
  'jpeg',
  'png',
  'windows',
])

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
  page
    .locator('th, button, h1, h2, .adm-field__label, .adm-alert, .adm-badge, .adm-nav, .adm-tile, .adm-tab')
    .allInnerTexts()

async function visitAll(visit: (path: string) => Promise<void>) {
  const order = await storedOrder(`050${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
  const customer = await userIdOf('partner@example.com')
  const orderPages = [
    `/admin/orders/${order.id}`,
    `/admin/orders/${order.id}/invoice`,
    `/admin/orders/${order.id}/packing-slip`,
  ]
  for (const path of [...PAGES, ...orderPages, `/admin/products/${order.productId}`, `/admin/users/${customer}`])
    await visit(path)
}

for (const width of [390, 1366]) {
  test(`no admin page is wider than a ${width} px screen, and the Ukrainian back office has no English words`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height: 844 })
    await signInAsAdmin(page, 'ua')
    // The top bar keeps one row: a long name is cut short, never «Вийти» or the language switch.
    const logout = await page.getByRole('button', { name: 'Вийти' }).boundingBox()
    expect((await page.locator('.adm-top').boundingBox())!.height).toBeLessThan(logout!.height * 2)
    await visitAll(async (path) => {
      if (page.url().endsWith(path) === false) await page.goto(path)
      await page.waitForLoadState('networkidle')
      const overflow = await horizontalOverflow(page)
      expect(overflow, `${path} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0)
      const english =
        (await chromeText(page))
          .join(' ')
          .match(/\b[A-Za-z]{3,}\b/g)
          ?.filter((w) => !ALLOWED.has(w.toLowerCase())) ?? []
      expect(english, `English on ${path}`).toEqual([])
      if (width === 390)
        await page.screenshot({ path: `test-results/admin-${width}${path.replace(/\//g, '-')}.png`, fullPage: true })
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
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0)
  })
})

test('on a phone the order’s lines are cards whose every value has its label', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const order = await storedOrder(`050${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
  await signInAsAdmin(page, 'ua')
  await page.goto(`/admin/orders/${order.id}`)
  const line = page.getByTestId('order-lines').locator('tbody tr').first()
  await expect(line).toContainText(order.code)
  const labels = await line
    .locator('td')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content))
  expect(labels).toEqual(['"Артикул"', '"Товар"', '"К-сть"', '"Ціна"', '"Сума"'])
})
