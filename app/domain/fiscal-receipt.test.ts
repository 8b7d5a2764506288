import { describe, expect, it } from 'vitest'
import {
  deliveryPlan,
  type FiscalOrder,
  FiscalMismatch,
  orderGoods,
  refundPlan,
  returnPlan,
  salePlan,
} from './fiscal-receipt'

const order: FiscalOrder = {
  number: '1042',
  payType: 'card',
  deliveryType: 'curier',
  deliveryCostUah: 150,
  totalUah: 1050,
  lines: [
    { code: 'A-1', name: 'Крем 50 мл', quantity: 2, unitPriceUah: 450, promoDiscountUah: 100 },
    { code: 'B-2', name: 'Маска', quantity: 1, unitPriceUah: 0, promoDiscountUah: 0 },
  ],
}

describe('fiscal receipts', () => {
  it('list a card payment line by line at the price before the promo, the promo as the line discount, and the delivery', () => {
    const plan = salePlan(order, 1050)
    expect(plan.goods).toEqual([
      { code: 'A-1', name: 'Крем 50 мл', price: 50000, quantity: 2000, discount: 10000 },
      { code: 'B-2', name: 'Маска', price: 0, quantity: 1000, discount: 0 },
      { code: 'DELIVERY', name: 'Доставка кур’єром', price: 15000, quantity: 1000, discount: 0 },
    ])
    expect(plan.total).toBe(105000)
  })

  it('list an invoice paid by bank transfer line by line, as a card payment: no later receipt closes it', () => {
    const invoice = { ...order, payType: 'invoice' }
    expect(salePlan(invoice, 1050).goods).toEqual(salePlan(order, 1050).goods)
    expect(salePlan(invoice, 1050).goods.some((g) => g.code.startsWith('PREPAY'))).toBe(false)
  })

  it('refuse goods that do not add up to the money taken', () => {
    expect(() => salePlan(order, 1000)).toThrow(FiscalMismatch)
  })

  it('list a prepayment as one line for the order, and the rest on delivery less the prepayment', () => {
    const np = { ...order, payType: 'prepayment', deliveryCostUah: 0, totalUah: 900 }
    expect(salePlan(np, 200).goods).toEqual([
      { code: 'PREPAY-1042', name: 'Передоплата за замовлення № 1042', price: 20000, quantity: 1000, discount: 0 },
    ])
    const rest = deliveryPlan(np, 700, 200)
    expect(rest.receiptDiscount).toEqual({ value: 20000, name: 'Передоплата, сплачена раніше' })
    expect(rest.total).toBe(70000)
    expect(orderGoods(np)).toHaveLength(2)
  })

  it('return the goods at their real quantities, what went back before as their discount, to the kopeck', () => {
    const sold = [
      { code: 'A-1', name: 'Крем', price: 60000, quantity: 3000, discount: 5000 },
      { code: 'DELIVERY', name: 'Доставка', price: 15000, quantity: 1000, discount: 0 },
    ]
    expect(returnPlan(sold, 1900).goods).toEqual(sold)
    expect(returnPlan(sold, 1000).goods[0]).toMatchObject({ quantity: 3000, discount: 95000 })
    expect(returnPlan(sold, 100).goods).toEqual([
      { code: 'A-1', name: 'Крем', price: 60000, quantity: 3000, discount: 180000 },
      { code: 'DELIVERY', name: 'Доставка', price: 15000, quantity: 1000, discount: 5000 },
    ])
    expect(() => returnPlan(sold, 1901)).toThrow(FiscalMismatch)
  })

  it('refund money without goods as one refund line', () => {
    expect(refundPlan('1042', 200)).toEqual({
      goods: [
        {
          code: 'REFUND-1042',
          name: 'Повернення частини оплати за замовленням № 1042',
          price: 20000,
          quantity: 1000,
          discount: 0,
        },
      ],
      receiptDiscount: null,
      total: 20000,
    })
  })
})
