import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openedFromCache } from './page-cache'

/** Opens, from the home page's latest-products slider, the first product that has several variants. */
async function openMultiVariantProductFromHome(page: Page) {
  await page.goto('/')
  const slider = page.getByTestId('product-slider')
  await slider.scrollIntoViewIfNeeded()
  const card = slider
    .getByTestId('product-card')
    .filter({ has: page.locator('select.card__variants') })
    .first()
  const name = (await card.locator('a.card__name').textContent())!.trim()
  await card.locator('a.card__name').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  return name
}

/** Opens a product with several variants directly (found through the API). */
async function openMultiVariantProduct(page: Page) {
  const latest = (await (await page.request.get('/api/v1/shop/products/latest/')).json()) as {
    slug: string
    name: string
    variants: unknown[]
  }[]
  const product = latest.find((p) => p.variants.length > 1)!
  await page.goto(`/product/${product.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
  return product.name
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>)
}

test('a product opens from the home slider with breadcrumbs, gallery, tabs and a view_item push', async ({ page }) => {
  const name = await openMultiVariantProductFromHome(page)
  await expect(page).toHaveURL(/\/product\/[^/?]+$/)
  const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' })
  await expect(crumbs.getByRole('link', { name: 'Головна' })).toBeVisible()
  await expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalogue')
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name)
  await expect(page.getByTestId('gallery').locator('img').first()).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Опис' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('tab', { name: 'Характеристики' }).click()
  const props = page.getByTestId('properties')
  await expect(props.getByRole('link').first()).toHaveAttribute('href', /^\/catalogue\/[^/]+\/[^/]+$/)
  await expect(props.locator('a[href^="/brands/"]')).toBeVisible()

  const code = await page.getByTestId('product-code').textContent()
  const viewItems = () => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'view_item'))
  await expect.poll(async () => (await viewItems()).length).toBe(1)
  const pushes = await viewItems()
  expect(pushes[0]).toMatchObject({ name, code })
  expect(pushes[0]).toHaveProperty('id')
  expect(pushes[0]).toHaveProperty('price')
  expect(pushes[0]).toHaveProperty('discount_price')
})

test('switching the variant changes the code and the price, and the URL names it', async ({ page }) => {
  await openMultiVariantProductFromHome(page)
  const options = page.getByTestId('variant-option')
  await expect(options.first()).toBeChecked()
  const code = page.getByTestId('product-code')
  const price = page.getByTestId('product-price')
  const before = { code: await code.textContent(), price: await price.textContent() }

  await options.nth(1).click()
  await expect(options.nth(1)).toBeChecked()
  await expect(code).not.toHaveText(before.code!)
  await expect(price).not.toHaveText(before.price!)
  const second = await code.textContent()
  await expect(page).toHaveURL(new RegExp(`\\?variant=${second}$`))

  // The variant URL opens with that variant selected; it is still one view.
  await page.reload()
  await expect(code).toHaveText(second!)
  const views = () => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'view_item').length)
  await expect.poll(views).toBe(1)
  await page.waitForTimeout(300)
  expect(await views()).toBe(1)
})

test('the quantity counter stays within 1 and 10000, and add to cart updates the header count', async ({ page }) => {
  await openMultiVariantProduct(page)
  const quantity = page.getByTestId('quantity')
  const minus = page.getByRole('button', { name: 'Зменшити кількість' })
  const plus = page.getByRole('button', { name: 'Збільшити кількість' })

  await expect(quantity).toHaveValue('1')
  await expect(minus).toBeDisabled()
  await plus.click()
  await plus.click()
  await expect(quantity).toHaveValue('3')
  await minus.click()
  await expect(quantity).toHaveValue('2')

  await quantity.fill('20000')
  await quantity.blur()
  await expect(quantity).toHaveValue('10000')
  await expect(plus).toBeDisabled()
  await quantity.fill('0')
  await quantity.press('Enter')
  await expect(quantity).toHaveValue('1')
  await expect(minus).toBeDisabled()

  await plus.click()
  await plus.click()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  // Adding opens the cart panel (spec §4); close it to reach the heart.
  await expect(page.getByTestId('cart-panel')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByTestId('wishlist-toggle').click()
  await expect(page.getByTestId('wishlist-count')).toHaveText('1')
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  const cart = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { code: string; quantity: number }[],
  )
  expect(cart).toEqual([
    expect.objectContaining({ code: await page.getByTestId('product-code').textContent(), quantity: 3 }),
  ])
})

test('the page carries Product and BreadcrumbList JSON-LD, a canonical URL and hreflang alternates', async ({
  page,
}) => {
  await openMultiVariantProduct(page)
  const path = new URL(page.url()).pathname
  // The server's HTML, not only the hydrated document.
  const html = await (await page.request.get(path)).text()
  expect(html).toContain('application/ld+json')

  await page.reload()
  const blocks = await jsonLd(page)
  type Offer = { '@type': string; price: number; priceCurrency: string; availability: string }
  const product = blocks.find((b) => b['@type'] === 'Product') as {
    name: string
    sku: string
    brand: unknown
    image: string[]
    offers: Offer | Offer[]
  }
  expect(product).toBeDefined()
  expect(product.name).toBe(await page.getByRole('heading', { level: 1 }).textContent())
  expect(product.sku).toBe(await page.getByTestId('product-code').textContent())
  expect(product.brand).toMatchObject({ '@type': 'Brand' })
  expect(product.image[0]).toMatch(/^https?:\/\/.+\/media\//)
  const offers: Offer[] = Array.isArray(product.offers) ? product.offers : [product.offers]
  for (const offer of offers) {
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'UAH' })
    expect(offer.price).toBeGreaterThan(0)
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder|OutOfStock)$/)
  }
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] }
  expect(crumbs.itemListElement.length).toBeGreaterThanOrEqual(4)

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`))
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}\\?lang=en$`),
  )
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}$`),
  )
})

