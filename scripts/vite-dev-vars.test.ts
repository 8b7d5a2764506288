import { describe, expect, it } from 'vitest'
import { parseConfig } from '../worker/env'
import { devServerVars } from '../vite.config'

const wranglerVars = {
  APP_ENV: 'development',
  TURSO_DATABASE_URL: 'http://127.0.0.1:8089',
  CONTENT_SOURCE: 'local',
  SITE_URL: 'http://localhost:3000',
}
const bindings = { CATALOG_CACHE: {}, MEDIA: {} }

describe('vite dev follows its port', () => {
  it('PORT=4000: SITE_URL, and with it the payment sandbox, on :4000', () => {
    const vars = devServerVars(wranglerVars, { PORT: '4000' })
    expect(vars.SITE_URL).toBe('http://localhost:4000')
    expect(parseConfig({ ...vars, ...bindings }).wayforpay).toMatchObject({
      payUrl: 'http://localhost:4000/dev/wayforpay/pay',
      apiUrl: 'http://localhost:4000/dev/wayforpay/api',
    })
  })

  it('keeps :3000 by default and an explicit SITE_URL always', () => {
    expect(devServerVars(wranglerVars, {}).SITE_URL).toBe('http://localhost:3000')
    expect(devServerVars(wranglerVars, { PORT: '4000', SITE_URL: 'https://tunnel.example' }).SITE_URL).toBe(
      'https://tunnel.example',
    )
  })

  it('moves the database with LOCAL_DB_PORT and turns the page cache off', () => {
    expect(devServerVars(wranglerVars, { LOCAL_DB_PORT: '9100' })).toMatchObject({
      TURSO_DATABASE_URL: 'http://127.0.0.1:9100',
      PAGE_CACHE_SECONDS: '0',
    })
  })
})
