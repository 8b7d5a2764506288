import type { Browser, Page } from '@playwright/test'
import { freshStaff, freshVariant, pendingPartner, wholesalePricedProductSlug } from './admin-data'
import { expect, test } from './fixtures'

/**
 * Signs in on /admin with the store's login form (the bot check runs in test mode), as a staff
 * account of its own: the back-office specs in a row would fill one account's login limit.
 */
async function signInAsStaff(page: Page) {
  const account = await freshStaff()
  await page.goto('/admin')
  const form = page.getByTestId('adm-login')
  await form.getByLabel('Email або телефон').fill(account.email)
  await form.getByLabel('Пароль').fill(account.password)
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByTestId('adm-viewer')).toContainText('Персонал')
}

/** A shopper in a browser of their own buys one product with courier delivery and cash; answers the order number. */
async function shopperPlacesOrder(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const latest = (await (await page.request.get('/api/v1/shop/products/latest/')).json()) as {
    slug: string
    variants: { stock: number }[]
  }[]
  const product = latest.find((p) => p.variants[0]!.stock > 0)!
  await page.goto(`/product/${product.slug}`)
  await hydrated()
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('cart-panel').getByRole('link', { name: 'Оформити замовлення' }).click()
  await hydrated()
  const step1 = page.getByTestId('order-step-1')
  await step1.getByLabel('Прізвище').fill('Покупчук')
  await step1.getByLabel("Ім'я").fill('Софія')
  await step1.getByLabel('Телефон').fill('+380671234567')
  await step1.getByLabel('Email').fill(email)
  await step1.getByRole('button', { name: 'Далі' }).click()
  const step2 = page.getByTestId('order-step-2')
  await step2.getByLabel("Кур'єр по Києву").check()
  await step2.getByLabel('Вулиця').fill('вул. Хрещатик')
  await step2.getByLabel('Будинок').fill('22')
  await step2.getByLabel("Готівкою кур'єру").check()
  await page.getByTestId('order-submit').click()
  const number = (await page.getByTestId('order-number').textContent({ timeout: 15_000 }))!.replace(/\D/g, '')
  await context.close()
  return number
}

/** /dev/outbox is a plain page (no React), opened in a context of its own. */
async function outbox(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/dev/outbox')
  return { page, close: () => context.close() }
}

test('signing in re-reads the page in place: no reload, even when another tab has chosen the other language', async ({
  page,
}) => {
  const account = await freshStaff()
  await page.goto('/admin')
  // Another tab chose English since this Ukrainian page was rendered; this page only follows it when it loads.
  await page.evaluate(() => {
    localStorage.setItem('user-locale', 'en')
    Object.assign(window, { sameDocument: true })
  })
  const form = page.getByTestId('adm-login')
  await form.getByLabel('Email або телефон').fill(account.email)
  await form.getByLabel('Пароль').fill(account.password)
  // The login re-runs the page's loaders (its layout is read again for the signed-in buyer).
  const layoutReread = page.waitForResponse((response) => response.url().includes('/_serverFn/'))
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByTestId('adm-viewer')).toContainText('Персонал')
  await layoutReread
  // The re-read is rendered and its effects have run by the second frame after its answer.
  const same = await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done('sameDocument' in window), 100))),
      ),
  )
  expect(same).toBe(true)
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
})

test('a customer cannot open the back office', async ({ page, consoleErrors }) => {
  await page.goto('/admin')
  const form = page.getByTestId('adm-login')
  await form.getByLabel('Email або телефон').fill('customer@example.com')
  await form.getByLabel('Пароль').fill('customer12345')
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByText('Цей обліковий запис не має доступу до бек-офісу')).toBeVisible()
  await expect(page.getByTestId('adm-nav-orders')).toHaveCount(0)
  // The server's 403 to GET /admin/me is the expected refusal the browser logs; nothing else may be.
  expect(consoleErrors.splice(0)).toEqual([
    'Failed to load resource: the server responded with a status of 403 (Forbidden)',
  ])
})

