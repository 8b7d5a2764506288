import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A slow phone: the CPU four times slower and the page's scripts a second and a half late, so every
 * control is on screen well before the page has hydrated. Each test acts as soon as its control is
 * visible, checks that the page had not hydrated yet, and then that the action took effect once.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
}

/** Opens a page without waiting for anything but its first bytes (the fixture's goto waits for hydration). */
async function open(page: Page, url: string) {
  await page.mainFrame().goto(url, { waitUntil: 'commit' })
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')
const untilHydrated = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 })

async function aProduct(page: Page): Promise<{ slug: string; variants: number }> {
  const latest = (await (await page.request.get('/api/v1/shop/products/latest/')).json()) as {
    slug: string
    variants: unknown[]
  }[]
  const product = latest.find((p) => p.variants.length > 1) ?? latest[0]!
  return { slug: product.slug, variants: product.variants.length }
}

test.describe('taps and typing before hydration take effect once the page is interactive', () => {
  test.beforeEach(async ({ page }) => {
    // Two pages on a slow phone per test: the entry, then the app once the first pictures are painted,
    // each script held 1.5 s, at a quarter of the CPU. On a busy host that outlasts the default 30 s.
    test.slow()
    await slowPhone(page)
  })

  test('add to cart, the wishlist heart and a variant on the product page', async ({ page }) => {
    const product = await aProduct(page)
    await open(page, `/product/${product.slug}`)
    const add = page.getByTestId('add-to-cart')
    await expect(add).toBeVisible()
    expect(await hydrated(page)).toBe(false)
    if (product.variants > 1) await page.getByTestId('variant-option').nth(1).click()
    await add.click()
    await untilHydrated(page)
    await expect(page.getByTestId('cart-panel')).toBeVisible()
    await expect(page.getByTestId('cart-panel').getByTestId('cart-line')).toHaveCount(1)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    if (product.variants > 1) await expect(page.getByTestId('variant-option').nth(1)).toBeChecked()
    const code = await page.getByTestId('product-code').textContent()
    await expect(page.getByTestId('cart-panel').locator(`[data-code="${code}"]`)).toHaveCount(1)

    await page.keyboard.press('Escape')
    await open(page, `/product/${product.slug}`)
    await expect(page.getByTestId('wishlist-toggle')).toBeVisible()
    expect(await hydrated(page)).toBe(false)
    await page.getByTestId('wishlist-toggle').click()
    await untilHydrated(page)
    await expect(page.getByTestId('wishlist-panel')).toBeVisible()
    await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true')
    // Still the one unit of the first tap: nothing was replayed twice.
    await expect(page.getByTestId('cart-count')).toHaveText('1')
  })

  test('a card’s heart and add-to-cart tapped before hydration: the heart stays on, adding opens the cart panel', async ({
    page,
  }) => {
    await open(page, '/catalogue/face')
    const card = page.getByTestId('product-card').first()
    const heart = card.locator('.card__wish')
    await expect(heart).toBeVisible()
    expect(await hydrated(page)).toBe(false)
    await heart.click()
    await untilHydrated(page)
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('wishlist-panel')).toBeVisible()
    await expect(page.getByTestId('wishlist-count')).toHaveText('1')

    await open(page, '/catalogue/face')
    const add = page.getByTestId('product-card').nth(1).locator('.card__footer button')
    await expect(add).toBeVisible({ timeout: 15_000 })
    expect(await hydrated(page)).toBe(false)
    await add.click()
    await untilHydrated(page)
    await expect(page.getByTestId('cart-panel')).toBeVisible()
    await expect(page.getByTestId('cart-panel').getByTestId('cart-line')).toHaveCount(1)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
  })

  test('a heart tapped after its card hydrated but before the rest of the page did counts once', async ({ page }) => {
    await open(page, '/catalogue/face')
    const heart = page.getByTestId('product-card').first().locator('.card__wish')
    await expect(heart).toBeVisible()
    // The first card's slice has its handlers (Preact keeps them on the element) while later slices still wait.
    await page.waitForFunction(
      () => {
        const button = document.querySelector('[data-testid="product-card"] .card__wish') as
          (Element & { __e?: Record<string, unknown> }) | null
        return Boolean(button?.__e?.onClick) || document.documentElement.dataset.hydrated === 'true'
      },
      undefined,
      { polling: 'raf', timeout: 20_000 },
    )
    await heart.click()
    await untilHydrated(page)
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('wishlist-count')).toHaveText('1')
  })

  test('a word typed into the header search is searched whole', async ({ page }) => {
    await open(page, '/')
    const input = page.locator('.search__input').first()
    await expect(input).toBeVisible()
    expect(await hydrated(page)).toBe(false)
    await input.pressSequentially('крем')
    await untilHydrated(page)
    await expect(input).toHaveValue('крем')
    const panel = page.getByTestId('search-panel').first()
    await expect(panel).toHaveAttribute('data-status', 'results')
    await expect(panel.locator('.search-hit').first()).toBeVisible()
  })

  test('a brand ticked in the filter filters the list; the pager works as a plain link', async ({ page }) => {
    await open(page, '/catalogue/face')
    const box = page.getByTestId('brand-filter').locator('input[type=checkbox]').first()
    await expect(box).toBeVisible()
    expect(await hydrated(page)).toBe(false)
    await box.click()
    await untilHydrated(page)
    await expect(page).toHaveURL(/[?&]brands=\d+/)
    await expect(box).toBeChecked()
    const brand = (await page.getByTestId('brand-filter').locator('label').first().innerText())
      .split('\n')[0]!
      .trim()
      .toLowerCase()
    // The filtered list may arrive a moment after the address changes: read the grid until it settles.
    const brandsShown = async () =>
      [...new Set(await page.getByTestId('product-grid').locator('.card__brand').allTextContents())].map((name) =>
        name.toLowerCase(),
      )
    await expect.poll(brandsShown).toEqual([brand])

    await open(page, '/catalogue/face')
    const next = page.getByTestId('pager').getByRole('link', { name: 'Сторінка 2' })
    await expect(next).toBeVisible()
    expect(await hydrated(page)).toBe(false)
    await next.click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await untilHydrated(page)
    await expect(page.getByTestId('pager').locator('[aria-current="page"]')).toHaveText('2')
  })

  test('a login typed and sent before hydration signs in', async ({ page }) => {
    await open(page, '/login')
    const form = page.getByTestId('login-form')
    await expect(form.getByLabel('Email або телефон')).toBeVisible()
    expect(await hydrated(page)).toBe(false)
    await form.getByLabel('Email або телефон').fill('customer@example.com')
    await form.getByLabel('Пароль', { exact: true }).fill('customer12345')
    await form.getByRole('button', { name: 'Увійти' }).click()
    await untilHydrated(page)
    await expect(page).toHaveURL(/\/profile$/)
  })
})

