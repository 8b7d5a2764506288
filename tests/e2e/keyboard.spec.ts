import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

interface Focused {
  label: string
  inside: boolean
  visible: boolean
}

/** Where the focus is, whether it lies inside `container`, and whether it is drawn (an outline or a ring). */
function focused(page: Page, container: string): Promise<Focused> {
  return page.evaluate((selector) => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { label: 'body', inside: false, visible: false }
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const ring = style.boxShadow !== 'none'
    return {
      label: el.getAttribute('aria-label') ?? (el.textContent?.trim().slice(0, 40) || el.tagName),
      inside: el.closest(selector) !== null,
      visible: outline || ring,
    }
  }, container)
}

/** Tabs once round the whole panel (and once more, to see it wrap), checking every stop. */
async function tabRound(page: Page, container: string): Promise<string[]> {
  const stops = await page.evaluate(
    (selector) =>
      [
        ...document
          .querySelector(selector)!
          .querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary',
          ),
      ].filter((el) => el.getClientRects().length > 0 && el.tabIndex >= 0).length,
    container,
  )
  expect(stops).toBeGreaterThan(3)
  const labels: string[] = []
  for (let i = 0; i <= stops; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page, container)
    expect(now.inside, `Tab ${i + 1} (${now.label}) stays in the panel`).toBe(true)
    expect(now.visible, `Tab ${i + 1} (${now.label}) shows where the focus is`).toBe(true)
    labels.push(now.label)
  }
  return labels
}

test('the filter panel on a phone works from the keyboard, with visible focus', async ({ page }) => {
  await page.goto('/catalogue/face')
  const opener = page.getByRole('button', { name: 'Фільтри', exact: true })
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#filters')).toHaveClass(/filters--open/)
  // The panel takes the focus once it has rendered open.
  await expect.poll(async () => (await focused(page, '#filters')).inside).toBe(true)
  await tabRound(page, '#filters')

  // A brand ticked with the keyboard filters the listing.
  const brand = page.getByTestId('brand-filter').getByRole('checkbox').first()
  await brand.focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/[?&]brands=\d+/)
  await expect(brand).toBeChecked()

  await page.keyboard.press('Escape')
  await expect(page.locator('#filters')).not.toHaveClass(/filters--open/)
  await expect(opener).toBeFocused()
})

test('the phone menu works from the keyboard: submenu, back step, Escape, with visible focus', async ({ page }) => {
  await page.goto('/')
  const burger = page.getByRole('button', { name: 'Меню' })
  await burger.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByTestId('mobile-menu')
  await expect(menu).toBeVisible()
  await expect.poll(async () => (await focused(page, '[data-testid="mobile-menu"]')).inside).toBe(true)
  // The subcategories arrive after the menu opens (the first level's links become submenu buttons).
  await expect(menu.locator('[data-category-id]').first()).toBeVisible()
  await tabRound(page, '[data-testid="mobile-menu"]')

  const category = menu.locator('[data-category-id]').first()
  const name = (await category.textContent())!.trim()
  await category.focus()
  await page.keyboard.press('Enter')
  const back = menu.getByRole('button', { name: 'Назад' })
  await expect(back).toBeFocused()
  await expect(menu.getByText(name, { exact: true })).toBeVisible()
  await tabRound(page, '[data-testid="mobile-menu"]')
  await back.focus()
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('button', { name })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(burger).toBeFocused()
})

test('the cart panel works from the keyboard: focus inside at once, Escape closes it and gives the focus back', async ({
  page,
}) => {
  await page.goto('/catalogue/face')
  const href = await page
    .getByTestId('product-card')
    .first()
    .locator('a[href^="/product/"]')
    .first()
    .getAttribute('href')
  await page.goto(href!)
  const add = page.getByTestId('add-to-cart')
  await add.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByTestId('cart-panel')
  await expect(panel.locator('[data-code]').first()).toBeVisible()
  await expect.poll(async () => (await focused(page, '[data-testid="cart-panel"]')).inside).toBe(true)
  await tabRound(page, '[data-testid="cart-panel"]')

  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(add).toBeFocused()
})
