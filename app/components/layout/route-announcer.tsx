import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * What a screen reader hears after a client-side navigation, which reloads nothing and so says
 * nothing of itself: the new page's title, read out from this unseen live region, and the focus on
 * the page's content (`#main`, the skip link's target), so that reading and the next Tab start
 * there, not in the header left behind. Only a new path is a new page: a filter, a sort, a page of
 * the listing or a variant keeps the path, and the focus where it was.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const region = useRef<HTMLParagraphElement>(null)
  useEffect(
    () =>
      router.subscribe('onRendered', ({ pathChanged }) => {
        if (!pathChanged) return
        // A frame later the new page's title and content are in the document.
        requestAnimationFrame(() => {
          if (region.current) region.current.textContent = document.title
          document.getElementById('main')?.focus({ preventScroll: true })
        })
      }),
    [router],
  )
  return <p ref={region} className="visually-hidden" aria-live="polite" data-testid="route-announcer" />
}