test('?lang=en renders English whatever the cookie, then becomes the visitor’s choice', async ({ page }) => {
  await openMultiVariantProduct(page)
  const path = new URL(page.url()).pathname
  await page.goto(`${path}?lang=en`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  expect(await page.evaluate(() => localStorage.getItem('user-locale'))).toBe('en')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the gallery loops one slide at a time, with navigation only when there are several images', async ({ page }) => {
  type Card = { slug: string; variants: { images: unknown[] }[] }
  const latest = (await (await page.request.get('/api/v1/shop/products/latest/')).json()) as Card[]
  const many = latest.find((p) => p.variants[0]!.images.length >= 2)!
  const single = latest.find((p) => p.variants[0]!.images.length === 1)
  const count = many.variants[0]!.images.length

  await page.goto(`/product/${many.slug}`)
  const gallery = page.getByTestId('gallery')
  const thumbs = gallery.locator('.pgallery__thumb')
  await expect(thumbs).toHaveCount(count)
  await expect(thumbs.first()).toHaveAttribute('aria-current', 'true')
  await gallery.getByRole('button', { name: 'Попереднє фото' }).click()
  await expect(thumbs.nth(count - 1)).toHaveAttribute('aria-current', 'true')
  await gallery.getByRole('button', { name: 'Наступне фото' }).click()
  await expect(thumbs.first()).toHaveAttribute('aria-current', 'true')

  if (single) {
    await page.goto(`/product/${single.slug}`)
    await expect(page.getByTestId('gallery').locator('img')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Наступне фото' })).toHaveCount(0)
  }
})

test('an unknown product answers 404 with the not-found page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/product/no-such-product-anywhere')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found')).toContainText('Сторінку не знайдено')
  await expect(page).toHaveTitle(/Сторінку не знайдено/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // Chromium logs the document's own 404; that one is the point of this test.
  const own = consoleErrors.filter((e) => e.includes('status of 404'))
  expect(own).toHaveLength(1)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !own.includes(e)))
})

test('a product page opened again comes from the edge cache in the shopper’s language, and still works', async ({
  page,
  context,
  browser,
}) => {
  type Card = { slug: string; name: string }
  const latest = async (locale: string) =>
    (await (
      await page.request.get('/api/v1/shop/products/latest/', { headers: { 'accept-language': locale } })
    ).json()) as Card[]
  const [en, ua] = [(await latest('en'))[1]!, (await latest('ua'))[1]!]
  expect(en.name).not.toBe(ua.name)

  await context.addCookies([{ name: 'user-locale', value: 'en', url: test.info().project.use.baseURL! }])
  await openedFromCache(() => page.goto(`/product/${en.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.name)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.getByTestId('wishlist-toggle').click()
  await expect(page.getByTestId('wishlist-count')).toHaveText('1')

  // A visitor without the cookie (Ukrainian) never gets the English copy.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const visitor = await visitorContext.newPage()
  try {
    await visitor.goto(`/product/${ua.slug}`)
    await visitor.goto(`/product/${ua.slug}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ua.name)
  } finally {
    await visitorContext.close()
  }
})
