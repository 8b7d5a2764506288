import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { formSentSchema, partnerOptionsSchema } from '../../app/contract/forms'
import { DUMMY_TOKEN, TEST_SECRETS } from '../../worker/adapters/turnstile'
import { createFetchHandler } from '../../worker/router'
import { BOT_CHECK_MESSAGE } from '../../worker/services/bot-check'
import { createApiClient } from '../support/api-env'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'
import { testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

let serial = 0
/** A marker unique to one test, so checks on the shared database read only that test's rows. */
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${FILE_ID}${serial++}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)

const postJson = (path: string, body: unknown, init: { locale?: 'ua' | 'en'; ip?: string } = {}) =>
  client.request(`/api/v1${path}`, {
    method: 'POST',
    locale: init.locale,
    headers: { 'content-type': 'application/json', ...(init.ip ? { 'cf-connecting-ip': init.ip } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const envelope = async (res: Response) => errorEnvelopeSchema.parse(await res.json()).error

async function rows(sql: string, args: (string | number)[]) {
  const db = testDbClient()
  try {
    return (await db.execute({ sql, args })).rows
  } finally {
    db.close()
  }
}
const outbox = (needle: string) =>
  rows(`SELECT kind, "to", subject, text, html, locale FROM email_outbox WHERE text LIKE ? ORDER BY id`, [
    `%${needle}%`,
  ])

describe('POST /api/v1/core/recal_me/ — the contact form', () => {
  const contact = (subject: string) => ({
    subject,
    first_name: 'Олена',
    email: 'olena@example.com',
    phone: '+380671234567',
    text: 'Чи є в наявності крем Rica?',
    recaptchaToken: DUMMY_TOKEN,
  })
  const stored = (subject: string) =>
    rows(`SELECT kind, subject, first_name, email, phone, text FROM contact_messages WHERE subject = ?`, [subject])

  it('takes a message without a phone (spec §5 checks only its shape) and stores the phone empty', async () => {
    const subject = unique('Без телефону ')
    for (const phone of ['', '   ']) {
      const res = await postJson('/core/recal_me/', { ...contact(subject), phone })
      expect(res.status).toBe(201)
    }
    const saved = await stored(subject)
    expect(saved.map((row) => row.phone)).toEqual(['', ''])
  })

  it('stores the message, tells the staff, and answers the §8 success text with a score', async () => {
    const subject = unique('Тема ')
    const res = await postJson('/core/recal_me/', contact(subject))
    expect(res.status).toBe(201)
    expect(formSentSchema.parse(await res.json())).toEqual({ message: 'Форма успішно надіслана!', score: 1 })
    expect(await stored(subject)).toEqual([
      {
        kind: 'contact',
        subject,
        first_name: 'Олена',
        email: 'olena@example.com',
        phone: '+380671234567',
        text: 'Чи є в наявності крем Rica?',
      },
    ])
    const [mail] = await outbox(subject)
    expect(mail).toMatchObject({ kind: 'contact_message', to: 'shop@beautypro.ua', locale: 'ua' })
    expect(String(mail!.text)).toContain('Чи є в наявності крем Rica?')
    expect(String(mail!.text)).toMatch(/Відкрити звернення: https?:\/\/[^/]+\/admin\/inbox\?tab=contact\n/)
  })

  it('answers the success text in English for an English visitor', async () => {
    const res = await postJson('/core/recal_me/', contact(unique('Subject ')), { locale: 'en' })
    expect(res.status).toBe(201)
    expect(formSentSchema.parse(await res.json()).message).toBe('The form has been sent!')
  })

  it('keeps markup as text: stored verbatim, escaped in the staff email', async () => {
    const subject = unique('XSS ')
    const text = '<script>alert("x")</script> & <b>bold</b>'
    expect((await postJson('/core/recal_me/', { ...contact(subject), text })).status).toBe(201)
    expect((await stored(subject))[0]!.text).toBe(text)
    const [mail] = await outbox(subject)
    expect(String(mail!.html)).not.toContain('<script>')
    expect(String(mail!.html)).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;')
  })

  it.each([
    ['subject', '   ', 'Тема не може бути порожньою.', 'The subject cannot be empty.'],
    ['text', '', 'Повідомлення не може бути порожнім.', 'The message cannot be empty.'],
    ['first_name', 'Олена7', 'Ім’я некоректне.', 'Invalid name.'],
    ['first_name', '', 'Вкажіть ім’я.', 'Please enter your name.'],
    ['email', 'olena@example', 'Некоректний Email.', 'Invalid email.'],
    ['phone', '12345', 'Вкажіть телефон у форматі +380 67 123 45 67.', 'Enter the phone as +380 67 123 45 67.'],
    [
      'phone',
      '+38 (067) 123-4',
      'Вкажіть телефон у форматі +380 67 123 45 67.',
      'Enter the phone as +380 67 123 45 67.',
    ],
    ['text', 'x'.repeat(256), 'Не більше 255 символів.', 'At most 255 characters.'],
  ])('refuses %s = %j with the §8 message in both languages, storing nothing', async (field, value, ua, en) => {
    for (const [locale, message] of [
      ['ua', ua],
      ['en', en],
    ] as const) {
      const subject = field === 'subject' ? unique('') : unique('Bad ')
      const body = { ...contact(subject), [field]: value }
      const res = await postJson('/core/recal_me/', body, { locale })
      expect(res.status).toBe(400)
      const error = await envelope(res)
      expect(error.code).toBe('invalid_data')
      expect(error.message).toBe(
        locale === 'ua' ? 'Будь ласка, заповніть всі поля коректно.' : 'Please fill in all fields correctly.',
      )
      expect(error.fields?.[field]).toEqual([message])
      if (field !== 'subject') expect(await stored(subject)).toEqual([])
    }
  })

  it('names every bad field at once (an empty phone is not one: it is optional)', async () => {
    const res = await postJson('/core/recal_me/', { recaptchaToken: DUMMY_TOKEN, phone: '12' })
    expect(res.status).toBe(400)
    expect(Object.keys((await envelope(res)).fields ?? {}).sort()).toEqual([
      'email',
      'first_name',
      'phone',
      'subject',
      'text',
    ])
    const none = await postJson('/core/recal_me/', { recaptchaToken: DUMMY_TOKEN })
    expect(Object.keys((await envelope(none)).fields ?? {})).not.toContain('phone')
  })

  it('refuses a missing bot-check token with the recaptcha message, storing nothing', async () => {
    const subject = unique('NoToken ')
    const { recaptchaToken: _omit, ...body } = contact(subject)
    const res = await postJson('/core/recal_me/', body)
    expect(res.status).toBe(400)
    const error = await envelope(res)
    expect(error.fields?.recaptchaToken).toEqual([BOT_CHECK_MESSAGE])
    expect(await stored(subject)).toEqual([])
  })

  it('refuses a failed bot check with the recaptcha message, storing nothing', async () => {
    const failing = await createApiClient({ TURNSTILE_SECRET_KEY: TEST_SECRETS.fail })
    try {
      const subject = unique('Bot ')
      const res = await failing.request('/api/v1/core/recal_me/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact(subject)),
      })
      expect(res.status).toBe(400)
      expect((await envelope(res)).fields?.recaptchaToken).toEqual([BOT_CHECK_MESSAGE])
      expect(await stored(subject)).toEqual([])
    } finally {
      await failing.dispose()
    }
  })

  it('answers malformed JSON with a 400', async () => {
    const res = await postJson('/core/recal_me/', '{"subject":')
    expect(res.status).toBe(400)
    expect((await envelope(res)).code).toBe('invalid_data')
  })

  it(
    'answers the sixth submission in a minute from one IP with 429 and Retry-After',
    { timeout: RATE_WINDOW_TEST_TIMEOUT },
    async () => {
      await atStartOfRateWindow()
      const ip = '203.0.113.61'
      for (let i = 0; i < 5; i++)
        expect((await postJson('/core/recal_me/', contact(unique('Limit ')), { ip })).status).toBe(201)
      const subject = unique('Limit ')
      const res = await postJson('/core/recal_me/', contact(subject), { ip })
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await envelope(res)).code).toBe('rate_limited')
      expect(await stored(subject)).toEqual([])
      // Another visitor is not held back.
      expect((await postJson('/core/recal_me/', contact(unique('Limit ')), { ip: '203.0.113.62' })).status).toBe(201)
    },
  )
})

describe('POST /api/v1/core/recal_me/ — the recall modal', () => {
  const stored = (name: string) =>
    rows(`SELECT kind, first_name, phone, subject, email, text FROM contact_messages WHERE first_name = ?`, [name])

  it('stores a recall request with a name and a phone and tells the staff', async () => {
    const name = unique('Ірина ')
    const res = await postJson('/core/recal_me/', {
      kind: 'recall',
      first_name: name,
      phone: '0501112233',
      recaptchaToken: DUMMY_TOKEN,
    })
    expect(res.status).toBe(201)
    // Stored in the one phone form, whatever was typed.
    expect(await stored(name)).toEqual([
      { kind: 'recall', first_name: name, phone: '+380501112233', subject: '', email: '', text: '' },
    ])
    expect((await outbox(name))[0]).toMatchObject({ kind: 'recall_request' })
  })

  it.each([
    ['first_name', 'R2-D2', 'Ім’я некоректне.'],
    ['phone', '050-11', 'Вкажіть телефон у форматі +380 67 123 45 67.'],
    ['phone', '', 'Вкажіть телефон.'],
  ])('uses the contact rules: %s = %j is refused', async (field, value, message) => {
    const name = unique('Ірина ')
    const res = await postJson('/core/recal_me/', {
      kind: 'recall',
      first_name: name,
      phone: '0501112233',
      recaptchaToken: DUMMY_TOKEN,
      [field]: value,
    })
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields?.[field]).toEqual([message])
    expect(await stored(name)).toEqual([])
  })

  it('needs the bot check too', async () => {
    const name = unique('Ірина ')
    const res = await postJson('/core/recal_me/', { kind: 'recall', first_name: name, phone: '0501112233' })
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields?.recaptchaToken).toEqual([BOT_CHECK_MESSAGE])
    expect(await stored(name)).toEqual([])
  })
})

