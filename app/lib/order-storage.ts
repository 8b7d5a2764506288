import { useSyncExternalStore } from 'react'
import type { Order } from '../contract/order'
import { rememberOrderReference } from './order-cookie'

/**
 * Spec §3/§4: the placed order is kept in localStorage under `order` (the payment page and the
 * success page read it); `orders` keeps the references of recent orders so a guest can find them.
 */
const RECENT_ORDERS = 20

export function storeReturnedOrder(order: Order) {
  localStorage.setItem('order', JSON.stringify(order))
  rememberOrderReference(order.reference)
  let recent: { id: number; order_number: string; reference: string }[] = []
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem('orders') ?? '[]')
    if (Array.isArray(parsed)) recent = parsed as typeof recent
  } catch {
    // a broken list is replaced
  }
  const entry = { id: order.id, order_number: order.order_number, reference: order.reference }
  localStorage.setItem(
    'orders',
    JSON.stringify([entry, ...recent.filter((o) => o.reference !== order.reference)].slice(0, RECENT_ORDERS)),
  )
}

let cached: { raw: string | null; order: Order | null } | null = null

export function readReturnedOrder(): Order | null {
  const raw = localStorage.getItem('order')
  if (cached?.raw === raw) return cached.order
  let order: Order | null
  try {
    const parsed = JSON.parse(raw ?? 'null') as Order | null
    order =
      parsed && typeof parsed === 'object' && typeof parsed.order_number === 'string' && Array.isArray(parsed.products)
        ? parsed
        : null
  } catch {
    order = null
  }
  cached = { raw, order }
  return order
}

/** The stored order; `undefined` while rendering on the server (it lives in the browser only). */
export function useReturnedOrder(): Order | null | undefined {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('storage', onChange)
      return () => window.removeEventListener('storage', onChange)
    },
    readReturnedOrder,
    () => undefined,
  )
}
