import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { pendingPartner } from './admin-data'
import { horizontalOverflow } from './overflow'

/**
 * Small things a shopper notices: header counters that never say a wrong 0, a phone number kept on
 * one line, a name the forms ask for, the home page's heading, a used reset link, the checkout at
 * 390 px with a seven-digit total, breadcrumbs clear of the header.
 */
test.describe.configure({ timeout: 60_000 })

async function phonePage(browser: Browser, baseURL: string, locale: 'ua' | 'en' = 'ua') {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL,
  })
  if (locale === 'en') await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL }])
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/** Scripts held back until released: what shows meanwhile is the server's paint. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: (() => void)[] = []
  await page.route(/\/assets\/.+\.js$/, (route) => held.push(() => void route.continue()))
  return async () => {
    for (const release of held.splice(0)) release()
    await page.unroute(/\/assets\/.+\.js$/)
  }
}

test('the header counters are blank until the browser counts, never a wrong 0 (phone at 4× CPU)', async ({
  browser,
  baseURL,
}) => {
  const page = await phonePage(browser, baseURL!)
  await page.goto('/')
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: 1,
          code: 'X',
          name: 'Item',
          brand: 'B',
          price: 100,
          discount_price: 0,
          quantity: 2,
          image: '',
          url: '',
          promo_discount: 0,
        },
      ]),
    ),
  )
  const release = await holdScripts(page)
  await page.mainFrame().goto('/page/about', { waitUntil: 'commit' })
  await expect(page.getByTestId('cart-count')).toBeAttached()
  await expect(page.getByTestId('cart-count')).toHaveText('')
  await expect(page.getByTestId('wishlist-count')).toHaveText('')
  await release()
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 })
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await expect(page.getByTestId('wishlist-count')).toHaveText('0')
  await page.context().close()
})

test('the recall modal keeps each phone number on one line at 390 px', async ({ browser, baseURL }) => {
  const page = await phonePage(browser, baseURL!)
  // Opened from the laptop header, then seen on a phone's width.
  await page.setViewportSize({ width: 1366, height: 860 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Передзвоніть мені' }).first().click()
  await page.setViewportSize({ width: 390, height: 844 })
  const numbers = page.locator('.modal__phones a')
  await expect(numbers.first()).toBeVisible()
  for (const lines of await numbers.evaluateAll((links) => links.map((a) => a.getClientRects().length)))
    expect(lines).toBe(1)
  await page.context().close()
})

test('an empty name asks for the name, in both languages', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Передзвоніть мені' }).click()
  const modal = page.getByRole('dialog', { name: 'Передзвоніть мені' })
  await modal.getByRole('button', { name: 'Чекаю на дзвінок' }).click()
  await expect(modal.getByText('Вкажіть ім’я.')).toBeVisible()

  await page.goto('/contacts?lang=en')
  await page.getByTestId('contact-form').getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Please enter your name.')).toBeVisible()
})

test('the home page has one level-one heading, in each language', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText('Beauty Pro — професійна косметика для салонів і дому')
  await page.goto('/?lang=en')
  await expect(page.locator('h1')).toHaveText('Beauty Pro — professional cosmetics for salons and home')
})

test('a reset link that no longer works says so at once, with no form', async ({ page }) => {
  await page.goto('/password/reset/confirm/MQ/1-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByTestId('reset-form')).toHaveCount(0)
  await expect(page.getByTestId('reset-result')).toContainText('Це посилання вже використане або застаріле')
  await expect(page.getByTestId('reset-result').getByRole('link', { name: 'Запросити нове посилання' })).toBeVisible()
})

test('the checkout fits 390 px with a seven-digit total; breadcrumbs keep clear of the header', async ({
  browser,
  baseURL,
}) => {
  const page = await phonePage(browser, baseURL!)
  const latest = (await (await page.request.get('/api/v1/shop/products/latest/')).json()) as {
    name: string
    slug: string
    brand: { name: string }
    variants: { id: number; code: string; price: number; value: string }[]
  }[]
  const product = latest.find((p) => p.variants[0]!.price >= 400)!
  const variant = product.variants[0]!
  const quantity = Math.ceil(1_200_000 / variant.price)
  await page.goto('/')
  await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([item])), {
    id: variant.id,
    code: variant.code,
    name: `${product.name} ${variant.value}`,
    brand: product.brand.name,
    price: variant.price,
    discount_price: 0,
    quantity,
    image: '',
    url: `/product/${product.slug}`,
    promo_discount: 0,
  })
  await page.goto('/order')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByText(/\d\s\d{3}\s\d{3}/).first()).toBeVisible()
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

  await page.context().close()

  // The trail keeps clear of the header on a phone and on a laptop (below the category row there).
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 860 },
  ]) {
    const sized = await browser.newPage({ viewport, baseURL })
    for (const path of ['/page/about', '/contacts', '/opt', '/blog', '/core/partner', '/intersharm']) {
      await sized.goto(path)
      const gap = await sized.evaluate(() => {
        const header = document.querySelector('header.header')!.getBoundingClientRect().bottom
        const crumbs = document.querySelector('.crumbs__list')!.getBoundingClientRect().top
        return crumbs - header
      })
      expect(gap, `${path} at ${viewport.width} px`).toBeGreaterThanOrEqual(12)
    }
    await sized.close()
  }
})

test('a partner waiting for approval is told so on the profile and the quick order, not sent back to the form', async ({
  page,
}) => {
  const partner = await pendingPartner()
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.getByLabel('Email або телефон').fill(partner.email)
  await form.getByLabel('Пароль', { exact: true }).fill(partner.password)
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByTestId('partner-pending')).toContainText('Вашу заявку партнера розглядає менеджер')
  await page.goto('/quick-order')
  await expect(page.getByTestId('partner-pending')).toBeVisible()
  await expect(
    page.getByTestId('quick-order-partners-only').getByRole('link', { name: 'Стати партнером' }),
  ).toHaveCount(0)
})

test('the checkout names a cart line no longer on sale and takes it out of the cart, in both languages', async ({
  page,
  consoleErrors,
}) => {
  const latest = (await (await page.request.get('/api/v1/shop/products/latest/')).json()) as {
    name: string
    slug: string
    brand: { name: string }
    variants: { id: number; code: string; price: number; value: string }[]
  }[]
  const product = latest[0]!
  const variant = product.variants[0]!
  const line = (id: number, code: string, name: string, price: number) => ({
    id,
    code,
    name,
    brand: product.brand.name,
    price,
    discount_price: 0,
    quantity: 1,
    image: '',
    url: `/product/${product.slug}`,
    promo_discount: 0,
  })
  const onSale = line(variant.id, variant.code, `${product.name} ${variant.value}`, variant.price)
  const gone = line(2_000_000_000, 'GONE-1', 'Знятий з продажу крем, 50 мл', 500)
  for (const [lang, text, button] of [
    ['ua', 'Більше не продаються: «Знятий з продажу крем, 50 мл»', 'Прибрати з кошика'],
    ['en', 'No longer on sale: «Знятий з продажу крем, 50 мл»', 'Remove from the cart'],
  ] as const) {
    await page.goto(lang === 'en' ? '/?lang=en' : '/?lang=ua')
    await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), [onSale, gone])
    await page.goto('/order')
    const notice = page.getByTestId('order-gone')
    await expect(notice).toContainText(text)
    await expect(notice).not.toContainText(onSale.name)
    await notice.getByRole('button', { name: button }).click()
    await expect(notice).toHaveCount(0)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(page.getByTestId('summary-total')).toBeVisible()
  }
  // The quotes the server refused for the gone line, and only those, were its 400s.
  const refused = consoleErrors.filter((e) => e.includes('status of 400'))
  expect(refused.length).toBeGreaterThan(0)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refused.includes(e)))
})

test('a product kept in the profile’s wishlist goes to the cart from there, and leaves the list', async ({ page }) => {
  const [product] = (await (await page.request.get('/api/v1/shop/products/latest/')).json()) as { slug: string }[]
  await page.goto(`/product/${product!.slug}`)
  await page.getByTestId('wishlist-toggle').click()
  await expect(page.getByTestId('wishlist-count')).toHaveText('1')
  await page.goto('/login')
  const login = page.getByTestId('login-form')
  await login.getByLabel('Email або телефон').fill('customer@example.com')
  await login.getByLabel('Пароль', { exact: true }).fill('customer12345')
  await login.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await page.goto('/profile?section=wishlist')
  const item = page.getByTestId('profile-wishlist').getByTestId('wishlist-item')
  await expect(item).toHaveCount(1)
  await item.getByRole('button', { name: 'У кошик' }).click()
  await expect(page.getByTestId('cart-panel')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(page.getByTestId('wishlist-count')).toHaveText('0')
  await expect(page.getByTestId('profile-wishlist').getByTestId('wishlist-item')).toHaveCount(0)
})
