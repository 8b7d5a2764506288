import { expect, test } from './fixtures'

test('back-to-top appears after scrolling more than 100 px', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Нагору' })
  await expect(button).toHaveCount(0)
  await page.mouse.wheel(0, 600)
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100)
})

test('the FAQ dropdown lists delivery, returns and payment', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Питання та відповіді' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveCount(3)
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await expect(menu).toHaveCount(0)
})
