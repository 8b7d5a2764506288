import { afterEach, vi } from 'vitest'

/** A test that logs console.error fails: errors must be asserted (with `takeConsoleErrors`), not printed. */
const errors: unknown[][] = []
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
})

/** Returns and clears what was logged, for a test that expects an error to be logged. */
export function takeConsoleErrors(): string[] {
  return errors.splice(0).map((args) => args.map(String).join(' '))
}

afterEach(() => {
  const logged = takeConsoleErrors()
  if (logged.length > 0) throw new Error(`console.error was called: ${logged.join('\n')}`)
})
