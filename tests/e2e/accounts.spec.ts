import type { Page } from '@playwright/test'
import { expect, expectedStatus, test } from './fixtures'

/** The e2e database outlives a run: every run registers its own account. */
function newCustomer() {
  const stamp = Date.now()
  const digits = String(stamp % 100_000_000).padStart(8, '0')
  return {
    firstName: 'Тарас',
    lastName: 'Мельничук',
    email: `e2e.${stamp}.${Math.floor(Math.random() * 1000)}@example.com`,
    /** Typed at registration in the international form, with spaces (15 characters at most, §5). */
    phoneTyped: `+380 9${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`,
    /** The same phone as a Ukrainian local number: how the customer logs in. */
    phoneLocal: `09${digits}`,
    password: 'first-pass-123',
    newPassword: 'second-pass-456',
  }
}

async function logIn(page: Page, identifier: string, password: string) {
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.getByLabel('Email або телефон').fill(identifier)
  await form.getByLabel('Пароль', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Увійти' }).click()
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'session') ?? null

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    access_token: localStorage.getItem('access_token'),
    refreshToken: localStorage.getItem('refreshToken'),
    isWhoosaler: localStorage.getItem('isWhoosaler'),
  }))

test('a new customer registers, activates from the email, logs in by phone, edits the profile, changes the password and logs in again', async ({
  page,
  consoleErrors,
}) => {
  const customer = newCustomer()

  // Registration: the §5 checks run before anything is sent.
  await page.goto('/registration')
  const form = page.getByTestId('registration-form')
  await form.getByRole('button', { name: 'Зареєструватися' }).click()
  await expect(form.getByText('Обов’язкове поле.')).toHaveCount(6)
  await form.getByLabel('Ім’я').fill(customer.firstName)
  await form.getByLabel('Прізвище').fill(customer.lastName)
  await form.getByLabel('Email').fill(customer.email)
  await form.getByLabel('Телефон').fill(customer.phoneTyped)
  await form.getByLabel('Пароль', { exact: true }).fill(customer.password)
  await form.getByLabel('Повторіть пароль', { exact: true }).fill('something-else')
  await form.getByLabel('Повторіть пароль', { exact: true }).blur()
  await expect(form.getByText('Паролі не збігаються.')).toBeVisible()
  await form.getByLabel('Повторіть пароль', { exact: true }).fill(customer.password)
  await expect(form.getByText('Паролі не збігаються.')).toHaveCount(0)
  await form.getByRole('button', { name: 'Зареєструватися' }).click()
  await expect(page).toHaveURL(/\/registration-confirmation$/)
  await expect(page.getByRole('heading', { name: 'Дякуємо за реєстрацію!' })).toBeVisible()

  // The account is inactive until the emailed link is opened.
  const outbox = await (await page.request.get('/dev/outbox')).text()
  const mail = outbox.split('<article').find((m) => m.includes(customer.email) && m.includes('/activate/'))
  const activation = /href="([^"]*\/activate\/[^"]+)"/.exec(mail ?? '')?.[1]
  expect(activation).toMatch(/\/activate\/[^/]+\/[^/]+\/$/)
  await page.goto(activation!)
  await expect(page.getByText('Акаунт активовано. Тепер ви можете увійти.')).toBeVisible()
  await page.getByTestId('activation').getByRole('link', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/login$/)

  // Login by phone, as a local number: tokens under the spec's keys, then the profile.
  await logIn(page, customer.phoneLocal, customer.password)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: `Вітаємо, ${customer.firstName}!` })).toBeVisible()
  const tokens = await storedTokens(page)
  expect(tokens.accessToken).toBeTruthy()
  expect(tokens.access_token).toBe(tokens.accessToken)
  // The refresh token is out of reach of scripts: in the HttpOnly session cookie only.
  expect(tokens.refreshToken).toBeNull()
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(tokens.isWhoosaler).toBe('false')
  await expect(page.getByTestId('account-link')).toHaveAttribute('aria-label', 'Особистий кабінет')
  const nav = page.getByRole('navigation', { name: 'Розділи кабінету' })
  await expect(nav.getByRole('link', { name: 'Компанія' })).toHaveCount(0)

  // Personal data: off by default; edit, a rule error, cancel resets, save leaves edit mode.
  const personal = page.getByTestId('personal-data')
  await expect(personal.getByLabel('Прізвище')).toBeDisabled()
  await expect(personal.getByLabel('Телефон')).toHaveValue(`+3809${customer.phoneLocal.slice(2)}`)
  await personal.getByRole('button', { name: 'Редагувати' }).click()
  await personal.getByLabel('Прізвище').fill('Ковal3')
  await personal.getByLabel('Прізвище').blur()
  await expect(personal.getByText('Лише літери, пробіли, апостроф і дефіс.')).toBeVisible()
  await personal.getByRole('button', { name: 'Скасувати' }).click()
  await expect(personal.getByLabel('Прізвище')).toHaveValue(customer.lastName)
  await expect(personal.getByLabel('Прізвище')).toBeDisabled()
  await personal.getByRole('button', { name: 'Редагувати' }).click()
  await personal.getByLabel('Прізвище').fill('Коваленко-Шевчук')
  await personal.getByLabel(/^Місто/).fill('Одеса')
  await personal.getByRole('button', { name: 'Зберегти' }).click()
  await expect(personal.getByText('Зміни збережено.')).toBeVisible()
  await expect(personal.getByLabel('Прізвище')).toBeDisabled()

  // New-post address: the one address rule (punctuation such as № passes, markup does not); save
  // stays disabled while a field is wrong.
  const newPost = page.getByTestId('new-post-address')
  await expect(newPost.getByText('Відділення ще не збережено.')).toBeVisible()
  await newPost.getByRole('button', { name: 'Редагувати' }).click()
  await newPost.getByLabel('Місто').fill('Київ')
  await newPost.getByLabel('Відділення').fill('Відділення <5>')
  await newPost.getByLabel('Відділення').blur()
  await expect(newPost.getByText('Лише літери, цифри, пробіли та розділові знаки.')).toBeVisible()
  await expect(newPost.getByRole('button', { name: 'Зберегти' })).toBeDisabled()
  await newPost.getByLabel('Відділення').fill('Відділення №5')
  await newPost.getByRole('button', { name: 'Зберегти' }).click()
  await expect(newPost.getByText('Зміни збережено.')).toBeVisible()

  // Both saves are the server's now.
  await page.reload()
  await expect(page.getByTestId('personal-data').getByLabel('Прізвище')).toHaveValue('Коваленко-Шевчук')
  await expect(page.getByTestId('personal-data').getByLabel(/^Місто/)).toHaveValue('Одеса')
  await expect(page.getByTestId('new-post-address').getByLabel('Відділення')).toHaveValue('Відділення №5')

  // The other sections of a new account: nothing yet.
  await nav.getByRole('link', { name: 'Список бажань' }).click()
  await expect(page.getByText('У списку бажань поки порожньо.')).toBeVisible()
  await nav.getByRole('link', { name: 'Мої відгуки' }).click()
  await expect(page.getByText('Ви ще не залишали відгуків і запитань.')).toBeVisible()
  await nav.getByRole('link', { name: 'Особисті дані' }).click()

  // Change password: success resets the fields and leaves edit mode.
  const password = page.getByTestId('password-change')
  await password.getByRole('button', { name: 'Редагувати' }).click()
  await password.getByLabel('Поточний пароль', { exact: true }).fill(customer.password)
  await password.getByLabel('Новий пароль', { exact: true }).fill(customer.newPassword)
  await password.getByLabel('Повторіть новий пароль', { exact: true }).fill(customer.newPassword)
  await password.getByRole('button', { name: 'Зберегти' }).click()
  await expect(password.getByText('Пароль змінено.')).toBeVisible()
  await expect(password.getByLabel('Новий пароль', { exact: true })).toHaveValue('')
  await expect(password.getByLabel('Новий пароль', { exact: true })).toBeDisabled()

  // Logout goes home and forgets the session.
  await nav.getByRole('button', { name: 'Вийти' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('account-link')).toHaveAttribute('aria-label', 'Увійти')
  expect(await storedTokens(page)).toEqual({
    accessToken: null,
    access_token: null,
    refreshToken: null,
    isWhoosaler: null,
  })
  expect(await sessionCookie(page)).toBeNull()

  // The old password no longer works; the new one does.
  await logIn(page, customer.email, customer.password)
  await expect(page.getByTestId('login-error')).toHaveText('Перевірте email або телефон і пароль.')
  expectedStatus(consoleErrors, 401)
  await page.getByTestId('login-form').getByLabel('Пароль', { exact: true }).fill(customer.newPassword)
  await page.getByTestId('login-form').getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByTestId('personal-data').getByLabel('Прізвище')).toHaveValue('Коваленко-Шевчук')
})

