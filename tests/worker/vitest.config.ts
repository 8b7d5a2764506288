import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { migrateFile } from '../../db/local/migrate'
import { startLocalDbServer } from '../../db/local/server'
import { seed } from '../../db/seed'

/**
 * Runs tests/worker inside workerd with the API-only worker as `main`, real (in-memory) KV and R2,
 * and a seeded database behind the local libSQL server, which lives (unref'd) as long as this process.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'store-worker-test-')), 'store.db')
      await migrateFile(file)
      await seed({ file, products: 120, images: false })
      const server = await startLocalDbServer({ file, port: 0, host: '127.0.0.1', unref: true })
      return {
        main: './worker/api-worker.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { APP_ENV: 'test', TURSO_DATABASE_URL: server.url } },
      }
    }),
  ],
  test: { include: ['tests/worker/**/*.test.ts'], testTimeout: 30_000 },
})
