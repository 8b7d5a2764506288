import { describe, expect, it } from 'vitest'
import { orderStatusEmail, paymentLine } from './order-emails'

describe('the payment line of order emails', () => {
  it('names the payment state, and how much went back when some did', () => {
    expect(paymentLine('ua', { state: 'paid', paidUah: 999, refundedUah: 0, dueOnDeliveryUah: 0 })).toEqual([
      'Оплата: оплачено.',
    ])
    expect(
      paymentLine('en', { state: 'partly_refunded', paidUah: 5339, refundedUah: 100, dueOnDeliveryUah: 0 })[0],
    ).toMatch(/^Payment: partly refunded, 100 UAH of 5,339 UAH refunded\.$/)
    expect(paymentLine('ua', undefined)).toEqual([])
  })

  it('says what the carrier still collects once a cash-on-delivery prepayment is taken', () => {
    expect(paymentLine('ua', { state: 'paid', paidUah: 200, refundedUah: 0, dueOnDeliveryUah: 299 })[0]).toMatch(
      /^Оплата: передоплату 200 грн отримано, решту 299 грн сплатите при отриманні\.$/,
    )
    expect(paymentLine('en', { state: 'paid', paidUah: 200, refundedUah: 0, dueOnDeliveryUah: 1050 })[0]).toMatch(
      /^Payment: the 200 UAH prepayment is received; pay the remaining 1,050 UAH on delivery\.$/,
    )
  })

  it('is in the status email beside the status', () => {
    const mail = orderStatusEmail(
      {
        number: '100006',
        firstName: 'Олена',
        email: 'olena@example.com',
        locale: 'ua',
        reference: 'ref-1',
        payment: { state: 'refunded', paidUah: 5339, refundedUah: 5339, dueOnDeliveryUah: 0 },
      },
      'at_delivry',
    )
    expect(mail.content.paragraphs.join('\n')).toContain('Оплата: кошти повернено.')
  })
})
