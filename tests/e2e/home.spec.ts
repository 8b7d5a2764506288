import { expect, test } from './fixtures'
import { openedFromCache } from './page-cache'

test('home renders in Ukrainian from the server, with the layout of every page', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('lang="uk"')
  expect(html).toContain('Категорії')

  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await expect(page.getByRole('button', { name: 'Питання та відповіді' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Передзвоніть мені' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Категорії' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await expect(page.locator('footer')).toContainText('Графік роботи')
})

test('the latest-products slider shows skeletons, then 40 products asked for once it is scrolled into view', async ({
  page,
  request,
}) => {
  // The page itself does not carry them: they were half of its HTML.
  const html = await (await request.get('/')).text()
  expect(html).toContain('data-testid="product-slider"')
  expect(html).not.toContain('/product/')
  const asked: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/shop/products/latest/') asked.push(r.headers()['accept-language'] ?? '')
  })
  await page.goto('/')
  const slider = page.getByTestId('product-slider')
  await expect(slider.getByTestId('skeleton')).toHaveCount(5)
  expect(asked).toEqual([])
  await slider.scrollIntoViewIfNeeded()
  await expect(slider.getByTestId('product-card')).toHaveCount(40)
  expect(asked).toEqual(['ua'])
  await expect(slider.getByRole('heading', { name: 'Новинки' })).toBeVisible()
})

/** The first home banner's picture as the browser chose it (desktop or mobile), once it has loaded. */
async function firstBannerImage(page: import('@playwright/test').Page) {
  const image = page.getByTestId('banner-slider').locator('img').first()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  return new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
}

test('switching to English persists across reloads; the banners carry English words', async ({ page }) => {
  await page.goto('/')
  expect(await firstBannerImage(page)).toMatch(/^\/media\/cms\/banner-spring-(pc|mobile)\.webp$/)
  await page.getByTestId('lang-en').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('user-locale'))).toBe('en')
  expect(await firstBannerImage(page)).toMatch(/^\/media\/cms\/banner-spring-(pc|mobile)\.en\.webp$/)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
  await page.getByTestId('lang-ua').click()
  await expect(page.getByRole('heading', { name: 'Категорії' })).toBeVisible()
  expect(await firstBannerImage(page)).toMatch(/^\/media\/cms\/banner-spring-(pc|mobile)\.webp$/)
})

test('images load: banner, category tiles, product pictures and advantage icons', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('banner-slider')).toBeVisible()
  for (let y = 0; y < 4000; y += 400) {
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(100)
  }
  await expect(page.getByTestId('advantages')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const images = await page.evaluate(() =>
    [...document.querySelectorAll('img')].map((img) => ({
      src: img.currentSrc || img.src,
      complete: img.complete,
      width: img.naturalWidth,
      // Which part of the page it belongs to: every tile and every icon must show.
      part: img.closest('.catgrid') ? 'tile' : img.closest('[data-testid=advantages]') ? 'icon' : 'other',
    })),
  )
  const loaded = images.filter((img) => img.complete && img.width > 0)
  const broken = images.filter((img) => img.complete && img.width === 0)
  expect(broken).toEqual([])
  // How many product pictures show depends on the newest products (other tests add some without
  // pictures); the category tiles and the advantages' icons are the seed's and all load.
  for (const part of ['tile', 'icon']) {
    const ofPart = images.filter((img) => img.part === part)
    expect(ofPart.length, part).toBeGreaterThan(3)
    expect(ofPart.filter((img) => img.complete && img.width > 0).length, part).toBe(ofPart.length)
  }
  for (const prefix of ['/media/cms/', '/media/categories/', '/media/products/']) {
    expect(
      loaded.some((img) => new URL(img.src).pathname.startsWith(prefix)),
      prefix,
    ).toBe(true)
  }
})

test('the banner’s first picture comes with the page, the other slides’ once it is interactive, and the arrows reach them', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text()
  const start = html.indexOf('data-testid="banner-slider"')
  const hero = html.slice(start, html.indexOf('class="hero__arrow', start))
  expect(hero.match(/<picture>/g)).toHaveLength(1)

  await page.goto('/')
  const slider = page.getByTestId('banner-slider')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const slides = await slider.locator('.hero__slide').count()
  expect(slides).toBeGreaterThan(1)
  await expect(slider.locator('.hero__slide picture')).toHaveCount(slides)
  await slider.getByRole('button', { name: 'Наступні' }).click()
  const second = slider.locator('.hero__slide').nth(1).locator('img')
  await expect(second).toBeInViewport()
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test('adding to the cart updates the header count', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('product-slider').scrollIntoViewIfNeeded()
  const card = page.getByTestId('product-card').first()
  await card.getByRole('button', { name: /До кошика|Передзамовлення/ }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

test('an unknown page renders the not-found page with status 404', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found')).toContainText('Сторінку не знайдено')
  // Chromium logs the document's own 404; that one is the point of this test.
  const own = consoleErrors.filter((e) => e.includes('status of 404'))
  expect(own).toHaveLength(1)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !own.includes(e)))
})

