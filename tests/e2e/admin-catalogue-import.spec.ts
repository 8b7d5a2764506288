import type { Page } from '@playwright/test'
import { freshVariant } from './admin-data'
import { catalogueFileWithBadRow, heldLine, priceOf } from './catalogue-data'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff-sign-in'
import { horizontalOverflow } from './overflow'

/** The back office in the given language (sign-in leaves it Ukrainian). */
async function inLanguage(page: Page, locale: 'ua' | 'en') {
  if (locale === 'ua') return
  await page.evaluate(() => {
    localStorage.setItem('user-locale', 'en')
    document.cookie = 'user-locale=en; path=/'
  })
}

for (const [width, locale] of [
  [390, 'ua'],
  [1366, 'ua'],
  [390, 'en'],
  [1366, 'en'],
] as const) {
  test(`staff import a Windows-1251 catalogue with a bad row on a ${width} px screen (${locale}), drop the row, apply, and the product is in the store`, async ({
    page,
  }) => {
    test.slow()
    const file = await catalogueFileWithBadRow()
    await page.setViewportSize({ width, height: 844 })
    await signInAsStaff(page)
    await inLanguage(page, locale)
    await page.goto('/admin/products')
    await page.getByTestId('import-products').click()
    await expect(page).toHaveURL(/\/admin\/products\/import$/)

    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'каталог.csv', mimeType: 'text/csv', buffer: file.bytes })
    await page.getByTestId('import-preview').click()
    const problem = page.getByTestId('import-problem-3')
    await expect(problem).toContainText('price')
    await expect(problem).toContainText(locale === 'ua' ? 'Неправильна сума' : 'whole number of hryvnias')
    await expect(page.getByTestId('import-problem-2')).toHaveCount(0)
    await expect(page.getByTestId('import-apply')).toBeDisabled()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/catalogue-import-problems-${width}-${locale}.png`, fullPage: true })

    await page.getByTestId('import-skip-bad').click()
    await expect(page.getByTestId('import-skipped')).toContainText('3')
    await expect(page.getByTestId('import-ready')).toBeVisible()
    await page.screenshot({ path: `test-results/catalogue-import-ready-${width}-${locale}.png`, fullPage: true })
    await page.getByTestId('import-apply').click()
    await expect(page.getByTestId('import-done')).toContainText(
      locale === 'ua' ? 'Каталог записано' : 'The catalogue was written',
    )
    await page.screenshot({ path: `test-results/catalogue-import-done-${width}-${locale}.png`, fullPage: true })

    await page.goto(`/product/${file.good.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(file.good.name)
    // The file's SEO title is the Ukrainian page's title; the English page keeps its generated one.
    if (locale === 'ua') await expect(page).toHaveTitle(file.good.seoTitle)
    else await expect(page).not.toHaveTitle(file.good.seoTitle)
    const dropped = await page.request.get(`/product/${file.bad.slug}`)
    expect(dropped.status()).toBe(404)
  })
}

for (const [width, locale] of [
  [390, 'ua'],
  [1366, 'ua'],
  [390, 'en'],
  [1366, 'en'],
] as const) {
  test(`staff confirm a held ERP price on the price-list page on a ${width} px screen (${locale})`, async ({
    page,
  }) => {
    test.slow()
    const variant = await freshVariant()
    const id = await heldLine(variant.code)
    await page.setViewportSize({ width, height: 844 })
    await signInAsStaff(page)
    await inLanguage(page, locale)
    await page.goto('/admin/products')
    await expect(page.getByTestId('held-notice')).toBeVisible()
    await page.goto('/admin/price-list#held')
    const line = page.getByTestId(`held-line-${id}`)
    await expect(line).toContainText(variant.code)
    await expect(line).toContainText(locale === 'ua' ? 'втричі' : 'threefold')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/held-lines-${width}-${locale}.png`, fullPage: true })

    await page.getByTestId(`held-confirm-${id}`).click()
    await expect(line).toHaveCount(0)
    expect(await priceOf(variant.code)).toBe(1600)
  })
}
