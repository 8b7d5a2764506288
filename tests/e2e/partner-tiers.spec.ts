import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { hashPassword } from '../../app/domain/password-hash'
import { withDb } from './admin-data'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff-sign-in'

const SHOTS = 'test-results/partner-tiers'
/** Wholesale 1234 less the tier's 15 % for the product's brand: 1048.9, rounded to 1049. */
const WHOLESALE = 1234
const TIER_PRICE = 1049
const uah = (n: number) => `${new Intl.NumberFormat('uk-UA').format(n)} грн`

/** An approved partner of this run, and an active product of the first brand with a wholesale price. */
async function fixtures() {
  const tag = randomUUID().slice(0, 8)
  const partner = { email: `e2e.tier.${tag}@example.com`, password: 'partner-pass-1', name: `Тієрна ${tag}` }
  return withDb(async (db) => {
    await db.execute({
      sql: `INSERT INTO users (email, password_hash, first_name, last_name, wholesale_status, is_active) VALUES (?, ?, ?, 'Салонна', 'approved', 1)`,
      args: [partner.email, await hashPassword(partner.password), partner.name],
    })
    const brand = (await db.execute('SELECT id, name FROM brands ORDER BY id LIMIT 1')).rows[0]!
    const category = Number(
      (await db.execute('SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!.id,
    )
    const product = await db.execute({
      sql: `INSERT INTO products (slug, brand_id, category_id, name_ua, name_en, min_price_uah, min_wholesale_price_uah, is_active) VALUES (?, ?, ?, ?, ?, 1500, ?, 1)`,
      args: [`tier-${tag}`, Number(brand.id), category, `Крем для рівня ${tag}`, `Tier cream ${tag}`, WHOLESALE],
    })
    await db.execute({
      sql: `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt) VALUES (?, ?, '50 мл', '50 ml', 1500, ?, 10, 10)`,
      args: [Number(product.lastInsertRowid), `TIER-${tag}`.toUpperCase(), WHOLESALE],
    })
    return { tag, partner, slug: `tier-${tag}`, brand: String(brand.name) }
  })
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.getByLabel('Email або телефон').fill(email)
  await form.getByLabel('Пароль', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)
}

async function partnerSees(browser: Browser, who: { email: string; password: string }, slug: string, size: string) {
  const phone = size === 'phone'
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
    isMobile: phone,
    hasTouch: phone,
  })
  const page = await context.newPage()
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.19.${phone ? 1 : 2}.${Math.floor(Math.random() * 250)}` })
  const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.goto('/login')
  await hydrated()
  await signIn(page, who.email, who.password)
  await page.goto(`/product/${slug}`)
  await hydrated()
  await expect(page.getByTestId('product-wholesale-price')).toContainText(uah(TIER_PRICE))
  await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/product-${size}.png`, fullPage: false })
  await page.getByTestId('add-to-cart').click()
  await page.goto('/order')
  await hydrated()
  await expect(page.getByTestId('cart-line-price')).toHaveText(uah(TIER_PRICE))
  await page.screenshot({ path: `${SHOTS}/cart-${size}.png`, fullPage: false })
  await context.close()
}

test('staff create a tier with a brand discount and assign it; the partner sees the tier price, nobody else does', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const { tag, partner, slug, brand } = await fixtures()
  await signInAsStaff(page)
  await page.goto('/admin/partners/tiers')
  await page.getByTestId('tier-new').click()
  const form = page.getByTestId('tier-form')
  await form.getByTestId('tier-name_ua').fill(`Салон ${tag}`)
  await form.getByTestId('tier-name_en').fill(`Salon ${tag}`)
  await form.getByTestId('tier-discount').fill('5')
  await form.getByTestId('tier-add-brand').click()
  await form.getByTestId('tier-brand').selectOption({ label: brand })
  await form.getByTestId('tier-brand-discount').fill('15')
  await form.screenshot({ path: `${SHOTS}/admin-tier-form.png` })
  await form.getByTestId('tier-save').click()
  await expect(page.getByTestId('partner-notice')).toContainText(`Салон ${tag}`)
  const row = page
    .getByTestId('tiers-table')
    .getByRole('row')
    .filter({ hasText: `Салон ${tag}` })
  await expect(row).toContainText(`${brand}: 15 %`)

  const select = page.getByLabel(`Ціновий рівень: ${partner.name} Салонна`)
  await select.selectOption({ label: `Салон ${tag} (5 %)` })
  await expect(page.getByTestId('partner-notice')).toContainText('рівень змінено')
  await expect(row).toContainText('1')
  await page.setViewportSize({ width: 1366, height: 860 })
  await page.screenshot({ path: `${SHOTS}/admin-tiers-laptop.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SHOTS}/admin-tiers-phone.png`, fullPage: true })

  await partnerSees(browser, partner, slug, 'phone')
  await partnerSees(browser, partner, slug, 'laptop')

  // Right after the partner: an anonymous visitor's page (the edge page cache serves it) shows no tier figure.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  for (let i = 0; i < 2; i++) {
    const html = await (
      await visitor.request.get(`/product/${slug}`, { headers: { 'cf-connecting-ip': '198.19.3.1' } })
    ).text()
    expect(html).toContain(`Крем для рівня ${tag}`)
    expect(html).not.toMatch(/1[\s\u00a0]049\s(грн|UAH)/)
    expect(html).not.toContain(`:${TIER_PRICE}`)
  }
  await visitor.close()
})
