import { describe, expect, it } from 'vitest'
import { orderStatusEmail, paymentLine } from './order-emails'

describe('the payment line of order emails', () => {
  it('names the payment state, and how much went back when some did', () => {
    expect(paymentLine('ua', { state: 'paid', paidUah: 999, refundedUah: 0 })).toEqual(['Оплата: оплачено.'])
    expect(paymentLine('en', { state: 'partly_refunded', paidUah: 5339, refundedUah: 100 })[0]).toMatch(
      /^Payment: partly refunded, 100 UAH of 5,339 UAH refunded\.$/,
    )
    expect(paymentLine('ua', undefined)).toEqual([])
  })

  it('is in the status email beside the status', () => {
    const mail = orderStatusEmail(
      {
        number: '100006',
        firstName: 'Олена',
        email: 'olena@example.com',
        locale: 'ua',
        reference: 'ref-1',
        payment: { state: 'refunded', paidUah: 5339, refundedUah: 5339 },
      },
      'at_delivry',
    )
    expect(mail.content.paragraphs.join('\n')).toContain('Оплата: кошти повернено.')
  })
})
