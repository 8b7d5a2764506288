import { useSyncExternalStore } from 'react'

/** Spec §4 panels: the slide-in cart and wishlist; at most one is open. */
export type PanelName = 'cart' | 'wishlist'

let open: PanelName | null = null
const listeners = new Set<() => void>()

function set(next: PanelName | null) {
  if (next === open) return
  open = next
  for (const listener of listeners) listener()
}

export const openPanel = (name: PanelName) => set(name)
export const closePanel = () => set(null)
export const togglePanel = (name: PanelName) => set(open === name ? null : name)

export function useOpenPanel(): PanelName | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => open,
    () => null,
  )
}
