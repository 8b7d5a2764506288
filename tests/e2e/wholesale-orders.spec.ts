import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniquePhone } from './checkout-steps'
import { servedDatabase } from './served-database'
import { signInAsStaff } from './staff-sign-in'

const db = servedDatabase()
const SHOTS = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function setLanguage(page: Page, locale: 'ua' | 'en') {
  await page.evaluate((l) => {
    localStorage.setItem('user-locale', l)
    document.cookie = `user-locale=${l}; path=/`
  }, locale)
}

async function signInAsPartner(page: Page) {
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.getByLabel('Email або телефон').fill('partner@example.com')
  await form.getByLabel('Пароль', { exact: true }).fill('partner12345')
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)
}

/**
 * The invoice reads on this screen without scrolling sideways: the page is no wider than the screen,
 * and every figure of every line lies on it (not in a table that scrolls on its own).
 */
async function invoiceFitsTheScreen(page: Page) {
  const fit = await page.evaluate(() => ({
    page: document.scrollingElement!.scrollWidth <= innerWidth,
    cells: [...document.querySelectorAll('.invoice-sheet__lines td')].every(
      (cell) => cell.getBoundingClientRect().right <= innerWidth,
    ),
  }))
  expect(fit).toEqual({ page: true, cells: true })
}

/** The A4 sheets the page prints on; taken while print media is on (with screen media the PDF is the screen page). */
async function printedSheets(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
  return pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
}

