import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/**
 * A raw localStorage value that follows other tabs' changes. `undefined` while the page is rendered
 * on the server or hydrating (storage is unknown there), then the string or null.
 */
export function useStoredValue(key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key),
    () => undefined,
  )
}
