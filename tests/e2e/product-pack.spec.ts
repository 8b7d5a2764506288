import { randomUUID } from 'node:crypto'
import { hashPassword } from '../../app/domain/password-hash'
import { withDb } from './admin-data'
import { fillPersonalStep } from './checkout-steps'
import { expect, test } from './fixtures'

/** A product of its own with one variant partners buy by 6, and an approved partner of this run. */
async function fixtures() {
  const tag = randomUUID().slice(0, 8)
  const partner = { email: `e2e.pack.${tag}@example.com`, password: 'partner-pass-1' }
  const slug = `pack-${tag}`
  const code = `PACK-${tag}`.toUpperCase()
  await withDb(async (db) => {
    await db.execute({
      sql: `INSERT INTO users (email, password_hash, first_name, last_name, wholesale_status, is_active) VALUES (?, ?, 'Ольга', 'Пакова', 'approved', 1)`,
      args: [partner.email, await hashPassword(partner.password)],
    })
    const brand = Number((await db.execute('SELECT id FROM brands ORDER BY id LIMIT 1')).rows[0]!.id)
    const category = Number(
      (await db.execute('SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!.id,
    )
    const product = await db.execute({
      sql: `INSERT INTO products (slug, brand_id, category_id, name_ua, name_en, min_price_uah, min_wholesale_price_uah, is_active) VALUES (?, ?, ?, ?, ?, 800, 500, 1)`,
      args: [slug, brand, category, `Шампунь упаковками ${tag}`, `Pack shampoo ${tag}`],
    })
    await db.execute({
      sql: `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt, pack_size) VALUES (?, ?, '250 мл', '250 ml', 800, 500, 100, 100, 6)`,
      args: [Number(product.lastInsertRowid), code],
    })
  })
  return { partner, slug, code }
}

const cartQuantity = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[])[0]?.quantity)

test('a partner’s product page adds one pack and steps by packs; a retail visitor adds 1', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const { partner, slug } = await fixtures()
  await page.goto('/login')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const login = page.getByTestId('login-form')
  await login.getByLabel('Email або телефон').fill(partner.email)
  await login.getByLabel('Пароль', { exact: true }).fill(partner.password)
  await login.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)

  await page.goto(`/product/${slug}`)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const actions = page.getByTestId('product-actions')
  const quantity = actions.getByTestId('quantity')
  await expect(quantity).toHaveValue('6')
  // The pack is said before the first tap, not only in the cart.
  await expect(actions.getByTestId('pack-note')).toHaveText('Продається упаковками по 6 шт.')
  await expect(actions.getByRole('button', { name: 'Зменшити кількість' })).toBeDisabled()
  await actions.getByRole('button', { name: 'Збільшити кількість' }).click()
  await expect(quantity).toHaveValue('12')
  await actions.getByRole('button', { name: 'Зменшити кількість' }).click()
  await expect(quantity).toHaveValue('6')
  // A typed quantity off the pack is rounded up to whole packs when the field is left.
  await quantity.fill('7')
  await quantity.press('Enter')
  await expect(quantity).toHaveValue('12')
  await quantity.fill('6')
  await quantity.press('Enter')
  await actions.getByTestId('add-to-cart').click()
  await expect.poll(() => cartQuantity(page)).toBe(6)

  // This partner has no company in the profile: choosing the invoice says it will carry no requisites.
  await page.goto('/order')
  const step2 = await fillPersonalStep(page)
  await step2.getByLabel("Кур'єр по Києву").check()
  await step2.getByLabel('Рахунок на оплату (безготівково, для партнерів)').check()
  const note = page.getByTestId('invoice-requisites-missing')
  await expect(note).toContainText('У рахунку не буде назви й коду вашої компанії')
  await expect(note.getByRole('link', { name: 'Додати реквізити' })).toHaveAttribute(
    'href',
    '/profile?section=companyInfo',
  )

  const visitor = await browser.newPage()
  await visitor.goto(`/product/${slug}`)
  await visitor.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await expect(visitor.getByTestId('product-actions').getByTestId('quantity')).toHaveValue('1')
  await expect(visitor.getByTestId('pack-note')).toHaveCount(0)
  await visitor.getByTestId('add-to-cart').click()
  await expect.poll(() => cartQuantity(visitor)).toBe(1)
  await visitor.close()
})
