/**
 * The dev-only libSQL server (db/local/server.ts), driven by the official clients the Worker uses:
 * `@libsql/client/web` and `drizzle-orm/libsql/web`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient as createFileClient } from '@libsql/client'
import { type Client, createClient, LibsqlError } from '@libsql/client/web'
import { and, eq, gte, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql/web'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateFile } from '../../db/local/migrate'
import type { DbStats } from '../../db/local/hrana'
import { type LocalDbServer, startLocalDbServer } from '../../db/local/server'
import * as schema from '../../db/schema'

const { brands, categories, products, variants } = schema

let dir: string
let file: string
let server: LocalDbServer
let client: Client
let other: Client // a second, independent client (another Worker isolate, say)
let db: ReturnType<typeof drizzle<typeof schema>>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const count = async (c: Client, table: string) =>
  Number((await c.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n)

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'local-db-server-'))
  file = join(dir, 'store.db')
  await migrateFile(file)
  server = await startLocalDbServer({ file, port: 0, streamIdleMs: 400 })
  client = createClient({ url: server.url })
  other = createClient({ url: server.url })
  db = drizzle(client, { schema })
  await db.insert(categories).values({ id: 1, slug: 'face', nameUa: 'Обличчя', nameEn: 'Face' })
  await db.insert(brands).values({ id: 1, slug: 'acme', name: 'Acme' })
  await db.insert(products).values({ id: 1, slug: 'cream', brandId: 1, categoryId: 1, nameUa: 'Крем', nameEn: 'Cream' })
  await client.execute('CREATE TABLE scratch (id INTEGER PRIMARY KEY, i INTEGER, r REAL, t TEXT, b BLOB, n)')
})

afterAll(async () => {
  client?.close()
  other?.close()
  await server?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('local libSQL server', () => {
  it('answers /health and the v2 version probe, and 404 elsewhere', async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
    expect((await fetch(`${server.url}/v2`)).status).toBe(200)
    expect((await fetch(`${server.url}/v3-protobuf`)).status).toBe(404)
  })

  it('speaks the pipeline protocol: batons, stored SQL, describe, autocommit and batch conditions', async () => {
    const post = async (body: object) => {
      const res = await fetch(`${server.url}/v2/pipeline`, { method: 'POST', body: JSON.stringify(body) })
      return { status: res.status, body: (await res.json()) as any } // eslint-disable-line @typescript-eslint/no-explicit-any
    }
    const stmt = (sql: string) => ({ sql, args: [], named_args: [], want_rows: true })
    const first = await post({
      baton: null,
      requests: [
        { type: 'store_sql', sql_id: 1, sql: 'SELECT count(*) AS n FROM brands WHERE slug = :slug' },
        { type: 'describe', sql_id: 1 },
        { type: 'describe', sql: "INSERT INTO brands (slug, name) VALUES (?, 'x')" },
        { type: 'get_autocommit' },
        { type: 'execute', stmt: stmt('BEGIN') },
        { type: 'get_autocommit' },
      ],
    })
    expect(first.status).toBe(200)
    const [, describeSelect, describeInsert, auto1, , auto2] = first.body.results.map(
      (r: { response: object }) => r.response,
    )
    expect(describeSelect.result).toMatchObject({
      params: [{ name: ':slug' }],
      cols: [{ name: 'n' }],
      is_explain: false,
      is_readonly: true,
    })
    expect(describeInsert.result).toMatchObject({ params: [{ name: null }], cols: [], is_readonly: false })
    expect([auto1.is_autocommit, auto2.is_autocommit]).toEqual([true, false])

    const step = (sql: string, condition?: object) => ({ condition, stmt: stmt(sql) })
    const second = await post({
      baton: first.body.baton,
      requests: [
        {
          type: 'execute',
          stmt: { sql_id: 1, named_args: [{ name: 'slug', value: { type: 'text', value: 'acme' } }], want_rows: true },
        },
        {
          type: 'batch',
          batch: {
            steps: [
              step('SELECT 1'), // 0 ok
              step('SELEC 1'), // 1 error
              step('SELECT 2', {
                type: 'and',
                conds: [
                  { type: 'ok', step: 0 },
                  { type: 'error', step: 1 },
                ],
              }), // 2 runs
              step('SELECT 3', { type: 'not', cond: { type: 'ok', step: 2 } }), // 3 skipped
              step('SELECT 4', { type: 'or', conds: [{ type: 'ok', step: 3 }, { type: 'is_autocommit' }] }), // 4 skipped (in a transaction)
            ],
          },
        },
        { type: 'close_sql', sql_id: 1 },
        { type: 'execute', stmt: { sql_id: 1, want_rows: true } },
        { type: 'close' },
      ],
    })
    const [counted, batch, closedSql, missing, closed] = second.body.results
    expect(counted.response.result.rows).toEqual([[{ type: 'integer', value: '1' }]])
    expect(batch.response.result.step_results.map((r: object | null) => r !== null)).toEqual([
      true,
      false,
      true,
      false,
      false,
    ])
    expect(batch.response.result.step_errors.map((e: object | null) => e !== null)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ])
    expect([closedSql.type, missing.type, closed.type]).toEqual(['ok', 'error', 'ok'])
    expect(second.body.baton).toBeNull()

    // Nothing the stream did (describe included) keeps a statement open that would block a COMMIT.
    await client.batch(["INSERT INTO brands (slug, name) VALUES ('after-protocol', 'x')"], 'write')

    // A baton is single-use, and a closed stream's batons are gone.
    const replay = await post({ baton: first.body.baton, requests: [{ type: 'close' }] })
    expect(replay.status).toBe(400)
    expect(replay.body.code).toBe('STREAM_EXPIRED')
  })

  it('executes with positional and named arguments', async () => {
    const positional = await client.execute({
      sql: 'SELECT ?2 AS second, ?1 AS first, ? AS third',
      args: ['a', 'b', 'c'],
    })
    expect(positional.columns).toEqual(['second', 'first', 'third'])
    expect(positional.rows[0]).toMatchObject({ second: 'b', first: 'a', third: 'c' })

    // Names may be sent with or without their prefix.
    const named = await client.execute({
      sql: 'SELECT :a AS a, @b AS b, $c AS c',
      args: { a: 1, '@b': 'two', $c: null },
    })
    expect(named.rows[0]).toMatchObject({ a: 1, b: 'two', c: null })
  })

  it('round-trips integers (incl. 64-bit), floats, text, blobs and null', async () => {
    const big = createClient({ url: server.url, intMode: 'bigint' })
    try {
      const blob = new Uint8Array([0, 1, 2, 127, 128, 255])
      const values = [
        [9007199254740993n, 1.25, 'Привіт, світ ✓', blob, null],
        [9223372036854775807n, -0.5, '', new Uint8Array(), null],
        [-9223372036854775808n, 3, 'x', new Uint8Array([42]), null],
      ] as const
      for (const [i, r, t, b, n] of values) {
        const res = await big.execute({
          sql: 'INSERT INTO scratch (i, r, t, b, n) VALUES (?, ?, ?, ?, ?)',
          args: [i, r, t, b, n],
        })
        expect(res.rowsAffected).toBe(1)
        expect(typeof res.lastInsertRowid).toBe('bigint')
      }
      const rs = await big.execute(
        'SELECT i, r, t, b, n, typeof(i) AS ti, typeof(r) AS tr, typeof(b) AS tb, typeof(n) AS tn FROM scratch ORDER BY id',
      )
      expect(rs.rowsAffected).toBe(0)
      expect(rs.columnTypes.slice(0, 4)).toEqual(['INTEGER', 'REAL', 'TEXT', 'BLOB'])
      rs.rows.forEach((row, k) => {
        const [i, r, t, b] = values[k]!
        expect(row.i).toBe(i)
        expect(row.r).toBe(r)
        expect(row.t).toBe(t)
        expect(new Uint8Array(row.b as ArrayBuffer)).toEqual(b)
        expect(row.n).toBeNull()
        expect([row.ti, row.tr, row.tb, row.tn]).toEqual(['integer', 'real', 'blob', 'null'])
      })
      // A JS number travels as a float (as with Turso); INTEGER affinity still stores 7.0 as the integer 7.
      await big.execute({ sql: 'UPDATE scratch SET i = ? WHERE t = ?', args: [7, 'x'] })
      const seven = await big.execute({
        sql: "SELECT i, typeof(i) AS ti, typeof(?) AS wire FROM scratch WHERE t = 'x'",
        args: [7],
      })
      expect(seven.rows[0]).toMatchObject({ i: 7n, ti: 'integer', wire: 'real' })
      const updated = await big.execute({ sql: 'UPDATE scratch SET t = t || ? RETURNING id', args: ['!'] })
      expect(updated.rowsAffected).toBe(3)
      expect(updated.rows).toHaveLength(3)
    } finally {
      big.close()
    }
  })

  it('runs FTS5 queries (products_search)', async () => {
    await client.execute({
      sql: 'INSERT INTO products_search (rowid, name, short, brand, codes, translit) VALUES (?, ?, ?, ?, ?, ?)',
      args: [1, 'Крем для рук', 'Зволожує', 'Acme', 'A-1', 'krem dlia ruk'],
    })
    const hit = await client.execute({
      sql: 'SELECT rowid FROM products_search WHERE products_search MATCH ?',
      args: ['кре*'],
    })
    expect(hit.rows.map((r) => r.rowid)).toEqual([1])
    const latin = await client.execute({
      sql: 'SELECT rowid FROM products_search WHERE products_search MATCH ?',
      args: ['krem'],
    })
    expect(latin.rows).toHaveLength(1)
  })

  it('runs EXPLAIN without leaving a connection on a stale snapshot', async () => {
    const plan = await client.execute({
      sql: 'EXPLAIN QUERY PLAN SELECT id FROM products WHERE slug = ?',
      args: ['cream'],
    })
    expect(JSON.stringify(plan.rows)).toContain('products_slug_uq')
    expect((await client.execute('EXPLAIN SELECT 1')).rows.length).toBeGreaterThan(0)
    // A write from outside the server must be visible to the server's next read.
    const before = await count(client, 'brands')
    const direct = createFileClient({ url: `file:${file}` })
    try {
      await direct.execute("INSERT INTO brands (slug, name) VALUES ('after-explain', 'x')")
    } finally {
      direct.close()
    }
    expect(await count(client, 'brands')).toBe(before + 1)
  })

  it('runs a write batch as one transaction and rolls all of it back when a step fails', async () => {
    const before = await count(client, 'brands')
    const results = await client.batch(
      [
        { sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)', args: ['b1', 'B1'] },
        { sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)', args: ['b2', 'B2'] },
        'SELECT count(*) AS n FROM brands',
      ],
      'write',
    )
    expect(results[2]!.rows[0]!.n).toBe(before + 2)

    await expect(
      client.batch(
        [
          { sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)', args: ['b3', 'B3'] },
          { sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)', args: ['b1', 'duplicate'] },
        ],
        'write',
      ),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT' })
    expect(await count(client, 'brands')).toBe(before + 2)
  })

  it('commits an interactive transaction; until then its writes are invisible to other clients', async () => {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)', args: ['tx-commit', 'T'] })
    expect((await tx.execute("SELECT count(*) AS n FROM brands WHERE slug = 'tx-commit'")).rows[0]!.n).toBe(1)
    expect((await other.execute("SELECT count(*) AS n FROM brands WHERE slug = 'tx-commit'")).rows[0]!.n).toBe(0)

    // Another writer waits for the lock instead of failing, and goes through after the commit.
    let otherDone = false
    const otherWrite = other
      .execute({ sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)', args: ['after-commit', 'A'] })
      .then(() => (otherDone = true))
    await sleep(150)
    expect(otherDone).toBe(false)

    await tx.commit()
    await otherWrite
    const rows = await other.execute("SELECT slug FROM brands WHERE slug IN ('tx-commit', 'after-commit') ORDER BY id")
    expect(rows.rows.map((r) => r.slug)).toEqual(['tx-commit', 'after-commit'])
  })

  it('rolls back an interactive transaction (client and drizzle)', async () => {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)', args: ['tx-rollback', 'R'] })
    await tx.rollback()
    expect((await client.execute("SELECT count(*) AS n FROM brands WHERE slug = 'tx-rollback'")).rows[0]!.n).toBe(0)

    await expect(
      db.transaction(async (t) => {
        await t.insert(brands).values({ slug: 'drizzle-rollback', name: 'D' })
        expect(await t.select().from(brands).where(eq(brands.slug, 'drizzle-rollback'))).toHaveLength(1)
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await db.select().from(brands).where(eq(brands.slug, 'drizzle-rollback'))).toHaveLength(0)

    const id = await db.transaction(async (t) => {
      const [row] = await t.insert(brands).values({ slug: 'drizzle-commit', name: 'D' }).returning({ id: brands.id })
      return row!.id
    })
    expect(await db.query.brands.findFirst({ where: eq(brands.id, id) })).toMatchObject({ slug: 'drizzle-commit' })
  })

  it('surfaces constraint errors as LibsqlError (and keeps the transaction usable)', async () => {
    const dup = client.execute({ sql: 'INSERT INTO brands (slug, name) VALUES (?, ?)', args: ['acme', 'again'] })
    await expect(dup).rejects.toBeInstanceOf(LibsqlError)
    await expect(dup).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT',
      message: expect.stringMatching(/UNIQUE constraint failed: brands.slug/),
    })

    // Foreign keys are enforced, as on Turso.
    await expect(
      db.insert(products).values({ slug: 'orphan', brandId: 999, categoryId: 1, nameUa: 'x', nameEn: 'x' }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: 'SQLITE_CONSTRAINT', message: expect.stringMatching(/FOREIGN KEY/) }),
    })

    const tx = await client.transaction('write')
    try {
      await expect(tx.execute("INSERT INTO brands (slug, name) VALUES ('acme', 'x')")).rejects.toMatchObject({
        code: 'SQLITE_CONSTRAINT',
      })
      await tx.execute("INSERT INTO brands (slug, name) VALUES ('after-error', 'x')")
      await tx.commit()
    } finally {
      tx.close()
    }
    expect((await client.execute("SELECT count(*) AS n FROM brands WHERE slug = 'after-error'")).rows[0]!.n).toBe(1)

    await expect(client.execute('SELEC 1')).rejects.toMatchObject({ code: 'SQLITE_ERROR' })
  })

  it('never lets stock go negative under 20 concurrent transactions', async () => {
    const [variant] = await db
      .insert(variants)
      .values({ productId: 1, code: 'V-STOCK', valueUa: '50 мл', valueEn: '50 ml', priceUah: 100, stock: 10 })
      .returning()
    const take = 3
    const decrement = () =>
      db
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${take}` })
        .where(and(eq(variants.id, variant!.id), gte(variants.stock, take)))
    const attempts = [
      // drizzle: read, then the conditional update, in one interactive transaction
      () =>
        db.transaction(async (tx) => {
          await tx.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variant!.id))
          const res = await tx
            .update(variants)
            .set({ stock: sql`${variants.stock} - ${take}` })
            .where(and(eq(variants.id, variant!.id), gte(variants.stock, take)))
          return res.rowsAffected
        }),
      // raw client: the exact statement from the design, in an interactive transaction
      async () => {
        const tx = await other.transaction('write')
        try {
          const res = await tx.execute({
            sql: 'UPDATE variants SET stock = stock - ? WHERE id = ? AND stock >= ?',
            args: [take, variant!.id, take],
          })
          await tx.commit()
          return res.rowsAffected
        } finally {
          tx.close()
        }
      },
      // drizzle batch (a deferred transaction on the server)
      async () => (await db.batch([decrement()]))[0].rowsAffected,
    ]
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, k) => attempts[k % attempts.length]!()))
    expect(outcomes.filter((n) => n === 1)).toHaveLength(3)
    expect(outcomes.filter((n) => n === 0)).toHaveLength(17)
    const [after] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variant!.id))
    expect(after!.stock).toBe(1)
  })

  it('fails a stale deferred transaction with SQLITE_BUSY (not a hang) and lets it roll back', async () => {
    const tx = await client.transaction('deferred')
    try {
      await tx.execute('SELECT count(*) FROM brands') // takes a read snapshot
      await other.execute("INSERT INTO brands (slug, name) VALUES ('moved-on', 'x')") // commits past it
      await expect(tx.execute("INSERT INTO brands (slug, name) VALUES ('stale', 'x')")).rejects.toMatchObject({
        code: 'SQLITE_BUSY',
      })
      await tx.rollback()
    } finally {
      tx.close()
    }
    // Nothing is left locked or wedged.
    await client.execute("INSERT INTO brands (slug, name) VALUES ('after-stale', 'x')")
    const slugs = await other.execute(
      "SELECT slug FROM brands WHERE slug IN ('moved-on', 'stale', 'after-stale') ORDER BY id",
    )
    expect(slugs.rows.map((r) => r.slug)).toEqual(['moved-on', 'after-stale'])
  })

  it('runs executeMultiple scripts and migrate() batches', async () => {
    await client.executeMultiple(`
      CREATE TABLE script_t (id INTEGER PRIMARY KEY, v TEXT);
      INSERT INTO script_t (v) VALUES ('a');
      INSERT INTO script_t (v) VALUES ('b');
    `)
    expect(await count(client, 'script_t')).toBe(2)
    await client.migrate([
      'CREATE TABLE migrated (id INTEGER PRIMARY KEY, script_id INTEGER REFERENCES script_t(id))',
      { sql: 'INSERT INTO migrated (script_id) VALUES (?)', args: [1] },
    ])
    expect(await count(client, 'migrated')).toBe(1)
  })

  it('closes an abandoned transaction after the idle timeout and releases the write lock', async () => {
    const tx = await client.transaction('write')
    await tx.execute("INSERT INTO brands (slug, name) VALUES ('abandoned', 'x')")
    await sleep(700) // > streamIdleMs (400)
    await other.execute("INSERT INTO brands (slug, name) VALUES ('after-abandon', 'x')")
    const slugs = (await other.execute("SELECT slug FROM brands WHERE slug IN ('abandoned', 'after-abandon')")).rows
    expect(slugs.map((r) => r.slug)).toEqual(['after-abandon'])
    await expect(tx.execute('SELECT 1')).rejects.toBeInstanceOf(LibsqlError)
    tx.close()
  })

  it('requires the bearer token when one is configured', async () => {
    const secured = await startLocalDbServer({ file, authToken: 's3cret' })
    const clients = [undefined, 'wrong'].map((authToken) => createClient({ url: secured.url, authToken }))
    const good = createClient({ url: secured.url, authToken: 's3cret' })
    try {
      for (const c of clients) await expect(c.execute('SELECT 1')).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
      expect((await fetch(`${secured.url}/v2/pipeline`, { method: 'POST', body: '{"requests":[]}' })).status).toBe(401)
      expect((await fetch(`${secured.url}/health`)).status).toBe(200)
      expect((await good.execute('SELECT 1 AS one')).rows[0]!.one).toBe(1)
    } finally {
      for (const c of [...clients, good]) c.close()
      await secured.close()
    }
  })
})

describe('local libSQL server with stats (the traffic simulation)', () => {
  it('counts statements, rows returned and written, and bounds rows read by full-scan and VM steps', async () => {
    const counted = await startLocalDbServer({ file, port: 0, stats: true })
    const c = createClient({ url: counted.url })
    try {
      const stats = async () => (await (await fetch(`${counted.url}/stats`)).json()) as DbStats
      const before = await stats()
      await c.execute('CREATE TABLE IF NOT EXISTS counted (id INTEGER PRIMARY KEY, v TEXT)')
      await c.execute("INSERT INTO counted (v) VALUES ('a'), ('b'), ('c'), ('d')")
      // No index on v: the scan steps over every row and returns one.
      const found = await c.execute({ sql: 'SELECT id FROM counted WHERE v = ?', args: ['c'] })
      const after = await stats()
      expect(found.rows).toHaveLength(1)
      expect(after.statements - before.statements).toBe(3)
      expect(after.rowsWritten - before.rowsWritten).toBe(4)
      expect(after.rowsReturned - before.rowsReturned).toBe(1)
      expect(after.fullScanSteps - before.fullScanSteps).toBeGreaterThanOrEqual(3)
      expect(after.vmSteps - before.vmSteps).toBeGreaterThanOrEqual(after.fullScanSteps - before.fullScanSteps)
    } finally {
      c.close()
      await counted.close()
    }
  })

  it('answers /stats only when asked to count', async () => {
    expect((await fetch(`${server.url}/stats`)).status).toBe(404)
  })
})
