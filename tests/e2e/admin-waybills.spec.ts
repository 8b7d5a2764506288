import { storedOrder } from './admin-data'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff-sign-in'

/**
 * Staff make an order's Nova Poshta waybill and print its label, on a phone and a laptop, against
 * the carrier's local stand-in (worker/dev/nova-poshta): the number lands on the order, the cash on
 * delivery is the order's, and the label is the carrier's PDF fetched by the Worker.
 */
for (const width of [390, 1366]) {
  test(`staff make a waybill and print its label on a ${width} px screen`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 844 })
    const order = await storedOrder(`067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
    await signInAsStaff(page)
    await page.goto(`/admin/orders/${order.id}`)
    const card = page.getByTestId('order-waybill')
    await expect(card.getByTestId('waybill-cod')).toHaveText(/1\s?000/)
    await card.getByTestId('waybill-weight').fill('0.8')
    await card.getByTestId('waybill-seats').fill('1')
    await page.screenshot({ path: info.outputPath(`waybill-form-${width}.png`), fullPage: false })
    await card.getByTestId('waybill-create').click()
    await expect(card.getByTestId('waybill-number')).toHaveText(/^\d{14}$/)
    const ttn = (await card.getByTestId('waybill-number').innerText()).trim()
    // The order's own TTN field shows the same number once the order is read again.
    await expect(page.getByTestId('order-ttn')).toHaveValue(ttn)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await card.screenshot({ path: info.outputPath(`waybill-made-${width}.png`) })

    // The label the Worker hands over, read on its way to the page (the carrier's key never reaches the browser).
    let label: { status: number; type: string; head: string } | null = null
    await page.route(`**/api/v1/admin/orders/${order.id}/waybill/label.pdf`, async (route) => {
      const answer = await route.fetch()
      const body = await answer.body()
      label = {
        status: answer.status(),
        type: answer.headers()['content-type'] ?? '',
        head: body.subarray(0, 5).toString(),
      }
      await route.fulfill({ response: answer, body })
    })
    const tab = page.waitForEvent('popup')
    await card.getByTestId('waybill-print').click()
    const opened = await tab
    await opened.waitForURL(/^blob:/)
    expect(label).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' })
    await opened.close()
  })
}

test('a second click on «make the waybill», refused while the first makes it, leaves no error beside the waybill', async ({
  page,
  consoleErrors,
}) => {
  const order = await storedOrder(`067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
  await signInAsStaff(page)
  // The click's request makes the waybill, and its answer is the one a second click racing it gets.
  await page.route(`**/api/v1/admin/orders/${order.id}/waybill/`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    expect((await route.fetch()).status()).toBe(200)
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'conflict', message: `waybill_busy?number=${order.number}` } }),
    })
  })
  await page.goto(`/admin/orders/${order.id}`)
  const card = page.getByTestId('order-waybill')
  await card.getByTestId('waybill-weight').fill('0.8')
  await card.getByTestId('waybill-seats').fill('1')
  await card.getByTestId('waybill-create').click()
  await expect(card.getByTestId('waybill-number')).toHaveText(/^\d{14}$/)
  await expect(card.getByRole('alert')).toHaveCount(0)
  // The refused answer the test gave, and only it, is the console's error.
  expect(consoleErrors.filter((e) => !e.includes('status of 409'))).toEqual([])
  consoleErrors.splice(0, consoleErrors.length)
})

test('staff make the day’s waybills in bulk from the orders list, each order with its outcome', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const first = await storedOrder(`067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
  const second = await storedOrder(`067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
  await signInAsStaff(page)
  await page.goto('/admin/orders')
  // The choice stays while staff search for the next order (a day's parcels are found one by one).
  for (const order of [first, second]) {
    await page.getByTestId('orders-search').fill(order.number)
    await page.getByTestId(`orders-choose-${order.number}`).check()
  }
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByTestId('orders-bulk-waybill').click()
  const results = page.getByTestId('orders-bulk-waybill-results')
  await expect(results.locator('li')).toHaveCount(2)
  await expect(results).toContainText(`№ ${first.number}: накладна`)
  await expect(results).toContainText(`№ ${second.number}: накладна`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByTestId('orders-bulk-waybills').screenshot({ path: info.outputPath('waybills-bulk-390.png') })
})
