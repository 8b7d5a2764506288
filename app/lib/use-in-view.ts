import { useEffect, useRef, useState } from 'react'

/**
 * Whether an element has come into view (it stays true afterwards). Where IntersectionObserver is
 * missing, it turns true after `fallbackMs`. Before hydration, and on the server, it is false.
 */
export function useInView<T extends Element>(threshold: number, fallbackMs: number) {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setInView(true), fallbackMs)
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true)
          observer.disconnect()
        }
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, fallbackMs])
  return { ref, inView }
}
