import { afterEach, vi } from 'vitest'

/** A test that logs console.error fails: errors must be asserted, not printed. */
const errors: unknown[][] = []
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
})
afterEach(() => {
  const logged = errors.splice(0)
  if (logged.length > 0) throw new Error(`console.error was called: ${logged.map((a) => a.map(String).join(' ')).join('\n')}`)
})
