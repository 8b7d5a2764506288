import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ChevronIcon } from '../ui/icons'

/** Spec §9: shown once the page is scrolled more than 100 px. */
export const BACK_TO_TOP_THRESHOLD = 100

/** What a tap must reach: a fixed button over any of these would take the tap instead. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])'

/**
 * The share of a control's area the button may lie over: a corner of a large tile or a full-width bar
 * leaves it easy to tap, while a heart, a card's button or a checkbox row would be lost under it.
 */
export const MAX_COVERED_SHARE = 0.25

/** A form's own button (Save, Send): the button steps aside from any part of it, a corner too. */
const SUBMITS = 'button[type="submit"], input[type="submit"]'

const overlapArea = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

/** True when `spot` (the button's own place on screen) lies over any of a form's button, or over MAX_COVERED_SHARE of another control. */
function coversAControl(spot: DOMRect, button: Element): boolean {
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (button.contains(control)) continue
    const box = control.getBoundingClientRect()
    const area = box.width * box.height
    const covered = overlapArea(spot, box)
    if (area > 0 && covered > 0 && (control.matches(SUBMITS) || covered >= MAX_COVERED_SHARE * area)) return true
  }
  return false
}

/**
 * Pages that are a form to fill (the checkout, contact, sign-in, registration and password, partner
 * application, quick order): their fields and last buttons reach the phone's bottom corner while the
 * buyer types (the step-aside below is measured on scroll, not as errors and hints grow the form), and
 * such a page is short enough to scroll by hand, so the button is not offered there at all.
 */
const FORM_PAGES = [
  '/order',
  '/contacts',
  '/core/partner',
  '/login',
  '/registration',
  '/restore_password',
  '/password',
  '/quick-order',
]
export const backToTopOffered = (pathname: string): boolean =>
  !FORM_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))

/**
 * The button sits in the corner over the page, so it steps aside (invisible, out of the tab order)
 * whenever it would hide a control: at 390 px the wishlist heart beside "Pre-order" passes exactly there.
 */
export function BackToTop() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return backToTopOffered(pathname) ? <BackToTopButton /> : null
}

function BackToTopButton() {
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
