import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'
import { signInAsStaff } from './staff-sign-in'

const db = servedDatabase()
const SHOTS = process.env.SHOTS_DIR
const CODE = `E2E-PACK-${Date.now().toString(36)}`

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function signInAsPartner(page: Page) {
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.getByLabel('Email або телефон').fill('partner@example.com')
  await form.getByLabel('Пароль', { exact: true }).fill('partner12345')
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)
}

/** A variant partners buy by 6, at 500 UAH wholesale: 5 of them are 500 UAH short of a 3 000 UAH minimum. */
let variantId = 0
test.beforeAll(async () => {
  const { rows } = await db().execute('SELECT id FROM products WHERE is_active = 1 ORDER BY id LIMIT 1')
  const inserted = await db().execute({
    sql: `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt, pack_size, sort_order)
      VALUES (?, ?, '50 мл', '50 ml', 800, 500, 100, 100, 6, 1000)`,
    args: [Number(rows[0]!.id), CODE],
  })
  variantId = Number(inserted.lastInsertRowid)
})
// The minimum is the store's: this file runs after the others (its own project) and leaves no minimum behind.
test.afterEach(async () => {
  await db().execute(`DELETE FROM staff_settings WHERE key = 'wholesale'`)
})

async function putInCart(page: Page, quantity: number) {
  await page.evaluate(
    ({ id, code, quantity }) =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id,
            code,
            name: 'Тест 50 мл',
            brand: '',
            price: 500,
            discount_price: 0,
            quantity,
            image: '',
            url: '/',
            promo_discount: 0,
          },
        ]),
      ),
    { id: variantId, code: CODE, quantity },
  )
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1366, height: 860 }],
] as const) {
  test.describe(`partners' minimum and packs (${device})`, () => {
    test.use({ viewport })

    test('staff set the minimum; the cart explains it and the pack before checkout, in Ukrainian and English', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000)
      await signInAsStaff(page)
      const card = page.getByTestId('wholesale-settings')
      await card.getByTestId('wholesale-minimum').fill('3000')
      await card.getByRole('button', { name: 'Зберегти' }).click()
      await expect(card.getByRole('status')).toHaveText('Збережено.')
      await card.scrollIntoViewIfNeeded()
      await shot(page, `wholesale-settings-${device}`)

      const partner = await browser.newPage({ viewport })
      await signInAsPartner(partner)
      await putInCart(partner, 5)
      await partner.goto('/order')
      const minimum = partner.getByTestId('wholesale-minimum')
      await expect(minimum).toHaveText(/Мінімальне оптове замовлення — 3\s000 грн: додайте ще 500 грн/)
      await expect(partner.getByTestId('cart-line-pack')).toHaveText('Продається упаковками по 6 шт.')
      await shot(partner, `wholesale-cart-below-${device}`)

      // The stepper goes to the next whole pack: 6 × 500 reaches the minimum, and the note goes.
      await partner.getByRole('button', { name: 'Збільшити кількість' }).first().click()
      await expect(partner.getByTestId('quantity').first()).toHaveValue('6')
      await expect(minimum).toHaveCount(0)
      await expect(partner.getByTestId('summary-goods')).toHaveText(/3\s000/)

      // English: the same cart below the minimum, said in English.
      await putInCart(partner, 4)
      await partner.evaluate(() => {
        localStorage.setItem('user-locale', 'en')
        document.cookie = 'user-locale=en; path=/'
      })
      await partner.goto('/order')
      await expect(partner.getByTestId('wholesale-minimum')).toHaveText(
        /The minimum wholesale order is 3.000 \S+: add 1.000 \S+ more/,
      )
      await expect(partner.getByTestId('cart-line-pack')).toHaveText('Sold in packs of 6')
      await shot(partner, `wholesale-cart-en-${device}`)
      await partner.close()
    })
  })
}
