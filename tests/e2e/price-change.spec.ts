import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { hashPassword } from '../../app/domain/password-hash'
import { withDb } from './admin-data'
import { expect, test } from './fixtures'

/** A product of this run with one variant: 450 retail, 300 wholesale. */
async function product() {
  const tag = randomUUID().slice(0, 8)
  const code = `PRICE-${tag}`.toUpperCase()
  const slug = `price-${tag}`
  const name = `Крем ціновий ${tag}`
  await withDb(async (db) => {
    const brand = Number((await db.execute('SELECT id FROM brands ORDER BY id LIMIT 1')).rows[0]!.id)
    const category = Number(
      (await db.execute('SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!.id,
    )
    const row = await db.execute({
      sql: `INSERT INTO products (slug, brand_id, category_id, name_ua, name_en, min_price_uah, min_wholesale_price_uah, is_active) VALUES (?, ?, ?, ?, ?, 450, 300, 1)`,
      args: [slug, brand, category, name, `Price cream ${tag}`],
    })
    await db.execute({
      sql: `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt) VALUES (?, ?, '50 мл', '50 ml', 450, 300, 50, 50)`,
      args: [Number(row.lastInsertRowid), code],
    })
  })
  return { code, slug, name: `${name} 50 мл` }
}

/** Staff change the retail price (straight in the database, as an import or the back office would). */
const setPrice = (code: string, uah: number) =>
  withDb((db) => db.execute({ sql: 'UPDATE variants SET price_uah = ? WHERE code = ?', args: [uah, code] }))

async function addToCart(page: Page, slug: string, code: string) {
  await page.goto(`/product/${slug}`)
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByTestId('cart-panel').locator(`[data-code="${code}"]`)).toBeVisible()
  // Freshly added: the buyer sees the price they just chose, nothing to tell.
  await expect(page.getByTestId('cart-line-price-change')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('cart-panel')).toBeHidden()
}

const openCart = async (page: Page) => {
  await page.getByRole('button', { name: /^(Кошик|Cart): \d+$/ }).click()
  const panel = page.getByTestId('cart-panel')
  await expect(panel).toBeVisible()
  return panel
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 860 },
]) {
  test(`a price changed after adding is told on the cart line and above the checkout's button (${viewport.width} px, ua and en)`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const item = await product()
    // The checkout whole; a panel as the screen shows it, once it has slid in.
    const shot = async (name: string) => {
      const panel = name.includes('panel')
      if (panel)
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getTiming().iterations !== Infinity)
              .map((a) => a.finished),
          ),
        )
      await page.screenshot({ path: `test-results/price-change-${viewport.width}-${name}.png`, fullPage: !panel })
    }
    await addToCart(page, item.slug, item.code)

    // Staff raise the price; the buyer comes back later.
    await setPrice(item.code, 520)
    await page.goto('/')
    const panel = await openCart(page)
    const note = panel.getByTestId('cart-line-price-change')
    await expect(note).toContainText('Ціна зросла: було 450 грн, тепер 520 грн')
    await expect(note.locator('s')).toHaveText('450 грн')
    await expect(panel.getByTestId('cart-line-price')).toHaveText('520 грн')
    await shot('ua-panel')
    // Going on to the checkout is not yet "seen": the checkout says it again before the buyer pays.
    await panel.getByRole('link', { name: 'Оформити замовлення' }).click()
    await expect(page).toHaveURL(/\/order$/)
    const line = page.getByTestId('checkout').getByTestId('cart-line')
    await expect(line.getByTestId('cart-line-price-change')).toContainText('Ціна зросла: було 450 грн, тепер 520 грн')
    const rose = page.getByTestId('order-price-rose').getByRole('status')
    await expect(rose).toHaveText(
      `Подорожчали, поки були в кошику: «${item.name}». Сума вже з новими цінами — перевірте її перед підтвердженням.`,
    )
    await expect(page.getByTestId('summary-goods')).toHaveText('520 грн')
    await shot('ua-checkout')

    await page.goto('/order?lang=en')
    await expect(line.getByTestId('cart-line-price-change')).toContainText('Price went up: was 450 UAH, now 520 UAH')
    await expect(rose).toContainText('Went up in price while in your cart:')
    await expect(page.getByTestId('summary-goods')).toHaveText('520 UAH')
    await shot('en-checkout')
    // "Got it" once for every line: the notices go, and stay gone (the price seen is now 520).
    await page.getByTestId('order-price-rose').getByRole('button', { name: 'Got it' }).click()
    await expect(page.getByTestId('cart-line-price-change')).toHaveCount(0)
    await expect(rose).toHaveText('')
    await page.reload()
    await expect(page.getByTestId('summary-goods')).toHaveText('520 UAH')
    await expect(page.getByTestId('cart-line-price-change')).toHaveCount(0)

    // A sale: the price falls. Said on the line; nothing above the button (nothing to pay more).
    await setPrice(item.code, 480)
    await page.reload()
    await expect(line.getByTestId('cart-line-price-change')).toContainText('Price went down: was 520 UAH, now 480 UAH')
    await expect(rose).toHaveText('')
    const enPanel = await openCart(page)
    const fell = enPanel.getByTestId('cart-line-price-change')
    await expect(fell).toHaveAttribute('data-change', 'price_fell')
    await shot('en-panel-fall')
    await fell.getByRole('button', { name: 'Got it' }).click()
    await expect(page.getByTestId('cart-line-price-change')).toHaveCount(0)

    // The browser's prices only tell: a line whose stored price was tampered with is still charged the server's.
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as { price: number; discount_price: number }[]
      localStorage.setItem('cart', JSON.stringify(cart.map((l) => ({ ...l, price: 1, discount_price: 0 }))))
    })
    await page.goto('/order?lang=en')
    await expect(page.getByTestId('summary-goods')).toHaveText('480 UAH')
    await expect(page.getByTestId('cart-line-price-change')).toHaveCount(0)
  })
}

test('a sign-in as a partner brings wholesale prices without a price-change notice', async ({ page }) => {
  test.setTimeout(90_000)
  const item = await product()
  const partner = { email: `e2e.price.${randomUUID().slice(0, 8)}@example.com`, password: 'partner-pass-1' }
  await withDb(async (db) =>
    db.execute({
      sql: `INSERT INTO users (email, password_hash, first_name, last_name, wholesale_status, is_active) VALUES (?, ?, 'Ірина', 'Цінова', 'approved', 1)`,
      args: [partner.email, await hashPassword(partner.password)],
    }),
  )
  await addToCart(page, item.slug, item.code)
  await page.goto('/login')
  const login = page.getByTestId('login-form')
  await login.getByLabel('Email або телефон').fill(partner.email)
  await login.getByLabel('Пароль', { exact: true }).fill(partner.password)
  await login.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  const panel = await openCart(page)
  await expect(panel.getByTestId('cart-line-price')).toHaveText('300 грн')
  await expect(panel.getByTestId('cart-line-price-change')).toHaveCount(0)
  // The partner's own price then changes: that is a change, told as one.
  await withDb((db) =>
    db.execute({ sql: 'UPDATE variants SET wholesale_price_uah = 330 WHERE code = ?', args: [item.code] }),
  )
  await page.goto('/')
  const again = await openCart(page)
  await expect(again.getByTestId('cart-line-price-change')).toContainText('Ціна зросла: було 300 грн, тепер 330 грн')
})
