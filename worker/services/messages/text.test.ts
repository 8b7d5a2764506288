import { describe, expect, it } from 'vitest'
import { orderStatusEmail } from '../orders/order-emails'
import { messageText } from './text'

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
