import { describe, expect, it } from 'vitest'
import { TEST_SECRETS } from '../../worker/adapters/turnstile'
import { TEST_MERCHANT } from '../../worker/adapters/wayforpay/test-merchant'
import { ConfigError, parseConfig, PRODUCTION_SECRETS } from '../../worker/env'
import { createFetchHandler } from '../../worker/router'
import { takeConsoleErrors } from '../support/fail-on-console-error'

const bindings = { CATALOG_CACHE: {}, MEDIA: {} }
const production = {
  ...bindings,
  APP_ENV: 'production',
  TURSO_DATABASE_URL: 'libsql://store.turso.io',
  TURSO_AUTH_TOKEN: 'token',
  JWT_SECRET: 'x'.repeat(40),
  SANITY_PROJECT_ID: 'abc123',
  CONTENT_SOURCE: 'lake',
  SITE_URL: 'https://store.example',
  TURNSTILE_SECRET_KEY: '0x4AAAAAAAreal-secret',
  EMAIL_API_KEY: 're_live_key',
}

describe('parseConfig', () => {
  it('accepts a complete production env', () => {
    expect(parseConfig(production).APP_ENV).toBe('production')
  })

  it("asks Nova Poshta's own API in production (no key needed) and the local stand-in elsewhere", () => {
    expect(parseConfig(production).novaPoshta).toEqual({ apiUrl: 'https://api.novaposhta.ua/v2.0/json/', apiKey: '' })
    expect(parseConfig({ ...production, NOVA_POSHTA_API_KEY: 'k'.repeat(32) }).novaPoshta.apiKey).toBe('k'.repeat(32))
    const local = parseConfig({
      ...bindings,
      APP_ENV: 'test',
      TURSO_DATABASE_URL: 'http://127.0.0.1:8089',
      SITE_URL: 'http://localhost:3000',
    })
    expect(local.novaPoshta.apiUrl).toBe('http://localhost:3000/dev/novaposhta/v2.0/json/')
  })

  it('refuses a production env whose Nova Poshta address is the local stand-in, naming the variable', () => {
    expect(() =>
      parseConfig({ ...production, NOVA_POSHTA_API_URL: 'https://store.example/dev/novaposhta/v2.0/json/' }),
    ).toThrow('NOVA_POSHTA_API_URL')
  })

  it.each(['TURSO_AUTH_TOKEN', 'JWT_SECRET', 'SANITY_PROJECT_ID', 'TURNSTILE_SECRET_KEY', 'EMAIL_API_KEY'])(
    'refuses production without %s and names it',
    (name) => {
      const env: Record<string, unknown> = { ...production }
      delete env[name]
      expect(() => parseConfig(env)).toThrow(ConfigError)
      expect(() => parseConfig(env)).toThrow(name)
    },
  )

  it("refuses Turnstile's test secret in production", () => {
    expect(() => parseConfig({ ...production, TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' })).toThrow(
      'TURNSTILE_SECRET_KEY',
    )
  })

  it('names a missing database URL', () => {
    const env: Record<string, unknown> = { ...production }
    delete env.TURSO_DATABASE_URL
    expect(() => parseConfig(env)).toThrow('TURSO_DATABASE_URL')
  })

  it('names a missing binding', () => {
    expect(() => parseConfig({ ...production, MEDIA: undefined })).toThrow('MEDIA')
  })

  it('lets development run without secrets', () => {
    expect(
      parseConfig({
        ...bindings,
        APP_ENV: 'development',
        TURSO_DATABASE_URL: 'http://127.0.0.1:8089',
        SITE_URL: 'http://localhost:3000',
      }).APP_ENV,
    ).toBe('development')
  })
})

describe('fail closed: the development conveniences need APP_ENV to say development or test', () => {
  const bare = { ...bindings, TURSO_DATABASE_URL: 'http://127.0.0.1:8089', SITE_URL: 'http://localhost:3000' }
  const secrets = Object.fromEntries(PRODUCTION_SECRETS.map((name) => [name, production[name]]))

  it.each(['development', 'test'])('%s keeps its conveniences without any secret', (APP_ENV) => {
    const config = parseConfig({ ...bare, APP_ENV })
    expect(config.local).toBe(true)
    expect(config.CONTENT_SOURCE).toBe('local')
    expect(config.JWT_SECRET).toMatch(/^dev-only/)
    expect(config.TURNSTILE_SECRET_KEY).toBe(TEST_SECRETS.pass)
    expect(config.SANITY_WEBHOOK_SECRET).toMatch(/^dev-only/)
    expect(config.wayforpay).toMatchObject({
      merchantAccount: TEST_MERCHANT.account,
      payUrl: 'http://localhost:3000/dev/wayforpay/pay',
    })
  })

  const deployed: [string, string | undefined][] = [
    ['unset', undefined],
    ['staging', 'staging'],
    ['preview', 'preview'],
    ['Production', 'Production'],
    ['prod', 'prod'],
    ['empty', ''],
  ]
  describe.each(deployed)('APP_ENV %s', (_label, APP_ENV) => {
    const env = APP_ENV === undefined ? bare : { ...bare, APP_ENV }

    it.each(PRODUCTION_SECRETS)('refuses without %s and names it', (name) => {
      const withoutOne: Record<string, unknown> = { ...env, ...secrets }
      delete withoutOne[name]
      if (APP_ENV === '') {
        // An empty APP_ENV is not a value at all: it is named before any secret.
        expect(() => parseConfig(withoutOne)).toThrow('APP_ENV')
        return
      }
      expect(() => parseConfig(withoutOne)).toThrow(ConfigError)
      expect(() => parseConfig(withoutOne)).toThrow(new RegExp(`Missing production secret ${name} \\(`))
    })

    it('gets none of the conveniences when its secrets are set', () => {
      if (APP_ENV === '') return expect(() => parseConfig({ ...env, ...secrets })).toThrow('APP_ENV')
      const config = parseConfig({ ...env, ...secrets })
      expect(config.local).toBe(false)
      expect(config.APP_ENV).toBe(APP_ENV ?? 'production')
      expect(config.CONTENT_SOURCE).toBe('lake')
      expect(config.JWT_SECRET).toBe(production.JWT_SECRET)
      expect(config.TURNSTILE_SECRET_KEY).toBe(production.TURNSTILE_SECRET_KEY)
      expect(config.SANITY_WEBHOOK_SECRET).toBeNull()
      expect(config.wayforpay).toBeNull()
    })

    it('refuses the local content source, a short or built-in JWT secret and the test bot-check key', () => {
      if (APP_ENV === '') return
      const complete = { ...env, ...secrets }
      expect(() => parseConfig({ ...complete, CONTENT_SOURCE: 'local' })).toThrow('CONTENT_SOURCE')
      expect(() => parseConfig({ ...complete, JWT_SECRET: 'short-secret' })).toThrow('JWT_SECRET')
      expect(() =>
        parseConfig({ ...complete, JWT_SECRET: parseConfig({ ...bare, APP_ENV: 'test' }).JWT_SECRET }),
      ).toThrow('JWT_SECRET')
      for (const key of Object.values(TEST_SECRETS))
        expect(() => parseConfig({ ...complete, TURNSTILE_SECRET_KEY: key })).toThrow('TURNSTILE_SECRET_KEY')
    })
  })
})

describe('the development pages outside development and test', () => {
  const handler = createFetchHandler(() => new Response('the not-found page', { status: 404 }))
  const get = (env: Record<string, unknown>, path: string) =>
    handler.fetch!(
      new Request(`http://store.test${path}`) as Parameters<NonNullable<typeof handler.fetch>>[0],
      env as unknown as Env,
      {} as ExecutionContext,
    )

  it.each(['/dev/outbox', '/dev/wayforpay/pay', '/dev/wayforpay/api'])(
    '%s falls through to the not-found page',
    async (path) => {
      for (const APP_ENV of [undefined, 'staging', 'production']) {
        const res = await get({ ...production, APP_ENV }, path)
        expect(res.status).toBe(404)
        expect(await res.text()).toBe('the not-found page')
      }
    },
  )
})

describe('the fetch handler with a broken production env', () => {
  it('refuses to serve and names the missing secret', async () => {
    const handler = createFetchHandler(() => new Response('page'))
    const env: Record<string, unknown> = { ...production }
    delete env.JWT_SECRET
    const request = new Request('http://store.test/') as Parameters<NonNullable<typeof handler.fetch>>[0]
    const res = await handler.fetch!(request, env as unknown as Env, {} as ExecutionContext)
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('JWT_SECRET')
    // The reason, then the request's own log line (a 503 is an error line).
    expect(takeConsoleErrors()).toEqual([
      expect.stringContaining('JWT_SECRET'),
      expect.stringContaining('"status":503'),
    ])
  })
})
