import type { Page } from '@playwright/test'
import { freshStaff } from './admin-data'
import { expect } from './fixtures'

/** A staff account of its own signs in to the Ukrainian back office through its login form. */
export async function signInAsStaff(page: Page) {
  await page.goto('/admin')
  await page.evaluate(() => {
    localStorage.setItem('user-locale', 'ua')
    document.cookie = 'user-locale=ua; path=/'
  })
  await page.reload()
  const form = page.getByTestId('adm-login')
  const staff = await freshStaff()
  await form.locator('input').first().fill(staff.email)
  await form.locator('input[type=password]').fill(staff.password)
  await form.locator('button[type=submit]').click()
  await expect(page.getByTestId('adm-viewer')).toBeVisible()
}
