import { describe, expect, it } from 'vitest'
import { branchNumber, cashOnDeliveryUah, defaultWeightKg, waybillCancelRefusal, waybillRefusal } from './waybill'

const order = {
  status: 'payed' as const,
  payType: 'prepayment' as const,
  deliveryType: 'newpost' as const,
  totalUah: 1250,
  paidUah: 200,
  ttn: '',
}

describe('waybill rules', () => {
  it('collect on delivery what the buyer still owes, and nothing for a card order', () => {
    expect(cashOnDeliveryUah(order)).toBe(1050)
    expect(cashOnDeliveryUah({ ...order, payType: 'card', paidUah: 1250 })).toBe(0)
    expect(cashOnDeliveryUah({ ...order, payType: 'invoice', paidUah: 0 })).toBe(0)
    expect(cashOnDeliveryUah({ ...order, payType: 'cash', paidUah: 0 })).toBe(1250)
    expect(cashOnDeliveryUah({ ...order, paidUah: 2000 })).toBe(0)
  })

  it('make one only for an order ready to ship, without a number, not picked up', () => {
    expect(waybillRefusal(order)).toBeNull()
    expect(waybillRefusal({ ...order, status: 'prepered' })).toBeNull()
    expect(waybillRefusal({ ...order, status: 'new', payType: 'cash' })).toBeNull()
    expect(waybillRefusal({ ...order, status: 'new' })).toBe('waybill_not_ready')
    expect(waybillRefusal({ ...order, status: 'created' })).toBe('waybill_not_ready')
    expect(waybillRefusal({ ...order, status: 'at_delivry' })).toBe('waybill_not_ready')
    expect(waybillRefusal({ ...order, ttn: '20450000000001' })).toBe('waybill_exists')
    expect(waybillRefusal({ ...order, deliveryType: 'pickup' })).toBe('waybill_pickup')
  })

  it('cancel only before the parcel is handed over', () => {
    expect(waybillCancelRefusal({ status: 'prepered', ttn: '1' })).toBeNull()
    expect(waybillCancelRefusal({ status: 'at_delivry', ttn: '1' })).toBe('waybill_handed_over')
    expect(waybillCancelRefusal({ status: 'prepered', ttn: '' })).toBe('waybill_none')
  })

  it('start from a packed weight per piece and read the branch number', () => {
    expect(defaultWeightKg(1)).toBe(0.3)
    expect(defaultWeightKg(3)).toBe(0.9)
    expect(defaultWeightKg(500)).toBe(30)
    expect(branchNumber('Відділення №12 (до 30 кг): вул. Хрещатик, 1')).toBe('12')
    expect(branchNumber('Поштомат "Нова Пошта" № 3456')).toBe('3456')
    expect(branchNumber('будь-яке')).toBe('')
  })
})
