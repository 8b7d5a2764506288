import { toLatin } from '../../app/domain/transliterate'
import { expect, test } from './fixtures'

test('the header search finds products typed in either alphabet, and opens one', async ({ page, request }) => {
  // A seeded Ukrainian word and its Latin transliteration, taken from the catalogue itself.
  const products = (await (await request.get('/api/v1/shop/products/latest/', { headers: { 'accept-language': 'ua' } })).json()) as Array<{
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
