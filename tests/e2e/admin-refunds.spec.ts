import type { Browser, Page } from '@playwright/test'
import { freshStaff } from './admin-data'
import { insertTestOrder, type TestOrder } from '../support/orders'
import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'

/**
 * Staff and money on a 390 px phone and a 1366 px laptop, in Ukrainian: a refused refund retried
 * repays exactly what was refused, a fully refunded order is not offered "→ Зібране" without an
 * override, and a return puts the sealed units back in stock.
 */
const db = servedDatabase()
// Each test signs in, pays through the sandbox and waits on several round trips: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })
const VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 860 } } as const

/** An amount as the pages print it, with whatever group separator the locale uses. */
const amount = (uah: number) => new RegExp(String(uah).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?'))

/** Pays the order through the local WayForPay sandbox, as the browser's form would post it. */
async function pay(page: Page, order: TestOrder) {
  const formAnswer = await page.request.post('/api/v1/order/generate-wayforpay-url/', {
    data: { order_data: { reference: order.reference } },
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

async function staffPage(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ viewport })
  const staff = await context.newPage()
  // A staff account of its own: the back-office specs in a row would fill one account's login limit.
  const account = await freshStaff()
  await staff.goto(path)
  const form = staff.getByTestId('adm-login')
  await form.getByLabel('Email або телефон').fill(account.email)
  await form.getByLabel('Пароль').fill(account.password)
  await form.getByRole('button', { name: 'Увійти' }).click()
  return { staff, close: () => context.close() }
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`staff on a ${device}`, () => {
    test('retrying a refused refund repays exactly the refused amount, and each confirm names it', async ({
      page,
      browser,
    }) => {
      const order = await insertTestOrder(db(), { quantities: [1, 1] })
      await pay(page, order)
      const refuse = await page.request.post(`/dev/wayforpay/transactions/${order.reference}/refuse-refund`)
      expect(refuse.status()).toBe(200)

      const { staff, close } = await staffPage(browser, viewport, `/admin/orders/${order.id}`)
      await expect(staff.getByTestId('order-paid')).toHaveText(amount(order.totalUah))
      const questions: string[] = []
      staff.on('dialog', (dialog) => {
        questions.push(dialog.message())
        void dialog.accept()
      })
      // A fraction or a sign is refused as typed, never read as another amount ("10.5" was once 105).
      for (const typed of ['10.5', '-5']) {
        await staff.getByTestId('order-refund-amount').fill(typed)
        await staff.getByTestId('order-refund').click()
        // The limit is grouped as every other amount on the page ("1 038", not "1038").
        await expect(staff.getByTestId('order-money').getByRole('alert')).toHaveText(
          `Ціле число гривень від 1 до ${String(order.totalUah).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}`,
        )
      }
      expect(questions).toEqual([])
      await staff.getByTestId('order-refund-amount').fill('100')
      await staff.getByTestId('order-refund').click()
      await expect(staff.getByTestId('order-refund-failed')).toContainText(amount(100))
      await expect(staff.getByTestId('order-refund-retry')).toHaveText(/Повторити повернення 100/)
      await staff.getByTestId('order-refund-retry').click()
      await expect(staff.getByTestId('order-refund-failed')).toHaveCount(0)
      await expect(staff.getByTestId('order-refunded')).toHaveText(amount(100))
      await expect(staff.getByTestId('order-payment-state')).toContainText('Частково повернено')
      expect(questions).toEqual([
        expect.stringMatching(/Повернути 100\s?₴/),
        expect.stringMatching(/Повторити повернення 100\s?₴/),
      ])
      const { rows } = await db().execute({ sql: 'SELECT refunded_uah FROM orders WHERE id = ?', args: [order.id] })
      expect(Number(rows[0]!.refunded_uah)).toBe(100)
      await staff.screenshot({ path: `test-results/refund-retry-${device}.png`, fullPage: true })
      await close()
    })

    test('a refund whose answer was lost reads as not confirmed, and the retry shows it went back without a second refund', async ({
      page,
      browser,
    }) => {
      const buyer = `lost-answer-${device}-${Date.now()}@example.com`
      const order = await insertTestOrder(db(), { quantities: [1], email: buyer })
      await pay(page, order)
      // The sandbox carries the next REFUND out and loses its answer, as a timeout would.
      expect(
        (await page.request.post(`/dev/wayforpay/transactions/${order.reference}/drop-refund-answer`)).status(),
      ).toBe(200)
      const { staff, close } = await staffPage(browser, viewport, `/admin/orders/${order.id}`)
      staff.on('dialog', (dialog) => void dialog.accept())
      await staff.getByTestId('order-refund').click()
      const owed = staff.getByTestId('order-refund-failed')
      await expect(owed).toContainText('Не підтверджено')
      await expect(owed).toContainText(amount(order.totalUah))
      await expect(owed).toContainText('платіжний сервіс не відповів')
      await expect(staff.getByTestId('order-refund-unconfirmed')).toContainText('Можливо, гроші вже повернулися')
      await expect(staff.getByTestId('order-money').getByRole('status')).toHaveText(
        'Повернення не підтверджено: платіжний сервіс не відповів',
      )
      await staff.screenshot({ path: `test-results/refund-unconfirmed-${device}.png`, fullPage: true })

      await staff.getByTestId('order-refund-retry').click()
      await expect(staff.getByTestId('order-refund-failed')).toHaveCount(0)
      await expect(staff.getByTestId('order-refunded')).toHaveText(amount(order.totalUah))
      await expect(staff.getByTestId('order-payment-state')).toContainText('Кошти повернено')
      await expect(staff.getByTestId('order-refund')).toHaveCount(0)
      const { rows } = await db().execute({
        sql: `SELECT (SELECT refunded_uah FROM orders WHERE id = ?) AS refunded,
          (SELECT count(*) FROM email_outbox WHERE "to" = ? AND kind = 'order_refund') AS emails`,
        args: [order.id, buyer],
      })
      expect({ refunded: Number(rows[0]!.refunded), emails: Number(rows[0]!.emails) }).toEqual({
        refunded: order.totalUah,
        emails: 1,
      })
      await staff.screenshot({ path: `test-results/refund-unconfirmed-settled-${device}.png`, fullPage: true })
      await close()
    })

    test('a full refund takes "→ Зібране" away until an override with a reason', async ({ page, browser }) => {
      const order = await insertTestOrder(db(), { quantities: [1] })
      await pay(page, order)
      const { staff, close } = await staffPage(browser, viewport, `/admin/orders/${order.id}`)
      await expect(staff.getByTestId('move-prepered')).toBeVisible()
      staff.on('dialog', (dialog) => void dialog.accept())
      await staff.getByTestId('order-refund').click()
      await expect(staff.getByTestId('order-refunded')).toHaveText(amount(order.totalUah))
      await expect(staff.getByTestId('order-status-payment')).toHaveText('Кошти повернено')
      await expect(staff.getByTestId('move-prepered')).toHaveCount(0)
      await expect(staff.getByTestId('order-override')).toBeVisible()
      await expect(staff.getByTestId('override-prepered')).toBeDisabled()
      await staff.screenshot({ path: `test-results/refund-blocks-${device}.png`, fullPage: true })

      await staff.getByTestId('order-override-reason').fill('Покупець оплатив повторно готівкою в магазині')
      await staff.getByTestId('override-prepered').click()
      await expect(staff.getByTestId('order-status')).toHaveText('Зібране')
      await expect(staff.getByTestId('order-timeline').locator('li[data-kind="override"]')).toHaveCount(1)
      await close()
    })

    test('an invoice order paid by bank transfer is refunded by bank transfer: recorded, never through WayForPay', async ({
      browser,
    }) => {
      const order = await insertTestOrder(db(), { quantities: [1, 1], payType: 'invoice', status: 'created' })
      const { staff, close } = await staffPage(browser, viewport, `/admin/orders/${order.id}`)
      const questions: string[] = []
      staff.on('dialog', (dialog) => {
        questions.push(dialog.message())
        void dialog.accept()
      })
      await staff.getByTestId('invoice-mark-paid').click()
      await expect(staff.getByTestId('order-paid')).toHaveText(amount(order.totalUah))
      const money = staff.getByTestId('order-money')
      await expect(money).toContainText('Сплачено переказом за рахунком')
      await expect(money).not.toContainText('карткою')
      const timeline = staff.getByTestId('order-timeline')
      await expect(timeline.locator('li[data-kind="payment"]')).toContainText('Оплата переказом за рахунком')
      await expect(timeline).not.toContainText('WayForPay')

      await staff.getByTestId('order-refund-amount').fill('100')
      await expect(staff.getByTestId('order-refund')).toHaveText('Записати повернення переказом')
      await staff.getByTestId('order-refund').click()
      await expect(staff.getByTestId('order-refunded')).toHaveText(amount(100))
      await expect(timeline.locator('li[data-kind="refund"]')).toContainText('Кошти повернено переказом')
      await expect(staff.getByTestId('order-refund-failed')).toHaveCount(0)
      expect(questions.at(-1)).toMatch(/100\s?₴ уже надіслано покупцеві банківським переказом/)
      const { rows } = await db().execute({
        sql: `SELECT (SELECT refunded_uah FROM orders WHERE id = ?) AS refunded,
          (SELECT count(*) FROM payment_events WHERE order_reference = ? AND source = 'refund') AS asked`,
        args: [order.id, order.reference],
      })
      expect({ refunded: Number(rows[0]!.refunded), asked: Number(rows[0]!.asked) }).toEqual({
        refunded: 100,
        asked: 0,
      })
      await staff.screenshot({ path: `test-results/refund-invoice-${device}.png`, fullPage: true })
      await close()
    })

    test('a return with restock puts the units back in stock and shows on the order', async ({ browser }) => {
      const order = await insertTestOrder(db(), { quantities: [3], payType: 'cash', status: 'delivred' })
      const line = await db().execute({
        sql: 'SELECT l.variant_id, v.stock FROM order_lines l JOIN variants v ON v.id = l.variant_id WHERE l.order_id = ?',
        args: [order.id],
      })
      const variantId = Number(line.rows[0]!.variant_id)
      const stockBefore = Number(line.rows[0]!.stock)

      const { staff, close } = await staffPage(browser, viewport, `/admin/orders/${order.id}`)
      const form = staff.getByTestId('order-return-form')
      await expect(form.getByTestId('order-return-rule')).toContainText('№ 172')
      await form.getByTestId('order-return-reason').selectOption('wrong_item')
      await form.getByTestId('order-return-qty').fill('2')
      await form.getByTestId('order-return-restock').check()
      // A courier's cash order: the money goes back in cash, which staff say.
      await form.getByTestId('order-return-rest-cash').check()
      const questions: string[] = []
      staff.on('dialog', (dialog) => {
        questions.push(dialog.message())
        void dialog.accept()
      })
      await form.getByTestId('order-return-submit').click()
      await expect(staff.getByTestId('order-return-list')).toContainText('на склад: 2')
      await expect(staff.getByTestId('order-payment-state')).toContainText('Частково повернено')
      expect(questions).toEqual([expect.stringMatching(/Оформити повернення на \d/)])
      const after = await db().execute({ sql: 'SELECT stock FROM variants WHERE id = ?', args: [variantId] })
      expect(Number(after.rows[0]!.stock)).toBe(stockBefore + 2)
      const moves = await db().execute({
        sql: `SELECT delta FROM stock_movements WHERE variant_id = ? AND reason = 'return' AND order_id = ?`,
        args: [variantId, order.id],
      })
      expect(moves.rows.map((r) => Number(r.delta))).toEqual([2])
      await staff.screenshot({ path: `test-results/return-${device}.png`, fullPage: true })
      await close()
    })
  })
}
