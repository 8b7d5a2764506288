import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { horizontalOverflow } from './overflow'

/**
 * Every storefront page fits a 390 px phone, in both languages, for a visitor, a retail buyer and a
 * partner: nothing is wider than the screen (a phone would zoom the whole page out to show it).
 */
test.describe.configure({ timeout: 180_000 })

async function phone(browser: Browser, baseURL: string, locale: 'ua' | 'en') {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    baseURL,
  })
  await context.addCookies([{ name: 'user-locale', value: locale, url: baseURL }])
  return context.newPage()
}

/** The first link on `path` whose address starts with `prefix`. */
async function firstLink(page: Page, path: string, prefix: string): Promise<string> {
  await page.goto(path)
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href')
  expect(href, `a link to ${prefix}… on ${path}`).toBeTruthy()
  return href!
}

async function expectFits(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  const overflow = await horizontalOverflow(page)
  expect(overflow, `${path} is ${overflow}px wider than a 390 px phone`).toBeLessThanOrEqual(0)
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.locator('input[autocomplete="username"]').fill(email)
  await form.locator('input[autocomplete="current-password"]').fill(password)
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/profile$/)
}

for (const locale of ['ua', 'en'] as const) {
  test(`every storefront page fits a 390 px phone (${locale})`, async ({ browser, baseURL }) => {
    // Two dozen pages in a row: about 30 s on a loaded two-core machine, the default's whole budget.
    test.slow()
    const page = await phone(browser, baseURL!, locale)
    const subcategory = await firstLink(page, '/catalogue/face', '/catalogue/face/')
    const product = await firstLink(page, '/catalogue/face', '/product/')
    const brand = await firstLink(page, '/brands', '/brands/')
    const post = await firstLink(page, '/blog', '/blog/')
    const anonymous = [
      '/',
      '/catalogue/face',
      subcategory,
      '/catalogue/face?sort=price_dsc&page=2',
      '/brands',
      brand,
      '/search?q=крем',
      '/search?q=qqqzzzxx',
      product,
      '/blog',
      post,
      '/page/about',
      '/contacts',
      '/opt',
      '/login',
      '/registration',
      '/registration/business',
      '/restore_password',
      '/order',
      '/no-such-page',
    ]
    for (const path of anonymous) await expectFits(page, path)

    await signIn(page, 'customer@example.com', 'customer12345')
    for (const path of ['/profile', '/order']) await expectFits(page, path)
    await page.context().close()

    const partner = await phone(browser, baseURL!, locale)
    await signIn(partner, 'partner@example.com', 'partner12345')
    for (const path of ['/profile', '/quick-order', product]) await expectFits(partner, path)
    await partner.context().close()
  })
}
