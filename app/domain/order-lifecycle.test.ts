import { describe, expect, it } from 'vitest'
import {
  allowedTransitions,
  canTransition,
  initialOrderStatus,
  isOrderOpen,
  ORDER_TRANSITIONS,
  returnsStock,
  STAFF_TARGET_STATUSES,
  staffTransitions,
} from './order-lifecycle'
import { ORDER_STATUSES, type OrderStatus, PAYMENT_TYPES } from './order-status'
import { orderStatusAfterPayment } from './payment'

const PAYMENT_STATUSES: OrderStatus[] = ['created', 'payed', 'payed_check', 'payed_error']
const walk = (payType: (typeof PAYMENT_TYPES)[number], path: OrderStatus[], actor: 'staff' | 'provider' = 'staff') => {
  for (let i = 1; i < path.length; i++)
    expect(canTransition(payType, path[i - 1]!, path[i]!, actor), `${path[i - 1]} → ${path[i]}`).toBe(true)
}

describe('order lifecycle of a cash order', () => {
  it('walks from new through preparation and delivery to a return', () => {
    walk('cash', ['new', 'prepered', 'at_delivry', 'delivring', 'delivred', 'returned'])
  })

  it('never offers or allows a payment status, to staff or to a provider report', () => {
    for (const from of ORDER_STATUSES) {
      for (const actor of ['staff', 'provider'] as const) {
        expect(
          allowedTransitions('cash', from, actor).filter((to) => PAYMENT_STATUSES.includes(to)),
          `${from} (${actor})`,
        ).toEqual([])
      }
    }
    expect(allowedTransitions('cash', 'new')).toEqual(['prepered', 'declined'])
  })
})

describe('order lifecycle of a card order', () => {
  it('moves to paid, failed or payment check only on the provider’s report', () => {
    walk('card', ['created', 'payed_error', 'payed_check', 'payed'], 'provider')
    expect(allowedTransitions('card', 'created')).toEqual(['declined'])
    expect(allowedTransitions('card', 'payed_error')).toEqual(['declined'])
    expect(canTransition('card', 'created', 'payed')).toBe(false)
  })

  it('lets staff resolve a payment check either way, then fulfil and take a return', () => {
    walk('card', ['payed_check', 'payed', 'prepered', 'at_delivry', 'delivred', 'returned'])
    expect(canTransition('card', 'payed_check', 'payed_error')).toBe(true)
  })

  it('treats a prepayment order like a card order, an older new one included', () => {
    expect(allowedTransitions('prepayment', 'created', 'provider')).toEqual(['payed', 'payed_check', 'payed_error'])
    expect(allowedTransitions('np', 'new', 'provider')).toEqual(['payed', 'payed_check', 'payed_error'])
    expect(allowedTransitions('prepayment', 'new')).toEqual(['declined'])
  })
})

describe('order lifecycle, every payment type', () => {
  it.each([
    ['cash', 'new', 'delivred'],
    ['cash', 'new', 'payed'],
    ['card', 'created', 'prepered'],
    ['card', 'payed_error', 'prepered'],
    ['card', 'prepered', 'payed'],
    ['card', 'at_delivry', 'prepered'],
    ['card', 'delivred', 'declined'],
    ['card', 'declined', 'created'],
    ['cash', 'declined', 'prepered'],
    ['card', 'payed', 'payed'],
    ['cash', 'returned', 'delivred'],
  ] as const)('a %s order refuses %s → %s', (payType, from, to) => {
    expect(canTransition(payType, from, to)).toBe(false)
    expect(canTransition(payType, from, to, 'provider')).toBe(false)
  })

  it('lets every status it reaches before delivery be declined by staff; nothing leaves declined or returned', () => {
    const isFinalStatus = (status: OrderStatus) => status === 'declined' || status === 'returned'
    for (const payType of PAYMENT_TYPES) {
      for (const status of ORDER_STATUSES) {
        if (isFinalStatus(status)) {
          expect(allowedTransitions(payType, status)).toEqual([])
          expect(allowedTransitions(payType, status, 'provider')).toEqual([])
        } else if (ORDER_TRANSITIONS[payType][status] && status !== 'delivred') {
          expect(canTransition(payType, status, 'declined'), `${payType} ${status}`).toBe(true)
        }
      }
    }
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['declined', 'returned'])
  })

  it('names only known statuses, never a status moving to itself', () => {
    for (const table of Object.values(ORDER_TRANSITIONS)) {
      for (const [from, moves] of Object.entries(table)) {
        if (!moves) continue
        expect(ORDER_STATUSES).toContain(from)
        for (const to of [...moves.staff, ...moves.provider]) {
          expect(ORDER_STATUSES).toContain(to)
          expect(to).not.toBe(from)
        }
      }
    }
  })

  it('reaches every status of its kind from the one orders are placed in', () => {
    const reach = (payType: (typeof PAYMENT_TYPES)[number]) => {
      const seen = new Set<OrderStatus>([initialOrderStatus(payType)])
      const queue = [...seen]
      while (queue.length > 0) {
        const from = queue.shift()!
        for (const to of [...allowedTransitions(payType, from), ...allowedTransitions(payType, from, 'provider')])
          if (!seen.has(to) && seen.add(to)) queue.push(to)
      }
      return [...seen].sort()
    }
    expect(reach('card')).toEqual(ORDER_STATUSES.filter((s) => s !== 'new').sort())
    expect(reach('cash')).toEqual(ORDER_STATUSES.filter((s) => !PAYMENT_STATUSES.includes(s)).sort())
  })

  it('returns stock only on decline', () => {
    expect(ORDER_STATUSES.filter(returnsStock)).toEqual(['declined'])
  })

  it('allows every move a payment report makes (app/domain/payment.ts) as a provider move', () => {
    for (const payType of ['card', 'prepayment', 'np'] as const) {
      for (const from of ORDER_STATUSES) {
        if (!ORDER_TRANSITIONS[payType][from]) continue
        for (const transactionStatus of [
          'Approved',
          'Declined',
          'Expired',
          'Refunded',
          'InProcessing',
          'Pending',
          'WaitingAuthComplete',
        ]) {
          for (const amountMatches of [true, false]) {
            const to = orderStatusAfterPayment(from, { transactionStatus, amountMatches })
            if (to !== from)
              expect(
                canTransition(payType, from, to, 'provider'),
                `${payType} ${from} → ${to} (${transactionStatus})`,
              ).toBe(true)
          }
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
    ['payed_error', true],
    ['payed', false],
    ['declined', false],
    ['delivred', false],
  ] as const)('%s → %s', (status, open) => expect(isOrderOpen(status)).toBe(open))
})

describe('STAFF_TARGET_STATUSES: the choices of a bulk move', () => {
  it('are the statuses staff can move some order to, and never a starting or provider-only status', () => {
    expect([...STAFF_TARGET_STATUSES].sort()).toEqual([
      'at_delivry',
      'declined',
      'delivred',
      'delivring',
      'payed',
      'payed_error',
      'prepered',
      'returned',
    ])
    expect(STAFF_TARGET_STATUSES).not.toContain('new')
    expect(STAFF_TARGET_STATUSES).not.toContain('created')
    expect(STAFF_TARGET_STATUSES).not.toContain('payed_check')
  })
})

describe('staffTransitions', () => {
  it('offers the plain move to returned only while no return was recorded', () => {
    expect(staffTransitions('card', 'delivred', false)).toEqual(['returned'])
    expect(staffTransitions('card', 'delivred', true)).toEqual([])
    expect(staffTransitions('cash', 'at_delivry', true)).toEqual(allowedTransitions('cash', 'at_delivry'))
  })
})