describe('POST /api/v1/pages/donate/ — the lead form', () => {
  const lead = (fullName: string) => ({
    fullName,
    phone: '0671234567',
    businessType: 'salon',
    brand: 'Rica',
    link: 'https://instagram.com/salon',
  })
  const stored = (name: string) =>
    rows(
      `SELECT full_name, phone, business_type, brand, link, utm_source, utm_medium, utm_campaign, utm_term, utm_content FROM leads WHERE full_name = ?`,
      [name],
    )

  it('stores the lead with its utm values and tells the staff', async () => {
    const name = unique('Олена ')
    const utm = {
      utm_source: 'instagram',
      utm_medium: 'stories',
      utm_campaign: 'intercharm-2026',
      utm_term: 'rica',
      utm_content: 'v2',
    }
    const res = await postJson('/pages/donate/', { ...lead(name), ...utm })
    expect(res.status).toBe(201)
    expect(formSentSchema.parse(await res.json()).message).toBe(
      'Дякуємо! Заявку отримано, ми зв’яжемося з вами найближчим часом.',
    )
    expect(await stored(name)).toEqual([
      {
        full_name: name,
        phone: '+380671234567',
        business_type: 'salon',
        brand: 'Rica',
        link: 'https://instagram.com/salon',
        ...utm,
      },
    ])
    expect((await outbox(name))[0]).toMatchObject({ kind: 'lead' })
  })

  it('takes the link and the utm values as optional', async () => {
    const name = unique('Олена ')
    expect((await postJson('/pages/donate/', { ...lead(name), link: '', phone: '38 (067) 123-45-67' })).status).toBe(
      201,
    )
    expect((await stored(name))[0]).toMatchObject({ phone: '+380671234567', link: '', utm_source: '', utm_content: '' })
  })

  it.each([
    ['fullName', 'Ол', 'Вкажіть ім’я та прізвище (щонайменше 3 символи).'],
    ['phone', '', 'Введіть номер у форматі 0XXXXXXXXX або 380XXXXXXXXX.'],
    ['phone', '+380671234567', 'Введіть номер у форматі 0XXXXXXXXX або 380XXXXXXXXX.'],
    ['phone', '671234567', 'Введіть номер у форматі 0XXXXXXXXX або 380XXXXXXXXX.'],
    ['businessType', 'spa', 'Оберіть тип бізнесу.'],
    ['businessType', '', 'Оберіть тип бізнесу.'],
    ['brand', 'Chanel', 'Оберіть бренд.'],
    ['link', 'instagram.com/salon', 'Посилання має починатися з http:// або https://.'],
    ['utm_source', 'x'.repeat(256), 'Не більше 255 символів.'],
  ])('refuses %s = %j, storing nothing', async (field, value, message) => {
    const name = field === 'fullName' ? value : unique('Олена ')
    const res = await postJson('/pages/donate/', { ...lead(name), [field]: value })
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields?.[field]).toEqual([message])
    if (field !== 'fullName') expect(await stored(name)).toEqual([])
  })

  it('refuses a non-text value as invalid rather than failing', async () => {
    const res = await postJson('/pages/donate/', { ...lead(unique('Олена ')), phone: 380671234567 })
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields?.phone).toEqual(['Некоректне значення.'])
  })

  it('answers the sixth lead in a minute from one IP with 429', { timeout: RATE_WINDOW_TEST_TIMEOUT }, async () => {
    await atStartOfRateWindow()
    const ip = '203.0.113.71'
    for (let i = 0; i < 5; i++)
      expect((await postJson('/pages/donate/', lead(unique('Олена ')), { ip })).status).toBe(201)
    expect((await postJson('/pages/donate/', lead(unique('Олена ')), { ip })).status).toBe(429)
  })
})

