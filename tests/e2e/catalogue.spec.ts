import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openedFromCache } from './page-cache'

const cardNames = (page: Page) => page.getByTestId('product-grid').locator('.card__name').allTextContents()

/** The brand with the most products in the sidebar: its name and count. */
async function biggestBrand(page: Page) {
  const rows = page.getByTestId('brand-filter').locator('label')
  const all = await rows.evaluateAll((labels) =>
    labels.map((l) => ({
      name: l.querySelector('.check__label')!.textContent!,
      count: Number(l.querySelector('.check__count')!.textContent),
    })),
  )
  return all.sort((a, b) => b.count - a.count)[0]!
}

test('a category: filter by brand and price, sort by price, page 2, reload keeps the state, back returns', async ({
  page,
  request,
}) => {
  await page.goto('/catalogue/face')
  await expect(page.getByRole('heading', { level: 1, name: 'Обличчя' })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' })
  await expect(crumbs.getByRole('link', { name: 'Головна' })).toHaveAttribute('href', '/')
  await expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalogue')
  await expect(page.getByTestId('category-tile').first()).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(24)
  const total = Number((await page.getByTestId('product-count').textContent())!.replace(/\D/g, ''))

  // Brand: the URL carries it and the listing narrows to it.
  const brand = await biggestBrand(page)
  await page.getByTestId('brand-filter').getByLabel(brand.name).check()
  await expect(page).toHaveURL(/[?&]brands=\d+/)
  const brandId = new URL(page.url()).searchParams.get('brands')!
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${brand.count} `))
  for (const name of await page.getByTestId('product-grid').locator('.card__brand').allTextContents())
    expect(name.toLowerCase()).toBe(brand.name.toLowerCase())

  // Price range through the slider's numbers.
  await page.getByTestId('price-min').fill('100')
  await page.getByTestId('price-max').fill('3000')
  await page.getByTestId('price-max').press('Enter')
  await expect(page).toHaveURL(/price_min=100&price_max=3000/)

  // Sort by price.
  await page.getByTestId('sort').selectOption('price_asc')
  await expect(page).toHaveURL(/sort=price_asc/)
  const query = `parent_slug=face&brand_ids=${brandId}&price_min=100&price_max=3000&sort=price_asc`
  const api = await (await request.get(`/api/v1/shop/products/category-products/?${query}`)).json()
  expect(api.count).toBeGreaterThan(24)
  expect(api.count).toBeLessThan(total)
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${api.count} `))
  await expect.poll(() => cardNames(page)).toEqual(api.results.map((p: { name: string }) => p.name))

  // Page 2: filters kept, products scrolled into view, the page highlighted and '>' disabled at the end.
  await page.getByTestId('pager').getByRole('link', { name: 'Сторінка 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  expect(new URL(page.url()).searchParams.get('brands')).toBe(brandId)
  const page2 = await (await request.get(`/api/v1/shop/products/category-products/?${query}&page=2`)).json()
  await expect.poll(() => cardNames(page)).toEqual(page2.results.map((p: { name: string }) => p.name))
  await expect(page.getByTestId('pager').locator('[aria-current="page"]')).toHaveText('2')
  await expect(page.getByTestId('pager').locator('.pager__item--disabled')).toHaveAttribute(
    'aria-label',
    'Наступна сторінка',
  )
  await expect
    .poll(() => page.evaluate(() => Math.abs(document.getElementById('products')!.getBoundingClientRect().top)))
    .toBeLessThan(40)

  // Reload: everything comes back from the URL.
  const url = page.url()
  await page.reload()
  expect(page.url()).toBe(url)
  await expect(page.getByTestId('brand-filter').getByLabel(brand.name)).toBeChecked()
  await expect(page.getByTestId('price-min')).toHaveValue('100')
  await expect(page.getByTestId('price-max')).toHaveValue('3000')
  await expect(page.getByTestId('sort')).toHaveValue('price_asc')
  await expect(page.getByTestId('pager').locator('[aria-current="page"]')).toHaveText('2')
  await expect.poll(() => cardNames(page)).toEqual(page2.results.map((p: { name: string }) => p.name))

  // Back: page 1 of the same filters.
  await page.goBack()
  await expect(page).not.toHaveURL(/page=2/)
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect(page.getByTestId('pager').locator('[aria-current="page"]')).toHaveText('1')
  await expect.poll(() => cardNames(page)).toEqual(api.results.map((p: { name: string }) => p.name))

  // Reset clears brand and price, keeps the sort, back to page 1.
  await page.getByTestId('reset-filters').click()
  await expect(page).toHaveURL(/\/catalogue\/face\?sort=price_asc$/)
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${total} `))
})

test('category tiles lead to a subcategory: its title, breadcrumbs, no tiles', async ({ page }) => {
  await page.goto('/catalogue/face')
  const tile = page.getByTestId('category-tile').first()
  const name = (await tile.locator('.tile__name').textContent())!.replace(/\s*\(\d+\)$/, '').trim()
  await tile.click()
  await expect(page).toHaveURL(/\/catalogue\/face\/[a-z-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(
    page.getByRole('navigation', { name: 'Навігаційний ланцюжок' }).getByRole('link', { name: 'Обличчя' }),
  ).toHaveAttribute('href', '/catalogue/face')
  await expect(page.getByTestId('category-tiles')).toHaveCount(0)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
})

test('/catalogue: title, first-level tiles, and the category accordion collapsed (several parents)', async ({
  page,
}) => {
  await page.goto('/catalogue')
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible()
  await expect(page.getByTestId('category-tile').first()).toHaveAttribute('href', /^\/catalogue\/[a-z-]+$/)
  const accordion = page.getByTestId('category-filter')
  await expect(accordion.locator('.accordion__children')).toHaveCount(0)
  await accordion.getByRole('button', { name: /Обличчя/ }).click()
  await expect(accordion.locator('.accordion__children')).toHaveCount(1)
  await accordion.locator('.accordion__children input').first().check()
  await expect(page).toHaveURL(/[?&]categories=\d+/)
})

test('the brand list links to brand pages; a brand page has no brand checkboxes', async ({ page }) => {
  await page.goto('/brands')
  await expect(page.getByRole('heading', { level: 1, name: 'Бренди' })).toBeVisible()
  await page.getByTestId('brand-logo').filter({ hasText: 'Rica' }).click()
  await expect(page).toHaveURL(/\/brands\/rica$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Rica' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Навігаційний ланцюжок' }).getByRole('link', { name: 'Бренди' }),
  ).toHaveAttribute('href', '/brands')
  await expect(page.getByTestId('filters')).toBeVisible()
  await expect(page.getByTestId('price-range')).toBeVisible()
  await expect(page.getByTestId('brand-filter')).toHaveCount(0)
  for (const name of await page.getByTestId('product-grid').locator('.card__brand').allTextContents())
    expect(name.toLowerCase()).toBe('rica')
})

test('unknown category, subcategory, sets token and brand answer 404 with the not-found page', async ({
  page,
  request,
  consoleErrors,
}) => {
  for (const path of [
    '/catalogue/no-such-category',
    '/catalogue/face/no-such-child',
    '/catalogue/face/serums/some-set',
    '/brands/no-such-brand',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
  const response = await page.goto('/catalogue/no-such-category')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found')).toContainText('Сторінку не знайдено')
  // Chromium logs the document's own 404; that one is the point of this test.
  const own = consoleErrors.filter((e) => e.includes('status of 404'))
  expect(own).toHaveLength(1)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !own.includes(e)))
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the filters open in a sliding panel and close again', async ({ page }) => {
    await page.goto('/catalogue/face')
    const panel = page.getByTestId('filters')
    await expect(panel).toBeHidden()
    await page.getByRole('button', { name: 'Фільтри' }).click()
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('price-range')).toBeVisible()
    await panel.getByRole('button', { name: 'Закрити фільтри' }).click()
    await expect(panel).toBeHidden()
  })
})

test('a category page opened again comes from the edge cache and still filters; a filtered listing is always rendered', async ({
  page,
}) => {
  await openedFromCache(() => page.goto('/catalogue/face'))
  await expect(page.getByRole('heading', { level: 1, name: 'Обличчя' })).toBeVisible()
  const brand = await biggestBrand(page)
  await page.getByTestId('brand-filter').getByLabel(brand.name).check()
  await expect(page).toHaveURL(/[?&]brands=\d+/)
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${brand.count} `))
  const filtered = await page.reload()
  expect(filtered?.headers()['x-page-cache']).toBeUndefined()
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${brand.count} `))
})
