import { test as base, expect } from '@playwright/test'

let visitors = 0

/** Every page must load without console errors or failed requests; each test fails otherwise. */
export const test = base.extend<{ consoleErrors: string[] }>({
  /** goto and reload return once the page has hydrated (Preact in the browser), so clicks reach live handlers. */
  page: async ({ page }, use, testInfo) => {
    // Each test is a visitor of its own (Cloudflare's client IP header; workerd counts limits by it), so
    // the sign-ins and forms of the whole suite, all from this machine, do not fill one address's minute.
    const visitor = testInfo.workerIndex * 4096 + (++visitors % 4096)
    await page.context().setExtraHTTPHeaders({ 'cf-connecting-ip': `198.18.${(visitor >> 8) & 255}.${visitor & 255}` })
    const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await hydrated()
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      await hydrated()
      return response
    }
    await use(page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      // The console names a refused request by its status alone: its address goes into the failure's message.
      const refused: string[] = []
      page.on('response', (res) => {
        if (res.status() >= 400)
          refused.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`)
      })
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
      page.on('pageerror', (err) => errors.push(err.message))
      page.on('requestfailed', (req) => {
        // A reload (the language switch) aborts requests still in flight; that is not a failure.
        if (req.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`request failed: ${req.url()}`)
      })
      await use(errors)
      expect(errors, `console errors (answers of 400 and above: ${refused.join(', ') || 'none'})`).toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/** Drops the browser's own "failed to load resource" lines for answers the test provokes on purpose. */
export function expectedStatus(consoleErrors: string[], status: number) {
  const own = consoleErrors.filter((e) => e.includes(`status of ${status}`))
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !own.includes(e)))
}
