import type { APIRequestContext, Page } from '@playwright/test'
import { DUMMY_TOKEN } from '../../app/lib/bot-check-keys'
import { storedOrder, userIdOf } from './admin-data'
import { uniquePhone } from './checkout-steps'
import { expect, test } from './fixtures'

/**
 * Nova Poshta at checkout on a phone, in both languages: the city is found from Cyrillic ("київ")
 * and Latin ("kyiv") input, the branch is picked by its number, and the order shows that branch on
 * the success page and in the profile; once shipped, the profile shows the parcel's carrier status.
 * The look-ups and tracking go through the Worker to the local stand-in of the carrier
 * (worker/dev/nova-poshta).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const TEXTS = {
  ua: {
    identifier: 'Email або телефон',
    password: 'Пароль',
    logIn: 'Увійти',
    lastName: 'Прізвище',
    phone: 'Телефон',
    next: 'Далі',
    newpost: 'Нова пошта',
    city: 'Місто',
    branch: 'Відділення або поштомат',
    prepayment: /Накладений платіж/,
    query: 'київ',
  },
  en: {
    identifier: 'Email or phone',
    password: 'Password',
    logIn: 'Log in',
    lastName: 'Last name',
    phone: 'Phone',
    next: 'Next',
    newpost: 'Nova Poshta',
    city: 'City',
    branch: 'Branch or parcel locker',
    prepayment: /Cash on delivery/,
    query: 'kyiv',
  },
} as const

/** The seeded customer signs in through the login form and lands on the profile. */
async function signInAsCustomer(page: Page, text: (typeof TEXTS)['ua' | 'en']) {
  await page.goto('/login')
  const login = page.getByTestId('login-form')
  await login.getByLabel(text.identifier).fill('customer@example.com')
  await login.getByLabel(text.password, { exact: true }).fill('customer12345')
  await login.getByRole('button', { name: text.logIn }).click()
  await expect(page).toHaveURL(/\/profile$/)
}

/** One unit of a product in stock in the cart (the checkout reads it from localStorage). */
async function putProductInCart(page: Page) {
  const latest = (await (await page.request.get('/api/v1/shop/products/latest/')).json()) as {
    slug: string
    name: string
    brand: { name: string }
    variants: { id: number; code: string; price: number; discount_price: number }[]
  }[]
  const product = latest[0]!
  const v = product.variants[0]!
  await page.evaluate(
    ({ p, v }) => {
      const item = {
        id: v.id,
        code: v.code,
        name: p.name,
        brand: p.brand.name,
        price: v.price,
        discount_price: v.discount_price,
        quantity: 1,
        image: '',
        url: `/product/${p.slug}`,
        promo_discount: 0,
      }
      localStorage.setItem('cart', JSON.stringify([item]))
    },
    { p: { slug: product.slug, name: product.name, brand: product.brand }, v },
  )
}

