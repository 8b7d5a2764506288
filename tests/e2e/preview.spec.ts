import { DEV_SANITY_PREVIEW_SECRET } from '../../worker/env'
import { signPreviewToken } from '../../worker/services/content-preview'
import { expect, test } from './fixtures'

const token = (expiresIn = 3600_000) => signPreviewToken(DEV_SANITY_PREVIEW_SECRET, Date.now() + expiresIn)

test('the draft preview is refused without a valid token, and nothing of the draft is sent', async ({ request }) => {
  const forged = `${Date.now() + 3600_000}.${'A'.repeat(43)}`
  for (const path of [
    '/preview/page/delivery',
    `/preview/page/delivery?token=${forged}`,
    `/preview/page/delivery?token=${await token(-1000)}`,
  ]) {
    const res = await request.get(path)
    expect(res.status()).toBe(401)
    expect(res.headers()['cache-control']).toBe('private, no-store')
    const html = await res.text()
    expect(html).toMatch(/посилання для перегляду/i)
    expect(html).not.toContain('ЧЕРНЕТКА')
  }
  expect((await request.get(`/preview/blog/spf-every-day?token=${forged}`)).status()).toBe(401)
})

test('a marketer sees the draft of a page and of a post; visitors still see what is published', async ({ page }) => {
  const response = await page.goto(`/preview/page/delivery?token=${await token()}`)
  expect(response!.status()).toBe(200)
  expect(response!.headers()['cache-control']).toBe('private, no-store')
  expect(response!.headers()['x-robots-tag']).toBe('noindex')
  await expect(page.getByTestId('preview-notice')).toContainText('Відвідувачі сайту її ще не бачать')
  await expect(page.getByRole('heading', { level: 1, name: 'ЧЕРНЕТКА: Доставка' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await page.screenshot({ path: 'test-results/preview-page-laptop.png' })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/preview/blog/spf-every-day?token=${await token()}`)
  await expect(page.getByRole('heading', { level: 1, name: 'ЧЕРНЕТКА: SPF щодня' })).toBeVisible()
  await page.screenshot({ path: 'test-results/preview-post-phone.png' })

  await page.goto('/page/delivery')
  await expect(page.getByRole('heading', { level: 1, name: 'Доставка' })).toBeVisible()
  await page.goto('/blog/spf-every-day')
  await expect(page.getByRole('heading', { level: 1, name: 'Сонцезахист щодня: міфи та факти' })).toBeVisible()
})
