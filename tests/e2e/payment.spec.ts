import type { Page } from '@playwright/test'
import { insertTestOrder, orderStatusOf, type TestOrder } from '../support/orders'
import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'

/**
 * The card journey on this machine: the order the checkout left in localStorage → /payment → the
 * local WayForPay sandbox → the signed callback → /check-payment → /order-success. Orders are
 * written straight into the served database (creating them is the checkout's job).
 */
const db = servedDatabase()

/** Leaves the order and a cart in storage as the checkout does, then opens /payment (which leaves for the provider at once). */
async function payFor(page: Page, order: TestOrder) {
  await page.goto('/')
  const cart = [
    {
      id: 1,
      code: 'X',
      name: 'Item',
      brand: 'B',
      price: 100,
      discount_price: 0,
      quantity: 1,
      image: '',
      url: '',
      promo_discount: 0,
    },
  ]
  await page.evaluate(
    ({ order, cart }) => {
      localStorage.setItem('order', JSON.stringify(order))
      localStorage.setItem('cart', JSON.stringify(cart))
    },
    { order: order.json, cart },
  )
  await page.evaluate(() => window.location.assign('/payment'))
  await page.waitForURL('**/dev/wayforpay/pay')
}

test('card payment: /payment → sandbox → Approve → approved check → order success', async ({ page }) => {
  const order = await insertTestOrder(db(), { quantities: [1, 2], deliveryCostUah: 150 })
  await payFor(page, order)

  await expect(page.getByTestId('sandbox-merchant')).toContainText('test_merch_n1')
  await expect(page.getByTestId('sandbox-amount')).toHaveText(`${order.totalUah} UAH`)
  const products = page.getByTestId('sandbox-products')
  for (const p of order.json.products) await expect(products).toContainText(p.variant.name)
  await expect(products).toContainText('Доставка')
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]')

  await page.getByRole('button', { name: 'Сплатити (Approve)' }).click()
  await page.waitForURL(`**/check-payment/${order.reference}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Оплата замовлення № ${order.number}`)
  const status = page.getByTestId('payment-status')
  await expect(status).toHaveText('Оплату підтверджено. Дякуємо! Переходимо до підтвердження замовлення…')
  await expect(status).toHaveAttribute('data-state', 'approved')
  expect(await orderStatusOf(db(), order.id)).toBe('payed')

  await page.waitForURL('**/order-success')
})

test('a declined card reaches the failed message, in English for an English shopper', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL! }])
  const order = await insertTestOrder(db(), { quantities: [1] })
  await payFor(page, order)

  await expect(page.getByTestId('sandbox-amount')).toHaveText(`${order.totalUah} UAH`)
  await page.getByRole('button', { name: 'Decline' }).click()
  await page.waitForURL(`**/check-payment/${order.reference}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payment for order No. ${order.number}`)
  await expect(page.getByTestId('payment-status')).toHaveText(
    'The payment did not go through. Taking you back to your order…',
  )
  expect(await orderStatusOf(db(), order.id)).toBe('payed_error')
})

test('/payment without a stored order says so and offers the catalogue', async ({ page }) => {
  await page.goto('/payment')
  const section = page.getByTestId('payment-no-order')
  await expect(section.getByRole('heading', { level: 1 })).toHaveText('Немає замовлення до оплати')
  await expect(section.getByRole('link', { name: 'До каталогу' })).toHaveAttribute('href', '/catalogue')
})

test('/order-success without an order: the title says what the heading says', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.removeItem('order'))
  await page.goto('/order-success')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Замовлення не знайдено')
  await expect(page).toHaveTitle('Замовлення не знайдено | Beauty Pro')
})
