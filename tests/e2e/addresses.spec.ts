import type { Page } from '@playwright/test'
import { freshCustomer } from './admin-data'
import { uniquePhone } from './checkout-steps'
import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'

/**
 * The addresses people really have: a saved courier address with the punctuation Ukrainian streets
 * carry saves again after a small change, and a busy address (an office building) does not stop a
 * signed-in buyer, whom the open-orders limit is not for. On a 390 px phone at 4× CPU.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const db = servedDatabase()

const TEXTS = {
  ua: {
    identifier: 'Email або телефон',
    password: 'Пароль',
    logIn: 'Увійти',
    edit: 'Редагувати',
    save: 'Зберегти',
    saved: 'Зміни збережено.',
    street: 'Вулиця',
    house: 'Будинок',
    flat: 'Квартира',
  },
  en: {
    identifier: 'Email or phone',
    password: 'Password',
    logIn: 'Log in',
    edit: 'Edit',
    save: 'Save',
    saved: 'Changes saved.',
    street: 'Street',
    house: 'House',
    flat: 'Apartment',
  },
} as const

async function signIn(page: Page, account: { email: string; password: string }, text: (typeof TEXTS)['ua' | 'en']) {
  await page.goto('/login')
  const login = page.getByTestId('login-form')
  await login.getByLabel(text.identifier).fill(account.email)
  await login.getByLabel(text.password, { exact: true }).fill(account.password)
  await login.getByRole('button', { name: text.logIn }).click()
  await expect(page).toHaveURL(/\/profile$/)
}

/** A phone at 4× CPU: the test gets the time such a phone needs. */
async function slowPhone(page: Page) {
  test.slow()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

for (const language of ['ua', 'en'] as const) {
  test(`${language}: a saved courier address with a street's punctuation saves again after the flat changes`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = TEXTS[language]
    if (language === 'en') {
      await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL! }])
      await context.addInitScript(() => localStorage.setItem('user-locale', 'en'))
    }
    await slowPhone(page)
    await signIn(page, await freshCustomer(), text)
    const block = page.getByTestId('courier-address')

    const saveFlat = async (street: string | null, flat: string) => {
      await block.getByRole('button', { name: text.edit }).click()
      if (street !== null) {
        await block.getByLabel(text.street).fill(street)
        await block.getByLabel(text.house).fill('5')
      }
      await block.getByLabel(text.flat).fill(flat)
      await block.getByRole('button', { name: text.save }).click()
      await expect(block.getByTestId('courier-address-message')).toHaveText(text.saved)
    }
    await saveFlat('просп. Лесі Українки', '12')
    // Only the flat changes: the saved street with its dot is taken again.
    await saveFlat(null, '14')
    await saveFlat('вул. Січових Стрільців', '3/1')

    await page.reload()
    await expect(block.getByLabel(text.street)).toHaveValue('вул. Січових Стрільців')
    await expect(block.getByLabel(text.flat)).toHaveValue('3/1')
  })
}

test('three open orders at one office building do not stop a signed-in buyer ordering there', async ({ page }) => {
  const variant = await db().execute(
    `SELECT v.id, v.code, v.price_uah, p.name_ua, p.slug FROM variants v JOIN products p ON p.id = v.product_id
     WHERE p.is_active = 1 AND v.stock > 5 AND v.price_uah > 0 ORDER BY v.id LIMIT 1`,
  )
  const line = variant.rows[0]!
  // An office building of this run alone, where three guests (other phones) already wait for a courier.
  const house = String((Date.now() % 100_000) * 10 + 7)
  const guestOrder = (n: number) =>
    page.request.post('/api/v1/order/orders/', {
      headers: { 'cf-connecting-ip': `203.0.113.${80 + n}` },
      data: {
        first_name: 'Гість',
        last_name: 'Офісний',
        father_name: '',
        phone: `+38067${n}${String(Date.now()).slice(-6)}`,
        email: '',
        deliveryType: 'curier',
        np_info: { city: '', branch: '' },
        curier_info: { city: 'Київ', street: 'вул. Січових Стрільців', house, appartment: '' },
        payment: 'cash',
        cartItems: [{ id: Number(line.id), quantity: 1 }],
      },
    })
  for (const n of [1, 2, 3]) expect((await guestOrder(n)).status()).toBe(201)
  // The limit is reached for guests: a fourth guest there is refused.
  expect((await guestOrder(4)).status()).toBe(409)

  await slowPhone(page)
  await signIn(page, await freshCustomer(), TEXTS.ua)
  await page.evaluate(
    (l) =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: l.id,
            code: l.code,
            name: l.name,
            brand: '',
            price: l.price,
            discount_price: 0,
            quantity: 1,
            image: '',
            url: `/product/${l.slug}`,
            promo_discount: 0,
          },
        ]),
      ),
    {
      id: Number(line.id),
      code: String(line.code),
      name: String(line.name_ua),
      price: Number(line.price_uah),
      slug: String(line.slug),
    },
  )
  await page.goto('/order')
  const step1 = page.getByTestId('order-step-1')
  await expect(step1.getByLabel('Прізвище')).toHaveValue('Шевчук')
  await step1.getByLabel('Телефон').fill(uniquePhone())
  await step1.getByRole('button', { name: 'Далі' }).click()
  const step2 = page.getByTestId('order-step-2')
  await step2.getByLabel("Кур'єр по Києву").check()
  await step2.getByLabel('Вулиця').fill('вул. Січових Стрільців')
  await step2.getByLabel('Будинок').fill(house)
  await step2.getByLabel("Готівкою кур'єру").check()
  await page.getByTestId('order-submit').click()
  await expect(page).toHaveURL(/\/order-success$/)
})
