import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { readSheet } from 'read-excel-file/node'
import { pendingPartner, storedOrder } from './admin-data'
import { expect, test } from './fixtures'
import { horizontalOverflow } from './overflow'

/**
 * A working day in the Ukrainian back office, on a laptop and on a 390 px phone: a customer calls
 * with a number typed another way than on their orders, staff find both orders, pack one, send
 * both to delivery at once, export them for Excel and print the invoice and the packing slip.
 */
async function signInAsStaff(page: Page) {
  await page.goto('/admin')
  const form = page.getByTestId('adm-login')
  await form.getByLabel('Email або телефон').fill('staff@example.com')
  await form.getByLabel('Пароль').fill('staff12345')
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByTestId('adm-viewer')).toContainText('Персонал')
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin')
  const form = page.getByTestId('adm-login')
  await form.getByLabel('Email або телефон').fill('admin@example.com')
  await form.getByLabel('Пароль').fill('admin12345')
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByTestId('adm-viewer')).toContainText('Адміністратор')
}

for (const [device, width] of [
  ['laptop', 1366],
  ['phone', 390],
] as const) {
  test(`a day’s walk on a ${device}: find orders by a phone typed differently, change status one by one and in bulk, export, print`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height: 860 })
    const national = `50${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    const first = await storedOrder(`0${national}`)
    const second = await storedOrder(`+380${national}`)
    await signInAsStaff(page)

    // Found by the number as the caller says it, whichever way each order stored it.
    await page.goto('/admin/orders')
    await page
      .getByTestId('orders-search')
      .fill(`+38 (0${national.slice(0, 2)}) ${national.slice(2, 5)}-${national.slice(5, 7)}-${national.slice(7)}`)
    const rows = page.getByTestId('orders-table').locator('tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(page).toHaveURL(/[?&]q=/)

    // One order packed from its page.
    await rows.filter({ hasText: first.number }).getByText(`№ ${first.number}`).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(first.number)
    await page.getByTestId('move-prepered').click()
    await expect(page.getByTestId('order-status')).toHaveText('Зібране')
    await page.goBack()
    await expect(rows).toHaveCount(2)

    // Both to delivery at once: the second is still new, so the move is refused by number and nothing changes.
    page.on('dialog', (dialog) => void dialog.accept())
    await page.getByTestId('orders-select-all').check()
    await expect(page.getByTestId('orders-selected')).toHaveText('Вибрано: 2')
    await page.getByTestId('orders-bulk-status').selectOption('at_delivry')
    await page.getByTestId('orders-bulk-apply').click()
    await expect(page.getByTestId('orders-bulk').getByRole('alert')).toContainText(`№ ${second.number}`)
    await expect(rows.filter({ hasText: second.number })).toContainText('Нове')
    // The server's 409 is the refusal the browser logs; nothing else may be.
    expect(consoleErrors.splice(0)).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ])
    // Unselect it, pack it alone in bulk, then send both.
    await page.getByTestId(`orders-choose-${first.number}`).uncheck()
    await page.getByTestId('orders-bulk-status').selectOption('prepered')
    await page.getByTestId('orders-bulk-apply').click()
    await expect(page.getByTestId('orders-bulk-done')).toHaveText('Переведено замовлень: 1')
    await page.getByTestId('orders-select-all').check()
    await page.getByTestId('orders-bulk-status').selectOption('at_delivry')
    await page.getByTestId('orders-bulk-apply').click()
    await expect(page.getByTestId('orders-bulk-done')).toHaveText('Переведено замовлень: 2')
    await expect(rows.filter({ hasText: 'Передане в доставку' })).toHaveCount(2)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

    // The export for Excel: a workbook, statuses in words, one row per order line.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Завантажити в Excel' }).click()
    const sheet = await readSheet(await readFile((await (await download).path())!))
    expect(sheet[0]!.slice(0, 3)).toEqual(['Номер', 'Дата (Київ)', 'Статус'])
    expect(sheet).toHaveLength(3)
    expect(sheet.slice(1).map((r) => [r[0], r[2], r[4], r[5]])).toEqual(
      expect.arrayContaining([first, second].map((o) => [o.number, 'Передане в доставку', 'Готівка', 'Нова пошта'])),
    )

    // Paper: the invoice and the packing slip, as the printer sees them.
    await page.goto(`/admin/orders/${first.id}`)
    await page.getByTestId('order-invoice').click()
    const invoice = page.getByTestId('paper-invoice')
    await expect(invoice.getByRole('heading', { level: 1 })).toHaveText(`Рахунок до замовлення № ${first.number}`)
    await expect(invoice).toContainText('за київським часом')
    await expect(invoice).toContainText('ФОП Коваленко Олена Петрівна')
    await expect(invoice).toContainText(first.code)
    await expect(page.getByTestId('paper-totals')).toContainText(/Разом до сплати\s*1\s000 ₴/)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.adm-side')).toBeHidden()
    await expect(page.getByTestId('paper-print')).toBeHidden()
    await expect(invoice).toBeVisible()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/invoice-print-${width}.png`, fullPage: true })
    await page.emulateMedia({ media: 'screen' })

    await page.goto(`/admin/orders/${first.id}/packing-slip`)
    const slip = page.getByTestId('paper-packing_slip')
    await expect(slip.getByRole('heading', { level: 1 })).toHaveText(`Пакувальний лист до замовлення № ${first.number}`)
    await expect(slip).toContainText(first.code)
    await expect(slip).toContainText('Одиниць: 2 шт.')
    await expect(slip).not.toContainText('₴')
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.adm-top')).toBeHidden()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/packing-slip-print-${width}.png`, fullPage: true })
  })
}

