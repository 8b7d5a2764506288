import { describe, expect, it } from 'vitest'
import { allowedTransitions, canTransition, initialOrderStatus, isFinalStatus, isOrderOpen, ORDER_TRANSITIONS, returnsStock } from './order-lifecycle'
import { ORDER_STATUSES, type OrderStatus } from './order-status'
import { orderStatusAfterPayment } from './payment'

describe('order lifecycle', () => {
  it('walks a cash order from new through preparation and delivery', () => {
    const path: OrderStatus[] = ['new', 'prepered', 'at_delivry', 'delivring', 'delivred']
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!), `${path[i - 1]} → ${path[i]}`).toBe(true)
  })

  it('walks a card order from awaiting payment through a verification to delivery', () => {
    const path: OrderStatus[] = ['created', 'payed_check', 'payed', 'prepered', 'at_delivry', 'delivred']
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!), `${path[i - 1]} → ${path[i]}`).toBe(true)
  })

  it.each([
    ['new', 'delivred'],
    ['new', 'at_delivry'],
    ['created', 'prepered'],
    ['payed_error', 'prepered'],
    ['prepered', 'payed'],
    ['at_delivry', 'prepered'],
    ['delivred', 'declined'],
    ['declined', 'new'],
    ['declined', 'prepered'],
    ['payed', 'payed'],
  ] as const)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false)
  })

  it('lets every status before delivery be declined, and nothing leave delivred or declined', () => {
    for (const status of ORDER_STATUSES) {
      if (status === 'delivred' || status === 'declined') {
        expect(isFinalStatus(status)).toBe(true)
        expect(allowedTransitions(status)).toEqual([])
      } else {
        expect(canTransition(status, 'declined'), status).toBe(true)
        expect(isFinalStatus(status)).toBe(false)
      }
    }
  })

  it('names only known statuses, never a status moving to itself', () => {
    for (const [from, targets] of Object.entries(ORDER_TRANSITIONS)) {
      expect(ORDER_STATUSES).toContain(from)
      for (const to of targets) {
        expect(ORDER_STATUSES).toContain(to)
        expect(to).not.toBe(from)
      }
    }
  })

  it('reaches every status from the ones orders are placed in (new: cash or prepayment; created: card)', () => {
    const seen = new Set<OrderStatus>(['new', 'created'])
    const queue: OrderStatus[] = ['new', 'created']
    while (queue.length > 0) for (const to of allowedTransitions(queue.shift()!)) if (!seen.has(to) && seen.add(to)) queue.push(to)
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort())
  })

  it('returns stock only on decline', () => {
    expect(ORDER_STATUSES.filter(returnsStock)).toEqual(['declined'])
  })

  it('allows every move a payment report makes (app/domain/payment.ts)', () => {
    for (const from of ORDER_STATUSES) {
      for (const transactionStatus of ['Approved', 'Declined', 'Expired', 'Refunded', 'InProcessing', 'Pending', 'WaitingAuthComplete']) {
        for (const amountMatches of [true, false]) {
          const to = orderStatusAfterPayment(from, { transactionStatus, amountMatches })
          if (to !== from) expect(canTransition(from, to), `${from} → ${to} (${transactionStatus})`).toBe(true)
        }
      }
    }
  })
})

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
