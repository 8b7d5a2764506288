import { describe, expect, it } from 'vitest'
import type { PurchaseForm } from '../contract/payment'
import { purchaseFormInputs, purchaseFormRequest, readStoredOrder } from './payment-form'

describe('readStoredOrder', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['null', null],
    ['{"id":5}', null],
    ['{"reference":""}', null],
    ['{"reference":42}', null],
  ])('%s → no order', (raw, expected) => {
    expect(readStoredOrder(raw)).toBe(expected)
  })

  it('reads an order that carries its reference', () => {
    expect(readStoredOrder('{"reference":"abc","id":7,"total":"1250.00"}')).toEqual({
      reference: 'abc',
      id: 7,
      total: '1250.00',
    })
  })
})

describe('purchaseFormRequest', () => {
  it('sends the order and its lines as spec §7 product_data', () => {
    const order = {
      reference: 'abc',
      id: 7,
      order_number: 'BP-0007',
      total: '1330.00',
      delivery_cost: 150,
      products: [
        { id: 1, quantity: 2, price: 270, total: 540, variant: { name: 'Shampoo 250 ml' } },
        { id: 2, quantity: 1, price: '640', total: 640, variant: { name: 'Крем 50 мл' } },
      ],
    }
    expect(purchaseFormRequest(order)).toEqual({
      order_data: { reference: 'abc', id: 7, order_number: 'BP-0007', total: 1330, delivery_cost: 150 },
      product_data: [
        { product_name: 'Shampoo 250 ml', price: 270, discount_price: 0, qty: 2 },
        { product_name: 'Крем 50 мл', price: 640, discount_price: 0, qty: 1 },
      ],
    })
  })

  it('sends only the reference when the stored order has nothing else', () => {
    expect(purchaseFormRequest({ reference: 'abc' })).toEqual({ order_data: { reference: 'abc' } })
  })
})

describe('purchaseFormInputs', () => {
  it('posts every field but the URL, array fields with [] appended, in order', () => {
    const form = {
      url: 'https://secure.wayforpay.com/pay',
      merchantAccount: 'test_merch_n1',
      amount: 910,
      productName: ['A', 'B'],
      productCount: [1, 2],
      merchantSignature: 'sig',
    } as unknown as PurchaseForm
    expect(purchaseFormInputs(form)).toEqual([
      ['merchantAccount', 'test_merch_n1'],
      ['amount', '910'],
      ['productName[]', 'A'],
      ['productName[]', 'B'],
      ['productCount[]', '1'],
      ['productCount[]', '2'],
      ['merchantSignature', 'sig'],
    ])
  })
})
