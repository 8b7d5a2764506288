import { useEffect, useState } from 'react'

/**
 * The value once it has stopped changing for `ms`: quick clicks (a quantity's + pressed five times)
 * ask the server once. The first value is taken at once, so a page's first read is not delayed.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (Object.is(value, settled)) return
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, settled, ms])
  return settled
}
