import type { Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { freshVariant, pendingPartner, storedOrder, withDb } from './admin-data'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff-sign-in'

/**
 * What the back office tells staff after they act: a role change asks and answers, a bulk change
 * says what it did, a held review can be answered, and short pages keep their top bar on a phone.
 */
async function signInAsAdmin(page: Page) {
  await page.goto('/admin')
  await useLanguage(page, 'ua')
  const form = page.getByTestId('adm-login')
  await form.getByLabel('Email або телефон').fill('admin@example.com')
  await form.getByLabel('Пароль').fill('admin12345')
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByTestId('adm-viewer')).toContainText('Адміністратор')
}

async function useLanguage(page: Page, locale: 'ua' | 'en') {
  await page.evaluate((l) => {
    localStorage.setItem('user-locale', l)
    document.cookie = `user-locale=${l}; path=/`
  }, locale)
  await page.reload()
}

/** Answers the next confirm and hands back its question. */
function nextQuestion(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void (accept ? dialog.accept() : dialog.dismiss())
    })
  })
}

const roleOf = (email: string) =>
  withDb(async (db) =>
    String((await db.execute({ sql: 'SELECT role FROM users WHERE email = ?', args: [email] })).rows[0]!.role),
  )

for (const width of [390, 1366]) {
  test(`an admin changes a role on a ${width} px screen: asked first, naming the person, then told`, async ({
    page,
  }) => {
    const person = await pendingPartner()
    await page.setViewportSize({ width, height: 844 })
    await signInAsAdmin(page)
    await page.goto(`/admin/users?q=${encodeURIComponent(person.email)}`)
    const row = page.getByRole('row').filter({ hasText: person.email })
    const select = row.getByTestId('user-role')

    const refused = nextQuestion(page, false)
    await select.selectOption('staff')
    expect(await refused).toBe(
      'Дати користувачу «Оксана Партнерка» доступ персоналу до адмінки? Персонал бачить замовлення і дані всіх покупців.',
    )
    await expect(select).toHaveValue('customer')
    expect(await roleOf(person.email)).toBe('customer')

    const accepted = nextQuestion(page, true)
    await select.selectOption('staff')
    await accepted
    await expect(page.getByTestId('user-role-done')).toHaveText(
      'Роль користувача «Оксана Партнерка» змінено: Персонал.',
    )
    expect(await roleOf(person.email)).toBe('staff')
    await page.screenshot({ path: `test-results/feedback-role-ua-${width}.png`, fullPage: true })

    await useLanguage(page, 'en')
    const back = nextQuestion(page, true)
    await row.getByTestId('user-role').selectOption('customer')
    expect(await back).toContain('Take back-office access away from “Оксана Партнерка”?')
    await expect(page.getByTestId('user-role-done')).toHaveText('“Оксана Партнерка” is now: Customer.')
    await page.screenshot({ path: `test-results/feedback-role-en-${width}.png`, fullPage: true })
  })

  test(`a bulk price change on a ${width} px screen names the change and keeps its result`, async ({ page }) => {
    const [a, b] = [await freshVariant(), await freshVariant()]
    await page.setViewportSize({ width, height: 844 })
    await signInAsStaff(page)
    // Hidden products, newest first: the two just made lead the list.
    await page.goto('/admin/products?active=false&sort=id&dir=desc')
    await page.getByTestId(`products-choose-${a.productId}`).check()
    await page.getByTestId(`products-choose-${b.productId}`).check()
    await page.getByTestId('products-bulk-percent').fill('10')
    const question = nextQuestion(page, true)
    await page.getByTestId('products-bulk-apply').click()
    expect(await question).toBe('Змінити ціни 2 товарів на +10 % (Ціна)? Це не можна скасувати одним кліком.')
    await expect(page.getByTestId('products-bulk-done')).toHaveText('Ціни 2 товарів +10 %: змінено 2 варіанти')
    await expect(page.getByTestId('products-bulk')).toHaveCount(0)
    const prices = await withDb(async (db) =>
      (
        await db.execute({
          sql: 'SELECT price_uah FROM variants WHERE product_id IN (?, ?)',
          args: [a.productId, b.productId],
        })
      ).rows.map((r) => Number(r.price_uah)),
    )
    expect(prices).toEqual([550, 550])
    await page.screenshot({ path: `test-results/feedback-bulk-ua-${width}.png`, fullPage: false })
  })
}

