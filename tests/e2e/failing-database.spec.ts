import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { OFFLINE_ENV } from '../../scripts/local-stack'

/**
 * The same build served with a database that refuses every connection (and an empty KV): pages that
 * need the database answer 500 inside the store's frame, translated, with nothing internal in the
 * HTML, and the browser keeps that page when it hydrates.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 5
const base = `http://127.0.0.1:${PORT}`
let server: ChildProcess | undefined
let state: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  state = mkdtempSync(join(tmpdir(), 'store-broken-db-'))
  const args = [
    'wrangler',
    'dev',
    '-c',
    'dist/server/wrangler.json',
    '--persist-to',
    state,
    '--ip',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--show-interactive-dev-session=false',
  ]
  const vars = ['--var', 'TURSO_DATABASE_URL:http://127.0.0.1:9', '--var', `SITE_URL:${base}`]
  server = spawn('npx', [...args, ...vars], {
    env: { ...process.env, ...OFFLINE_ENV },
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; i < 200; i++) {
    const ready = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server with the broken database did not start')
})

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  rmSync(state, { recursive: true, force: true })
})

test('with the database down, a page answers 500 in the store’s frame, translated, and stays so after hydration', async ({
  page,
}) => {
  for (const path of ['/catalogue/face', '/product/any-product']) {
    const response = (await page.goto(`${base}${path}`))!
    expect(response.status(), path).toBe(500)
    const html = await response.text()
    expect(html).toContain('<header class="header"')
    expect(html).toContain('<footer class="footer"')
    expect(html).toContain('Щось пішло не так')
    for (const internal of ['SELECT', 'libsql', 'ECONNREFUSED', 'fetch failed', 'Drizzle'])
      expect(html, internal).not.toContain(internal)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await expect(page.getByTestId('error-page')).toBeVisible()
    await expect(page.locator('header.header')).toBeVisible()
    await expect(page.getByRole('link', { name: 'На головну' })).toBeVisible()
  }
})

test('with the database down, the API answers a clean 503 envelope', async ({ request }) => {
  const res = await request.get(`${base}/api/v1/shop/products/category-products/?limit=2`)
  expect(res.status()).toBe(503)
  expect((await res.json()).error.code).toBe('unavailable')
})
