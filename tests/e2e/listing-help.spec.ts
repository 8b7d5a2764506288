import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { horizontalOverflow } from './overflow'

/**
 * What a listing and the search page tell the shopper: the filters in force as chips, a heading
 * that names a chosen subcategory, a brand's product count, the search page's query in the header
 * box, help after a search that found nothing, and a correction said once.
 */
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

test('chips name the filters in force and remove them one by one; one subcategory names the heading', async ({
  page,
}) => {
  await page.goto('/catalogue/face')
  await expect(page.getByTestId('filter-chips')).toHaveCount(0)
  const filter = page.getByTestId('category-filter')
  const expand = filter.getByRole('button', { name: /^Розгорнути/ }).first()
  if ((await filter.locator('.accordion__children').count()) === 0) await expand.click()
  const category = filter.locator('.accordion__children label').first()
  const categoryName = (await category.locator('.check__label').innerText()).trim()
  await category.locator('input').check()
  await expect(page).toHaveURL(/[?&]categories=\d+/)
  await expect(page.getByTestId('catalogue-title')).toHaveText(categoryName)
  const chips = page.getByTestId('filter-chips')
  await expect(chips.getByRole('button', { name: `Прибрати фільтр «${categoryName}»` })).toBeVisible()

  await page.getByTestId('price-min').fill('100')
  await page.getByTestId('price-max').fill('3000')
  await page.getByTestId('price-max').press('Enter')
  await expect(chips.getByRole('button', { name: 'Прибрати фільтр «100–3000 грн»' })).toBeVisible()

  await chips.getByRole('button', { name: `Прибрати фільтр «${categoryName}»` }).click()
  await expect(page).not.toHaveURL(/categories=/)
  await expect(page.getByTestId('catalogue-title')).toHaveText('Обличчя')
  await chips.getByRole('button', { name: 'Прибрати фільтр «100–3000 грн»' }).click()
  await expect(page).not.toHaveURL(/price_min/)
  await expect(page.getByTestId('filter-chips')).toHaveCount(0)
})

test('a brand page says how many products the brand has', async ({ page }) => {
  await page.goto('/brands')
  const href = await page.locator('a[href^="/brands/"]').first().getAttribute('href')
  await page.goto(href!)
  await expect(page.getByTestId('brand-page').getByTestId('product-count')).toHaveText(/^\d[\d\s]* товар/)
})

for (const locale of ['ua', 'en'] as const) {
  test(`/search?q= from a link fills the header box; nothing found offers help (${locale}, phone at 4× CPU)`, async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL!, locale)
    await page.goto('/search?q=rica')
    await expect(page.locator('.search__input:visible').first()).toHaveValue('rica')
    await expect(page.getByTestId('product-card').first()).toBeVisible()

    await page.goto('/search?q=zzqxvw')
    await expect(page.locator('.search__input:visible').first()).toHaveValue('zzqxvw')
    const help = page.getByTestId('search-help')
    await expect(help).toContainText(locale === 'ua' ? 'Перевірте написання' : 'Check the spelling')
    await expect(help.locator('a[href^="/catalogue/"]').first()).toBeVisible()
    const overflow = await horizontalOverflow(page)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.context().close()
  })
}

test('a corrected search names the correction once, in the case the shopper typed', async ({ page }) => {
  await page.goto('/search?q=Rcia')
  const line = page.getByTestId('search-correction')
  await expect(line).toHaveText('Можливо, ви мали на увазі Rica? Показуємо результати за цим запитом.')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
})
