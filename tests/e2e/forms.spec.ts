import { createClient } from '@libsql/client'
import { expect, test } from './fixtures'
import { SERVED_DB_FILE } from './served-store'

/** The database the test server runs on (served-store.ts). */
async function dbRows(sql: string, args: (string | number)[]) {
  const db = createClient({ url: `file:${SERVED_DB_FILE}` })
  try {
    return (await db.execute({ sql, args })).rows
  } finally {
    db.close()
  }
}
const unique = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'абвгдежзик'[Number(d)]!)}`

/** A tiny real PNG (1×1), for the certificate photo. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
)

test('the contact form checks fields on blur, then sends and shows the success page', async ({ page }) => {
  await page.goto('/contacts')
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Email').fill('olena@')
  await form.getByLabel('Email').blur()
  await expect(form.getByText('Некоректний Email.')).toBeVisible()
  await form.getByRole('button', { name: 'Надіслати' }).click()
  await expect(form.getByText('Тема не може бути порожньою.')).toBeVisible()
  await expect(form.getByText('Повідомлення не може бути порожнім.')).toBeVisible()
  await expect(form.getByTestId('form-error')).toHaveText('Будь ласка, заповніть всі поля коректно.')

  const subject = unique('Питання ')
  await form.getByLabel('Тема').fill(subject)
  await form.getByLabel('Ім’я').fill('Олена')
  await form.getByLabel('Email').fill('olena@example.com')
  await expect(form.getByText('Некоректний Email.')).toHaveCount(0)
  await form.getByLabel('Телефон').fill('+380671234567')
  // The message stops at its 255 characters, and says so as it fills.
  await form.getByLabel('Повідомлення').fill('я'.repeat(300))
  await expect(form.getByLabel('Повідомлення')).toHaveValue('я'.repeat(255))
  await expect(form.getByTestId('text-count')).toHaveText('255 / 255')
  await form.getByLabel('Повідомлення').fill('Чи є в наявності шампунь Rica? <b>терміново</b>')
  await expect(form.getByTestId('text-count')).toHaveText('47 / 255')
  await expect(form.getByTestId('bot-check')).toBeVisible()
  await form.getByRole('button', { name: 'Надіслати' }).click()
  await expect(page).toHaveURL(/\/contacts\/success$/)
  await expect(page.getByTestId('contact-success')).toContainText('Форма успішно надіслана!')
  expect(await dbRows('SELECT kind, first_name, text FROM contact_messages WHERE subject = ?', [subject])).toEqual([
    { kind: 'contact', first_name: 'Олена', text: 'Чи є в наявності шампунь Rica? <b>терміново</b>' },
  ])
})

for (const locale of ['ua', 'en'] as const)
  test(`on a phone (${locale}) the contact form is sent without a phone, which it marks optional`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true })
    if (locale === 'en') await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL! }])
    const page = await context.newPage()
    const text = {
      ua: {
        phone: 'Телефон (необов’язково)',
        subject: 'Тема',
        name: 'Ім’я',
        message: 'Повідомлення',
        send: 'Надіслати',
      },
      en: { phone: 'Phone (optional)', subject: 'Subject', name: 'First name', message: 'Message', send: 'Send' },
    }[locale]
    await page.goto('/contacts')
    const form = page.getByTestId('contact-form')
    await expect(form.getByLabel(text.phone)).toBeVisible()
    const subject = unique(locale === 'ua' ? 'Без телефону ' : 'No phone ')
    await form.getByLabel(text.subject).fill(subject)
    await form.getByLabel(text.name).fill('Olena')
    await form.getByLabel('Email').fill('olena@example.com')
    await form.getByLabel(text.message).fill('Is Rica shampoo in stock?')
    await form.getByRole('button', { name: text.send }).click()
    await expect(page).toHaveURL(/\/contacts\/success$/)
    expect(await dbRows('SELECT phone FROM contact_messages WHERE subject = ?', [subject])).toEqual([{ phone: '' }])
    await context.close()
  })

test('the recall modal from the header sends a name and a phone', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Передзвоніть мені' }).click()
  const modal = page.getByRole('dialog', { name: 'Передзвоніть мені' })
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Чекаю на дзвінок' }).click()
  await expect(modal.getByText('Вкажіть ім’я.')).toBeVisible()
  await expect(modal.getByText('Вкажіть телефон.')).toBeVisible()
  await modal.getByLabel('Телефон').fill('050 11')
  await modal.getByRole('button', { name: 'Чекаю на дзвінок' }).click()
  await expect(modal.getByText('Вкажіть телефон у форматі +380 67 123 45 67.')).toBeVisible()
  const name = unique('Ірина ')
  await modal.getByLabel('Ваше ім’я').fill(name)
  await modal.getByLabel('Телефон').fill('050 111 22 33')
  await modal.getByRole('button', { name: 'Чекаю на дзвінок' }).click()
  await expect(modal.getByTestId('form-success')).toHaveText('Дякуємо! Ми скоро передзвонимо.')
  expect(await dbRows('SELECT kind, phone FROM contact_messages WHERE first_name = ?', [name])).toEqual([
    { kind: 'recall', phone: '+380501112233' },
  ])
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)
})

test('the partner application is sent with a certificate photo', async ({ page }) => {
  await page.goto('/core/partner')
  const form = page.getByTestId('partner-form')
  await form.getByRole('button', { name: 'Надіслати анкету' }).click()
  await expect(form.getByTestId('form-error')).toHaveText('Виправте помилки у формі.')
  await expect(form.getByText('Додайте файл.')).toBeVisible()

  const lastName = unique('Коваль')
  await form.getByLabel('Прізвище').fill(lastName)
  await form.getByLabel('Ім’я', { exact: true }).fill('Олена')
  await form.getByLabel('По батькові').fill('Петрівна')
  await form.getByLabel('Email').fill('olena@salon.ua')
  await form.getByLabel('Телефон').fill('380671234567')
  await form.getByLabel('Телефон').blur()
  await expect(form.getByText('Номер телефону має бути у форматі +380XXXXXXXXX (плюс і 12 цифр).')).toBeVisible()
  await form.getByLabel('Телефон').fill('+380671234567')
  await expect(form.getByLabel('Дата народження')).toHaveAttribute('placeholder', 'ДД.ММ.РРРР')
  await form.getByLabel('Дата народження').fill('12.04.1990')
  await form.getByLabel('Посада').selectOption({ label: 'Косметолог' })
  await form.getByLabel('Освіта').selectOption({ label: 'Вища медична' })
  await form.getByLabel('Спеціалізація').selectOption({ label: 'Естетична косметологія' })
  await form.getByLabel('Місце роботи').selectOption({ label: 'Салон краси' })
  await form.getByLabel('Назва клініки або салону').fill('Студія Лілія')
  await form.getByLabel('Адреса').fill('Київ, вул. Антоновича, 48')
  // A URL typed without its scheme gets https:// when the field is left.
  const social = form.getByLabel(/Професійна сторінка в соцмережах/)
  await social.fill('instagram.com/olena.cosmetolog')
  await social.blur()
  await expect(social).toHaveValue('https://instagram.com/olena.cosmetolog')
  await form.getByLabel('Як ви про нас дізналися?').selectOption({ label: 'Instagram' })
  // A file that only pretends to be an image is refused in the browser already.
  await form
    .getByLabel('Фото сертифіката або диплома')
    .setInputFiles({ name: 'diploma.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') })
  await expect(form.getByText('Лише зображення у форматі JPEG або PNG.')).toBeVisible()
  // The file picker speaks Ukrainian, not the browser's language.
  await expect(form.getByText('Оберіть файл')).toBeVisible()
  await form
    .getByLabel('Фото сертифіката або диплома')
    .setInputFiles({ name: 'diploma.png', mimeType: 'image/png', buffer: PNG_1PX })
  await expect(form.getByTestId('certificate-name')).toHaveText('diploma.png')
  await expect(form.getByText('Лише зображення у форматі JPEG або PNG.')).toHaveCount(0)
  await form.getByRole('button', { name: 'Надіслати анкету' }).click()
  await expect(page.getByTestId('partner-success')).toContainText(
    'Дякуємо! Менеджер перевірить анкету та зв’яжеться з вами.',
  )

  const [row] = await dbRows(
    'SELECT phone, professional_social_media, certificate_key FROM partner_applications WHERE last_name = ?',
    [lastName],
  )
  expect(row).toMatchObject({
    phone: '+380671234567',
    professional_social_media: 'https://instagram.com/olena.cosmetolog',
  })
  expect(String(row!.certificate_key)).toMatch(/^private\/partner-certificates\/[0-9a-f-]{36}\.png$/)
})

test('the lead form keeps its button off until valid, stores the utm values of the address and keeps them after success', async ({
  page,
}) => {
  await page.goto('/intersharm?utm_source=instagram&utm_medium=stories&utm_campaign=intercharm-2026')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Заявка на співпрацю з брендами Rica та NBL' }),
  ).toBeVisible()
  const form = page.getByTestId('lead-form')
  const submit = form.getByRole('button', { name: 'Надіслати заявку' })
  await expect(submit).toBeDisabled()

  const send = async (name: string, phone: string) => {
    await form.getByLabel('Ім’я та прізвище').fill(name)
    await form.getByLabel('Телефон').fill(phone)
    await form.getByLabel('Тип бізнесу').selectOption('salon')
    await expect(submit).toBeDisabled()
    await form.getByLabel('Бренд').selectOption('Rica')
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(form.getByTestId('form-success')).toHaveText(
      'Дякуємо! Заявку отримано, ми зв’яжемося з вами найближчим часом.',
    )
  }

  await form.getByLabel('Телефон').fill('+380671234567')
  await form.getByLabel('Телефон').blur()
  await expect(form.getByText('Введіть номер у форматі 0XXXXXXXXX або 380XXXXXXXXX.')).toBeVisible()

  const first = unique('Олена ')
  await send(first, '0671234567')
  // Cleared, and the button waits again.
  await expect(form.getByLabel('Ім’я та прізвище')).toHaveValue('')
  await expect(submit).toBeDisabled()
  const second = unique('Марія ')
  await send(second, '380501112233')

  const utm = {
    utm_source: 'instagram',
    utm_medium: 'stories',
    utm_campaign: 'intercharm-2026',
    utm_term: '',
    utm_content: '',
  }
  const stored = (name: string) =>
    dbRows(
      'SELECT phone, business_type, brand, utm_source, utm_medium, utm_campaign, utm_term, utm_content FROM leads WHERE full_name = ?',
      [name],
    )
  expect(await stored(first)).toEqual([{ phone: '+380671234567', business_type: 'salon', brand: 'Rica', ...utm }])
  expect(await stored(second)).toEqual([{ phone: '+380501112233', business_type: 'salon', brand: 'Rica', ...utm }])
})

test('the lead form speaks English too', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'user-locale', value: 'en', url: baseURL! }])
  await context.addInitScript(() => localStorage.setItem('user-locale', 'en'))
  await page.goto('/intersharm')
  const form = page.getByTestId('lead-form')
  await form.getByLabel('Full name').fill('Ol')
  await form.getByLabel('Full name').blur()
  await expect(form.getByText('Enter your full name (at least 3 characters).')).toBeVisible()
  await expect(form.getByLabel('Business type').locator('option')).toHaveText([
    'Choose…',
    'Cosmetologist',
    'Shop',
    'Salon',
  ])
})

test('every phone field accepts its own placeholder, spaces and all', async ({ page }) => {
  const accepts = async (field: import('@playwright/test').Locator) => {
    const placeholder = await field.getAttribute('placeholder')
    expect(placeholder).toMatch(/\d/)
    await field.fill(placeholder!)
    await field.blur()
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    // A wrong number is still refused, so the check above can fail.
    await field.fill('050 11')
    await field.blur()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  }
  for (const path of ['/registration', '/registration/business', '/contacts', '/core/partner']) {
    await page.goto(path)
    await accepts(page.locator('main input[type="tel"]').first())
  }
  await page.goto('/')
  await page.getByRole('button', { name: 'Передзвоніть мені' }).click()
  await accepts(page.getByRole('dialog', { name: 'Передзвоніть мені' }).getByLabel('Телефон'))
})

test('un-choosing a required choice of the lead form says so at once', async ({ page }) => {
  await page.goto('/intersharm')
  const form = page.getByTestId('lead-form')
  const type = form.getByLabel('Тип бізнесу')
  await type.selectOption('salon')
  await expect(form.getByText('Оберіть тип бізнесу.')).toHaveCount(0)
  await type.selectOption('')
  await expect(form.getByText('Оберіть тип бізнесу.')).toBeVisible()
  await expect(type).toHaveAttribute('aria-invalid', 'true')
})
