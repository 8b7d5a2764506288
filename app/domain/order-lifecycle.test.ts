import { describe, expect, it } from 'vitest'
import { initialOrderStatus, isOrderOpen } from './order-lifecycle'

describe('initialOrderStatus (spec §4)', () => {
  it.each([
    ['cash', 'new'],
    ['card', 'created'],
    ['prepayment', 'created'],
  ] as const)('%s → %s', (pay, status) => expect(initialOrderStatus(pay)).toBe(status))
})

describe('isOrderOpen', () => {
  it.each([
    ['new', true],
    ['created', true],
    ['payed', false],
    ['declined', false],
    ['delivred', false],
  ] as const)('%s → %s', (status, open) => expect(isOrderOpen(status)).toBe(open))
})