test('an admin opens a customer from the users list and blocks them: their session ends at once; unblocked, they sign in again', async ({
  page,
  browser,
}) => {
  const customer = await pendingPartner()
  const theirs = await browser.newContext()
  const logIn = () =>
    theirs.request.post('/api/v1/company/auth/token/custom-login/', {
      data: { ...customer, recaptchaToken: 'XXXX.DUMMY.TOKEN.XXXX' },
    })
  const signedIn = await logIn()
  expect(signedIn.status()).toBe(200)
  const { access, refresh } = (await signedIn.json()) as { access: string; refresh: string }
  const me = () => theirs.request.get('/api/v1/auth/users/me/', { headers: { authorization: `Bearer ${access}` } })
  expect((await me()).status()).toBe(200)

  await signInAsAdmin(page)
  await page.goto('/admin/users')
  await page.getByRole('searchbox').fill(customer.email)
  // Waits for the search to narrow the list: other tests' partners share the name, not the email.
  await page.getByRole('row').filter({ hasText: customer.email }).getByTestId('user-link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Клієнт: Партнерка Оксана')
  await expect(page.getByTestId('customer-wholesale')).toHaveText('Очікує')
  await expect(page.getByTestId('customer-profile')).toContainText('ФОП Партнерка О. І., Косметолог')

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByTestId('customer-block').click()
  await expect(page.getByTestId('customer-blocked')).toContainText('Заблоковано з')
  // Only the blocked state shows, with the way back: never the notice beside the old state and button.
  await expect(page.getByTestId('customer-account')).not.toContainText('Клієнт може входити')
  await expect(page.getByTestId('customer-block')).toHaveText('Розблокувати')
  expect((await me()).status()).toBe(401)
  expect((await theirs.request.post('/api/v1/auth/jwt/refresh', { data: { refresh } })).status()).toBe(401)
  expect((await logIn()).status()).toBe(403)

  await page.getByTestId('customer-block').click()
  await expect(page.getByTestId('customer-blocked')).toHaveText('Клієнт може входити.')
  expect((await logIn()).status()).toBe(200)
  // The refresh token of the session that was ended stays ended.
  expect((await theirs.request.post('/api/v1/auth/jwt/refresh', { data: { refresh } })).status()).toBe(401)

  await page.goto(`/admin/audit?entity=user`)
  const entries = page.getByTestId('audit-table').locator('tbody tr')
  await expect(entries.first()).toContainText('розблоковано')
  await expect(entries.nth(1)).toContainText('заблоковано')
  await theirs.close()
})
