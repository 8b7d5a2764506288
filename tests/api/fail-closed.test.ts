/**
 * The attack the fail-closed configuration stops: a Worker deployed with an APP_ENV other than
 * production (or none) used to sign tokens with the development secret from the source, so anyone
 * could mint an admin's token; it also took the always-pass bot check. Now such a Worker refuses
 * to serve until its secrets are set, and with them it honours only its own.
 */
import { describe, expect, it } from 'vitest'
import { DUMMY_TOKEN } from '../../app/lib/bot-check-keys'
import { parseConfig } from '../../worker/env'
import { createFetchHandler } from '../../worker/router'
import { createApiClient, PRODUCTION_ENV } from '../support/api-env'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { sessionAccessToken } from '../support/session-token'
import { bearerFor, testDbClient } from '../support/tokens'

/** A token of a real session of the admin, signed with `secret`. */
async function adminToken(secret: string): Promise<string> {
  const db = testDbClient()
  try {
    return await sessionAccessToken((sql, args) => db.execute({ sql, args }), await adminId(), secret)
  } finally {
    db.close()
  }
}

async function adminId(): Promise<number> {
  const db = testDbClient()
  try {
    return Number((await db.execute("SELECT id FROM users WHERE email = 'admin@example.com'")).rows[0]!.id)
  } finally {
    db.close()
  }
}

/** The secret a development Worker signs with, as an attacker would read it from the source. */
const developmentSecret = parseConfig({
  APP_ENV: 'development',
  TURSO_DATABASE_URL: 'http://127.0.0.1:8089',
  SITE_URL: 'http://localhost:3000',
  CATALOG_CACHE: {},
  MEDIA: {},
}).JWT_SECRET

/** The whole Worker (configuration first), as Cloudflare runs it. */
const worker = createFetchHandler(() => new Response('page'))
const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined } as unknown as ExecutionContext
const fetchWorker = (env: Env, path: string, init?: RequestInit) =>
  worker.fetch!(
    new Request(`https://beauty.example${path}`, init) as Parameters<NonNullable<typeof worker.fetch>>[0],
    env,
    ctx,
  )

const contactForm = (recaptchaToken: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.77' },
  body: JSON.stringify({
    subject: 'Питання',
    first_name: 'Олена',
    email: 'olena@example.com',
    phone: '+380671234567',
    text: 'Чи є крем?',
    recaptchaToken,
  }),
})

describe.each([['staging'], ['prod'], [undefined]])('APP_ENV %s', (APP_ENV) => {
  it('without JWT_SECRET serves nothing, so a token signed with the development secret opens nothing', async () => {
    const { JWT_SECRET: _unset, ...withoutJwt } = PRODUCTION_ENV
    const client = await createApiClient({ ...withoutJwt, APP_ENV })
    try {
      const forged = await adminToken(developmentSecret)
      const res = await fetchWorker(client.env, '/api/v1/admin/me', { headers: { authorization: `Bearer ${forged}` } })
      expect(res.status).toBe(503)
      expect(await res.text()).toContain('Missing production secret JWT_SECRET')
      // The reason, then the request's own log line (a 503 is an error line).
      expect(takeConsoleErrors()).toEqual([
        expect.stringContaining('JWT_SECRET'),
        expect.stringContaining('"status":503'),
      ])
    } finally {
      await client.dispose()
    }
  })

  it('with its secrets refuses the forged token and accepts its own', async () => {
    const client = await createApiClient({ ...PRODUCTION_ENV, APP_ENV })
    try {
      const forged = await adminToken(developmentSecret)
      expect(
        (await fetchWorker(client.env, '/api/v1/admin/me', { headers: { authorization: `Bearer ${forged}` } })).status,
      ).toBe(401)
      expect(
        (
          await fetchWorker(client.env, '/api/v1/admin/me', {
            headers: await bearerFor(client.env, 'admin@example.com'),
          })
        ).status,
      ).toBe(200)
    } finally {
      await client.dispose()
    }
  })

  it('without TURNSTILE_SECRET_KEY takes no form instead of passing every bot check', async () => {
    const { TURNSTILE_SECRET_KEY: _unset, ...withoutTurnstile } = PRODUCTION_ENV
    const client = await createApiClient({ ...withoutTurnstile, APP_ENV })
    try {
      const res = await fetchWorker(client.env, '/api/v1/core/recal_me/', contactForm(DUMMY_TOKEN))
      expect(res.status).toBe(503)
      expect(await res.text()).toContain('TURNSTILE_SECRET_KEY')
      expect(takeConsoleErrors()).toEqual([
        expect.stringContaining('TURNSTILE_SECRET_KEY'),
        expect.stringContaining('"status":503'),
      ])
    } finally {
      await client.dispose()
    }
  })
})