test('the about block shows 5 skeletons, asks for the advantages once in view, then shows them in the page language', async ({
  page,
}) => {
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  const seen: string[] = []
  await page.route('**/api/v1/core/advantages/', async (route) => {
    seen.push(route.request().headers()['accept-language'] ?? '')
    await held
    await route.continue()
  })
  await page.goto('/')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await expect(page.getByTestId('advantage-skeleton')).toHaveCount(5)
  // Out of sight, the block asks for nothing while the page loads.
  await page.waitForLoadState('networkidle')
  expect(seen).toEqual([])
  await page.getByTestId('advantage-skeleton').first().scrollIntoViewIfNeeded()
  await expect.poll(() => seen).toEqual(['ua'])
  await expect(page.getByTestId('advantage-skeleton')).toHaveCount(5)
  release()
  await expect(page.getByTestId('advantages').locator('li').first()).toBeVisible()
  expect(seen).toEqual(['ua'])
})

/** How many of the page's shimmering placeholders (`selector`) are animating now. */
const shimmering = (page: import('@playwright/test').Page, selector: string) =>
  page.evaluate(
    (sel) =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            a.effect instanceof KeyframeEffect &&
            a.effect.target instanceof Element &&
            a.effect.target.matches(sel),
        ).length,
    selector,
  )

test('placeholders out of sight stay still on a phone, and shimmer once scrolled into view while their data is on its way', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  for (const path of ['**/api/v1/core/advantages/', '**/api/v1/shop/products/latest/'])
    await page.route(path, async (route) => {
      await held
      await route.continue()
    })
  await page.goto('/')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await expect(page.getByTestId('advantage-skeleton')).toHaveCount(5)
  await expect(page.getByTestId('product-slider').getByTestId('skeleton')).toHaveCount(5)
  expect(await shimmering(page, '[data-testid="skeleton"], [data-testid="advantage-skeleton"]')).toBe(0)

  await page.getByTestId('product-slider').scrollIntoViewIfNeeded()
  await expect.poll(() => shimmering(page, '[data-testid="skeleton"]')).toBeGreaterThan(0)
  await page.getByTestId('advantage-skeleton').first().scrollIntoViewIfNeeded()
  await expect.poll(() => shimmering(page, '[data-testid="advantage-skeleton"]')).toBeGreaterThan(0)
  release()
  await expect(page.getByTestId('advantages').locator('li').first()).toBeVisible()
})

test('the home page opened again comes from the edge cache in the visitor’s language, and still works', async ({
  page,
  request,
}) => {
  await openedFromCache(() => page.goto('/'))
  await expect(page.getByRole('heading', { name: 'Категорії' })).toBeVisible()
  await page.getByRole('button', { name: /^Кошик: \d+$/ }).click()
  await expect(page.getByTestId('cart-panel')).toContainText('Ваш кошик порожній')

  // A visitor of the other language never gets this copy, and the other way round.
  const visits: Array<[cookie: string, lang: string]> = [
    ['user-locale=en', 'en'],
    ['user-locale=ua', 'uk'],
    ['user-locale=en', 'en'],
  ]
  for (const [cookie, lang] of visits) {
    const html = await (await request.get('/', { headers: { cookie } })).text()
    expect(html).toContain(`<html lang="${lang}"`)
  }
})

test('a shared link to the home page previews with the first banner, at the page’s address in its language', async ({
  page,
}) => {
  for (const [path, url] of [
    ['/', /\/$/],
    ['/?lang=en', /\/\?lang=en$/],
  ] as const) {
    const html = await (await page.request.get(path)).text()
    const og = (property: string) => new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1]
    expect(og('og:url')).toMatch(url)
    const image = og('og:image')!
    expect(image).toMatch(/^https?:\/\//)
    expect((await page.request.get(image)).status()).toBe(200)
  }
})
