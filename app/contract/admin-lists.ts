import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from '../domain/order-status'
import { PROMO_STATES } from '../domain/promo'
import { USER_ROLES } from '../domain/staff-role'

/*
 * The back office's tables as their addresses name them: each table's sorts and the values its
 * filters take. The API's query schemas (zod, in the modules beside this one) are built from these
 * lists, and the browser's routes read their addresses with `readListSearch`. This module imports no
 * zod: route definitions load with every storefront page, and zod there would add some 24 KB gzip.
 */

/** A filter: free text, a day (YYYY-MM-DD), or one of its values ('' in the address meaning "all"). */
export type ListFilter = 'text' | 'date' | readonly string[]

export interface ListSpec {
  sorts: readonly [string, ...string[]]
  filters: Readonly<Record<string, ListFilter>>
  tabs?: readonly [string, ...string[]]
}

export const WHOLESALE_STATUSES = ['pending', 'approved', 'declined'] as const
export const APPLICATION_STATUSES = ['new', 'approved', 'declined'] as const
/** A partner's change of company requisites: waiting for staff, or decided. */
export const REQUISITE_STATUSES = ['pending', 'approved', 'rejected'] as const
/** What staff set a review to (approve or show: published; reject or hide: hidden). */
export const COMMENT_STATUSES = ['published', 'hidden'] as const
/** What the reviews list filters by: `pending` is the queue of reviews waiting for approval. */
export const COMMENT_FILTER_STATUSES = ['pending', 'published', 'hidden'] as const
export const COMMENT_TYPES = ['COMMENT', 'QUESTION'] as const
export const MESSAGE_KINDS = ['contact', 'recall'] as const
export const PROMO_SORTS = ['created', 'code', 'ends', 'used'] as const
export const USER_SORTS = ['created', 'email', 'role'] as const
const HANDLED = ['true', 'false'] as const
export const ORDER_SORTS = ['created', 'number', 'total', 'status'] as const
/** The dashboard's groups of order statuses, as the orders filter takes them (worker/services/admin/summary.ts counts the same). */
export const ORDERS_WAITING = 'new,created,payed_check'
export const ORDERS_TO_SHIP = 'payed,prepered'
/** Whether an order's payment went back in full (its payment state is `refunded`), or not. */
export const REFUNDED_FILTER = ['all', 'not_all'] as const

export const LISTS = {
  promoCodes: { sorts: PROMO_SORTS, filters: { q: 'text', state: PROMO_STATES } },
  comments: {
    sorts: ['created', 'rate'],
    filters: { q: 'text', status: COMMENT_FILTER_STATUSES, type: COMMENT_TYPES },
  },
  users: { sorts: USER_SORTS, filters: { q: 'text', role: USER_ROLES } },
  inbox: { sorts: ['created'], filters: { q: 'text', handled: HANDLED }, tabs: ['leads', ...MESSAGE_KINDS] },
  partners: {
    sorts: ['created'],
    filters: { q: 'text', status: [...WHOLESALE_STATUSES, 'new', 'rejected'] },
    tabs: ['requests', 'applications', 'requisites'],
  },
  orders: {
    sorts: ORDER_SORTS,
    filters: {
      q: 'text',
      status: [ORDERS_WAITING, ORDERS_TO_SHIP, ...ORDER_STATUSES],
      pay_type: PAYMENT_TYPES,
      delivery_type: DELIVERY_TYPES,
      refunded: REFUNDED_FILTER,
      from: 'date',
      to: 'date',
    },
  },
  audit: { sorts: ['created'], filters: { entity: 'text', entity_id: 'text' } },
} as const satisfies Record<string, ListSpec>

/** What a table's address may hold; every key is optional, so a plain link opens the table's defaults. */
export interface ListSearch {
  page?: number
  sort?: string
  dir?: 'asc' | 'desc'
  tab?: string
  [filter: string]: string | number | undefined
}

/** The router parses `?handled=false` as a boolean and `?q=123` as a number: filters are read back as text. */
const asText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined

const fits = (filter: ListFilter, value: string): boolean =>
  filter === 'text' || value === '' || (filter === 'date' ? /^\d{4}-\d{2}-\d{2}$/.test(value) : filter.includes(value))

/**
 * The address of a table, kept to what it may hold: unknown keys and values dropped, so a hand-typed
 * or stale link opens the table rather than an error.
 */
export function readListSearch(spec: ListSpec, raw: Record<string, unknown>): ListSearch {
  const read: ListSearch = {}
  const page = Number(raw.page)
  if (Number.isSafeInteger(page) && page > 1) read.page = page
  const sort = asText(raw.sort)
  if (sort && spec.sorts.includes(sort)) read.sort = sort
  if (raw.dir === 'asc' || raw.dir === 'desc') read.dir = raw.dir
  const tab = asText(raw.tab)
  if (tab && spec.tabs?.includes(tab)) read.tab = tab
  for (const [name, filter] of Object.entries(spec.filters)) {
    const value = asText(raw[name])?.slice(0, 100)
    if (value !== undefined && fits(filter, value)) read[name] = value
  }
  return read
}
