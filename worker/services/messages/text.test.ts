import { describe, expect, it } from 'vitest'
import { orderStatusEmail } from '../orders/order-emails'
import { messageText, messageTexts } from './text'

const order = (payType: string, locale: 'ua' | 'en' = 'ua') => ({
  id: 1,
  number: '100004',
  phone: '+380501112233',
  locale,
  ttn: '',
  branch: 'Відділення №1 (до 30 кг): вул. Пирогівський шлях, 135',
  city: 'Київ',
  storageUntil: '',
  payType,
})

describe('what a buyer is told when the money comes', () => {
  it('a card payment is the order paid; cash on delivery’s prepayment is only the prepayment, the rest due at collection', () => {
    expect(messageText('order_paid', order('card'))).toBe('Beauty Pro: оплату замовлення № 100004 отримано. Дякуємо!')
    const prepaid = messageText('order_paid', order('prepayment'))
    expect(prepaid).toContain('передоплату за замовлення № 100004 отримано')
    expect(prepaid).toContain('решту сплатите при отриманні')
    expect(messageText('order_paid', order('prepayment', 'en'))).toContain('the rest is paid on collection')
  })

  it('the status email of a prepaid cash order says the prepayment came, not that the order is paid', () => {
    const buyer = {
      reference: 'r',
      number: '100004',
      firstName: 'Олена',
      email: 'o@example.com',
      locale: 'ua' as const,
    }
    const prepaid = orderStatusEmail({ ...buyer, payType: 'prepayment' }, 'payed')
    expect(prepaid.content.subject).toBe('Замовлення № 100004: передоплату отримано')
    expect(orderStatusEmail({ ...buyer, payType: 'card' }, 'payed').content.subject).toBe(
      'Замовлення № 100004: оплачене',
    )
  })

  it('the cancellation email of a paid order says its money will be returned, not that it is paid', () => {
    const buyer = {
      reference: 'r',
      number: '100003',
      firstName: 'Olena',
      email: 'o@example.com',
      locale: 'en' as const,
    }
    const payment = { state: 'paid', paidUah: 998, refundedUah: 0, dueOnDeliveryUah: 0 } as const
    const text = orderStatusEmail({ ...buyer, payType: 'card', payment }, 'declined').content.paragraphs.join(' ')
    expect(text).toContain('The 998')
    expect(text).toContain('will be returned')
    expect(text).not.toContain('Payment: paid')
  })

  it('names the branch with its city, in Latin letters for a reader of English', () => {
    expect(messageText('parcel_arrived', order('card'))).toContain(
      'чекає на вас: Київ, Відділення №1 (до 30 кг): вул. Пирогівський шлях, 135.',
    )
    const english = messageText('parcel_arrived', order('card', 'en'))
    expect(english).toContain('waiting for you: Kyiv, Branch No. 1 (up to 30 kg)')
    expect(english).not.toMatch(/[а-яіїєґ]/i)
  })
})

describe('the carrier’s tracking link', () => {
  const shipped = (locale: 'ua' | 'en' = 'ua') => ({ ...order('card', locale), ttn: '20450000009901' })
  const LINK = 'https://novaposhta.ua/tracking/?cargo_number=20450000009901'

  it('ends the Viber text of a parcel on its way; the SMS stays as it was, without a link', () => {
    for (const event of ['order_shipped', 'parcel_arrived', 'pickup_reminder'] as const) {
      const { viber, sms } = messageTexts(event, shipped())
      expect(sms, event).toBe(messageText(event, shipped()))
      expect(sms, event).not.toMatch(/https?:|novaposhta\.ua/)
      expect(viber, event).toBe(`${sms}\nВідстежити посилку: ${LINK}`)
    }
    expect(messageTexts('order_shipped', shipped()).sms).toBe(
      'Beauty Pro: замовлення № 100004 передано Новій пошті, ТТН 20450000009901.',
    )
    expect(messageTexts('order_shipped', shipped('en')).viber).toBe(
      `Beauty Pro: order No. 100004 is with Nova Poshta, waybill 20450000009901.\nTrack the parcel: ${LINK}`,
    )
  })

  it('is not in messages about the order itself, nor without a waybill', () => {
    for (const event of ['order_accepted', 'order_paid'] as const) {
      const { viber, sms } = messageTexts(event, shipped())
      expect(viber, event).toBe(sms)
    }
    const { viber, sms } = messageTexts('parcel_arrived', order('card'))
    expect(viber).toBe(sms)
  })
})
