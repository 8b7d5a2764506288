import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../worker/env'
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

  it.each(['TURSO_AUTH_TOKEN', 'JWT_SECRET', 'SANITY_PROJECT_ID', 'TURNSTILE_SECRET_KEY', 'EMAIL_API_KEY'])('refuses production without %s and names it', (name) => {
    const env: Record<string, unknown> = { ...production }
    delete env[name]
    expect(() => parseConfig(env)).toThrow(ConfigError)
    expect(() => parseConfig(env)).toThrow(name)
  })

  it("refuses Turnstile's test secret in production", () => {
    expect(() => parseConfig({ ...production, TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' })).toThrow('TURNSTILE_SECRET_KEY')
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
    expect(parseConfig({ ...bindings, TURSO_DATABASE_URL: 'http://127.0.0.1:8089', SITE_URL: 'http://localhost:3000' }).APP_ENV).toBe('development')
  })
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
    expect(takeConsoleErrors()).toEqual([expect.stringContaining('JWT_SECRET')])
  })
})
