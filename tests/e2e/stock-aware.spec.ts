import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'

/**
 * A product whose first variant is out of stock while a later one is in: cards and the product page
 * start on the one the buyer can have, and the quantity says what stock covers.
 */
const db = servedDatabase()
test.describe.configure({ timeout: 60_000 })

interface Found {
  slug: string
  name: string
  first: string
  inStock: { value: string; code: string; stock: number }
}

/** The seeded product (retail view) whose first variant is out of stock and a later one is in stock. */
async function productStartingOutOfStock(): Promise<Found> {
  const { rows } = await db().execute(
    `SELECT p.slug, p.name_ua AS name, v.code, v.value_ua AS value, v.stock + v.stock_opt AS stock,
            v.id = (SELECT id FROM variants WHERE product_id = p.id ORDER BY sort_order, id LIMIT 1) AS is_first
     FROM products p JOIN variants v ON v.product_id = p.id
     WHERE p.is_active = 1 AND p.id = (
       SELECT p2.id FROM products p2
       JOIN variants f ON f.id = (SELECT id FROM variants WHERE product_id = p2.id ORDER BY sort_order, id LIMIT 1)
       WHERE p2.is_active = 1 AND f.stock + f.stock_opt <= 0
         AND EXISTS (SELECT 1 FROM variants o WHERE o.product_id = p2.id AND o.stock + o.stock_opt > 0)
       ORDER BY p2.id LIMIT 1)
     ORDER BY v.sort_order, v.id`,
  )
  const first = rows.find((r) => Number(r.is_first) === 1)!
  const available = rows.find((r) => Number(r.stock) > 0)!
  return {
    slug: String(first.slug),
    name: String(first.name),
    first: String(first.value),
    inStock: { value: String(available.value), code: String(available.code), stock: Number(available.stock) },
  }
}

async function phonePage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

test('a card starts on the first variant in stock (phone at 4× CPU, before and after hydration)', async ({
  browser,
  baseURL,
}) => {
  const found = await productStartingOutOfStock()
  const page = await phonePage(browser, baseURL!)
  await page.goto(`/search?q=${encodeURIComponent(found.name)}`, { waitUntil: 'commit' })
  const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="/product/${found.slug}"]`) })
  const select = card.first().getByRole('combobox', { name: 'Варіант' })
  // The server's paint already shows it.
  await expect(select.locator('option:checked')).toHaveText(found.inStock.value)
  await expect(select.locator('option').first()).toHaveText(found.first)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 })
  await expect(select.locator('option:checked')).toHaveText(found.inStock.value)
  await expect(card.first().getByRole('button', { name: 'До кошика' })).toBeVisible()
  await page.context().close()
})

test('the product page starts on it too, and a quantity above stock says how many are in stock', async ({ page }) => {
  const found = await productStartingOutOfStock()
  await page.goto(`/product/${found.slug}`)
  await expect(page.getByTestId('product-code')).toHaveText(found.inStock.code)
  await expect(page.getByTestId('stock-state')).toHaveText('В наявності')
  await expect(page).toHaveURL(new RegExp(`/product/${found.slug}$`))

  const quantity = page.getByTestId('quantity')
  await quantity.fill(String(found.inStock.stock + 1))
  await quantity.press('Enter')
  await expect(page.getByTestId('stock-hint')).toContainText(`В наявності ${found.inStock.stock} шт.`)
  await expect(page.getByTestId('stock-hint')).toContainText('передзамовленням')

  // The out-of-stock first variant: its own URL, and it says what a pre-order is.
  await page.getByTestId('variant-option').first().click()
  await expect(page).toHaveURL(/\?variant=/)
  await expect(page.getByTestId('stock-hint')).toHaveText(
    'Передзамовлення: привеземо від постачальника, менеджер повідомить строк.',
  )
})

test('in English, a low stock says how many are left', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL! }])
  const { rows } = await db().execute(
    `SELECT p.slug, v.code, v.stock + v.stock_opt AS stock FROM products p JOIN variants v ON v.product_id = p.id
     WHERE p.is_active = 1 AND v.stock + v.stock_opt BETWEEN 1 AND 5
       AND v.id = (SELECT id FROM variants WHERE product_id = p.id ORDER BY sort_order, id LIMIT 1) ORDER BY p.id LIMIT 1`,
  )
  const low = rows[0]!
  await page.goto(`/product/${String(low.slug)}`)
  await expect(page.getByTestId('stock-hint')).toHaveText(`Only ${Number(low.stock)} left`)
})
