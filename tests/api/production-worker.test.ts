import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { OFFLINE_ENV } from '../../scripts/local-stack'
import { PRODUCTION_OUT_DIR } from '../../vite.config'
import { PRODUCTION_ENV } from '../support/api-env'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { answerContentLakeQuery, isContentLakeQuery } from '../support/content-lake-stand-in'

/**
 * The Worker `npm run deploy` uploads (CLOUDFLARE_ENV=production vite build), run on workerd with
 * the vars and bindings of its own wrangler.json, made-up secrets and the test database. The
 * Content Lake is the network edge: a stand-in answers its queries from the local dataset.
 */
const serverDir = path.join(PRODUCTION_OUT_DIR, 'server')
let miniflare: Miniflare

function startProductionWorker(secrets: Record<string, string>) {
  const config = JSON.parse(readFileSync(path.join(serverDir, 'wrangler.json'), 'utf8'))
  const chunks = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.js') && file !== 'index.js',
  )
  return new Miniflare(
    convertV4MiniflareOptions({
      modulesRoot: path.resolve(serverDir),
      modules: ['index.js', ...chunks].map((file) => ({
        type: 'ESModule' as const,
        path: path.resolve(serverDir, file),
      })),
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
      bindings: { ...config.vars, ...secrets },
      kvNamespaces: Object.fromEntries(
        config.kv_namespaces.map((kv: { binding: string; id: string }) => [kv.binding, kv.id]),
      ),
      r2Buckets: Object.fromEntries(
        config.r2_buckets.map((r2: { binding: string; bucket_name: string }) => [r2.binding, r2.bucket_name]),
      ),
      ratelimits: Object.fromEntries(
        config.ratelimits.map(
          ({ name, namespace_id, simple }: { name: string; namespace_id: string; simple: object }) => [
            name,
            { namespace_id, simple },
          ],
        ),
      ),
      outboundService: async (request: Request) => {
        const url = new URL(request.url)
        if (url.href.startsWith(`${inject('dbUrl')}/`)) {
          // Only what Hrana needs: workerd's own hop headers are not Node's to send.
          const headers = {
            'content-type': request.headers.get('content-type') ?? 'application/json',
            authorization: request.headers.get('authorization') ?? '',
          }
          return fetch(url, {
            method: request.method,
            headers,
            body: request.method === 'GET' ? undefined : await request.text(),
          })
        }
        if (isContentLakeQuery(url)) return answerContentLakeQuery(request)
        return new Response('no network in tests', { status: 502 })
      },
    }),
  )
}

/** What a deployer sets: the secrets, and the vars wrangler.toml leaves as placeholders. */
const secrets = {
  ...PRODUCTION_ENV,
  TURSO_DATABASE_URL: inject('dbUrl'),
  SITE_URL: 'https://beauty.example',
  EMAIL_FROM: 'Beauty <shop@beauty.example>',
  STAFF_EMAIL: 'staff@beauty.example',
}

describe('the production Worker on workerd', () => {
  beforeAll(() => {
    const build = spawnSync('npx', ['vite', 'build'], {
      env: { ...process.env, ...OFFLINE_ENV, CLOUDFLARE_ENV: 'production' },
      encoding: 'utf8',
    })
    if (build.status !== 0) throw new Error(`the production build failed:\n${build.stdout}${build.stderr}`)
    miniflare = startProductionWorker(secrets)
  })
  afterAll(() => miniflare?.dispose())

  it('serves the store', async () => {
    const health = await miniflare.dispatchFetch('https://beauty.example/api/v1/health')
    expect(health.status).toBe(200)
  })

  it.each([
    ['GET', '/dev/outbox'],
    ['GET', '/dev/wayforpay'],
    ['GET', '/dev/wayforpay/pay'],
    ['POST', '/dev/wayforpay/pay'],
    ['POST', '/dev/wayforpay/api'],
    ['POST', '/dev/novaposhta/v2.0/json/'],
    ['POST', '/dev/novaposhta/outage'],
  ])('answers 404 to %s %s', async (method, pathname) => {
    const res = await miniflare.dispatchFetch(`https://beauty.example${pathname}`, {
      method,
      body: method === 'POST' ? '{}' : undefined,
    })
    const text = await res.text()
    expect(res.status).toBe(404)
    expect(text).not.toContain('test_merch_n1')
    expect(text).not.toContain('Outbox')
  })
})

describe('the production Worker as wrangler.toml ships it', () => {
  it('refuses to serve while a placeholder is left, naming it', async () => {
    const { SITE_URL: _site, EMAIL_FROM: _from, STAFF_EMAIL: _staff, ...onlySecrets } = secrets
    const placeholders = startProductionWorker(onlySecrets)
    try {
      const res = await placeholders.dispatchFetch('https://beauty.example/')
      expect(res.status).toBe(503)
      expect(await res.text()).toMatch(/(SITE_URL|EMAIL_FROM|STAFF_EMAIL) still holds a placeholder/)
      // The reason, then the request's own log line (a 503 is an error line).
      expect(takeConsoleErrors()).toEqual([
        expect.stringContaining('still holds a placeholder'),
        expect.stringContaining('"status":503'),
      ])
    } finally {
      await placeholders.dispose()
    }
  })
})

describe('the production Worker without a secret', () => {
  it('refuses to serve and names it', async () => {
    const { JWT_SECRET: _left, ...withoutJwt } = secrets
    const broken = startProductionWorker(withoutJwt)
    try {
      const res = await broken.dispatchFetch('https://beauty.example/')
      expect(res.status).toBe(503)
      expect(await res.text()).toContain('Missing production secret JWT_SECRET')
      expect(takeConsoleErrors()).toEqual([
        expect.stringContaining('JWT_SECRET'),
        expect.stringContaining('"status":503'),
      ])
    } finally {
      await broken.dispose()
    }
  })
})
