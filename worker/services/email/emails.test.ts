import { describe, expect, it } from 'vitest'
import type { Order, OrderCreateRequest } from '../../../app/contract/order'
import type { Locale } from '../../../app/domain/locale'
import { activationEmail, partnerDecisionEmail, passwordResetEmail } from '../auth/account-emails'
import { newOrderStaffNotice, orderPlacedEmail, orderStatusEmail, type PlacedOrder } from '../orders/order-emails'
import { holdLapsedEmail, refundEmail } from '../orders/order-mail'
import { returnEmail } from '../orders/return-mails'
import type { ReturnMail } from '../../../db/queries/return-mails'
import { receiptEmailMessage } from '../fiscal/receipt-email'
import { composeEmail, type EmailMessage, type StoreContacts } from './compose'
import {
  contactNotice,
  leadNotice,
  partnerApplicationNotice,
  partnerRequestNotice,
  recallNotice,
} from './staff-notices'

const SITE_URL = 'https://beauty-pro.example'
const CONTACTS: Record<Locale, StoreContacts> = {
  ua: {
    phones: ['+380 67 123 45 67', '+380 50 765 43 21'],
    email: 'shop@beauty-pro.example',
    hours: 'Пн–Пт 9:00–18:00',
    address: 'Київ, вул. Хрещатик, 1',
  },
  en: {
    phones: ['+380 67 123 45 67', '+380 50 765 43 21'],
    email: 'shop@beauty-pro.example',
    hours: 'Mon–Fri 9:00–18:00',
    address: 'Kyiv, 1 Khreshchatyk St',
  },
}
/** Ukrainian letters: an English email built from Latin data must have none. */
const CYRILLIC = /[\u0400-\u04FF]/u

/** The data of each language's fixtures: Latin in English, so any Ukrainian word in an English email is the template's. */
const people = {
  ua: {
    first: 'Олена',
    last: 'Шевченко',
    father: 'Іванівна',
    product: 'Сироватка Clear Pro',
    variant: '250 мл',
    city: 'Київ',
    branch: 'Відділення №12',
  },
  en: {
    first: 'Olena',
    last: 'Shevchenko',
    father: '',
    product: 'Clear Pro serum',
    variant: '250 ml',
    city: 'Kyiv',
    branch: 'Branch No. 12',
  },
}

function placed(locale: Locale, payType: 'card' | 'cash', userId: number | null): PlacedOrder {
  const p = people[locale]
  const line = (id: number, product: string, variant: string, quantity: number, total: number, preorder = 0) => ({
    id,
    variant_id: id,
    code: `CP-${id}`,
    quantity,
    preorder_quantity: preorder,
    price: total / quantity,
    total,
    url: `/product/clear-pro-serum?variant=CP-${id}`,
    image: '',
    // As order-dto.ts names it: the product name, then the variant's.
    variant: {
      brand: 'Clear Pro',
      brand_url: '/brands/clear-pro',
      name: `${product} ${variant}`,
      product_name: product,
    },
  })
  const order: Order = {
    id: 144,
    order_number: '100144',
    reference: 'ref-4f1c2a9b8e7d6c5b4a39281706f5e4d3',
    status: payType === 'card' ? 'created' : 'new',
    pay_type: payType,
    delivery_type: 'newpost',
    goods_total: 1640,
    promo_discount: 100,
    promo_code: 'SPRING10',
    delivery_cost: 0,
    total: 1540,
    is_wholesale: false,
    created: '2026-11-24T10:00:00.000Z',
    products: [line(1, p.product, p.variant, 1, 420), line(2, p.product, locale === 'ua' ? '1 л' : '1 l', 2, 1220, 1)],
    ttn: '',
    paid: 0,
    refunded: 0,
    pay_until: null,
    notes: [],
    payment_state: payType === 'cash' ? 'unpaid' : 'awaiting_payment',
    refunded_total: 0,
    due_on_delivery: 0,
    returns: [],
    np_city: p.city,
    np_branch: p.branch,
  }
  const request: OrderCreateRequest = {
    customer: {
      firstName: p.first,
      lastName: p.last,
      fatherName: p.father,
      phone: '+380671234567',
      email: 'olena@example.com',
    },
    delivery: {
      type: 'newpost',
      city: p.city,
      branch: p.branch,
      settlementRef: null,
      warehouseRef: null,
      refsVerified: false,
    },
    payType,
    promoCode: 'SPRING10',
    lines: [],
    quoteFingerprint: null,
    messagesOptIn: false,
  }
  return { order, request, locale, userId }
}

