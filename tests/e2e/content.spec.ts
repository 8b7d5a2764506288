import { expect, test } from './fixtures'

const english = async (context: import('@playwright/test').BrowserContext, baseURL: string | undefined) => {
  await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL! }])
  await context.addInitScript(() => localStorage.setItem('user-locale', 'en'))
}

/** The image shows the file at `path` (as the browser chose it from its sources), and it has loaded. */
async function expectLoadedImage(image: import('@playwright/test').Locator, path: string) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(path)
}

/** The page's meta description is the start of its rich text as plain text, within the 160 characters search engines show. */
async function expectDescriptionFromText(
  page: import('@playwright/test').Page,
  text: import('@playwright/test').Locator,
) {
  const first = (await text.locator('p').first().textContent())!.replace(/\s+/g, ' ').trim()
  const description = page.locator('meta[name="description"]')
  await expect(description).toHaveAttribute(
    'content',
    new RegExp(`^${first.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  )
  expect((await description.getAttribute('content'))!.length).toBeLessThanOrEqual(160)
}

test('an info page: breadcrumb, banner, title and rich text, in Ukrainian and in English', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/page/about')
  const article = page.getByTestId('content-page')
  await expect(article.getByRole('navigation', { name: 'Навігаційний ланцюжок' })).toContainText('Головна')
  await expect(article.getByRole('heading', { level: 1, name: 'Про нас' })).toBeVisible()
  await expect(article.getByRole('heading', { level: 2, name: 'Лише оригінальна продукція' })).toBeVisible()
  // The editor's SEO description and sharing image win over the start of the text and the banner.
  const seoDescription = /^Професійна косметика від офіційних дистриб’юторів: консультації косметологів/
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seoDescription)
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', seoDescription)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/media\/cms\/blog-salon-partners\.webp$/,
  )
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /blog-salon-partners\.webp$/)
  await expect(article.getByTestId('page-banner')).toHaveJSProperty('complete', true)
  expect(
    await article.getByTestId('page-banner').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0)
  // A link in the rich text leads on within the site.
  await article.getByRole('link', { name: 'співпраці' }).click()
  await expect(page).toHaveURL(/\/opt$/)

  await english(context, baseURL)
  await page.goto('/page/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Only original products' })).toBeVisible()
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Professional cosmetics from official distributors/,
  )
  // The banner's words are English too.
  await expectLoadedImage(page.getByTestId('page-banner'), '/media/cms/page-about.en.webp')
})

test('a page without a banner shows the default image, in the language of the page', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/page/terms-of-use')
  await expect(page.getByRole('heading', { level: 1, name: 'Умови використання' })).toBeVisible()
  await expect(page.getByTestId('default-banner')).toBeVisible()
  await expectLoadedImage(page.getByTestId('default-banner'), '/media/cms/page-default.webp')

  await english(context, baseURL)
  await page.goto('/page/terms-of-use')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
  await expectLoadedImage(page.getByTestId('default-banner'), '/media/cms/page-default.en.webp')
})

test('the old menu links land on their pages', async ({ page }) => {
  await page.goto('/povernenna/')
  await expect(page).toHaveURL(/\/page\/return-product$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Повернення товару' })).toBeVisible()
  await page.goto('/brands/')
  await expect(page).toHaveURL(/\/brands$/)
  await expect(page.getByTestId('brands-page')).toBeVisible()
})

test('an unknown page slug or post shows the not-found page', async ({ page, request, consoleErrors }) => {
  expect((await request.get('/blog/no-such-post')).status()).toBe(404)
  const response = await page.goto('/page/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found')).toContainText('Сторінку не знайдено')
  // Chromium logs the document's own 404; that one is the point of this test.
  const own = consoleErrors.filter((e) => e.includes('status of 404'))
  expect(own).toHaveLength(1)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !own.includes(e)))
})

test('the blog lists posts and opens one with its image, date and five share links, in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/blog')
  const cards = page.getByTestId('blog-card')
  await expect(cards).toHaveCount(5)
  const peel = cards.filter({ hasText: 'Професійний пілінг' })
  await expect(peel).toContainText('4 вересня 2026')
  await peel.getByRole('link', { name: 'Читати далі' }).click()
  await expect(page).toHaveURL(/\/blog\/professional-peeling$/)
  const post = page.getByTestId('blog-post')
  await expect(post.getByRole('heading', { level: 1, name: 'Професійний пілінг: що варто знати' })).toBeVisible()
  await expect(post.getByRole('img', { name: /SPF 50/ })).toBeVisible()
  // Opened by a client-side navigation: the head comes from the server function's answer.
  await expectDescriptionFromText(page, post)
  const share = post.getByTestId('share-links').getByRole('link')
  await expect(share).toHaveCount(5)
  const address = encodeURIComponent(new URL('/blog/professional-peeling', page.url()).href)
  for (const href of await share.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)))
    expect(href).toContain(address)
  await expect(post.getByRole('link', { name: 'Поділитися в Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${address}`,
  )

  await english(context, baseURL)
  await page.goto('/blog/professional-peeling')
  await expect(page.getByRole('heading', { level: 1, name: 'Professional peels: what to know' })).toBeVisible()
  await expect(page.getByTestId('blog-post')).toContainText('4 September 2026')
  // The cover's words and the picture in the text are English too.
  await expectLoadedImage(
    page.getByTestId('blog-post').getByRole('img', { name: 'Professional peels: what to know' }),
    '/media/cms/blog-peeling.en.webp',
  )
  await expectLoadedImage(
    page.getByTestId('blog-post').getByRole('img', { name: /SPF 50/ }),
    '/media/cms/blog-peeling-aftercare.en.webp',
  )
  await expect(page.getByRole('link', { name: 'Share on Telegram' })).toBeVisible()
  await expect(page.getByTestId('post-untranslated')).toHaveCount(0)

  // A post with no English version is shown in Ukrainian, said so, and marked as Ukrainian for readers and screen readers.
  await page.goto('/blog/salon-partnership')
  await expect(page.getByTestId('post-untranslated')).toHaveText('In Ukrainian only')
  await expect(page.getByTestId('blog-post')).toHaveAttribute('lang', 'uk')
})

test('the wholesale page: banner, title, two paragraphs and the partner button, labelled from Sanity', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/opt')
  const opt = page.getByTestId('wholesale-page')
  await expect(opt.getByRole('heading', { level: 1, name: 'Співпраця та оптові закупівлі' })).toBeVisible()
  await expect(opt.locator('.opt-text p')).toHaveCount(2)
  expect(
    await opt
      .getByRole('img', { name: 'Співпраця та оптові закупівлі' })
      .evaluate((img: HTMLImageElement) => img.currentSrc),
  ).toContain('/media/cms/wholesale-page-pc.webp')
  // The bundled label is 'Зареєструватися як партнер'; the Sanity translations document says otherwise.
  const register = opt.getByTestId('opt-register')
  await expect(register).toHaveText('Стати партнером')
  await expect(register).toHaveAttribute('href', '/registration/business')

  await english(context, baseURL)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/opt')
  await expect(page.getByTestId('opt-register')).toHaveText('Become a partner')
  await expectLoadedImage(
    page.getByTestId('wholesale-page').getByRole('img', { name: 'Partnership and wholesale' }),
    '/media/cms/wholesale-page-mobile.en.webp',
  )
})

test('the donation page has one address: /page/donate sends a visitor and a crawler to /donate', async ({
  request,
}) => {
  const res = await request.get('/page/donate', { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe('/donate')
  expect((await request.get('/donate')).status()).toBe(200)
})
