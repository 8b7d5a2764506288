import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

type Card = { slug: string; variants: { stock: number }[] }

/** A product every variant of which is out of stock: its page and card offer "Передзамовити" beside the heart. */
async function preOrderProduct(page: Page): Promise<Card> {
  const listing = (await (
    await page.request.get('/api/v1/shop/products/category-products/?parent_slug=face&limit=100')
  ).json()) as { results: Card[] }
  const found = listing.results.find((p) => p.variants.every((v) => v.stock === 0))
  expect(found, 'the seed has a pre-order product in /catalogue/face').toBeTruthy()
  return found!
}

/**
 * The visible controls the back-to-top button, while shown, lies over: any part of a form's own button
 * (Save, Send), a quarter or more of any other control (a corner of a large tile or a full-width bar
 * stays easy to tap; a heart or a card's button would not).
 */
function controlsUnderBackToTop(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('.back-to-top')
    if (!button || getComputedStyle(button).visibility === 'hidden') return []
    const spot = button.getBoundingClientRect()
    const covered: string[] = []
    for (const control of document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, label, [role="button"]',
    )) {
      if (button.contains(control)) continue
      const box = control.getBoundingClientRect()
      const overlap =
        Math.max(0, Math.min(spot.right, box.right) - Math.max(spot.left, box.left)) *
        Math.max(0, Math.min(spot.bottom, box.bottom) - Math.max(spot.top, box.top))
      const area = box.width * box.height
      const submit = control.matches('button[type="submit"], input[type="submit"]')
      if (area > 0 && overlap > 0 && (submit || overlap >= 0.25 * area)) {
        covered.push(control.getAttribute('aria-label') ?? (control.textContent?.trim() || control.tagName))
      }
    }
    return covered
  })
}

/** Scrolls the page down in steps a finger would leave, checking at each stop that the button covers nothing. */
async function sweep(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
  let shown = 0
  for (let y = 0; y <= height; y += 23) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    // The button re-measures on the next animation frame after a scroll.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await controlsUnderBackToTop(page), `scrolled to ${y}px`).toEqual([])
    if (await page.locator('.back-to-top:not(.back-to-top--aside)').count()) shown++
  }
  // The check is not vacuous: the button was there for most of the way down.
  expect(shown).toBeGreaterThan(5)
}

/** Scrolls so that `control` lies exactly where the back-to-top button sits (bottom right). */
async function scrollUnderButton(page: Page, control: ReturnType<Page['locator']>) {
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
  const spot = (await page.locator('.back-to-top').boundingBox())!
  const box = (await control.boundingBox())!
  await page.evaluate(
    (dy) => window.scrollBy({ top: dy, behavior: 'instant' }),
    box.y + box.height / 2 - (spot.y + spot.height / 2),
  )
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const moved = (await control.boundingBox())!
  const overlap = (a: typeof moved, b: typeof moved) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  // The heart really is in the button's place now…
  expect(overlap(moved, spot)).toBe(true)
}

test('the back-to-top button never covers the wishlist heart beside "Передзамовити" on a product page', async ({
  page,
}) => {
  const product = await preOrderProduct(page)
  await page.goto(`/product/${product.slug}`)
  const heart = page.getByTestId('wishlist-toggle')
  await expect(page.getByTestId('add-to-cart')).toHaveText('Передзамовити')
  await sweep(page)
  await scrollUnderButton(page, heart)
  // …and the button has stepped aside, so a tap there reaches the heart.
  await expect(page.getByRole('button', { name: 'Нагору' })).toBeHidden()
  await heart.click()
  await expect(page.getByTestId('wishlist-count')).toHaveText('1')
})

test("the back-to-top button never covers a card's controls on a listing scrolled down", async ({ page }) => {
  await page.goto('/catalogue/face')
  await sweep(page)
})

test("the back-to-top button never covers the profile's Save buttons", async ({ page }) => {
  await page.goto('/login')
  const login = page.getByTestId('login-form')
  await login.getByLabel('Email або телефон').fill('customer@example.com')
  await login.getByLabel('Пароль', { exact: true }).fill('customer12345')
  await login.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  const edit = page.getByRole('button', { name: 'Редагувати' })
  await expect(edit.first()).toBeVisible()
  // Every block in edit mode, so each has its Save at its foot.
  for (let i = (await edit.count()) - 1; i >= 0; i--) await edit.nth(i).click()
  const saves = page.getByRole('button', { name: 'Зберегти' })
  await expect(saves.first()).toBeVisible()
  await sweep(page)
  await scrollUnderButton(page, saves.last())
  await expect(page.getByRole('button', { name: 'Нагору' })).toBeHidden()
})

test('the retail and wholesale phones are reachable from the header on a phone', async ({ page }) => {
  await page.goto('/')
  await expectPhonesInHeader(page)
})

test('the header phones open before any script runs (a native drop-down)', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  })
  const page = await context.newPage()
  await page.goto('/')
  await expectPhonesInHeader(page)
  await context.close()
})

async function expectPhonesInHeader(page: Page) {
  const menu = page.getByTestId('header-phones')
  const header = (await page.locator('header.header').boundingBox())!
  const toggle = (await menu.locator('summary').boundingBox())!
  // In the header's own bar, beside its other icons.
  expect(toggle.y + toggle.height).toBeLessThanOrEqual(header.y + header.height)
  await menu.locator('summary').click()
  for (const line of ['Роздріб', 'Опт']) {
    const link = menu.getByRole('link', { name: new RegExp(line) })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', /^tel:\+380\d{9}$/)
  }
}