test('the seeded wholesaler sees wholesale prices on a product and the company section', async ({ page, request }) => {
  // A product with a wholesale price (found through the API as the wholesaler, outside this browser), first seen anonymously: retail only.
  const answer = await request.post('/api/v1/company/auth/token/custom-login/', {
    data: { email: 'partner@example.com', password: 'partner12345', recaptchaToken: 'XXXX.DUMMY.TOKEN.XXXX' },
  })
  const { access } = (await answer.json()) as { access: string }
  const latest = (await (
    await request.get('/api/v1/shop/products/latest/', { headers: { authorization: `Bearer ${access}` } })
  ).json()) as {
    slug: string
    variants: { whoosale_price: number | null }[]
  }[]
  const product = latest.find((p) => (p.variants[0]?.whoosale_price ?? 0) > 0)!
  await page.goto(`/product/${product.slug}`)
  await expect(page.getByTestId('product-price')).toBeVisible()
  await expect(page.getByTestId('wholesale-price')).toHaveCount(0)

  await logIn(page, 'partner@example.com', 'partner12345')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('Оптовий покупець')).toBeVisible()
  expect((await storedTokens(page)).isWhoosaler).toBe('true')

  // companyInfo: read-only until the edit switch is on; the update button only in edit mode.
  const nav = page.getByRole('navigation', { name: 'Розділи кабінету' })
  await expect(nav.getByRole('link', { name: 'Особисті дані' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Компанія' }).click()
  await expect(page).toHaveURL(/\/profile\?section=companyInfo$/)
  await expect(nav.getByRole('link', { name: 'Компанія' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  const company = page.getByTestId('profile-company')
  await expect(company.getByLabel('Назва')).not.toHaveValue('')
  await expect(company.getByLabel('Назва')).toBeDisabled()
  await expect(company.getByLabel('IBAN')).toHaveValue(/^UA\d{27}$/)
  await expect(company.getByRole('button', { name: 'Оновити' })).toHaveCount(0)
  await company.getByText('Редагувати', { exact: true }).click()
  await expect(company.getByLabel('Назва')).toBeEnabled()
  await expect(company.getByRole('button', { name: 'Оновити' })).toBeVisible()
  await company.getByText('Скасувати редагування').click()
  await expect(company.getByLabel('Назва')).toBeDisabled()
  await expect(company.getByRole('button', { name: 'Оновити' })).toHaveCount(0)

  // The same product page now carries the wholesale price.
  await page.goto(`/product/${product.slug}`)
  await expect(page.getByTestId('wholesale-price')).toBeVisible()
  await expect(page.getByTestId('wholesale-price')).toContainText('Оптова ціна')
})

test('an expired access token is refreshed once; a token with Cyrillic characters ends the session at /login', async ({
  page,
  consoleErrors,
}) => {
  await logIn(page, 'customer@example.com', 'customer12345')
  await expect(page).toHaveURL(/\/profile$/)
  const before = await sessionCookie(page)

  // A rejected access token: one refresh (the refresh token rotates), then the profile loads.
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'not-a-valid-token')
    localStorage.setItem('access_token', 'not-a-valid-token')
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Вітаємо, Олена!' })).toBeVisible()
  const after = await storedTokens(page)
  expect(after.accessToken).not.toBe('not-a-valid-token')
  expect((await sessionCookie(page))?.value).not.toBe(before?.value)

  // A token with Cyrillic characters is never sent: logout and /login with the reason.
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'токен')
    localStorage.setItem('access_token', 'токен')
  })
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Токен містить недопустимі символи. Увійдіть знову.')).toBeVisible()
  expect(await storedTokens(page)).toEqual({
    accessToken: null,
    access_token: null,
    refreshToken: null,
    isWhoosaler: null,
  })
  // The rejected token's 401s (the profile's requests may answer after it showed) are the point of the first part.
  expectedStatus(consoleErrors, 401)
})

test('the account and checkout texts load with their pages only: the header link opens the login page, texts and title in the page language', async ({
  page,
  context,
  baseURL,
}) => {
  const accountTexts = (html: string) => /\/assets\/accounts\.(ua|en)-[^"]+\.js/.test(html)
  const checkoutTexts = (html: string) => /\/assets\/order\.(ua|en)-[^"]+\.js/.test(html)
  for (const language of ['ua', 'en'] as const) {
    if (language === 'en') {
      await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL! }])
      await context.addInitScript(() => localStorage.setItem('user-locale', 'en'))
    }
    const expected =
      language === 'ua' ? { link: 'Увійти', title: 'Вхід до кабінету' } : { link: 'Log in', title: 'Log in' }
    await page.goto('/')
    const home = await page.content()
    expect(accountTexts(home), 'a storefront page does not load the account texts').toBe(false)
    expect(checkoutTexts(home), 'a storefront page does not load the checkout texts').toBe(false)
    // A client-side navigation: the route's text section arrives before the login page renders.
    await page.getByRole('link', { name: expected.link, exact: true }).click()
    await page.waitForURL('**/login')
    const form = page.getByTestId('login-form')
    await form.getByRole('button', { name: expected.link }).click()
    await expect(form.getByText(language === 'ua' ? 'Обов’язкове поле.' : 'This field is required.')).toHaveCount(2)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title)
    await expect(page).toHaveTitle(`${expected.title} | Beauty Pro`)
    // Served directly, the login page names its texts among the page's scripts.
    await page.goto('/login')
    expect(accountTexts(await page.content())).toBe(true)
    await page.goto('/order')
    expect(checkoutTexts(await page.content())).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'ua' ? 'Оформлення замовлення' : 'Checkout',
    )
  }
})