/** Ten variants a partner can have from wholesale stock now. */
async function tenCodes(): Promise<string[]> {
  const { rows } = await db().execute(
    `SELECT v.code FROM variants v JOIN products p ON p.id = v.product_id
      WHERE p.is_active = 1 AND v.stock_opt >= 20 ORDER BY v.id LIMIT 10`,
  )
  return rows.map((r) => String(r.code))
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1366, height: 860 }],
] as const) {
  test.describe(`a partner orders like a business (${device})`, () => {
    test.use({ viewport })

    test('quick order of ten codes, reorder, an invoice printed, and staff mark it paid', async ({ page }) => {
      test.setTimeout(180_000)
      const codes = await tenCodes()
      expect(codes).toHaveLength(10)
      await signInAsPartner(page)

      // Quick order: ten pasted codes (Excel's tab, a semicolon, a space) and one unknown code.
      await page.getByTestId('quick-order-link').click()
      await expect(page).toHaveURL(/\/quick-order$/)
      // The partner's price list: a file at their own prices, for their spreadsheet.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('price-list-download').click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^beauty-pro-prais-\d{4}-\d{2}-\d{2}\.csv$/)
      const priceList = await readFile(await download.path(), 'utf8')
      expect(priceList).toContain('Код,Бренд,Товар,Варіант,"Ваша ціна, грн"')
      expect(priceList).toContain(`${codes[0]},`)
      const lines = codes.map((code, i) => [`${code}\t2`, `${code};3`, `${code} 1`][i % 3]!)
      await page.getByTestId('quick-order-lines').fill([...lines, 'NO-SUCH-CODE;2'].join('\n'))
      await page.getByTestId('quick-order-check').click()
      const rows = page.getByTestId('quick-order-row')
      await expect(rows).toHaveCount(11)
      await expect(page.locator('[data-testid=quick-order-row][data-found=false]')).toHaveCount(1)
      await expect(page.locator('[data-testid=quick-order-row][data-found=false]')).toContainText('NO-SUCH-CODE')
      await shot(page, `quick-order-ua-${device}`)
      await page.getByRole('button', { name: 'Прибрати невідомі коди' }).click()
      await expect(rows).toHaveCount(10)
      await page.getByTestId('quick-order-add').click()
      await expect(page.getByTestId('quick-order-added')).toContainText('10')
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { code: string }[])
      expect(cart.map((l) => l.code).sort()).toEqual([...codes].sort())

      // Checkout with the invoice: its page prints the requisites, lines and «Без ПДВ».
      await page.goto('/order')
      const step1 = page.getByTestId('order-step-1')
      await step1.getByLabel('Прізвище').fill('Коваль')
      await step1.getByLabel("Ім'я").fill('Ірина')
      await step1.getByLabel('Телефон').fill(uniquePhone())
      await step1.getByRole('button', { name: 'Далі' }).click()
      const step2 = page.getByTestId('order-step-2')
      await step2.getByLabel("Кур'єр по Києву").check()
      await step2.getByLabel('Вулиця').fill('Хрещатик')
      await step2.getByLabel('Будинок').fill('22')
      await step2.getByLabel('Рахунок на оплату (безготівково, для партнерів)').check()
      await shot(page, `checkout-invoice-ua-${device}`)
      await page.getByTestId('order-submit').click()
      await expect(page).toHaveURL(/\/invoice\/\d+$/)
      const orderId = Number(/\/invoice\/(\d+)$/.exec(page.url())![1])
      const sheet = page.getByTestId('invoice-sheet')
      await expect(sheet).toContainText('Рахунок на оплату № P-')
      await expect(page.getByTestId('invoice-vat')).toHaveText('Без ПДВ')
      // The seller's bank as an accountant looks for it: its name and its code (МФО) from the IBAN.
      await expect(page.getByTestId('invoice-seller-bank')).toHaveText('Банк: АТ «Укрексімбанк», МФО 322313')
      await expect(page.getByTestId('invoice-due')).toBeVisible()
      // The total in words, as a Ukrainian invoice writes it, and the reservation while it waits for its money.
      await expect(page.getByTestId('invoice-total-words')).toContainText(
        /^Усього на суму: [А-ЯІЇЄҐ][^\d]* (гривня|гривні|гривень) \d\d копій/,
      )
      await expect(page.getByTestId('invoice-reserved')).toBeVisible()
      await expect(sheet.locator('tbody tr')).toHaveCount(10)
      await invoiceFitsTheScreen(page)
      await shot(page, `invoice-ua-${device}`)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByTestId('invoice-print')).toBeHidden()
      // Paper shows the sheet, and keeps the table whatever the screen it was printed from.
      await expect(sheet.getByTestId('invoice-total')).toBeVisible()
      await expect(sheet.locator('tbody tr').first()).toHaveCSS('display', 'table-row')
      await expect(sheet.locator('thead')).toHaveCSS('position', 'static')
      await shot(page, `invoice-print-ua-${device}`)
      // Ten lines print on one A4 sheet: nothing of the page around the sheet adds a second one.
      expect(await printedSheets(page)).toBe(1)
      await page.emulateMedia({ media: 'screen' })

      // The order is placed: its lines left the cart, so nothing invites ordering them twice.
      await expect(page.getByTestId('cart-count')).toHaveText('0')
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]')

      // Reorder from the profile: the server prices it again and says what changed. The card is this
      // order's: other browser tests place orders as the same partner at the same time.
      const { rows: placed } = await db().execute({ sql: 'SELECT number FROM orders WHERE id = ?', args: [orderId] })
      const number = String(placed[0]!.number).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const ownCard = () =>
        page
          .getByTestId('order')
          .filter({ has: page.locator('.order__number', { hasText: new RegExp(`(№|No\\.) ${number}$`) }) })
      await page.goto('/profile?section=orders')
      const card = ownCard()
      await expect(card.getByTestId('order-invoice')).toBeVisible()
      await card.getByTestId('order-reorder').click()
      await expect(card.getByTestId('reorder-changes')).toBeVisible()
      await shot(page, `reorder-ua-${device}`)
      // The long button stays inside its order's card on a phone too.
      const [button, cardBox] = [await card.getByTestId('reorder-add').boundingBox(), await card.boundingBox()]
      expect(button!.x + button!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
      await card.getByTestId('reorder-add').click()
      const again = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[])
      expect(again).toHaveLength(10)

      // English pages.
      await setLanguage(page, 'en')
      await page.goto('/quick-order')
      await expect(page.getByRole('heading', { name: 'Quick order' })).toBeVisible()
      await page.getByTestId('quick-order-lines').fill(lines.slice(0, 4).join('\n'))
      await page.getByTestId('quick-order-check').click()
      await expect(rows).toHaveCount(4)
      await shot(page, `quick-order-en-${device}`)
      await page.goto(`/invoice/${orderId}`)
      await expect(page.getByTestId('invoice-vat')).toHaveText('No VAT')
      await expect(page.getByTestId('invoice-seller-bank')).toHaveText('Bank: JSC Ukreximbank, Bank code (MFO) 322313')
      await invoiceFitsTheScreen(page)
      await shot(page, `invoice-en-${device}`)
      await page.goto('/profile?section=orders')
      await ownCard().getByTestId('order-reorder').click()
      await expect(page.getByTestId('reorder-changes')).toBeVisible()
      await shot(page, `reorder-en-${device}`)

      // Staff record the bank transfer on the order page, once.
      await page.evaluate(() => localStorage.clear())
      await page.context().clearCookies()
      await signInAsStaff(page)
      await page.goto(`/admin/orders/${orderId}`)
      const invoiceCard = page.getByTestId('invoice-payment')
      await expect(invoiceCard).toContainText('Рахунок № P-')
      await shot(page, `admin-invoice-ua-${device}`)
      page.once('dialog', (dialog) => void dialog.accept())
      await invoiceCard.getByTestId('invoice-mark-paid').click()
      await expect(invoiceCard.getByTestId('invoice-paid')).toBeVisible()
      await expect(invoiceCard.getByTestId('invoice-mark-paid')).toHaveCount(0)
      await shot(page, `admin-invoice-paid-ua-${device}`)
      const { rows: paid } = await db().execute({
        sql: `SELECT status, paid_uah = total_uah AS whole FROM orders WHERE id = ?`,
        args: [orderId],
      })
      expect(paid[0]).toMatchObject({ status: 'payed', whole: 1 })
      // The invoice staff print is the partner's, as issued: the company as payer, now stamped paid.
      await page.goto(`/admin/orders/${orderId}/invoice`)
      const staffSheet = page.getByTestId('invoice-sheet')
      await expect(staffSheet).toContainText('Рахунок на оплату № P-')
      await expect(staffSheet.getByTestId('invoice-buyer')).toContainText('ТОВ «Б’юті Профі»')
      await expect(staffSheet.getByTestId('invoice-paid')).toBeVisible()
      await invoiceFitsTheScreen(page)
      await shot(page, `admin-invoice-paper-ua-${device}`)
      await page.emulateMedia({ media: 'print' })
      await expect(staffSheet.getByTestId('invoice-total')).toBeVisible()
      expect(await printedSheets(page)).toBe(1)
      await page.emulateMedia({ media: 'screen' })
      await page.goto('/admin')
      await expect(page.getByTestId('invoice-settings')).toBeVisible()
      await shot(page, `admin-invoice-settings-ua-${device}`)
    })
  })
}
