import { useSyncExternalStore } from 'react'

/**
 * Lists kept in localStorage under the spec's keys (`cart`, `wishlist`). Components subscribe and
 * re-render when any tab changes them. The server renders them empty.
 */
const CHANGE_EVENT = 'stored-list-change'
const EMPTY: readonly never[] = []
const snapshots = new Map<string, { raw: string | null; value: readonly unknown[] }>()

export function readStoredList<T>(key: string): readonly T[] {
  const raw = localStorage.getItem(key)
  const cached = snapshots.get(key)
  if (cached && cached.raw === raw) return cached.value as readonly T[]
  let value: readonly unknown[]
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    value = Array.isArray(parsed) ? parsed : EMPTY
  } catch {
    value = EMPTY
  }
  snapshots.set(key, { raw, value })
  return value as readonly T[]
}

export function writeStoredList<T>(key: string, list: readonly T[]) {
  localStorage.setItem(key, JSON.stringify(list))
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }))
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

export function useStoredList<T>(key: string): readonly T[] {
  return useSyncExternalStore(
    subscribe,
    () => readStoredList<T>(key),
    () => EMPTY,
  )
}

/** Empties the stored cart (an order placed, a session ended); here, below the auth modules that call it. */
export function clearStoredCart() {
  writeStoredList('cart', [])
}
