import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronIcon } from '../ui/icons'

/** Spec §9: shown once the page is scrolled more than 100 px. */
export const BACK_TO_TOP_THRESHOLD = 100

/** What a tap must reach: a fixed button over any of these would take the tap instead. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])'

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** True when a visible control of the page lies under `spot` (the button's own place on screen). */
function coversAControl(spot: DOMRect, button: Element): boolean {
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (button.contains(control)) continue
    const box = control.getBoundingClientRect()
    if (box.width > 0 && box.height > 0 && overlaps(spot, box)) return true
  }
  return false
}

/**
 * The button sits in the corner over the page, so it steps aside (invisible, out of the tab order)
 * whenever a control scrolls under it: at 390 px the wishlist heart beside "Pre-order" passes
 * exactly there.
 */
export function BackToTop() {
  const { t } = useTranslation()
  const [scrolled, setScrolled] = useState(false)
  const [aside, setAside] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD)
      const element = button.current
      if (element) setAside(coversAControl(element.getBoundingClientRect(), element))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [])
  // Measured as soon as it appears, not on the next scroll.
  useLayoutEffect(() => {
    if (scrolled && button.current) setAside(coversAControl(button.current.getBoundingClientRect(), button.current))
  }, [scrolled])
  // Rendered once scrolled, so its place can be measured even while it steps aside.
  if (!scrolled) return null
  return (
    <button
      ref={button}
      type="button"
      className={aside ? 'back-to-top back-to-top--aside' : 'back-to-top'}
      aria-label={t('footer.back_to_top')}
      tabIndex={aside ? -1 : undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ChevronIcon dir="up" />
    </button>
  )
}