test('staff answer a held review; the answer shows on the product page only with the approved review', async ({
  page,
  browser,
}) => {
  const { id, slug, text } = await withDb(async (db) => {
    const product = (await db.execute('SELECT id, slug FROM products WHERE is_active = 1 ORDER BY id DESC LIMIT 1'))
      .rows[0]!
    const words = `Прийшло пошкоджене ${randomUUID().slice(0, 6)}`
    const row = await db.execute({
      sql: `INSERT INTO comments (product_id, user_id, type, text, rate, status)
            VALUES (?, (SELECT id FROM users WHERE email = 'customer@example.com'), 'COMMENT', ?, 2, 'pending') RETURNING id`,
      args: [Number(product.id), words],
    })
    return { id: Number(row.rows[0]!.id), slug: String(product.slug), text: words }
  })
  const answer = `Перепрошуємо, надішлемо заміну ${randomUUID().slice(0, 4)}`
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsStaff(page)
  await page.goto('/admin/reviews?status=pending')
  const row = page.getByRole('row').filter({ hasText: text })
  await expect(row.getByTestId('reply-held')).toHaveText(
    'Відповідь з’явиться на сайті разом із відгуком, коли його схвалять.',
  )
  await row.getByPlaceholder('Відповідь від імені магазину').fill(answer)
  await row.getByRole('button', { name: 'Відповісти' }).click()
  await expect(row).toContainText(answer)
  await page.screenshot({ path: 'test-results/feedback-review-reply-ua-390.png', fullPage: true })

  const shopper = await browser.newPage()
  await shopper.goto(`/product/${slug}`)
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(shopper.getByText(answer)).toHaveCount(0)

  await page.getByTestId(`approve-comment-${id}`).click()
  await expect(page.getByTestId(`approve-comment-${id}`)).toHaveCount(0)
  await shopper.goto(`/product/${slug}`)
  await expect(shopper.getByText(text)).toBeVisible()
  await expect(shopper.getByText(answer)).toBeVisible()
  await shopper.close()
})

test('on a phone, short pages keep the top bar as high as a long page’s; one sidebar item is lit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsAdmin(page)
  const barHeight = async (path: string) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    return (await page.locator('.adm-side').boundingBox())!.height
  }
  const orders = await barHeight('/admin/orders')
  for (const path of ['/admin/health', '/admin/receipts', '/admin/inbox', '/admin/users?q=nobody-at-all']) {
    expect(await barHeight(path), path).toBeLessThanOrEqual(orders + 1)
  }
  await page.screenshot({ path: 'test-results/feedback-short-page-ua-390.png' })
  await useLanguage(page, 'en')
  await page.goto('/admin/health')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect((await page.locator('.adm-side').boundingBox())!.height).toBeLessThanOrEqual(orders + 1)
  await page.screenshot({ path: 'test-results/feedback-short-page-en-390.png' })

  await page.goto('/admin/partners/tiers')
  const lit = page.locator('.adm-nav [aria-current="page"]')
  await expect(lit).toHaveCount(1)
  await expect(lit).toHaveAttribute('data-testid', 'adm-nav-tiers')
  await page.goto('/admin/partners')
  await expect(lit).toHaveAttribute('data-testid', 'adm-nav-partners')
})

for (const locale of ['ua', 'en'] as const) {
  test(`promo dates and the order's carrier read in ${locale}`, async ({ page }) => {
    const code = `QAD${randomUUID().slice(0, 5).toUpperCase()}`
    await withDb((db) =>
      db.execute({
        // Midday in Kyiv on 22 October and 30 November 2026.
        sql: `INSERT INTO promo_codes (code, brand_id, kind, amount, starts_at, ends_at) VALUES (?, (SELECT min(id) FROM brands), 'percent', 5, ?, ?)`,
        args: [code, Date.UTC(2026, 9, 22, 9), Date.UTC(2026, 10, 30, 10)],
      }),
    )
    // A phone of its own: a shared one would fill that phone's queue of orders waiting for a call.
    const order = await storedOrder(`+38093${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
    await withDb((db) => db.execute({ sql: 'UPDATE orders SET np_refs_verified = 1 WHERE id = ?', args: [order.id] }))
    await signInAsAdmin(page)
    await useLanguage(page, locale)
    await page.goto(`/admin/promo-codes?q=${code}`)
    const row = page.getByRole('row').filter({ hasText: code })
    await expect(row).toContainText(locale === 'ua' ? '22.10.26 — 30.11.26' : '22/10/2026 — 30/11/2026')
    await expect(row).not.toContainText('2026-10-22')
    await page.screenshot({ path: `test-results/feedback-promo-${locale}-1366.png` })

    await page.goto(`/admin/orders/${order.id}`)
    const card = page.locator('.adm-dl').filter({ hasText: 'Відділення №1' })
    // The label beside the branch check (the delivery type's value above it says the same words).
    await expect(
      card.locator('dt').getByText(locale === 'ua' ? 'Нова пошта' : 'Nova Poshta', { exact: true }),
    ).toBeVisible()
    if (locale === 'ua') await expect(page.getByText('Nova Poshta', { exact: true })).toHaveCount(0)
    await page.screenshot({ path: `test-results/feedback-order-${locale}-1366.png`, fullPage: true })
  })
}
