import { DEV_SANITY_PREVIEW_SECRET } from '../../worker/env'
import { signPreviewToken } from '../../worker/services/content-preview'
import { test as plain } from '@playwright/test'
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
    expect(html).toMatch(/ключ для перегляду/i)
    expect(html).toContain('<input name="token"')
    expect(html).not.toContain('ЧЕРНЕТКА')
    // The key sent is never written back.
    expect(html).not.toContain(forged.split('.')[1])
  }
  expect((await request.get(`/preview/blog/spf-every-day?token=${forged}`)).status()).toBe(401)
  // A forged key in the cookie is refused the same way.
  const withCookie = await request.get('/preview/page/delivery', { headers: { cookie: `preview-key=${forged}` } })
  expect(withCookie.status()).toBe(401)
  expect(await withCookie.text()).not.toContain('ЧЕРНЕТКА')
})

// The refusal is a bare page (no scripts, an expected 401): the plain test, without the store's hydration wait and console check.
plain(
  'the key is pasted once: kept in an HttpOnly cookie, taken out of the address, asked again when it lapses',
  async ({ page }) => {
    // The Studio opens the address alone: the site asks for the key.
    const first = await page.goto('/preview/page/delivery')
    expect(first!.status()).toBe(401)
    await page.getByLabel(/Ключ для перегляду/).fill(await token())
    await page.getByRole('button', { name: 'Переглянути' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'ЧЕРНЕТКА: Доставка' })).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
    const [kept] = (await page.context().cookies()).filter((c) => c.name === 'preview-key')
    expect(kept?.httpOnly).toBe(true)
    expect(await page.evaluate(() => document.cookie)).not.toContain('preview-key')

    // The next draft opens without asking.
    await page.goto('/preview/blog/spf-every-day')
    await expect(page.getByRole('heading', { level: 1, name: 'ЧЕРНЕТКА: SPF щодня' })).toBeVisible()

    // A lapsed key is asked for again.
    await page.context().addCookies([{ ...kept!, value: await token(-1000) }])
    const lapsed = await page.goto('/preview/page/delivery')
    expect(lapsed!.status()).toBe(401)
    await expect(page.getByText('Термін дії ключа для перегляду минув')).toBeVisible()
  },
)

test('a marketer sees the draft of a page and of a post; visitors still see what is published', async ({ page }) => {
  const response = await page.goto(`/preview/page/delivery?token=${await token()}`)
  expect(response!.status()).toBe(200)
  expect(new URL(page.url()).search).toBe('')
  expect(response!.headers()['cache-control']).toBe('private, no-store')
  expect(response!.headers()['x-robots-tag']).toBe('noindex')
  await expect(page.getByTestId('preview-notice')).toContainText('Відвідувачі сайту її ще не бачать')
  await expect(page.getByRole('heading', { level: 1, name: 'ЧЕРНЕТКА: Доставка' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await page.screenshot({ path: 'test-results/preview-page-laptop.png' })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/preview/blog/spf-every-day')
  await expect(page.getByRole('heading', { level: 1, name: 'ЧЕРНЕТКА: SPF щодня' })).toBeVisible()
  await page.screenshot({ path: 'test-results/preview-post-phone.png' })

  await page.goto('/page/delivery')
  await expect(page.getByRole('heading', { level: 1, name: 'Доставка' })).toBeVisible()
  await page.goto('/blog/spf-every-day')
  await expect(page.getByRole('heading', { level: 1, name: 'Сонцезахист щодня: міфи та факти' })).toBeVisible()
})
