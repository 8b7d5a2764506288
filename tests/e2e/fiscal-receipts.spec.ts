import type { Page } from '@playwright/test'
import { insertTestOrder } from '../support/orders'
import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'
import { horizontalOverflow } from './overflow'

/**
 * A card buyer's fiscal receipt on this machine: the WayForPay sandbox's signed callback marks the
 * order paid, the store issues the receipt through the local Checkbox stand-in, and the buyer finds
 * its link (and its QR code) on the success page and in the email; staff find it on the order, on a phone too.
 */
const db = servedDatabase()

async function payFor(page: Page, order: Awaited<ReturnType<typeof insertTestOrder>>) {
  await page.goto('/')
  await page.evaluate((order) => localStorage.setItem('order', JSON.stringify(order)), order.json)
  await page.evaluate(() => window.location.assign('/payment'))
  await page.waitForURL('**/dev/wayforpay/pay')
  await page.getByRole('button', { name: 'Сплатити (Approve)' }).click()
  await page.waitForURL('**/order-success')
}

async function signInAsStaff(page: Page) {
  await page.goto('/admin')
  const form = page.getByTestId('adm-login')
  await form.getByLabel('Email або телефон').fill('staff@example.com')
  await form.getByLabel('Пароль').fill('staff12345')
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByTestId('adm-viewer')).toContainText('Персонал')
}

test('a card buyer sees the receipt link on the success page and in the email; staff see it on the order', async ({
  page,
}, testInfo) => {
  // A payment, a receipt through the stand-in, an email and two back-office pages: more than one page's worth of time.
  test.setTimeout(180_000)
  const order = await insertTestOrder(db(), {
    quantities: [1, 2],
    deliveryCostUah: 150,
    email: `fiscal.e2e.${Date.now()}@example.com`,
  })
  await payFor(page, order)

  const link = page.getByTestId('fiscal-receipt-link')
  await expect(link).toBeVisible({ timeout: 15_000 })
  const href = (await link.getAttribute('href'))!
  expect(href).toContain('/dev/checkbox/check/')
  await expect(page.getByTestId('fiscal-receipt')).toContainText('Чек № TEST-')
  // The link as a QR code too, drawn by the server (the browser bundle has no QR encoder).
  const qr = page.getByTestId('fiscal-receipt-qr')
  await expect(qr.locator('svg')).toBeVisible()
  expect(await qr.boundingBox()).toMatchObject({ width: 132, height: 132 })
  await page.screenshot({ path: testInfo.outputPath('success-ua.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await qr.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('success-ua-phone.png') })
  await page.setViewportSize({ width: 1366, height: 900 })

  // The outbox is a plain page (nothing to hydrate): read as the browser gets it.
  const outbox = await (await page.request.get('/dev/outbox')).text()
  const mail = outbox.split('<article').find((m) => m.includes('fiscal_receipt') && m.includes(`№ ${order.number}`))
  expect(mail).toContain(new URL(href).pathname)

  const receipt = await page.request.get(href)
  expect(await receipt.text()).toContain(`${order.totalUah}.00 грн`)

  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsStaff(page)
  await page.goto(`/admin/orders/${order.id}`)
  const card = page.getByTestId('order-receipts')
  await expect(card.getByTestId('admin-fiscal-receipt')).toHaveAttribute('data-state', 'issued')
  await expect(card.getByTestId('admin-fiscal-code')).toHaveText(/^TEST-\d+$/)
  await expect(card.getByRole('link', { name: 'Відкрити чек' })).toHaveAttribute('href', href)
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await card.screenshot({ path: testInfo.outputPath('admin-order-phone.png') })
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/admin/receipts')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Невидані чеки')
  await page.screenshot({ path: testInfo.outputPath('admin-receipts-laptop.png'), fullPage: true })
})
