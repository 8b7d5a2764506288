import { toLatin } from '../../app/domain/transliterate'
import { expect, expectedStatus, test } from './fixtures'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'

test('the header search finds products typed in either alphabet, and opens one', async ({ page, request }) => {
  // A seeded Ukrainian word and its Latin transliteration, taken from the catalogue itself.
  const products = (await (
    await request.get('/api/v1/shop/products/latest/', { headers: { 'accept-language': 'ua' } })
  ).json()) as Array<{
    name: string
  }>
  const word = products.map((p) => p.name.split(/\s+/)[0]!).find((w) => /^[а-яіїєґ]{5,}$/i.test(w))!
  await page.goto('/')
  const input = page.locator('.search__input').first()
  const panel = page.getByTestId('search-panel').first()

  await input.fill('к')
  await expect(panel).toHaveAttribute('data-status', 'short')

  await input.fill(word.slice(0, 4))
  await expect(panel).toHaveAttribute('data-status', 'results')
  await expect(panel.locator('.search-hit').first()).toBeVisible()

  await input.fill(toLatin(word))
  await expect(panel).toHaveAttribute('data-status', 'results')
  const names = await panel.locator('.search-hit__name').allTextContents()
  expect(names.some((n) => /[а-яіїєґ]/i.test(n))).toBe(true)

  await panel.locator('.search-hit').first().click()
  await expect(page).toHaveURL(/\/product\//)
  await expect(page.locator('h1')).toBeVisible()
})

test('clearing the search empties the box', async ({ page }) => {
  await page.goto('/')
  const input = page.locator('.search__input').first()
  await input.fill('serum')
  await page.locator('.search__clear').first().click()
  await expect(input).toHaveValue('')
})

test('Enter opens the results page: filters, paging and reload keep the query; noindex', async ({ page, request }) => {
  await page.goto('/')
  const input = page.locator('.search__input').first()
  await input.fill('крем')
  await expect(page.getByTestId('search-panel').first()).toHaveAttribute('data-status', 'results')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=/)
  expect(new URL(page.url()).searchParams.get('q')).toBe('крем')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результати пошуку «крем»')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  const api = await (
    await request.get(`/api/v1/shop/products/category-products/?q=${encodeURIComponent('крем')}`)
  ).json()
  expect(api.count).toBeGreaterThan(24)
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${api.count} `))
  const names = () => page.getByTestId('product-grid').locator('.card__name').allTextContents()
  await expect.poll(names).toEqual(api.results.map((p: { name: string }) => p.name))

  // A brand filter narrows the matches; the query stays in the address.
  const brand = api.brands.sort((a: { count: number }, b: { count: number }) => b.count - a.count)[0]
  await page.getByTestId('brand-filter').getByLabel(brand.name).check()
  await expect(page).toHaveURL(/[?&]brands=\d+/)
  expect(new URL(page.url()).searchParams.get('q')).toBe('крем')
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${brand.count} `))

  // Paging and reload.
  await page.getByTestId('brand-filter').getByLabel(brand.name).uncheck()
  await expect(page).not.toHaveURL(/brands=/)
  await page.getByTestId('pager').getByRole('link', { name: 'Сторінка 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  const page2 = await (
    await request.get(`/api/v1/shop/products/category-products/?q=${encodeURIComponent('крем')}&page=2`)
  ).json()
  await expect.poll(names).toEqual(page2.results.map((p: { name: string }) => p.name))
  await page.reload()
  expect(new URL(page.url()).searchParams.get('q')).toBe('крем')
  await expect(page.getByTestId('pager').locator('[aria-current="page"]')).toHaveText('2')
  await expect.poll(names).toEqual(page2.results.map((p: { name: string }) => p.name))
})

test('the drop-down links to all results, and a misspelt query offers the correction', async ({ page }) => {
  await page.goto('/')
  const input = page.locator('.search__input').first()
  await input.fill('Rcia')
  const panel = page.getByTestId('search-panel').first()
  await expect(panel).toHaveAttribute('data-status', 'results')
  await panel.getByTestId('search-show-all').click()
  await expect(page).toHaveURL(/\/search\?q=Rcia/)
  await expect(page.getByTestId('search-correction')).toContainText('Можливо, ви мали на увазі Rica')
  await expect(page.getByTestId('product-card').first()).toBeVisible()

  await page.goto('/search?q=%D1%88%D0%BC%D0%B0%D0%BF%D0%BD%D1%83%D1%8C&page=x&sort=nonsense')
  await expect(page.getByText('За запитом «шмапнуь» нічого не знайдено')).toBeVisible()
  await page.getByTestId('search-correction').getByRole('link', { name: 'шампунь' }).click()
  await expect(page).toHaveURL(/\/search\?q=/)
  expect(new URL(page.url()).searchParams.get('q')).toBe('шампунь')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
})

test('a correction is the whole query, only the misspelt word corrected', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('сироватк з ретінолом')}`)
  const note = page.getByTestId('search-correction')
  await expect(note).toHaveText('Можливо, ви мали на увазі сироватка з ретинолом? Показуємо результати за цим запитом.')
  await expect(page.getByTestId('product-card').first()).toBeVisible()

  // The corrected query itself suggests nothing.
  await page.goto(`/search?q=${encodeURIComponent('сироватка з ретинолом')}`)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(page.getByTestId('search-correction')).toHaveCount(0)
})

test('a Russian query finds the Ukrainian products, on the page and in the header', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('сыворотка для лица')}`)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  const names = await page.getByTestId('product-grid').locator('.card__name').allTextContents()
  expect(names.every((n) => /сироватк/i.test(n))).toBe(true)

  await page.goto('/')
  const input = page.locator('.search__input').first()
  await input.fill('масло для волос')
  const panel = page.getByTestId('search-panel').first()
  await expect(panel).toHaveAttribute('data-status', 'results')
  await expect(panel.locator('.search-hit__name').first()).toContainText(/олі/i)
})

test('an address over the search limit gets the store page saying so, in either language', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(RATE_WINDOW_TEST_TIMEOUT)
  // The page's own address (the fixture gives each test one) fills its minute of searches first, and the
  // whole test stays in that minute: the limiter's windows follow the wall clock.
  await atStartOfRateWindow(30_000)
  const query = (i: number) => `/api/v1/shop/search/?q=${encodeURIComponent(`крем ${i % 7}`)}`
  const statuses: number[] = []
  for (let i = 0; i < 120; i++) statuses.push((await page.request.get(query(i))).status())
  expect(statuses.filter((s) => s !== 200)).toEqual([])

  const answer = await page.goto('/search?q=%D0%BA%D1%80%D0%B5%D0%BC')
  expect(answer?.status()).toBe(429)
  expect(Number(answer?.headers()['retry-after'])).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Забагато пошуків за хвилину')
  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.getByTestId('product-grid')).toHaveCount(0)

  // The header's drop-down asks to wait (not "nothing found"), and its search, run in the browser, says the same.
  await page.goto('/contacts?lang=en')
  const input = page.locator('.search__input').first()
  await input.fill('serum')
  const panel = page.getByTestId('search-panel').first()
  await expect(panel).toHaveAttribute('data-status', 'limited')
  await expect(panel).toContainText('Too many searches this minute')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=serum/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many searches this minute')
  await expect(page.getByTestId('error-page')).toContainText('429')
  expectedStatus(consoleErrors, 429)
})
