import { describe, expect, it } from 'vitest'
import { planReturn, returnMoney, type SoldLine } from './order-returns'

const order = { status: 'delivred' as const, isWholesale: false, goodsTotalUah: 1000, promoDiscountUah: 100 }
const line: SoldLine = {
  id: 1,
  quantity: 4,
  totalUah: 800,
  takenStock: 2,
  takenStockOpt: 1,
  returned: 0,
  restocked: 0,
  restockedOpt: 0,
}

describe('returns', () => {
  it('puts units back where the line took them, pre-orders to the order’s own stock', () => {
    const plan = planReturn(order, 'wrong_item', [line], [{ line_id: 1, quantity: 4, restock: true }])
    expect(plan).toMatchObject({ ok: true, lines: [{ stockBack: 3, stockOptBack: 1, valueUah: 720 }] })
    const later = planReturn(
      order,
      'wrong_item',
      [{ ...line, returned: 2, restocked: 2 }],
      [{ line_id: 1, quantity: 2, restock: true }],
    )
    expect(later).toMatchObject({ ok: true, lines: [{ stockBack: 1, stockOptBack: 1 }] })
  })

  it('writes off without restock and never takes back more than was sold', () => {
    expect(planReturn(order, 'defective', [line], [{ line_id: 1, quantity: 1, restock: false }])).toMatchObject({
      ok: true,
      lines: [{ stockBack: 0, stockOptBack: 0, valueUah: 180 }],
    })
    expect(
      planReturn(order, 'wrong_item', [{ ...line, returned: 3 }], [{ line_id: 1, quantity: 2, restock: false }]),
    ).toMatchObject({ ok: false, fields: { 'lines.0': ['return_more_than_sold?left=1'] } })
    expect(planReturn(order, 'defective', [line], [{ line_id: 1, quantity: 1, restock: true }]).ok).toBe(false)
    expect(planReturn({ ...order, status: 'payed' }, 'wrong_item', [line], []).ok).toBe(false)
    expect(planReturn(order, 'wrong_item', [line], [{ line_id: 9, quantity: 1, restock: false }]).ok).toBe(false)
  })

  it('pays back through the provider as far as its payment reaches, the rest by staff', () => {
    expect(returnMoney(500, { payType: 'card', providerLeftUah: 1000, paidLeftUah: 1000 })).toEqual({
      providerUah: 500,
      restUah: 0,
    })
    expect(returnMoney(500, { payType: 'prepayment', providerLeftUah: 200, paidLeftUah: 1000 })).toEqual({
      providerUah: 200,
      restUah: 300,
    })
    expect(returnMoney(500, { payType: 'cash', providerLeftUah: 0, paidLeftUah: 400 })).toEqual({
      providerUah: 0,
      restUah: 400,
    })
  })
})
