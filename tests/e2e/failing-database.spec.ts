import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as forward, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { OFFLINE_ENV } from '../../scripts/local-stack'
import { E2E_PORT } from './served-store'

/**
 * The same build served with a database that can be stopped (and an empty KV): while it is down, pages
 * that need it answer 503 with Retry-After inside the store's frame, translated, with nothing internal
 * in the HTML, and the browser keeps that page when it hydrates; once it is back, the next request
 * renders the page. The database is the E2E server's own, behind a switch: a small HTTP relay that
 * drops every connection while "down".
 */
const PORT = E2E_PORT + 5
const RELAY_PORT = E2E_PORT + 6
const base = `http://127.0.0.1:${PORT}`
let server: ChildProcess | undefined
let relay: Server | undefined
let databaseUp = false
let state: string

/** Forwards to the E2E server's libSQL server (playwright.config.ts: LOCAL_DB_PORT = port + 1) while up. */
function startRelay(): Promise<void> {
  relay = createServer((req, res) => {
    if (!databaseUp) return req.socket.destroy()
    const upstream = forward(
      { host: '127.0.0.1', port: E2E_PORT + 1, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => req.socket.destroy())
    req.pipe(upstream)
  })
  return new Promise((resolve) => relay!.listen(RELAY_PORT, '127.0.0.1', resolve))
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await startRelay()
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
  const vars = ['--var', `TURSO_DATABASE_URL:http://127.0.0.1:${RELAY_PORT}`, '--var', `SITE_URL:${base}`]
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
  relay?.close()
  rmSync(state, { recursive: true, force: true })
})

test('with the database down, a page answers 503 with Retry-After in the store’s frame, translated, and stays so after hydration', async ({
  page,
}) => {
  for (const path of ['/catalogue/face', '/product/any-product']) {
    const response = (await page.goto(`${base}${path}`))!
    expect(response.status(), path).toBe(503)
    expect(response.headers()['retry-after'], path).toBe('5')
    expect(response.headers()['cache-control'], path).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<header class="header"')
    expect(html).toContain('<footer class="footer"')
    expect(html).toContain('Магазин на хвилину недоступний')
    for (const internal of ['SELECT', 'libsql', 'ECONNREFUSED', 'fetch failed', 'Drizzle', 'unreachable'])
      expect(html, internal).not.toContain(internal)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await expect(page.getByTestId('error-page')).toBeVisible()
    await expect(page.getByTestId('error-page')).toContainText('503')
    await expect(page.locator('header.header')).toBeVisible()
    await expect(page.getByRole('link', { name: 'На головну' })).toBeVisible()
  }
})

test('with the database down, the API answers a clean 503 envelope', async ({ request }) => {
  const res = await request.get(`${base}/api/v1/shop/products/category-products/?limit=2`)
  expect(res.status()).toBe(503)
  expect((await res.json()).error.code).toBe('unavailable')
})

test('once the database is back, the next request renders the page (no 5xx left behind)', async ({ page, request }) => {
  const [product] = (await (await request.get('/api/v1/shop/products/latest/')).json()) as { slug: string }[]
  const path = `/product/${product!.slug}`
  expect((await page.goto(`${base}${path}`))!.status()).toBe(503)
  databaseUp = true
  try {
    const response = (await page.goto(`${base}${path}`))!
    expect(response.status()).toBe(200)
    await expect(page.getByTestId('error-page')).toHaveCount(0)
  } finally {
    databaseUp = false
  }
})
