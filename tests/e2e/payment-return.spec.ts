import type { Browser, Page } from '@playwright/test'
import { insertTestOrder, orderStatusOf, type TestOrder } from '../support/orders'
import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'
import { horizontalOverflow } from './overflow'

/**
 * The last step before money, as a buyer lives it: Back from the provider's page returns to the
 * order (never bouncing to the provider again), and the success and check pages say the server's
 * state on their first paint, read here while the page's scripts are still held back.
 */
const db = servedDatabase()

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

async function phonePage(browser: Browser, baseURL: string, locale: 'ua' | 'en') {
  const context = await browser.newContext({ ...PHONE, baseURL })
  if (locale === 'en') await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL }])
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/** Leaves the order in storage as the checkout does, then opens /payment (which leaves for the provider at once). */
async function payFor(page: Page, order: TestOrder) {
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.evaluate((order) => localStorage.setItem('order', JSON.stringify(order)), order.json)
  await page.evaluate(() => window.location.assign('/payment'))
  await page.waitForURL('**/dev/wayforpay/pay', { timeout: 20_000 })
}

/** Opens a path with every script held back: what the page shows is the server's HTML alone. */
async function firstPaint(page: Page, path: string) {
  await page.route(/\.js(\?|$)/, () => {})
  await page.mainFrame().goto(path, { waitUntil: 'commit' })
  await page.locator('footer').waitFor({ state: 'attached' })
}

/** No script ran: everything read so far was the server's first paint. */
async function stillServerPaint(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
}

const TEXT = {
  ua: {
    awaiting: 'Замовлення очікує оплати',
    awaitingStatus: 'Статус: Очікує оплати',
    pay: 'Оплатити',
    paid: 'Статус: Оплачено',
    thanks: 'Дякуємо за замовлення!',
    failed: 'Оплата не пройшла',
    approve: 'Сплатити (Approve)',
    decline: 'Відхилити (Decline)',
    checkTitle: (n: string) => `Оплата замовлення № ${n}`,
  },
  en: {
    awaiting: 'Your order awaits payment',
    awaitingStatus: 'Status: Awaiting payment',
    pay: 'Pay',
    paid: 'Status: Paid',
    thanks: 'Thank you for your order!',
    failed: 'The payment did not go through',
    approve: 'Pay (Approve)',
    decline: 'Decline',
    checkTitle: (n: string) => `Payment for order No. ${n}`,
  },
}

test('Back from the provider returns to the order with its lines, to pay again or another way', async ({ page }) => {
  const order = await insertTestOrder(db(), { quantities: [1, 2] })
  await payFor(page, order)
  // The provider's page offers the wallets the store asked for.
  await expect(page.getByTestId('sandbox-methods')).toHaveText(/Visa \/ Mastercard\s*Apple Pay\s*Google Pay/)

  await page.goBack()
  await expect(page).toHaveURL(/\/order-success$/)
  await expect(page.getByTestId('order-success-title')).toHaveText(TEXT.ua.awaiting)
  await expect(page.getByTestId('order-status')).toHaveText(TEXT.ua.awaitingStatus)
  await expect(page.getByTestId('order-line')).toHaveCount(2)
  // Still here a moment later: nothing sends the buyer back to the provider.
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveURL(/\/order-success$/)

  // Pay again, and Back once more: the order again, not the provider.
  await page.getByTestId('pay-again').click()
  await page.waitForURL('**/dev/wayforpay/pay')
  await page.goBack()
  await expect(page).toHaveURL(/\/order-success$/)
  await expect(page.getByTestId('order-line')).toHaveCount(2)

  // Another way to pay: Nova Poshta takes cash on delivery after a 200 UAH prepayment.
  await page.getByTestId('pay-with-prepayment').click()
  await expect(page.getByTestId('pay-with-card')).toBeVisible()
  expect(await orderStatusOf(db(), order.id)).toBe('created')
  const payType = await db().execute({ sql: 'SELECT pay_type FROM orders WHERE id = ?', args: [order.id] })
  expect(payType.rows[0]!.pay_type).toBe('prepayment')
})

for (const locale of ['ua', 'en'] as const)
  test(`on a phone (${locale}): the check page of an order not paid yet says so, not that the payment failed`, async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL!, locale)
    const order = await insertTestOrder(db(), { quantities: [1] })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.evaluate((order) => localStorage.setItem('order', JSON.stringify(order)), order.json)
    await page.goto(`/check-payment/${order.reference}`)
    const status = page.getByTestId('payment-status')
    await expect(status).toHaveAttribute('data-state', 'not_paid')
    await expect(status).toHaveText(
      locale === 'ua'
        ? 'Оплату не завершено: замовлення очікує оплати. Повертаємо вас до замовлення…'
        : 'The payment was not completed: your order awaits payment. Taking you back to the order…',
    )
    await expect(status).not.toContainText(TEXT[locale].failed)
    await page.waitForURL('**/order-success', { timeout: 15_000 })
    await expect(page.getByTestId('order-success-title')).toHaveText(TEXT[locale].awaiting)
    await page.context().close()
  })

