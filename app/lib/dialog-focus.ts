import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/** The panel's controls a Tab can reach, in order (hidden ones have no box). */
function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
}

/**
 * Keyboard behaviour of a panel that covers the page (the phone menu, the filter panel): while
 * `active`, focus moves into it, Tab and Shift+Tab stay inside, Escape closes it, and closing hands
 * the focus back to the control that opened it. A layout effect, so that a key pressed as soon as the
 * panel is painted already reaches it.
 */
export function useDialogFocus(panel: RefObject<HTMLElement | null>, active: boolean, onClose: () => void) {
  // The latest onClose, without re-running the effect (which would move the focus again) when it changes.
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])
  useLayoutEffect(() => {
    if (!active) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const root = panel.current
    if (root && !root.contains(document.activeElement)) focusables(root)[0]?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return close.current()
      if (event.key !== 'Tab' || !root) return
      const list = focusables(root)
      const first = list[0]
      const last = list.at(-1)
      if (!first || !last) return
      const inside = root.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (opener?.isConnected) opener.focus()
    }
  }, [active, panel])
}
