import type { Page } from '@playwright/test'
import { storedOrder } from './admin-data'
import { expect, test } from './fixtures'
import { horizontalOverflow } from './overflow'

async function signInAsStaff(page: Page) {
  await page.goto('/admin')
  await page.evaluate(() => {
    localStorage.setItem('user-locale', 'ua')
    document.cookie = 'user-locale=ua; path=/'
  })
  await page.reload()
  const form = page.getByTestId('adm-login')
  await form.locator('input').first().fill('staff@example.com')
  await form.locator('input[type=password]').fill('staff12345')
  await form.locator('button[type=submit]').click()
  await expect(page.getByTestId('adm-viewer')).toBeVisible()
}

const totalOf = async (page: Page) => Number((await page.getByTestId('adm-total').innerText()).replace(/\D/g, ''))

test('on a 390 px phone staff find products by brand and by code, and page through numbered pages kept in the address', async ({
  page,
}) => {
  test.slow()
  const { code } = await storedOrder(`050${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsStaff(page)
  await page.goto('/admin/products')
  const table = page.getByTestId('products-table')
  const search = page.getByRole('searchbox')

  // A brand's name finds its products through the search index: counted, on numbered pages.
  await search.fill('Rica')
  await expect(page).toHaveURL(/q=Rica/)
  // While the search loads, the previous (unfiltered) list stays on screen, dimmed and busy.
  await expect(page.locator('.adm-table-wrap[aria-busy="true"]')).toHaveCount(0)
  await expect.poll(() => totalOf(page)).toBeGreaterThan(25)
  const total = await totalOf(page)
  const pages = Math.ceil(total / 25)
  const pager = page.getByRole('navigation', { name: 'Сторінки' })
  await expect(pager.getByTestId('adm-page')).toHaveText('1')
  await pager.getByRole('button', { name: `Сторінка ${pages}` }).click()
  await expect(page).toHaveURL(new RegExp(`page=${pages}`))
  await expect(pager.getByTestId('adm-page')).toHaveText(String(pages))
  await expect(table.locator('tbody tr')).toHaveCount(total - (pages - 1) * 25)
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await pager.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/admin-products-390-last-page.png' })

  // The address keeps the search and the page: a reload (or a link sent to a colleague) opens the same page.
  await page.reload()
  await expect(pager.getByTestId('adm-page')).toHaveText(String(pages))
  await expect(search).toHaveValue('Rica')

  // A variant code finds its one product; a new search starts again at page 1.
  await search.fill(code)
  await expect.poll(() => totalOf(page)).toBe(1)
  await expect(page).not.toHaveURL(/page=/)
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expect(table).toContainText(code)
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
})

/** Staff signed in, on the brands' table with a new brand's form open; a tag for this run's names. */
async function openNewBrand(page: Page) {
  const tag = Date.now().toString(36)
  await signInAsStaff(page)
  await page.goto('/admin/brands')
  await page.getByRole('button', { name: '+ Новий бренд' }).click()
  const form = page.getByTestId('brand-form')
  return { tag, form, slug: form.getByRole('textbox', { name: 'Адреса сторінки' }) }
}

test('a new brand takes its address from its Ukrainian name; hidden, its storefront page is the not-found page; unused, it is deleted', async ({
  page,
  request,
}) => {
  const { tag, form, slug } = await openNewBrand(page)
  await form.getByRole('textbox', { name: 'Назва' }).fill(`Ліра Щедра ${tag}`)
  // Transliterated by the national system as it is typed; staff may change it before saving.
  await expect(slug).toHaveValue(`lira-shchedra-${tag}`)
  await slug.fill(`lira-${tag}`)
  await form.getByRole('textbox', { name: 'Назва' }).fill(`Ліра ${tag}`)
  await expect(slug).toHaveValue(`lira-${tag}`)
  await form.getByRole('button', { name: 'Зберегти' }).click()
  const row = page.getByRole('row').filter({ hasText: `lira-${tag}` })
  await expect(row).toContainText('Так')
  expect((await request.get(`/brands/lira-${tag}`)).status()).toBe(200)

  await row.click()
  await form.getByRole('checkbox', { name: /Приховати на сайті/ }).check()
  await form.getByRole('button', { name: 'Зберегти' }).click()
  await expect(row).toContainText('Прихований')
  const hidden = await request.get(`/brands/lira-${tag}`)
  expect(hidden.status()).toBe(404)
  expect(await hidden.text()).toContain('Сторінку не знайдено')

  page.once('dialog', (dialog) => void dialog.accept())
  await row.click()
  await form.getByRole('button', { name: 'Видалити бренд' }).click()
  await expect(row).toHaveCount(0)
})

test("a brand's taken address is answered under the address field and goes once the address is changed", async ({
  page,
  consoleErrors,
}) => {
  const { tag, form, slug } = await openNewBrand(page)
  await form.getByRole('textbox', { name: 'Назва' }).fill(`Ріка ${tag}`)
  // The seeded Rica's address: the server refuses it and names the field.
  await slug.fill('rica')
  await form.getByRole('button', { name: 'Зберегти' }).click()
  const slugField = form.locator('.adm-field').filter({ has: page.getByRole('textbox', { name: 'Адреса сторінки' }) })
  await expect(slugField.getByRole('alert')).toHaveText('Така адреса (slug) вже зайнята')
  await expect(form.locator('.adm-field__error')).toHaveCount(1)
  await expect(form.locator('.adm-alert')).toHaveText('Запит містить помилки')
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('status of 400')))

  // The message was about the address sent; a new one takes it away, and saves.
  await slug.fill(`rica-${tag}`)
  await expect(form.locator('.adm-field__error')).toHaveCount(0)
  // The saved row shows at once and the save ends once the list is read again: held here, so the row is
  // clicked before the save ends, as a quick hand may. The row clicked stays open when the save ends.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1/admin/brands**', async (route) => {
    if (route.request().method() === 'GET') await held
    await route.continue()
  })
  await form.getByRole('button', { name: 'Зберегти' }).click()
  const row = page.getByRole('row').filter({ hasText: `rica-${tag}` })
  await expect(row).toContainText(`Ріка ${tag}`)
  await row.click()
  const remove = form.getByRole('button', { name: 'Видалити бренд' })
  await expect(remove).toBeVisible()
  release()
  await expect(page.locator('.adm-table-wrap')).toHaveAttribute('aria-busy', 'false')
  await expect(remove).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept())
  await remove.click()
  await expect(row).toHaveCount(0)
})
