import { inject } from 'vitest'
import { getPlatformProxy } from 'wrangler'
import { api } from '../../worker/api'

/**
 * The API in process, with real KV and R2 from miniflare (in memory) and the test database.
 * Each call gives a fresh env, hence a fresh KV and service set.
 */
let requestSerial = 0

/** Every secret and setting production requires (with made-up values), for tests of production behaviour. */
export const PRODUCTION_ENV = {
  APP_ENV: 'production',
  TURSO_AUTH_TOKEN: 'token',
  JWT_SECRET: 'x'.repeat(40),
  SANITY_PROJECT_ID: 'abc123',
  CONTENT_SOURCE: 'lake',
  SITE_URL: 'https://beauty.example',
  TURNSTILE_SECRET_KEY: '0x4AAAAAAAreal-secret',
  EMAIL_API_KEY: 're_live_key',
  CHECKBOX_API_URL: 'https://api.checkbox.ua/api/v1',
  CHECKBOX_LICENSE_KEY: 'live-licence-key',
  CHECKBOX_CASHIER_PIN: '4321',
}

export async function createApiClient(overrides: Record<string, unknown> = {}) {
  const proxy = await getPlatformProxy<Env>({ configPath: 'wrangler.toml', persist: false })
  const env = {
    ...proxy.env,
    APP_ENV: 'test',
    TURSO_DATABASE_URL: inject('dbUrl'),
    // Fiscal receipts go nowhere (a refused connection: they wait) unless a test points them at the Checkbox stand-in.
    CHECKBOX_API_URL: 'http://127.0.0.1:9/api/v1',
    ...overrides,
  } as Env
  const request = (path: string, init?: RequestInit & { locale?: 'ua' | 'en' }) => {
    const headers = new Headers(init?.headers)
    if (init?.locale) headers.set('accept-language', init.locale)
    // Each request comes from its own address unless a test names one: per-IP limits then count only where a test means them to.
    if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', `198.51.100.${(requestSerial++ % 250) + 1}`)
    return api.request(path, { ...init, headers }, env)
  }
  return { env, request, dispose: () => proxy.dispose() }
}