const addressee = (locale: Locale, extra: Partial<Parameters<typeof orderStatusEmail>[0]> = {}) => ({
  id: 144,
  number: '100144',
  firstName: people[locale].first,
  email: 'olena@example.com',
  locale,
  reference: 'ref-4f1c2a9b8e7d6c5b4a39281706f5e4d3',
  ...extra,
})

/** A return of two units, paid back as `money` says. */
const returned = (locale: Locale, money: Partial<ReturnMail>): ReturnMail => ({
  order: { ...addressee(locale), userId: null, payType: 'prepayment' },
  providerRefundUah: 0,
  cashRefundUah: 0,
  transferRefundUah: 0,
  refundOutcome: 'cash',
  refundAsked: false,
  lines: [
    {
      productName: 'Clear Pro',
      variantName: locale === 'ua' ? 'Clear Pro, 250 мл' : 'Clear Pro, 250 ml',
      quantity: 2,
      valueUah: 1260,
    },
  ],
  ...money,
})

/** Every email the store sends, by name, in one language. */
function everyEmail(locale: Locale): Record<string, { message: EmailMessage; staff?: boolean }> {
  const person = { email: 'olena@example.com', firstName: people[locale].first, locale }
  const staff = (notice: Omit<EmailMessage, 'to' | 'locale'>) => ({
    message: { ...notice, to: 'staff@beauty-pro.example', locale },
    staff: true,
  })
  return {
    activation: { message: activationEmail(person, `${SITE_URL}/activate/MTQ/abc-def/`, false) },
    activation_partner: { message: activationEmail(person, `${SITE_URL}/activate/MTQ/abc-def/`, true) },
    password_reset: { message: passwordResetEmail(person, `${SITE_URL}/password/reset/confirm/MTQ/abc-def`) },
    order_placed_card_guest: { message: orderPlacedEmail(placed(locale, 'card', null), 'olena@example.com') },
    order_placed_cash_account: { message: orderPlacedEmail(placed(locale, 'cash', 7), 'olena@example.com') },
    order_status_shipped: {
      message: orderStatusEmail(
        addressee(locale, { userId: 7, payType: 'cash' }),
        'at_delivry',
        locale === 'ua' ? 'Номер накладної (ТТН): 20450000000000' : 'Waybill number (TTN): 20450000000000',
      ),
    },
    order_status_payment_failed: { message: orderStatusEmail(addressee(locale, { payType: 'card' }), 'payed_error') },
    order_refund: { message: refundEmail(addressee(locale), 420) },
    order_hold_lapsed: { message: holdLapsedEmail(addressee(locale), 60) },
    order_return_by_transfer: { message: returnEmail(returned(locale, { transferRefundUah: 1260 })) },
    order_return_card_pending: {
      message: returnEmail(returned(locale, { providerRefundUah: 200, cashRefundUah: 1060, refundOutcome: 'failed' })),
    },
    partner_approved: { message: partnerDecisionEmail(person, true) },
    partner_declined: {
      message: partnerDecisionEmail(person, false, locale === 'ua' ? 'Немає сертифіката' : 'No certificate'),
    },
    staff_new_order: staff(newOrderStaffNotice(placed(locale, 'card', null), locale)),
    staff_partner_request: staff(
      partnerRequestNotice(
        {
          company: 'Derma Lab',
          position: 'CEO',
          name: `${people[locale].first} ${people[locale].last}`,
          email: 'olena@example.com',
          phone: '+380671234567',
          city: people[locale].city,
        },
        locale,
      ),
    ),
    staff_contact: staff(
      contactNotice(
        {
          name: people[locale].first,
          email: 'olena@example.com',
          phone: '+380671234567',
          subject: 'Delivery',
          text: 'When?',
        },
        locale,
      ),
    ),
    staff_recall: staff(recallNotice({ name: people[locale].first, phone: '+380671234567' }, locale)),
    staff_lead: staff(
      leadNotice(
        {
          name: people[locale].first,
          phone: '+380671234567',
          businessType: 'salon',
          brand: 'Clear Pro',
          link: 'https://example.com',
          utm: { utm_source: 'google' },
        },
        locale,
      ),
    ),
    staff_partner_application: staff(
      partnerApplicationNotice(
        {
          fullName: `${people[locale].last} ${people[locale].first}`,
          email: 'olena@example.com',
          phone: '+380671234567',
          dateOfBirth: '1990-01-01',
          clinic: 'Derma Lab',
          address: people[locale].city,
          social: '',
          website: '',
          brands: 'Clear Pro',
          certificate: 'private/partner-certificates/x.jpg',
          answers:
            locale === 'ua'
              ? {
                  position: 'Косметолог',
                  education: 'Медична',
                  specialization: 'Естетична косметологія',
                  workplace: 'Салон краси',
                  how_they: 'Instagram',
                }
              : {
                  position: 'Cosmetologist',
                  education: 'Medical',
                  specialization: 'Aesthetic cosmetology',
                  workplace: 'Beauty salon',
                  how_they: 'Instagram',
                },
        },
        locale,
      ),
    ),
  }
}

