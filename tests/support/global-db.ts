import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrateFile } from '../../db/local/migrate'
import { startLocalDbServer } from '../../db/local/server'
import { seed } from '../../db/seed'

/** Products in the test catalogue: enough for every rule, small enough to seed in seconds. */
export const TEST_PRODUCTS = 300

declare module 'vitest' {
  export interface ProvidedContext {
    dbUrl: string
    dbFile: string
  }
}

/** One migrated, seeded libSQL database per run, served over libSQL's HTTP protocol like Turso. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'store-test-'))
  const file = join(dir, 'store.db')
  await migrateFile(file)
  await seed({ file, products: TEST_PRODUCTS, images: false })
  const server = await startLocalDbServer({ file, port: 0, host: '127.0.0.1' })
  project.provide('dbUrl', server.url)
  project.provide('dbFile', file)
  return async () => {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
