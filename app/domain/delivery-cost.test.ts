import { describe, expect, it } from 'vitest'
import { COURIER_DELIVERY_COST_UAH, deliveryCharge, deliveryCost } from './delivery-cost'

describe('deliveryCost (spec §9)', () => {
  it.each([
    ['courier below the threshold', 3999, 'curier', COURIER_DELIVERY_COST_UAH],
    ['courier with an empty cart total', 0, 'curier', 150],
    ['courier exactly at 4000 is free', 4000, 'curier', 0],
    ['courier above 4000 is free', 12_500, 'curier', 0],
    ['Nova Poshta adds nothing below the threshold', 100, 'newpost', 0],
    ['Nova Poshta adds nothing above it', 9000, 'newpost', 0],
    ['pickup adds nothing', 100, 'pickup', 0],
  ] as const)('%s', (_name, goods, type, expected) => {
    expect(deliveryCost(goods, type)).toBe(expected)
  })
})

describe('deliveryCharge: how a summary states the delivery', () => {
  it.each([
    ['Nova Poshta is billed by the carrier', 'newpost', 0, 'carrier'],
    ['a free courier', 'curier', 0, 'free'],
    ['a paid courier', 'curier', 150, 150],
    ['no delivery chosen yet', '', 0, 0],
  ] as const)('%s', (_name, type, cost, expected) => {
    expect(deliveryCharge(type, cost)).toBe(expected)
  })
})