describe('/api/v1/core/partner/ — the partner application', () => {
  type Options = ReturnType<typeof partnerOptionsSchema.parse>
  let options: Options
  beforeAll(async () => {
    options = partnerOptionsSchema.parse(await (await client.request('/api/v1/core/partner/')).json())
  })

  const PNG = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
  ])
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1])
  const fields = (lastName: string): Record<string, string> => ({
    last_name: lastName,
    first_name: 'Олена',
    patronymic: 'Петрівна',
    email: 'olena@salon.ua',
    phone_number: '+380671234567',
    date_of_birth: '1990-04-12',
    position: String(options.positions[0]!.id),
    education: String(options.educations[1]!.id),
    specialization: String(options.specializations[2]!.id),
    workplace: String(options.workplaces[0]!.id),
    how_they_heard_about_us: String(options.how_they[3]!.id),
    clinic_name: 'Студія Лілія',
    address: 'Київ, вул. Антоновича, 48',
    professional_social_media: 'https://instagram.com/olena.cosmetolog',
    clinic_website: '',
    brands_worked_with: 'Rica, NBL',
  })
  const form = (
    values: Record<string, string>,
    photo: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | null = {
      bytes: PNG,
      name: 'diploma.png',
      type: 'image/png',
    },
  ) => {
    const data = new FormData()
    for (const [k, v] of Object.entries(values)) data.set(k, v)
    if (photo) data.set('profile_certificate_photo', new File([photo.bytes], photo.name, { type: photo.type }))
    return data
  }
  const send = (data: FormData, init: { locale?: 'ua' | 'en'; headers?: Record<string, string> } = {}) =>
    client.request('/api/v1/core/partner/', { method: 'POST', body: data, locale: init.locale, headers: init.headers })
  const stored = (lastName: string) => rows(`SELECT * FROM partner_applications WHERE last_name = ?`, [lastName])
  const certificates = async () =>
    (await client.env.MEDIA.list({ prefix: 'private/partner-certificates/' })).objects.length

  it('GET lists the five seeded option lists, localised', async () => {
    for (const list of [
      options.positions,
      options.educations,
      options.specializations,
      options.workplaces,
      options.how_they,
    ])
      expect(list.length).toBeGreaterThanOrEqual(5)
    expect(options.positions.map((o) => o.name)).toContain('Косметолог')
    const en = partnerOptionsSchema.parse(
      await (await client.request('/api/v1/core/partner/', { locale: 'en' })).json(),
    )
    expect(en.positions.map((o) => o.name)).toContain('Cosmetologist')
    expect(en.positions.map((o) => o.id)).toEqual(options.positions.map((o) => o.id))
  })

  it('stores an application with its photo in R2 under an unguessable private key, and tells the staff', async () => {
    const lastName = unique('Коваль')
    const res = await send(form(fields(lastName)))
    expect(res.status).toBe(201)
    expect(formSentSchema.parse(await res.json()).message).toBe(
      'Дякуємо! Менеджер перевірить анкету та зв’яжеться з вами.',
    )
    const [row] = await stored(lastName)
    expect(row).toMatchObject({
      first_name: 'Олена',
      phone: '+380671234567',
      date_of_birth: '1990-04-12',
      position_id: options.positions[0]!.id,
      how_they_heard_id: options.how_they[3]!.id,
      professional_social_media: 'https://instagram.com/olena.cosmetolog',
      brands_worked_with: 'Rica, NBL',
      status: 'new',
    })
    const key = String(row!.certificate_key)
    expect(key).toMatch(/^private\/partner-certificates\/[0-9a-f-]{36}\.png$/)
    const object = await client.env.MEDIA.get(key)
    expect(object?.httpMetadata?.contentType).toBe('image/png')
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PNG)
    expect((await outbox(lastName))[0]).toMatchObject({ kind: 'partner_application' })
    // Every answer reaches the staff, the list answers by their names.
    expect(String((await outbox(lastName))[0]!.text)).toMatch(/Посада: \S+[\s\S]*Звідки дізналися: \S+/)
    // The photo is for staff: /media does not serve private uploads.
    const handler = createFetchHandler(() => new Response('page'))
    const media = await handler.fetch!(
      new Request(`http://store.test/media/${key}`) as never,
      client.env,
      {} as ExecutionContext,
    )
    expect(media.status).toBe(404)
  })

  it('takes the phone and the birth date as people type them, and stores +digits and YYYY-MM-DD', async () => {
    const lastName = unique('Коваль')
    expect(
      (await send(form({ ...fields(lastName), phone_number: '+380 (67) 123-45-67', date_of_birth: '12.04.1990' })))
        .status,
    ).toBe(201)
    expect((await stored(lastName))[0]).toMatchObject({ phone: '+380671234567', date_of_birth: '1990-04-12' })
  })

  it('knows a JPEG by its content whatever its name says', async () => {
    const lastName = unique('Коваль')
    expect(
      (await send(form(fields(lastName), { bytes: JPEG, name: 'scan.pdf', type: 'application/pdf' }))).status,
    ).toBe(201)
    expect(String((await stored(lastName))[0]!.certificate_key)).toMatch(/\.jpg$/)
  })

  it.each([
    ['no photo', null, 'Додайте файл.'],
    [
      'a text file named .jpg',
      { bytes: new TextEncoder().encode('not an image at all'), name: 'photo.jpg', type: 'image/jpeg' },
      'Лише зображення у форматі JPEG або PNG.',
    ],
    [
      'a GIF',
      { bytes: new TextEncoder().encode('GIF89a\x01\x00\x01\x00'), name: 'photo.gif', type: 'image/gif' },
      'Лише зображення у форматі JPEG або PNG.',
    ],
    ['an empty file', { bytes: new Uint8Array(), name: 'photo.png', type: 'image/png' }, 'Додайте файл.'],
  ])('refuses %s with 400, storing nothing', async (_name, photo, message) => {
    const lastName = unique('Коваль')
    const before = await certificates()
    const res = await send(form(fields(lastName), photo))
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields?.profile_certificate_photo).toEqual([message])
    expect(await stored(lastName)).toEqual([])
    expect(await certificates()).toBe(before)
  })

  it('refuses a photo over 5 MB with 400, storing nothing', async () => {
    const lastName = unique('Коваль')
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(JPEG)
    const res = await send(form(fields(lastName), { bytes: big, name: 'big.jpg', type: 'image/jpeg' }))
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields?.profile_certificate_photo).toEqual(['Файл має бути не більше 5 МБ.'])
    expect(await stored(lastName)).toEqual([])
  })

  it('refuses a body announced far over the limit before reading it', async () => {
    const res = await send(form(fields(unique('Коваль'))), { headers: { 'content-length': String(50 * 1024 * 1024) } })
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields?.profile_certificate_photo).toEqual(['Файл має бути не більше 5 МБ.'])
  })

  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  it.each([
    ['last_name', '', 'Це поле обов’язкове.'],
    ['first_name', '  ', 'Це поле обов’язкове.'],
    ['patronymic', 'П', 'Щонайменше 2 символи.'],
    ['clinic_name', '***', 'Текст не може складатися лише зі спецсимволів.'],
    ['address', 'Київ', 'Щонайменше 5 символів.'],
    ['email', 'olena@salon', 'Введіть коректний email.'],
    ['phone_number', '380671234567', 'Номер телефону має бути у форматі +380XXXXXXXXX (плюс і 12 цифр).'],
    ['phone_number', '+38067123456', 'Номер телефону має бути у форматі +380XXXXXXXXX (плюс і 12 цифр).'],
    ['date_of_birth', tomorrow, 'Дата народження має бути в минулому.'],
    ['date_of_birth', '1990-02-30', 'Введіть коректну дату.'],
    ['professional_social_media', 'instagram.com/olena', 'Посилання має починатися з http:// або https://.'],
    ['clinic_website', 'ftp://salon.ua', 'Посилання має починатися з http:// або https://.'],
    ['how_they_heard_about_us', '', 'Оберіть варіант зі списку.'],
    ['position', '999999', 'Оберіть варіант зі списку.'],
  ])('refuses %s = %j with its §5 message, storing nothing', async (field, value, message) => {
    const lastName = field === 'last_name' ? unique('') : unique('Коваль')
    const values = { ...fields(lastName), [field]: value }
    const res = await send(form(values))
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields?.[field]).toEqual([message])
    if (field !== 'last_name') expect(await stored(lastName)).toEqual([])
  })

  it('refuses an option id from another list', async () => {
    const lastName = unique('Коваль')
    const res = await send(form({ ...fields(lastName), position: String(options.educations[0]!.id) }))
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields?.position).toEqual(['Оберіть варіант зі списку.'])
    expect(await stored(lastName)).toEqual([])
  })

  it('answers in English for an English visitor', async () => {
    const res = await send(form({ ...fields(unique('Koval')), email: 'nope' }, null), { locale: 'en' })
    const error = await envelope(res)
    expect(error.fields).toMatchObject({
      email: ['Enter a valid email.'],
      profile_certificate_photo: ['Please attach a file.'],
    })
  })

  it('refuses a JSON body: the application is multipart', async () => {
    const res = await postJson('/core/partner/', fields(unique('Коваль')))
    expect(res.status).toBe(400)
  })
})