test('staff find the order a shopper placed, move it through prepered → at_delivry → delivred, and the customer gets an email each time', async ({
  page,
  browser,
}) => {
  const order = { email: `shopper.${Date.now()}@example.com`, number: '' }
  order.number = await shopperPlacesOrder(browser, order.email)
  expect(order.number).toMatch(/^\d{6,}$/)
  await signInAsStaff(page)
  await expect(page.getByTestId('tile-orders_new')).not.toHaveText(/^…/)
  await page.getByTestId('tile-orders_new').click()
  await page.getByTestId('orders-search').fill(order.number)
  const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: order.number })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Нове')
  // The number is a real link: the middle button on the row opens the order in a tab of its own, and
  // the keyboard reaches the link and opens it here.
  const link = row.getByRole('link', { name: `Замовлення № ${order.number}` })
  await expect(link).toHaveAttribute('href', /\/admin\/orders\/\d+$/)
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByText('Нове').click({ button: 'middle' }),
  ])
  await expect(tab).toHaveURL(/\/admin\/orders\/\d+$/)
  await tab.close()
  await link.focus()
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Замовлення № ${order.number}`)
  for (const [status, label] of [
    ['prepered', 'Зібране'],
    ['at_delivry', 'Передане в доставку'],
    ['delivred', 'Доставлене'],
  ] as const) {
    await page.getByTestId(`move-${status}`).click()
    await expect(page.getByTestId('order-status')).toHaveText(label)
  }
  // Delivered is not final: the goods may still come back.
  await expect(page.getByTestId('move-returned')).toBeVisible()
  await expect(page.getByTestId('order-history').locator('li')).toHaveCount(3)

  const mailbox = await outbox(browser)
  const mails = mailbox.page.locator('article.mail[data-kind="order_status"]', { hasText: order.email })
  await expect(mails).toHaveCount(3)
  await expect(mails.first()).toContainText(`Замовлення № ${order.number}: доставлене`)
  await expect(mails.nth(2)).toContainText(`Замовлення № ${order.number}: зібране й чекає на відправлення`)
  await mailbox.close()
})

test('approving a partner request makes that partner see wholesale prices', async ({ page, browser }) => {
  const partner = await pendingPartner()
  const product = { slug: await wholesalePricedProductSlug() }

  /** The partner's own browser, signed in with the store's tokens, on a product page. */
  async function partnerSees() {
    const context = await browser.newContext()
    const tokens = (await (
      await context.request.post('/api/v1/company/auth/token/custom-login/', {
        data: { email: partner.email, password: partner.password, recaptchaToken: 'XXXX.DUMMY.TOKEN.XXXX' },
      })
    ).json()) as { access: string; refresh: string }
    await context.addInitScript((t) => {
      localStorage.setItem('accessToken', t.access)
      localStorage.setItem('refreshToken', t.refresh)
    }, tokens)
    const view = await context.newPage()
    await view.goto(`/product/${product.slug}`)
    await view.waitForSelector('html[data-hydrated]', { state: 'attached' })
    return { view, context }
  }

  const before = await partnerSees()
  await expect(before.view.getByTestId('product-actions')).toBeVisible()
  await expect(before.view.getByTestId('wholesale-price')).toHaveCount(0)
  await before.context.close()

  await signInAsStaff(page)
  await page.getByTestId('adm-nav-partners').click()
  await page.getByLabel('Пошук').fill(partner.email)
  const row = page.getByTestId('wholesale-table').getByRole('row').filter({ hasText: partner.email })
  await expect(row).toContainText('ФОП Партнерка О. І.')
  await row.getByTestId('approve').click()
  await expect(row).toHaveCount(0)

  const after = await partnerSees()
  await expect(after.view.getByTestId('wholesale-price')).toBeVisible()
  await after.context.close()

  const mailbox = await outbox(browser)
  await expect(mailbox.page.locator('article.mail', { hasText: partner.email })).toContainText(
    'Заявку партнера схвалено',
  )
  await mailbox.close()
})

test('a partner request approved meanwhile in another tab leaves the list when this tab’s approval is refused', async ({
  page,
  consoleErrors,
}) => {
  const partner = await pendingPartner()
  await signInAsStaff(page)
  // The other tab's approval reaches the server first: this tab's request approves, and its answer is the refusal a late one gets.
  await page.route(
    (url) => /\/approve\/?$/.test(url.pathname),
    async (route) => {
      expect((await route.fetch()).ok()).toBe(true)
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'conflict', message: 'The request is already approved' } }),
      })
    },
  )
  await page.getByTestId('adm-nav-partners').click()
  await page.getByLabel('Пошук').fill(partner.email)
  const row = page.getByTestId('wholesale-table').getByRole('row').filter({ hasText: partner.email })
  await row.getByTestId('approve').click()
  await expect(row).toHaveCount(0)
  expect(consoleErrors.filter((e) => !e.includes('status of 409'))).toEqual([])
  consoleErrors.splice(0, consoleErrors.length)
})

test('a price list is previewed, then applied; a picture is sized in the browser and shown in the gallery', async ({
  page,
}) => {
  const variant = await freshVariant()
  await signInAsStaff(page)
  await page.getByTestId('adm-nav-price_list').click()
  const csv = `Артикул;Роздрібна ціна;Залишок\r\n${variant.code};777;9\r\nНЕМАЄ-ТАКОГО;1;1\r\n`
  await page
    .getByTestId('price-list-file')
    .setInputFiles({ name: 'прайс.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByTestId('price-list-preview').click()
  await expect(page.getByTestId('price-list-summary')).toContainText(
    'Зміниться: 1, без змін: 0, невідомих артикулів: 1',
  )
  await expect(page.getByTestId('price-list-summary').getByRole('row').filter({ hasText: variant.code })).toContainText(
    '777',
  )
  await page.getByTestId('price-list-apply').click()
  await expect(page.getByTestId('price-list-result')).toContainText('Оновлено: 1')

  await page.goto(`/admin/products/${variant.productId}`)
  const editor = page.locator('[data-testid^="variant-"][data-testid$="-price"]').first()
  await expect(editor).toHaveValue('777')
  // A 1200×900 picture drawn by the browser; the page makes its xs, s and l sizes before upload.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 1200
    canvas.height = 900
    const ctx = canvas.getContext('2d')!
    ctx.fillStyle = '#7b2d4f'
    ctx.fillRect(0, 0, 1200, 900)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
    return Array.from(new Uint8Array(await blob!.arrayBuffer()))
  })
  const imageInput = page.locator('[data-testid^="variant-"][data-testid$="-image"]').first()
  // A file that is not a picture is refused in the staff's words, and nothing is uploaded.
  const refused = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void dialog.accept()
    }),
  )
  await imageInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
  expect(await refused).toBe('Не вдалося прочитати зображення: оберіть файл WebP, JPEG або PNG.')
  await expect(page.locator('.adm-thumb img')).toHaveCount(0)
  await imageInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png) })
  const thumb = page.locator('.adm-thumb img').first()
  await expect(thumb).toHaveAttribute('src', /\/media\/products\/uploads\/\d+\/[0-9a-f-]+-s\.(webp|jpg)$/)
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300)
})

test('staff who open an admin’s page by its address read that it is for admins, with none of its forms', async ({
  page,
}) => {
  await signInAsStaff(page)
  for (const path of ['/admin/integrations', '/admin/audit']) {
    await page.goto(path)
    await expect(page.getByTestId('admins-only')).toHaveText('Лише для адміністраторів')
    await expect(page.locator('.adm-content form, .adm-content input')).toHaveCount(0)
  }
})