for (const language of ['ua', 'en'] as const) {
  test(`${language}: a buyer finds the city from "${TEXTS[language].query}", picks branch 12 by its number, orders, and sees the branch on the success page and in the profile`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = TEXTS[language]
    if (language === 'en') {
      await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL! }])
      await context.addInitScript(() => localStorage.setItem('user-locale', 'en'))
    }
    await signInAsCustomer(page, text)

    await putProductInCart(page)
    await page.goto('/order')
    const step1 = page.getByTestId('order-step-1')
    // The profile prefills the first step; it is left once that has arrived.
    await expect(step1.getByLabel(text.lastName)).not.toHaveValue('')
    await step1.getByLabel(text.phone).fill(uniquePhone())
    await step1.getByRole('button', { name: text.next }).click()

    const step2 = page.getByTestId('order-step-2')
    await step2.getByLabel(text.newpost).check()
    const city = step2.getByRole('combobox', { name: text.city })
    await city.fill(text.query)
    // A reader of English sees the Latin spelling with the carrier's Ukrainian beneath it.
    if (language === 'en') await expect(step2.getByRole('option', { name: /^Kyiv, Kyivska obl\./ })).toBeVisible()
    await step2.getByRole('option', { name: 'м. Київ, Київська обл.' }).tap()
    await expect(city).toHaveValue('м. Київ, Київська обл.')

    const branch = step2.getByRole('combobox', { name: text.branch })
    await branch.fill('12')
    const options = step2.getByRole('option')
    await expect(options.first()).toContainText('Відділення №12')
    if (language === 'en')
      await expect(options.first()).toContainText('Branch No. 12 (up to 30 kg): vul. Volodymyra Brozhka')
    await expect(options).toHaveCount(2) // №12 and №120
    await options.first().tap()
    await expect(branch).toHaveValue('Відділення №12 (до 30 кг): вул. Володимира Брожка, 38/58')

    await step2.getByLabel(text.prepayment).check()
    await page.getByTestId('order-submit').click()
    // The prepayment is paid by card: the local WayForPay sandbox approves it.
    await page.waitForURL('**/dev/wayforpay/pay')
    await page.getByRole('button', { name: /Approve/ }).click()
    await page.waitForURL('**/order-success', { timeout: 15_000 })
    await expect(page.getByTestId('order-np-branch')).toContainText(
      'Відділення №12 (до 30 кг): вул. Володимира Брожка, 38/58',
    )
    await expect(page.getByTestId('order-np-branch')).toContainText('м. Київ, Київська обл.')
    const number = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('order') ?? '{}') as { order_number?: string }).order_number,
    )
    expect(number).toBeTruthy()

    await page.goto('/profile?section=orders')
    const card = page.getByTestId('order').filter({ hasText: String(number) })
    await expect(card.getByTestId('order-np-branch')).toContainText(
      'Відділення №12 (до 30 кг): вул. Володимира Брожка, 38/58',
    )
  })
}

/** What staff do in the back office once a parcel leaves: the order goes out for delivery with its waybill. */
async function shipWithWaybill(request: APIRequestContext, orderId: number, ttn: string) {
  const login = await request.post('/api/v1/company/auth/token/custom-login/', {
    data: { email: 'staff@example.com', password: 'staff12345', recaptchaToken: DUMMY_TOKEN },
  })
  expect(login.status()).toBe(200)
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` }
  for (const status of ['prepered', 'at_delivry'])
    expect((await request.post(`/api/v1/admin/orders/${orderId}/status`, { headers, data: { status } })).status()).toBe(
      200,
    )
  expect((await request.post(`/api/v1/admin/orders/${orderId}/ttn`, { headers, data: { ttn } })).status()).toBe(200)
}

test('a buyer sees the carrier status of a shipped parcel in the profile: the carrier words in Ukrainian, the stage in English', async ({
  page,
  request,
}) => {
  const order = await storedOrder(`+380${uniquePhone().slice(1)}`, await userIdOf('customer@example.com'))
  // The stand-in answers a waybill by its last digit: 7 is the carrier's "arrived at the branch".
  const ttn = `2045${String(Date.now()).slice(-9)}7`
  await shipWithWaybill(request, order.id, ttn)

  await signInAsCustomer(page, TEXTS.ua)
  await page.goto('/profile?section=orders')
  const card = page.getByTestId('order').filter({ hasText: order.number })
  await expect(card.getByTestId('order-ttn')).toHaveText(ttn)
  await expect(card.getByTestId('order-tracking')).toHaveText('Прибув на відділення')
  await expect(card.getByText('Посилка', { exact: true })).toBeVisible()

  // The shopper switches to English in the phone menu; the page reloads in English.
  await page.getByRole('button', { name: 'Меню' }).click()
  await page.getByTestId('mobile-menu').getByRole('group', { name: 'Мова' }).getByRole('button', { name: 'EN' }).click()
  await expect(card.getByTestId('order-tracking')).toHaveText('Arrived at the branch')
  await expect(card.getByTestId('order-ttn')).toHaveText(ttn)
})
