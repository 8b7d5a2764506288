import { type APIRequestContext, type Locator, type Page, request as playwrightRequest } from '@playwright/test'
import type { Variant } from '../../app/contract/catalogue'
import { variantPrices } from '../../app/contract/catalogue-view'
import { defaultVariant } from '../../app/components/product-page/product-model'
import { effectivePrice } from '../../app/domain/price'
import { DUMMY_TOKEN } from '../../app/lib/bot-check-keys'
import { wholesalePricedProductSlug } from './admin-data'
import { fillPersonalStep } from './checkout-steps'
import { expect, test } from './fixtures'
import { openedFromCache } from './page-cache'

type ApiVariant = Variant
interface ApiProduct {
  slug: string
  variants: ApiVariant[]
}

const uah = (n: number) => `${new Intl.NumberFormat('uk-UA').format(n)} грн`
const shown = (v: ApiVariant, wholesale: boolean) => effectivePrice(variantPrices(v), wholesale)

/** The API as this buyer's own client sees it (its bearer token), apart from the browser's cookies. */
async function apiAs(baseURL: string, email: string | null, password = ''): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL })
  if (!email) return anonymous
  const tokens = (await (
    await anonymous.post('/api/v1/company/auth/token/custom-login/', {
      data: { email, password, recaptchaToken: DUMMY_TOKEN },
    })
  ).json()) as { access: string }
  await anonymous.dispose()
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${tokens.access}` } })
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.getByLabel('Email або телефон').fill(email)
  await form.getByLabel('Пароль', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)
}

/** Every card in `scope` shows the effective price the API gives this buyer for the variant the card starts on. */
async function expectCardsPriced(scope: Locator, bySlug: Map<string, ApiVariant>, wholesale: boolean): Promise<number> {
  const cards = scope.getByTestId('product-card')
  await expect(cards.first()).toBeVisible()
  let differing = 0
  for (const card of await cards.all()) {
    const slug = (await card.locator('.card__name').getAttribute('href'))!.replace('/product/', '')
    const variant = bySlug.get(slug)
    if (!variant) continue
    await expect(card.getByTestId('card-price')).toHaveText(uah(shown(variant, wholesale)))
    if (wholesale) await expect(card.getByTestId('card-wholesale-stock')).toContainText(String(variant.stock_opt))
    else await expect(card.getByTestId('card-wholesale-stock')).toHaveCount(0)
    if (shown(variant, true) !== shown(variant, false)) differing++
  }
  return differing
}

/** The variant a card, a search hit and the product page start on for this buyer: the first they can have now. */
const startVariant = (p: ApiProduct, wholesale: boolean) => defaultVariant(p, wholesale)!
const firstVariants = (products: ApiProduct[], wholesale: boolean) =>
  new Map(products.map((p) => [p.slug, startVariant(p, wholesale)]))

/** The journey of one buyer over every surface that shows a price, then a card added to the cart and bought. */
async function shopAs(page: Page, api: APIRequestContext, wholesale: boolean) {
  // Home: the latest-products slider.
  const latest = (await (await api.get('/api/v1/shop/products/latest/')).json()) as ApiProduct[]
  await page.goto('/')
  const slider = page.getByTestId('product-slider').first()
  await slider.scrollIntoViewIfNeeded()
  const differing = await expectCardsPriced(slider, firstVariants(latest, wholesale), wholesale)
  // The wholesaler's slider has cards whose wholesale price is not the retail one, so the check means something.
  if (wholesale) expect(differing).toBeGreaterThan(0)

  // A brand page, and a category page whose first card is then added to the cart.
  const brands = (await (await api.get('/api/v1/shop/brands/all-brands/')).json()) as { id: number; slug: string }[]
  const brand = brands[0]!
  const brandListing = (await (
    await api.get(`/api/v1/shop/products/category-products/?brand_ids=${brand.id}&limit=48`)
  ).json()) as { results: ApiProduct[] }
  await page.goto(`/brands/${brand.slug}`)
  await expectCardsPriced(page.locator('main'), firstVariants(brandListing.results, wholesale), wholesale)

  const face = (await (await api.get('/api/v1/shop/products/category-products/?parent_slug=face&limit=48')).json()) as {
    results: ApiProduct[]
  }
  await page.goto('/catalogue/face')
  await expectCardsPriced(page.locator('main'), firstVariants(face.results, wholesale), wholesale)

  // The header search.
  const firstSlug = (await page.locator('main .card__name').first().getAttribute('href'))!.replace('/product/', '')
  const first = (await (await api.get(`/api/v1/shop/products/slug/${firstSlug}/`)).json()) as ApiProduct
  const word = (await page.locator('main .card__name').first().textContent())!.split(/\s+/)[0]!
  const hits = (await (await api.get(`/api/v1/shop/search/?q=${encodeURIComponent(word)}`)).json()) as ApiProduct[]
  const input = page.locator('.search__input').first()
  await input.fill(word)
  const panel = page.getByTestId('search-panel').first()
  await expect(panel).toHaveAttribute('data-status', 'results')
  await expect(panel.getByTestId('search-hit-price').first()).toHaveText(
    uah(shown(startVariant(hits[0]!, wholesale), wholesale)),
  )
  await input.fill('')

  // The product page, rendered by the server with this buyer's prices (no second request, no flip).
  const html = await (await page.request.get(`/product/${first.slug}`)).text()
  expect(html.includes('data-testid="product-wholesale-price"')).toBe(wholesale)
  await page.goto(`/product/${first.slug}`)
  if (wholesale)
    await expect(page.getByTestId('product-wholesale-price')).toHaveText(uah(shown(startVariant(first, true), true)))
  else await expect(page.getByTestId('wholesale-price')).toHaveCount(0)

  // Add from a card, then the cart and the checkout show the server's figures; the order matches them.
  await page.goto('/catalogue/face')
  const card = page
    .locator('main')
    .getByTestId('product-card')
    .filter({ has: page.locator(`a.card__name[href="/product/${first.slug}"]`) })
  await card.locator('.card__footer button').click()
  const cartPanel = page.getByTestId('cart-panel')
  await expect(cartPanel.getByTestId('cart-line-price')).toHaveText(
    uah(shown(startVariant(first, wholesale), wholesale)),
  )
  await cartPanel.getByRole('link', { name: 'Оформити замовлення' }).click()
  await expect(page).toHaveURL(/\/order$/)
  await expect(page.getByTestId('cart-line-price')).toHaveText(uah(shown(startVariant(first, wholesale), wholesale)))

  const step2 = await fillPersonalStep(page)
  await step2.getByLabel("Кур'єр по Києву").check()
  await step2.getByLabel('Вулиця').fill('вул. Хрещатик')
  // A house of this run alone: orders awaiting staff are limited per courier address too.
  await step2.getByLabel('Будинок').fill(String(Date.now() % 100_000))
  await step2.getByLabel("Готівкою кур'єру").check()
  const unit = shown(startVariant(first, wholesale), wholesale)
  const total = unit + (unit >= 4000 ? 0 : 150)
  await expect(page.getByTestId('summary-total')).toHaveText(uah(total))
  await page.getByTestId('order-submit').click()
  await expect(page).toHaveURL(/\/order-success$/)
  await expect(page.getByTestId('order-total')).toHaveText(uah(total))
}

test('an approved wholesaler sees, carts and pays wholesale prices everywhere from the first paint; signing out brings retail back', async ({
  page,
  baseURL,
}) => {
  // Every surface that shows a price, an order and signing out: a long walk on a busy machine.
  test.setTimeout(60_000)
  const api = await apiAs(baseURL!, 'partner@example.com', 'partner12345')
  await signIn(page, 'partner@example.com', 'partner12345')
  await shopAs(page, api, true)
  await api.dispose()

  // Signing out: the page's prices follow at once, and the server renders retail again.
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Вийти' }).click()
  await expect(page).toHaveURL(/\/$/)
  const retail = await apiAs(baseURL!, null)
  const latest = (await (await retail.get('/api/v1/shop/products/latest/')).json()) as ApiProduct[]
  const slider = page.getByTestId('product-slider').first()
  await slider.scrollIntoViewIfNeeded()
  await expectCardsPriced(slider, firstVariants(latest, false), false)
  const html = await (await page.request.get(`/product/${latest[0]!.slug}`)).text()
  expect(html).not.toContain('data-testid="product-wholesale-price"')
  await retail.dispose()
})

test('a retail customer sees and pays retail prices everywhere', async ({ page, baseURL }) => {
  test.setTimeout(60_000)
  const api = await apiAs(baseURL!, 'customer@example.com', 'customer12345')
  await signIn(page, 'customer@example.com', 'customer12345')
  await shopAs(page, api, false)
  await api.dispose()
})

test("a signed-in buyer's pages are never served from or kept in the shared page cache", async ({ page, baseURL }) => {
  const anonymous = await apiAs(baseURL!, null)
  // Not the newest product: another test may have just created one with retail prices alone.
  const slug = await wholesalePricedProductSlug()
  await openedFromCache(() => anonymous.get(`/product/${slug}`))
  await signIn(page, 'partner@example.com', 'partner12345')
  const mine = await page.request.get(`/product/${slug}`)
  expect(mine.headers()['x-page-cache']).toBeUndefined()
  expect(mine.headers()['cache-control']).toBe('private, no-store')
  expect(await mine.text()).toContain('data-testid="product-wholesale-price"')
  // The anonymous copy is still the retail one.
  const again = await openedFromCache(() => anonymous.get(`/product/${slug}`))
  expect(await again.text()).not.toContain('data-testid="product-wholesale-price"')
  await anonymous.dispose()
})

test('wholesale banners from Sanity: on /opt for everyone, and on the home page of an approved wholesaler only', async ({
  page,
}) => {
  const wholesaleBanner = (scope: Locator) => scope.getByRole('img', { name: 'Оптові ціни для партнерів' })
  await page.goto('/opt')
  await expect(wholesaleBanner(page.getByTestId('wholesale-banners'))).toHaveCount(1)
  await page.goto('/')
  await expect(wholesaleBanner(page.getByTestId('banner-slider'))).toHaveCount(0)

  await signIn(page, 'partner@example.com', 'partner12345')
  await page.goto('/')
  await expect(wholesaleBanner(page.getByTestId('banner-slider'))).toHaveCount(1)
  // An approved partner is not asked to become one on /opt: the quick order is offered instead.
  await page.goto('/opt')
  await expect(page.getByTestId('opt-partner').getByRole('link', { name: 'Швидке замовлення за кодами' })).toBeVisible()
  await expect(page.getByTestId('opt-register')).toHaveCount(0)
})