const render = (message: EmailMessage) =>
  composeEmail(message.content, { locale: message.locale, siteUrl: SITE_URL, contacts: CONTACTS[message.locale] })
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))

for (const locale of ['ua', 'en'] as const) {
  describe(`every email in ${locale}`, () => {
    for (const [name, { message, staff }] of Object.entries(everyEmail(locale))) {
      it(`${name}: a well-formed document with a plain-text part, absolute links and each name once`, () => {
        const mail = render(message)
        expect(mail).toMatchSnapshot()
        expect(mail.html).toMatch(
          new RegExp(`^<!doctype html><html lang="${locale === 'ua' ? 'uk' : 'en'}"><head><meta charset="utf-8">`),
        )
        expect(mail.html).toContain(`<title>${mail.subject.replaceAll('&', '&amp;')}</title></head><body`)
        expect(mail.html.endsWith('</body></html>')).toBe(true)
        // The plain-text part says what the HTML says.
        expect(mail.text.length).toBeGreaterThan(40)
        for (const paragraph of message.content.paragraphs) expect(mail.text).toContain(paragraph)
        // Every link points at the store, absolute.
        const links = hrefs(mail.html)
        expect(links.length).toBeGreaterThan(0)
        for (const link of links) expect(link.startsWith(`${SITE_URL}/`), link).toBe(true)
        if (message.content.action) expect(mail.text).toContain(new URL(message.content.action.url, SITE_URL).href)
        // Staff notices open the back office; customer emails end with the store's contacts and hours.
        if (staff) {
          expect(message.content.action!.url).toMatch(/^\/admin\//)
          expect(mail.text).not.toContain(CONTACTS[locale].hours)
        } else {
          for (const part of [mail.text, mail.html]) {
            expect(part).toContain(CONTACTS[locale].hours)
            expect(part).toContain(CONTACTS[locale].phones[0])
            expect(part).toContain(CONTACTS[locale].email)
          }
        }
        // No line names its product twice ("…Clear Pro, …Clear Pro 250 мл × 1").
        for (const line of mail.text.split('\n'))
          expect(line.split(people[locale].product).length, line).toBeLessThanOrEqual(2)
        if (locale === 'en') expect(mail.text).not.toMatch(CYRILLIC)
      })
    }
  })
}

describe('links where they apply', () => {
  const actionOf = (message: EmailMessage) =>
    message.content.action && new URL(message.content.action.url, SITE_URL).href
  it('an order links to the account’s orders, a guest’s card order to its payment page, a failed payment to paying again', () => {
    const all = everyEmail('ua')
    expect(actionOf(all.order_placed_cash_account!.message)).toBe(`${SITE_URL}/profile?section=orders`)
    expect(actionOf(all.order_placed_card_guest!.message)).toBe(
      `${SITE_URL}/check-payment/ref-4f1c2a9b8e7d6c5b4a39281706f5e4d3`,
    )
    expect(all.order_status_payment_failed!.message.content.action!.label).toBe('Оплатити ще раз')
    expect(actionOf(all.partner_approved!.message)).toBe(`${SITE_URL}/login`)
    expect(all.partner_declined!.message.content.action).toBeUndefined()
    expect(actionOf(all.staff_new_order!.message)).toBe(`${SITE_URL}/admin/orders/144`)
    expect(actionOf(all.staff_partner_request!.message)).toBe(`${SITE_URL}/admin/partners?tab=requests`)
  })

  it('names each line once: the product, then the variant', () => {
    const { text } = render(everyEmail('ua').order_placed_card_guest!.message)
    expect(text).toContain('Сироватка Clear Pro, 250 мл × 1 — ')
    expect(text).toContain('Сироватка Clear Pro, 1 л × 2 — ')
  })

  it('a guest’s cash order has no page to link to; a missing contacts document leaves the footer out, not the email', () => {
    const cashGuest = orderPlacedEmail(placed('en', 'cash', null), 'olena@example.com')
    expect(cashGuest.content.action).toBeUndefined()
    const mail = composeEmail(cashGuest.content, { locale: 'en', siteUrl: SITE_URL, contacts: null })
    expect(mail.text).not.toContain('Store contacts')
    expect(mail.text).toContain('Order No. 100144')
  })

  it('opens a buyer’s links in the email’s language, also on a device that never chose one; staff links stay bare', () => {
    const content = { subject: 's', paragraphs: ['p'], action: { label: 'Open', url: '/profile?section=orders' } }
    const en = composeEmail(content, { locale: 'en', siteUrl: SITE_URL, contacts: null })
    expect(en.text).toContain(`${SITE_URL}/profile?section=orders&lang=en`)
    expect(en.html).toContain(`href="${SITE_URL}/?lang=en"`)
    const ua = composeEmail(content, { locale: 'ua', siteUrl: SITE_URL, contacts: null })
    expect(ua.text).toContain(`${SITE_URL}/profile?section=orders\n`)
    const staff = composeEmail(
      { ...content, audience: 'staff' as const },
      { locale: 'en', siteUrl: SITE_URL, contacts: null },
    )
    expect(staff.text).not.toContain('lang=en')
  })
})

describe('the fiscal receipt email', () => {
  const RECEIPT_ID = '0b8a4a3e-7b0e-5a4c-9c1e-1f2a3b4c5d6e'
  const RECEIPT_URL = `https://check.checkbox.ua/${RECEIPT_ID}`
  const receiptMail = (locale: Locale, url: string | null = RECEIPT_URL) =>
    render(
      receiptEmailMessage(
        { number: '100144', email: 'olena@example.com', locale },
        { type: 'sale', amountUah: 1050 },
        { receiptId: RECEIPT_ID, fiscalCode: 'TEST-FX-1', url },
      ),
    )

  for (const locale of ['ua', 'en'] as const)
    it(`shows the QR code as an image the store serves, never inline SVG (${locale})`, () => {
      const mail = receiptMail(locale)
      expect(mail).toMatchSnapshot()
      expect(mail.html).not.toMatch(/<svg|data:/i)
      const img = /<img src="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]+)"/.exec(mail.html)
      expect(img?.[1]).toBe(`${SITE_URL}/api/v1/order/receipt-qr/${RECEIPT_ID}`)
      // 37 modules (the link's QR code with its quiet zone), 4 CSS pixels each.
      expect([img?.[2], img?.[3]]).toEqual(['148', '148'])
      expect(img?.[4]).toBe(locale === 'ua' ? 'QR-код фіскального чека' : 'QR code of the fiscal receipt')
      // The plain-text part carries the receipt's own link, in no language of the store's.
      expect(mail.text).toContain(`${RECEIPT_URL}\n`)
      expect(mail.html).toContain(`href="${RECEIPT_URL}"`)
    })

  it('without a receipt link has neither a button nor a QR code', () => {
    const mail = receiptMail('ua', null)
    expect(mail.html).not.toContain('<img')
    expect(mail.text).toContain('TEST-FX-1')
  })
})