/**
 * The language a visitor chose lives in localStorage (spec §1); the cookie only tells the server. A
 * browser may drop the cookie and keep storage (Safari keeps a script's cookie 7 days), and the page
 * then came in Ukrainian and was reloaded in English once it hydrated, wiping what had been typed.
 */
test.describe('sign-in typed at once on a slow phone keeps what was typed, in the language chosen', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.beforeEach(async ({ page }) => {
    test.slow()
    await slowPhone(page)
  })

  const cases = [
    { name: 'English, the cookie dropped since', locale: 'en', stored: true, cookie: false },
    { name: 'English, stored and in the cookie', locale: 'en', stored: true, cookie: true },
    { name: 'Ukrainian, stored', locale: 'ua', stored: true, cookie: false },
  ] as const
  for (const c of cases) {
    test(c.name, async ({ page, baseURL }) => {
      if (c.stored) await page.addInitScript((l) => localStorage.setItem('user-locale', l), c.locale)
      if (c.cookie) await page.context().addCookies([{ name: 'user-locale', value: c.locale, url: baseURL! }])
      const texts =
        c.locale === 'en'
          ? { identifier: 'Email or phone', password: 'Password', submit: 'Log in', lang: 'en' }
          : { identifier: 'Email або телефон', password: 'Пароль', submit: 'Увійти', lang: 'uk' }
      await open(page, '/login')
      // Whatever sign-in form shows first is typed into at once, as a buyer does.
      const form = page.getByTestId('login-form')
      const identifier = form.locator('input[name="identifier"]')
      await expect(identifier).toBeVisible()
      expect(await hydrated(page)).toBe(false)
      await identifier.fill('customer@example.com')
      await form.locator('input[type="password"]').fill('customer12345')
      await untilHydrated(page)
      await expect(page.locator('html')).toHaveAttribute('lang', texts.lang)
      await expect(form.getByLabel(texts.identifier)).toHaveValue('customer@example.com')
      await expect(form.getByLabel(texts.password, { exact: true })).toHaveValue('customer12345')
      await page.screenshot({
        path: `test-results/login-typed-early-${c.locale}-${c.cookie ? 'cookie' : 'stored'}.png`,
      })
      await form.getByRole('button', { name: texts.submit }).click()
      await expect(page).toHaveURL(/\/profile$/)
    })
  }
})
