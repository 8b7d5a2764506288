import { afterAll, expect, vi } from 'vitest'

/**
 * The unit and API suites share a worker's process (`isolate: false`): wrangler and the other packages
 * are imported once per worker rather than once per file, which halves the suites' time. The project's
 * own modules are evaluated afresh for each file (their once-per-isolate state, such as a warning
 * logged once, starts anew, as in a new isolate; rows a file must own take tests/support/file-id.ts,
 * not the shared pid), and what a file changes globally ends with it: a clock moved on, a stubbed
 * `fetch`, a spy.
 */
vi.resetModules()
// A file that asks for a browser's DOM (a `@vitest-environment` comment) belongs in the isolated
// `unit-dom` project, whose files settle their frames before jsdom goes: name it *.dom.test.ts(x).
if (typeof document !== 'undefined') {
  throw new Error(
    `${expect.getState().testPath ?? 'This file'} runs in a DOM in a shared process: name it *.dom.test.ts(x) (vitest.config.ts)`,
  )
}
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