test('a visitor who is not signed in and opens the profile gets the login page from the server, in the language asked for', async ({
  page,
}) => {
  for (const [path, url, title] of [
    ['/profile?section=orders', /\/login\?section=orders$/, 'Вхід до кабінету'],
    ['/profile?lang=en', /\/login\?lang=en$/, 'Log in'],
  ] as const) {
    const response = await page.goto(path)
    // Sent on by the server's answer: the profile never rendered, so the browser had nothing to leave.
    expect(response?.request().redirectedFrom()?.url()).toContain(path)
    // The page the server answered (the browser then keeps the language it stored, not `?lang=`, in its address).
    expect(response?.url()).toMatch(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByTestId('login-form')).toBeVisible()
  }
})

test('signing in from an email’s «Мої замовлення» opens the orders, not the personal details', async ({ page }) => {
  await page.goto('/profile?section=orders')
  const login = page.getByTestId('login-form')
  await login.getByLabel('Email або телефон').fill('customer@example.com')
  await login.getByLabel('Пароль', { exact: true }).fill('customer12345')
  await login.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL(/\/profile\?section=orders$/)
})

test('on a phone, a wrong password for a phone login (an unknown phone, so no account’s limit fills) names email or phone, in Ukrainian and English', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [path, label, password, submit, text] of [
    ['/login', 'Email або телефон', 'Пароль', 'Увійти', 'Перевірте email або телефон і пароль.'],
    ['/login?lang=en', 'Email or phone', 'Password', 'Log in', 'Check your email or phone and password.'],
  ] as const) {
    await page.goto(path)
    const form = page.getByTestId('login-form')
    await form.getByLabel(label).fill(`+380 50 ${String(Date.now() % 10_000_000).padStart(7, '0')}`)
    await form.getByLabel(password, { exact: true }).fill('not-the-password-1')
    await form.getByRole('button', { name: submit }).click()
    await expect(page.getByTestId('login-error')).toHaveText(text)
    await expect(page.getByTestId('login-error')).toBeInViewport()
  }
  // Chromium logs each refused login's 401; those answers are the point of this test.
  expectedStatus(consoleErrors, 401)
})