describe('what browsers send: JSON, urlencoded and multipart alike; anything hostile refused', () => {
  const lead = (fullName: string) => ({ fullName, phone: '0671234567', businessType: 'salon', brand: 'Rica', link: '' })
  const leadStored = (name: string) => rows('SELECT full_name, phone FROM leads WHERE full_name = ?', [name])
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    client.request(`/api/v1${path}`, { method: 'POST', headers, body })

  it('takes the lead form urlencoded and as multipart form data', async () => {
    const urlencoded = unique('Олена ')
    expect(
      (
        await post('/pages/donate/', new URLSearchParams(lead(urlencoded)), {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(201)
    const multipart = unique('Олена ')
    const data = new FormData()
    for (const [k, v] of Object.entries(lead(multipart))) data.set(k, v)
    expect((await post('/pages/donate/', data)).status).toBe(201)
    expect(await leadStored(urlencoded)).toEqual([{ full_name: urlencoded, phone: '+380671234567' }])
    expect(await leadStored(multipart)).toEqual([{ full_name: multipart, phone: '+380671234567' }])
  })

  it('takes the contact form urlencoded', async () => {
    const subject = unique('Тема ')
    const fields = {
      subject,
      first_name: 'Олена',
      email: 'olena@example.com',
      phone: '+380671234567',
      text: 'Рядок 1\nРядок 2',
      recaptchaToken: DUMMY_TOKEN,
    }
    expect(
      (
        await post('/core/recal_me/', new URLSearchParams(fields), {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(201)
    expect(await rows('SELECT text FROM contact_messages WHERE subject = ?', [subject])).toEqual([
      { text: 'Рядок 1\nРядок 2' },
    ])
  })

  it('answers another body type with 415 and a malformed JSON body with 400', async () => {
    expect((await post('/pages/donate/', 'fullName=x', { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post('/pages/donate/', '{"fullName":', { 'content-type': 'application/json' })).status).toBe(400)
  })

  it.each([
    [
      'JSON',
      (name: string) =>
        post('/pages/donate/', JSON.stringify({ ...lead('x'), fullName: name }), {
          'content-type': 'application/json',
        }),
    ],
    [
      'urlencoded',
      (name: string) =>
        post('/pages/donate/', new URLSearchParams({ ...lead('x'), fullName: name }), {
          'content-type': 'application/x-www-form-urlencoded',
        }),
    ],
  ])('refuses a NUL or another control character in a %s field with 400, storing nothing', async (_kind, send) => {
    for (const bad of ['\u0000', '\u0007', '\u001b[2J']) {
      const base = unique('Олена ')
      const name = `${base}${bad}tail`
      const res = await send(name)
      expect(res.status).toBe(400)
      const error = await envelope(res)
      expect(error.fields?.fullName).toEqual([
        'Текст містить символи, які не можна зберегти (керівні або невидимі символи).',
      ])
      expect(JSON.stringify(error)).not.toContain('tail')
      expect(await rows('SELECT full_name FROM leads WHERE full_name LIKE ?', [`${base}%`])).toEqual([])
    }
  })

  it('refuses control characters in any JSON API body and query, not only forms', async () => {
    const login = await postJson('/company/auth/token/custom-login/', {
      email: 'a\u0000@example.com',
      password: 'x',
      recaptchaToken: DUMMY_TOKEN,
    })
    expect(login.status).toBe(400)
    expect((await envelope(login)).fields).toHaveProperty('email')
    expect((await client.request('/api/v1/shop/search/?q=%00crem')).status).toBe(400)
  })

  it('refuses a body over its limit with 413 before reading it, whether it says its length or streams', async () => {
    const big = JSON.stringify({ ...lead('x'), link: `https://x.example/${'a'.repeat(70 * 1024)}` })
    const declared = await post('/pages/donate/', big, { 'content-type': 'application/json' })
    expect(declared.status).toBe(413)
    expect((await envelope(declared)).code).toBe('too_large')
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new TextEncoder().encode('a'.repeat(1024)))
        controller.close()
      },
    })
    const streamed = await client.request('/api/v1/pages/donate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
  })
})
