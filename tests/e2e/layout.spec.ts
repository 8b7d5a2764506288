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

test('a page carries the security headers, and its hashed scripts and styles may be kept for a year', async ({ page }) => {
  const response = (await page.goto('/'))!
  const headers = response.headers()
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cache-control'] ?? '').not.toContain('immutable')
  const assets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="stylesheet"], script[src]')].map((e) => ('href' in e ? e.href : e.src)),
  )
  expect(assets.length).toBeGreaterThan(0)
  for (const url of assets.filter((u) => new URL(u).pathname.startsWith('/assets/'))) {
    const asset = await page.request.get(url)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  }
  const favicon = await page.request.get('/favicon.svg')
  expect(favicon.headers()['cache-control']).not.toContain('immutable')
})
