import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const LAPTOP = { viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false }

/** The header's search box, its list of results and the line read out with them, after typing `text`. */
async function typeInSearch(page: Page, text: string) {
  await page.goto('/')
  const box = page.locator('header').getByRole('combobox', { name: 'Шукати' })
  await box.fill(text)
  const list = page.locator('header').getByRole('listbox', { name: 'Результати пошуку' })
  await expect(list).toBeVisible()
  return { box, list, options: list.getByRole('option'), status: page.locator('header').getByRole('status') }
}

for (const [device, use] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test.describe(`the header search on a ${device}`, () => {
    test.use(use)

    test('is a combobox: the arrows highlight a result, Enter opens it, and the count is read out', async ({
      page,
    }) => {
      const { box, list, options, status } = await typeInSearch(page, 'крем')
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!)
      // Every result, then «all results»; the count names the products alone.
      const products = (await options.count()) - 1
      expect(products).toBeGreaterThan(1)
      await expect(status).toHaveText(new RegExp(`^${products} товар(и|ів)?$`))
      // Heard, not drawn: the list itself shows the results.
      expect((await status.boundingBox())!.height).toBeLessThanOrEqual(1)

      const first = options.nth(0)
      const second = options.nth(1)
      await box.press('ArrowDown')
      await expect(first).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
      await box.press('ArrowDown')
      await expect(second).toHaveAttribute('aria-selected', 'true')
      await expect(first).toHaveAttribute('aria-selected', 'false')
      // The highlight is drawn, not only announced: the highlighted result looks unlike the others.
      const background = (option: typeof first) => option.evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(await background(second)).not.toBe(await background(first))
      await box.press('ArrowUp')
      await box.press('ArrowUp')
      // Up past the first result is the text again; up from the text is «all results», the last.
      await expect(box).not.toHaveAttribute('aria-activedescendant')
      await box.press('ArrowUp')
      await expect(options.last()).toHaveAttribute('aria-selected', 'true')
      await expect(box).toBeFocused()

      await box.press('ArrowDown')
      await box.press('ArrowDown')
      const name = (await first.locator('.search-hit__name').textContent())!
      await box.press('Enter')
      await expect(page).toHaveURL(/\/product\//)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    })

    test('Escape closes the results and a second Escape empties the box; Home and End stay in the text', async ({
      page,
    }) => {
      const { box, list, options } = await typeInSearch(page, 'крем')
      await box.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await box.press('Home')
      await expect(box).not.toHaveAttribute('aria-activedescendant')
      expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(0)
      await box.press('End')
      expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(4)

      await box.press('ArrowDown')
      await box.press('Escape')
      await expect(list).toBeHidden()
      await expect(box).toHaveAttribute('aria-expanded', 'false')
      await expect(box).toHaveValue('крем')
      await expect(box).toBeFocused()
      await box.press('Escape')
      await expect(box).toHaveValue('')
      await expect(box).toBeFocused()
    })

    test('the header with the results open and one highlighted has no axe violation', async ({ page }) => {
      const { box, options } = await typeInSearch(page, 'крем')
      await box.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      const results = await new AxeBuilder({ page })
        .include('header')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  })
}

test.describe('the header phones on a phone', () => {
  test.use(PHONE)

  test('close as a disclosure: Escape onto their button, a tap outside, Tab leaving them', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByTestId('header-phones')
    const button = menu.locator('summary')
    const retail = menu.getByRole('link', { name: /Роздріб/ })

    await button.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(retail).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(retail).toBeHidden()
    await expect(button).toBeFocused()

    await button.tap()
    await expect(retail).toBeVisible()
    await page.locator('footer').getByTestId('seller-identity').tap()
    await expect(retail).toBeHidden()

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(retail).toBeVisible()
    // The two lines and «Передзвоніть мені», then out of the menu to the account link.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    await expect(page.getByTestId('account-link')).toBeFocused()
    await expect(retail).toBeHidden()
  })

  test('the recall asked for from them gives the focus back to their button when it closes', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByTestId('header-phones')
    await menu.locator('summary').tap()
    await menu.getByRole('button', { name: 'Передзвоніть мені' }).tap()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menu.locator('summary')).toBeFocused()
    await expect(menu.getByRole('link', { name: /Роздріб/ })).toBeHidden()
  })
})

test('on a laptop, Escape and ✕ close the recall dialog onto the header button that opened it', async ({ page }) => {
  await page.goto('/')
  const opener = page.locator('.mainbar__recall')
  const dialog = page.getByRole('dialog', { name: 'Передзвоніть мені' })
  await opener.click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Ваше ім’я')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false)

  await opener.click()
  await dialog.getByRole('button', { name: 'Закрити' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})