for (const locale of ['ua', 'en'] as const) {
  test(`on a phone (${locale}): Back from the provider shows the order, in the page’s language`, async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL!, locale)
    const order = await insertTestOrder(db(), { quantities: [1] })
    await payFor(page, order)
    await page.goBack()
    await expect(page).toHaveURL(/\/order-success$/)
    await expect(page.getByTestId('order-success-title')).toHaveText(TEXT[locale].awaiting)
    await expect(page.getByTestId('pay-again')).toHaveText(TEXT[locale].pay)
    await expect(page.getByTestId('order-line')).toHaveCount(1)
    const overflow = await horizontalOverflow(page)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.context().close()
  })

  test(`the first paint after an approved payment says paid (${locale}, phone at 4× CPU)`, async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL!, locale)
    const order = await insertTestOrder(db(), { quantities: [1] })
    await payFor(page, order)
    await page.getByRole('button', { name: TEXT[locale].approve }).click()
    await page.waitForURL(`**/check-payment/${order.reference}`)
    expect(await orderStatusOf(db(), order.id)).toBe('payed')

    await firstPaint(page, `/check-payment/${order.reference}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[locale].checkTitle(order.number))
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'approved')
    await stillServerPaint(page)

    await firstPaint(page, '/order-success')
    await expect(page.getByTestId('order-success-title')).toHaveText(TEXT[locale].thanks)
    await expect(page.getByTestId('order-status')).toHaveText(TEXT[locale].paid)
    await expect(page.getByTestId('pay-again')).toHaveCount(0)
    await expect(page.getByTestId('pay-until')).toHaveCount(0)
    await stillServerPaint(page)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.context().close()
  })
}

test('the first paint after a declined payment says it failed; the buyer then pays another way (laptop)', async ({
  page,
}) => {
  const order = await insertTestOrder(db(), { quantities: [1] })
  await payFor(page, order)
  await page.getByRole('button', { name: TEXT.ua.decline }).click()
  await page.waitForURL(`**/check-payment/${order.reference}`)
  await firstPaint(page, '/order-success')
  await expect(page.getByTestId('order-success-title')).toHaveText(TEXT.ua.failed)
  await expect(page.getByTestId('pay-again')).toHaveText('Оплатити ще раз')
  await stillServerPaint(page)
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  // Paying another way after the card failed: cash on delivery with its prepayment, a fresh wait for it.
  await page.goto('/order-success')
  await page.getByTestId('pay-with-prepayment').click()
  await expect(page.getByTestId('pay-with-card')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  const prepayment = Math.min(200, order.totalUah)
  await expect(page.getByTestId('order-success-text')).toHaveText(
    new RegExp(`^Сплатіть передоплату ${prepayment}\\sгрн карткою зараз, решту — при отриманні`),
  )
  const row = await db().execute({ sql: 'SELECT status, pay_type FROM orders WHERE id = ?', args: [order.id] })
  expect(row.rows[0]).toMatchObject({ status: 'created', pay_type: 'prepayment' })
})

test('changing the order after Back from the provider cancels it and puts its lines back with their pages and pictures', async ({
  page,
}) => {
  const order = await insertTestOrder(db(), { quantities: [2] })
  await payFor(page, order)
  await page.goBack()
  await expect(page).toHaveURL(/\/order-success$/)
  await page.getByTestId('change-order').click()
  await page.waitForURL('**/order')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  const [line] = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number; url: string; image: string }[],
  )
  expect(line).toMatchObject({ quantity: 2, url: expect.stringMatching(/^\/product\/[^/?]+\?variant=/) })
  expect(line!.image).toMatch(/^\/media\//)
  expect(await orderStatusOf(db(), order.id)).toBe('declined')
})

test('after the cash-on-delivery prepayment the order says what is left to pay on delivery', async ({ page }) => {
  const order = await insertTestOrder(db(), { payType: 'prepayment', quantities: [2] })
  await payFor(page, order)
  await page.getByRole('button', { name: TEXT.ua.approve }).click()
  await page.waitForURL(`**/check-payment/${order.reference}`)
  await firstPaint(page, '/order-success')
  await expect(page.getByTestId('order-prepaid')).toHaveText(/^200\sгрн$/)
  const due = (order.totalUah - 200).toLocaleString('uk-UA').replace(/\s/g, '\\s')
  await expect(page.getByTestId('order-due-on-delivery')).toHaveText(new RegExp(`^${due}\\sгрн$`))
  await stillServerPaint(page)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a deadline that has passed is never promised; a pending payment offers the order and home', async ({ page }) => {
  const order = await insertTestOrder(db(), { quantities: [1] })
  await db().execute({ sql: 'UPDATE orders SET hold_until = ? WHERE id = ?', args: [Date.now() - 60_000, order.id] })
  await page.goto('/')
  await page.evaluate((order) => localStorage.setItem('order', JSON.stringify(order)), order.json)
  await page.evaluate((reference) => (document.cookie = `order-ref=${reference}; path=/`), order.reference)
  await firstPaint(page, '/order-success')
  await expect(page.getByTestId('pay-until')).toHaveCount(0)
  await expect(page.getByTestId('order-success-title')).not.toHaveText(TEXT.ua.awaiting)
  await stillServerPaint(page)
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  const pending = await insertTestOrder(db(), { quantities: [1] })
  await payFor(page, pending)
  await page.getByRole('button', { name: 'На перевірці (Pending)' }).click()
  await page.waitForURL(`**/check-payment/${pending.reference}`)
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'processing')
  const next = page.getByTestId('payment-check-next')
  await expect(next.getByRole('link', { name: 'Переглянути замовлення' })).toHaveAttribute('href', '/order-success')
  await expect(next.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/')
})

test('the check page of an order that does not exist is the store’s 404, not a spinning check', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto(`/check-payment/${crypto.randomUUID()}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found')).toContainText('Сторінку не знайдено')
  await expect(page.getByTestId('payment-status')).toHaveCount(0)
  // Chromium logs the document's own 404; that one is the point of this test.
  const own = consoleErrors.filter((e) => e.includes('status of 404'))
  expect(own).toHaveLength(1)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !own.includes(e)))
})
