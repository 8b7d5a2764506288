import type { Page } from '@playwright/test'
import { uniquePhone } from './checkout-steps'
import { expect, test } from './fixtures'

/**
 * Nova Poshta at checkout on a phone, in both languages: the city is found from Cyrillic ("київ")
 * and Latin ("kyiv") input, the branch is picked by its number, and the order shows that branch on
 * the success page and in the profile. The look-ups go through the Worker to the local stand-in of
 * the carrier (worker/dev/nova-poshta).
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
    await page.goto('/login')
    const login = page.getByTestId('login-form')
    await login.getByLabel(text.identifier).fill('customer@example.com')
    await login.getByLabel(text.password, { exact: true }).fill('customer12345')
    await login.getByRole('button', { name: text.logIn }).click()
    await expect(page).toHaveURL(/\/profile$/)

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
    await step2.getByRole('option', { name: 'м. Київ, Київська обл.' }).tap()
    await expect(city).toHaveValue('м. Київ, Київська обл.')

    const branch = step2.getByRole('combobox', { name: text.branch })
    await branch.fill('12')
    const options = step2.getByRole('option')
    await expect(options.first()).toContainText('Відділення №12')
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
