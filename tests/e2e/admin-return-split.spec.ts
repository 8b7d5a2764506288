import type { Page } from '@playwright/test'
import { insertTestOrder } from '../support/orders'
import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'
import { signInAsStaff } from './staff-sign-in'

/**
 * A partial return of a delivered cash-on-delivery order (200 UAH prepaid by card, the rest collected
 * by the carrier) on a 390 px phone and a 1366 px laptop, in Ukrainian and English: the reason starts
 * empty and is required, the form shows what goes back to the card and asks how the rest went back,
 * and the order then shows each part as it was, with the status card pointing to further returns.
 */
const db = servedDatabase()
test.describe.configure({ timeout: 90_000 })

/** Pays the order's prepayment through the local WayForPay sandbox, as the browser's form would post it. */
async function pay(page: Page, reference: string) {
  const formAnswer = await page.request.post('/api/v1/order/generate-wayforpay-url/', {
    data: { order_data: { reference } },
  })
  expect(formAnswer.status()).toBe(200)
  const form = (await formAnswer.json()) as Record<string, string | number | (string | number)[]>
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(form)) {
    if (name === 'url') continue
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, String(item))
    else body.append(name, String(value))
  }
  body.set('decision', 'Approved')
  const decided = await page.request.post('/dev/wayforpay/pay/decision', {
    data: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    maxRedirects: 0,
  })
  expect(decided.status()).toBeLessThan(400)
}

/** A Nova Poshta cash-on-delivery order of 2 × 2,900 UAH, its 200 UAH prepaid by card, received by the buyer. */
async function deliveredCodOrder(page: Page) {
  const order = await insertTestOrder(db(), { payType: 'prepayment', quantities: [2] })
  await db().batch(
    [
      { sql: 'UPDATE order_lines SET unit_price_uah = 2900, total_uah = 5800 WHERE order_id = ?', args: [order.id] },
      { sql: 'UPDATE orders SET goods_total_uah = 5800, total_uah = 5800 WHERE id = ?', args: [order.id] },
    ],
    'write',
  )
  await pay(page, order.reference)
  await expect
    .poll(
      async () =>
        (await db().execute({ sql: 'SELECT paid_uah FROM orders WHERE id = ?', args: [order.id] })).rows[0]!.paid_uah,
    )
    .toBe(200)
  await db().execute({
    sql: `UPDATE orders SET status = 'delivred', ttn = '20450000000001' WHERE id = ?`,
    args: [order.id],
  })
  return order
}

const TEXT = {
  ua: {
    collected: /Отримано післяплатою\s*5\s?600/,
    reasonRequired: 'Оберіть причину повернення',
    toCard: /200\s₴ повернеться на картку/,
    rest: /Решту, 2\s?700\s₴/,
    restRequired: 'Оберіть, як повертаєте решту',
    listed: [/кошти повернено на картку: 200/, /надіслано переказом на рахунок покупця: 2\s?700/],
    transferLine: /Повернено переказом\s*2\s?700/,
    partly: 'Частину замовлення повернено',
  },
  en: {
    collected: /Collected on delivery\s*5,600/,
    reasonRequired: 'Choose the reason for the return',
    toCard: /200\s₴ goes back to the buyer’s card/,
    rest: /remaining 2,700\s₴/,
    restRequired: 'Choose how the rest goes back',
    listed: [/refunded to the card: 200/, /sent by bank transfer to the buyer: 2,700/],
    transferLine: /Sent back by transfer\s*2,700/,
    partly: 'Part of the order was returned',
  },
} as const

for (const [width, locale] of [
  [390, 'ua'],
  [1366, 'ua'],
  [390, 'en'],
  [1366, 'en'],
] as const) {
  test(`staff record a cash-on-delivery return paid back partly to the card and partly by transfer on ${width} px (${locale})`, async ({
    page,
  }) => {
    const text = TEXT[locale]
    await page.setViewportSize({ width, height: 844 })
    const order = await deliveredCodOrder(page)
    await signInAsStaff(page)
    if (locale === 'en')
      await page.evaluate(() => {
        localStorage.setItem('user-locale', 'en')
        document.cookie = 'user-locale=en; path=/'
      })
    await page.goto(`/admin/orders/${order.id}`)
    await expect(page.getByTestId('order-money')).toContainText(text.collected)

    const form = page.getByTestId('order-return-form')
    const questions: string[] = []
    page.on('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.accept()
    })
    await expect(form.getByTestId('order-return-reason')).toHaveValue('')
    await form.getByTestId('order-return-qty').fill('1')
    await form.getByTestId('order-return-submit').click()
    await expect(form).toContainText(text.reasonRequired)

    await form.getByTestId('order-return-reason').selectOption('defective')
    const split = form.getByTestId('order-return-split')
    await expect(split).toContainText(text.toCard)
    await expect(split).toContainText(text.rest)
    await page.screenshot({ path: `test-results/return-split-form-${width}-${locale}.png`, fullPage: true })
    await page
      .getByTestId('order-returns')
      .screenshot({ path: `test-results/return-split-card-${width}-${locale}.png` })
    await form.getByTestId('order-return-submit').click()
    await expect(split).toContainText(text.restRequired)
    expect(questions).toEqual([])

    await form.getByTestId('order-return-rest-transfer').check()
    await form.getByTestId('order-return-submit').click()
    const list = page.getByTestId('order-return-list')
    for (const part of text.listed) await expect(list).toContainText(part)
    expect(questions).toHaveLength(1)
    expect(questions[0]).toMatch(/200/)
    expect(questions[0]).toMatch(/2[\s,]?700/)
    await expect(page.getByTestId('order-money')).toContainText(text.transferLine)
    await expect(page.getByTestId('order-status-final')).toContainText(text.partly)
    await expect(form.getByTestId('order-return-reason')).toHaveValue('')
    await page.screenshot({ path: `test-results/return-split-after-${width}-${locale}.png`, fullPage: true })
    await page
      .getByTestId('order-returns')
      .screenshot({ path: `test-results/return-split-list-${width}-${locale}.png` })
    await page.getByTestId('order-money').screenshot({ path: `test-results/return-split-money-${width}-${locale}.png` })
  })
}
