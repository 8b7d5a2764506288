import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the keyboard's focus has come into the element, or into the one just before it (it stays
 * true afterwards). A part that fills itself only once scrolled into view fills itself as a keyboard
 * user comes near too, so the Tab after the last link before it finds its contents instead of passing
 * an empty list. A tap's focus (not `:focus-visible`) does not count: a tap there leaves the page.
 */
export function useKeyboardFocusNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const watched = [element, element.previousElementSibling]
    const onFocus = (event: Event) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) setNear(true)
    }
    for (const el of watched) el?.addEventListener('focusin', onFocus)
    return () => {
      for (const el of watched) el?.removeEventListener('focusin', onFocus)
    }
  }, [ref, near])
  return near
}
