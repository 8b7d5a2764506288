import { afterAll, vi } from 'vitest'

/**
 * The API suites share one module graph per worker (`isolate: false`: importing wrangler and the
 * Worker once per worker rather than once per file halves the suite's time). What a file changes
 * globally ends with it: a clock moved on, a stubbed `fetch`, a spy.
 */
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
