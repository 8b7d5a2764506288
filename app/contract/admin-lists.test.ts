import { describe, expect, it } from 'vitest'
import { adminOrdersQuerySchema } from './admin-orders'
import { LISTS, ORDERS_TO_SHIP, ORDERS_WAITING, readListSearch } from './admin-lists'

describe('readListSearch: the orders table', () => {
  it('keeps the dashboard groups, a status, the payment and delivery choices and two days', () => {
    const raw = {
      status: ORDERS_WAITING,
      pay_type: 'card',
      delivery_type: 'newpost',
      from: '2026-01-05',
      to: '2026-01-31',
      q: 1042,
      sort: 'total',
      dir: 'asc',
      page: '3',
    }
    expect(readListSearch(LISTS.orders, raw)).toEqual({ ...raw, q: '1042', page: 3 })
    expect(readListSearch(LISTS.orders, { status: ORDERS_TO_SHIP }).status).toBe(ORDERS_TO_SHIP)
  })

  it('drops what the table does not take, so a stale or hand-typed link opens the table', () => {
    const read = readListSearch(LISTS.orders, {
      status: 'new,shipped',
      pay_type: 'barter',
      from: '5 January',
      to: '2026-13',
      sort: 'phone',
      dir: 'up',
      page: '-2',
      utm: 'x',
    })
    expect(read).toEqual({})
  })

  it('every value it keeps is one the API accepts', () => {
    const statuses = LISTS.orders.filters.status
    for (const status of statuses) {
      const read = readListSearch(LISTS.orders, { status, from: '2026-02-01' })
      expect(adminOrdersQuerySchema.safeParse({ ...read }).success, status).toBe(true)
    }
  })
})

describe('readListSearch: the audit log', () => {
  it('keeps the kind of object and its id as text', () => {
    expect(readListSearch(LISTS.audit, { entity: 'user', entity_id: 17, action: 'x' })).toEqual({
      entity: 'user',
      entity_id: '17',
    })
  })
})
