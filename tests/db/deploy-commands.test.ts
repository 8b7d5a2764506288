/**
 * The deployer's database commands, run as a deployer runs them (`npx tsx scripts/…` with the
 * Turso variables), against an empty database behind the local libSQL server, which speaks
 * Turso's HTTP protocol.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from '../../db/local/migrate'
import { startLocalDbServer } from '../../db/local/server'
import { CATEGORIES } from '../../db/seed/data/categories'
import { PARTNER_OPTIONS } from '../../db/seed/data/people'

const exec = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'deploy-commands-'))
let server: Awaited<ReturnType<typeof startLocalDbServer>>
let db: Client

/** Runs `npm run <script>`'s file with only the variables a deployer sets. */
const command = (script: string, env: Record<string, string | undefined>) =>
  exec(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
  })

const count = async (sql: string) => Number((await db.execute(sql)).rows[0]?.n)
const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length
const optionCount = Object.values(PARTNER_OPTIONS).reduce((sum, items) => sum + items.length, 0)
const categoryCount = CATEGORIES.reduce((sum, parent) => sum + 1 + parent.children.length, 0)

beforeAll(async () => {
  server = await startLocalDbServer({ file: join(dir, 'remote.db'), port: 0, host: '127.0.0.1' })
  db = createClient({ url: server.url })
})
afterAll(async () => {
  db.close()
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run db:migrate:remote', () => {
  it('refuses without TURSO_DATABASE_URL, naming it, rather than migrating a local file', async () => {
    await expect(command('scripts/db-migrate-remote.ts', {})).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('TURSO_DATABASE_URL is not set'),
    })
  })

  it('refuses a Turso URL without TURSO_AUTH_TOKEN, naming it', async () => {
    await expect(
      command('scripts/db-migrate-remote.ts', { TURSO_DATABASE_URL: 'libsql://store-acme.turso.io' }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('TURSO_AUTH_TOKEN is not set'),
    })
  })

  it('migrates an empty remote database and analyses it, then applies nothing the second time', async () => {
    const first = await command('scripts/db-migrate-remote.ts', {
      TURSO_DATABASE_URL: server.url,
      TURSO_AUTH_TOKEN: 'token',
    })
    expect(first.stdout).toContain(`${migrationFiles} migration(s) applied (${migrationFiles} in all)`)
    expect(await count('SELECT count(*) AS n FROM __drizzle_migrations')).toBe(migrationFiles)
    expect(
      await count("SELECT count(*) AS n FROM sqlite_master WHERE name IN ('products', 'orders', 'products_search')"),
    ).toBe(3)
    expect(await count("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'")).toBe(1)
    const second = await command('scripts/db-migrate-remote.ts', {
      TURSO_DATABASE_URL: server.url,
      TURSO_AUTH_TOKEN: 'token',
    })
    expect(second.stdout).toContain(`0 migration(s) applied (${migrationFiles} in all)`)
  })
})

describe('npm run db:reference', () => {
  it('writes the partner form options and the category tree, and nothing of the demo data', async () => {
    const { stdout } = await command('scripts/db-reference.ts', { TURSO_DATABASE_URL: server.url })
    expect(stdout).toContain(
      `partner form options +${optionCount} (${optionCount}), categories +${categoryCount} (${categoryCount})`,
    )
    expect(await count('SELECT count(*) AS n FROM partner_options')).toBe(optionCount)
    expect(await count("SELECT count(*) AS n FROM partner_options WHERE kind = 'position'")).toBe(
      PARTNER_OPTIONS.position.length,
    )
    expect(await count('SELECT count(*) AS n FROM categories WHERE parent_id IS NULL')).toBe(CATEGORIES.length)
    expect(
      await count(
        'SELECT count(*) AS n FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.parent_id IS NULL',
      ),
    ).toBe(categoryCount - CATEGORIES.length)
    for (const table of ['products', 'brands', 'users', 'promo_codes'])
      expect(await count(`SELECT count(*) AS n FROM ${table}`)).toBe(0)
  })

  it('adds nothing the second time and keeps what staff changed', async () => {
    await db.execute("UPDATE categories SET name_en = 'Face care' WHERE slug = 'face'")
    const { stdout } = await command('scripts/db-reference.ts', { TURSO_DATABASE_URL: server.url })
    expect(stdout).toContain(`partner form options +0 (${optionCount}), categories +0 (${categoryCount})`)
    expect((await db.execute("SELECT name_en FROM categories WHERE slug = 'face'")).rows[0]?.name_en).toBe('Face care')
  })
})
