import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../worker/env'
import { missingBuildSetting, placeholdersIn } from './deploy'

const production = unstable_readConfig({ config: 'wrangler.toml', env: 'production' })
const development = unstable_readConfig({ config: 'wrangler.toml' })

describe("wrangler.toml's production environment", () => {
  it('says production and carries none of the development values', () => {
    expect(production.vars).toMatchObject({ APP_ENV: 'production', CONTENT_SOURCE: 'lake' })
    expect(production.vars).not.toHaveProperty('TURSO_DATABASE_URL')
    expect(JSON.stringify(production.vars)).not.toMatch(/localhost|127\.0\.0\.1/)
  })

  it('binds everything the development Worker binds', () => {
    const names = (config: typeof production) => [
      ...config.kv_namespaces.map((kv: { binding: string }) => kv.binding),
      ...config.r2_buckets.map((r2: { binding: string }) => r2.binding),
      ...config.ratelimits.map((limit: { name: string }) => limit.name),
    ]
    expect(names(production).sort()).toEqual(names(development).sort())
    expect(production.ratelimits).toEqual(development.ratelimits)
  })

  it('leaves a placeholder for what only the deployer knows, and the Worker refuses to run on one', () => {
    const left = placeholdersIn({ vars: production.vars, kv: production.kv_namespaces, routes: production.routes })
    expect(left).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^vars\.SITE_URL: /),
        expect.stringMatching(/^kv\[0\]\.id: /),
        expect.stringMatching(/^routes\[0\]\.pattern: /),
      ]),
    )
    const env = { ...production.vars, CATALOG_CACHE: {}, MEDIA: {} }
    expect(() => parseConfig(env)).toThrow(/still holds a placeholder/)
  })
})

describe('the production build settings', () => {
  it('needs a real Turnstile site key', () => {
    expect(missingBuildSetting({})).toMatch(/^VITE_TURNSTILE_SITE_KEY is not set/)
    expect(missingBuildSetting({ VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000AA' })).toMatch(/test key/)
    expect(missingBuildSetting({ VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAABkMYinukE8nzY' })).toBeNull()
  })
})

describe('placeholdersIn', () => {
  it('names the path of every placeholder and nothing else', () => {
    expect(
      placeholdersIn({ a: 'fine', b: ['x', 'REPLACE_WITH_ID'], c: { d: 'https://REPLACE_WITH_DOMAIN' }, e: 3 }),
    ).toEqual(['b[1]: REPLACE_WITH_ID', 'c.d: https://REPLACE_WITH_DOMAIN'])
  })
})
