import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A listing hydrates in slices (app/lib/hydrate-later.tsx): its cards, filters and footer keep the
 * server's elements through the first hydration and are taken over one per task afterwards. What a
 * shopper would notice if that went wrong: pictures loading again or flickering (elements made anew),
 * or cards that never answer a tap.
 */
async function slowScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
}

/** Tags the server's elements before any script has run, to tell afterwards whether they are still the same ones. */
const tagServerElements = (page: Page) =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll('[data-testid="product-card"]')]
    cards.forEach((card, i) => card.setAttribute('data-server-element', String(i)))
    document.querySelector('footer')?.setAttribute('data-server-element', 'footer')
    document.querySelector('#filters')?.setAttribute('data-server-element', 'filters')
    return { cards: cards.length, hydrated: document.documentElement.dataset.hydrated === 'true' }
  })

test('a listing hydrated in slices keeps the server’s elements and every card answers', async ({ page }) => {
  await slowScripts(page)
  await page.mainFrame().goto('/catalogue/face', { waitUntil: 'commit' })
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(page.locator('footer')).toBeAttached()
  const before = await tagServerElements(page)
  expect(before.hydrated).toBe(false)
  expect(before.cards).toBeGreaterThan(6)

  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 })
  const cards = page.getByTestId('product-card')
  await expect(cards).toHaveCount(before.cards)
  // The same elements: none was made anew when its slice hydrated.
  await expect(page.locator('[data-testid="product-card"][data-server-element]')).toHaveCount(before.cards)
  await expect(page.locator('footer[data-server-element]')).toHaveCount(1)
  await expect(page.locator('#filters[data-server-element]')).toHaveCount(1)

  // The first and the last card, hydrated in different slices, both answer a tap. Each heart opens
  // the wishlist panel (spec §4), which a shopper closes before reaching the next card.
  const panel = page.getByTestId('wishlist-panel')
  for (const card of [cards.first(), cards.last()]) {
    await card.getByRole('button', { name: 'Додати до списку бажань' }).click()
    await expect(card.getByRole('button', { name: 'У списку бажань' })).toHaveAttribute('aria-pressed', 'true')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  }
  await expect(page.getByTestId('wishlist-count')).toHaveText('2')
})

test('taking the page over leaves its language attribute alone (setting it restyles every element)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const changed: string[] = []
    Object.assign(window, { htmlAttributesChanged: changed })
    // The document has no <html> element yet when this runs.
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement) changed.push(record.attributeName ?? '')
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang', 'data-hydrated'] })
  })
  for (const [path, lang] of [
    ['/catalogue/face', 'uk'],
    ['/catalogue/face?lang=en', 'en'],
  ] as const) {
    await page.goto(path)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    const changed = await page.evaluate(
      () => (window as unknown as { htmlAttributesChanged: string[] }).htmlAttributesChanged,
    )
    expect(changed).toEqual(['data-hydrated'])
  }
})

test('every script of 4 KB or more a storefront page runs asks V8 to compile it whole, off the main thread', async ({
  page,
}) => {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.add(response.url())
  })
  await page.goto('/catalogue/face')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const product = await page
    .getByTestId('product-card')
    .first()
    .locator('a[href^="/product/"]')
    .first()
    .getAttribute('href')
  await page.goto(product!)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  // The app and the pages' own chunks of 4 KB or more (smaller ones cost little to compile as they run).
  let hinted = 0
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text()
    if (text.length < 4096) continue
    expect(`${url}\n${text.split('\n', 1)[0]}`).toBe(`${url}\n//# allFunctionsCalledOnLoad`)
    hinted++
  }
  expect(hinted).toBeGreaterThan(2)
})
