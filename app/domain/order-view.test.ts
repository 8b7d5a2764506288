import { describe, expect, it } from 'vitest'
import { buyerPayment, courierAddressLine, buyerStatus, orderDelivery, orderHeadline } from './order-view'

const NOW = Date.parse('2026-11-24T12:00:00Z')
const later = '2026-11-24T12:30:00.000Z'
const earlier = '2026-11-24T11:30:00.000Z'

describe('buyerPayment', () => {
  it.each([
    [{ status: 'created', pay_type: 'card', pay_until: later }, 'pay'],
    [{ status: 'payed_error', pay_type: 'card', pay_until: later }, 'pay'],
    [{ status: 'payed_error', pay_type: 'prepayment', pay_until: null }, 'pay'],
    [{ status: 'created', pay_type: 'prepayment', pay_until: null }, 'pay'],
    [{ status: 'declined', pay_type: 'card', pay_until: earlier }, 'expired'],
    [{ status: 'declined', pay_type: 'card', pay_until: null }, null],
    [{ status: 'created', pay_type: 'card', pay_until: earlier }, null],
    [{ status: 'payed_error', pay_type: 'card', pay_until: earlier }, null],
    [{ status: 'payed', pay_type: 'card', pay_until: null }, null],
    [{ status: 'payed_check', pay_type: 'card', pay_until: null }, null],
    [{ status: 'new', pay_type: 'cash', pay_until: null }, null],
    [{ status: 'declined', pay_type: 'cash', pay_until: earlier }, null],
    [{ status: 'new', pay_type: 'invoice', pay_until: null }, null],
    [{ status: 'created', pay_type: 'invoice', pay_until: later }, null],
  ] as const)('%o → %s', (order, expected) => expect(buyerPayment(order, NOW)).toBe(expected))
})

describe('orderDelivery', () => {
  it('says the carrier bills Nova Poshta unless paid by card, a courier is free or costs what the order has', () => {
    expect(orderDelivery({ delivery_type: 'newpost', delivery_cost: 0, pay_type: 'prepayment' })).toBe('carrier')
    expect(orderDelivery({ delivery_type: 'newpost', delivery_cost: 0, pay_type: 'invoice' })).toBe('carrier')
    expect(orderDelivery({ delivery_type: 'newpost', delivery_cost: 0, pay_type: 'card' })).toBe('free')
    expect(orderDelivery({ delivery_type: 'curier', delivery_cost: 0, pay_type: 'cash' })).toBe('free')
    expect(orderDelivery({ delivery_type: 'curier', delivery_cost: 150, pay_type: 'card' })).toBe(150)
  })
})

describe('buyerStatus', () => {
  it('calls cash on delivery with its prepayment in "prepayment received", any other paid order "paid"', () => {
    expect(buyerStatus('payed', 'prepayment')).toBe('payed_prepayment')
    expect(buyerStatus('payed', 'card')).toBe('payed')
    expect(buyerStatus('payed', 'invoice')).toBe('payed')
    expect(buyerStatus('delivred', 'prepayment')).toBe('delivred')
    expect(buyerStatus('created', 'prepayment')).toBe('created')
  })
})

describe('orderHeadline', () => {
  const order = { pay_type: 'card', pay_until: null, paid: 0, total: 998 } as const
  it('greets a new order, tells a paid one it is on its way, and names a paid total "paid"', () => {
    expect(orderHeadline({ ...order, status: 'new', pay_type: 'cash' }, NOW)).toEqual({
      title: 'success_title',
      text: 'success_text',
      total: 'total',
    })
    expect(orderHeadline({ ...order, status: 'payed', paid: 998 }, NOW)).toEqual({
      title: 'success_title',
      text: 'success_progress_text',
      total: 'total_paid',
    })
  })

  it('does not ask a delivered, cancelled or returned order to pay, nor promise to call', () => {
    expect(orderHeadline({ ...order, status: 'delivred', paid: 998 }, NOW)).toMatchObject({
      title: 'success_delivered_title',
      total: 'total_paid',
    })
    expect(orderHeadline({ ...order, status: 'declined', paid: 998 }, NOW)).toEqual({
      title: 'success_declined_title',
      text: 'success_closed_text',
      total: 'total_of_order',
    })
    expect(orderHeadline({ ...order, status: 'returned', paid: 998 }, NOW).total).toBe('total_of_order')
  })

  it('asks for the payment while one is due, and says so when its time ran out', () => {
    expect(orderHeadline({ ...order, status: 'created', pay_until: later }, NOW)).toEqual({
      title: 'success_awaiting_title',
      text: 'success_awaiting_text',
      total: 'total',
    })
    expect(orderHeadline({ ...order, status: 'declined', pay_until: earlier }, NOW).title).toBe('success_expired_title')
  })
})

describe('courierAddressLine', () => {
  it('reads street, house, flat and city in one line', () => {
    const address = { city: 'Київ', street: 'вул. Хрещатик', house: '22', apartment: '5' }
    expect(courierAddressLine(address, 'кв.')).toBe('вул. Хрещатик, 22, кв. 5, Київ')
  })
  it('leaves out a flat that was not given', () => {
    const address = { city: 'Kyiv', street: 'Khreshchatyk St', house: '22', apartment: '' }
    expect(courierAddressLine(address, 'apt.')).toBe('Khreshchatyk St, 22, Kyiv')
  })
})
