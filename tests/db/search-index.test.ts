/**
 * The search index's bookkeeping on a seeded file (db/queries/search-index.ts): rows keyed by length
 * then id, the product → row map, the stored vocabulary, and migration 0006's SQL form of the key.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from '../../db/local/migrate'
import {
  fillNameWords,
  PRODUCT_ID_OF_SEARCH_ROWID,
  reindexProducts,
  searchDocument,
  searchRowid,
} from '../../db/queries/search-index'
import { nameWords } from '../../app/domain/search-ranking'
import { seed } from '../../db/seed/index'

const dir = mkdtempSync(join(tmpdir(), 'search-index-test-'))
const file = join(dir, 'store.db')
let db: Client

const rows = async (sql: string, args: (string | number)[] = []) => (await db.execute({ sql, args })).rows
const count = async (sql: string, args: (string | number)[] = []) => Number((await rows(sql, args))[0]![0])
/** product id → its search rowid, from products_search_keys. */
const keys = async () =>
  new Map(
    (await rows('SELECT product_id, search_rowid FROM products_search_keys')).map((r) => [Number(r[0]), Number(r[1])]),
  )
const terms = async () =>
  new Map((await rows('SELECT term, docs FROM products_search_terms')).map((r) => [String(r[0]), Number(r[1])]))
const vocabulary = async () =>
  new Map((await rows('SELECT term, doc FROM products_search_vocab')).map((r) => [String(r[0]), Number(r[1])]))

beforeAll(async () => {
  await seed({ file, products: 40, images: false })
  db = createClient({ url: `file:${file}` })
}, 120_000)

afterAll(() => {
  db?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('searchRowid', () => {
  const doc = (name: string, short = 'a b') =>
    searchDocument({ id: 0, nameUa: name, nameEn: '', shortUa: short, shortEn: '', brand: 'Brand', codes: 'C-1' })

  it('keeps the id in the low 32 bits and the length above them', () => {
    const rowid = searchRowid(42, doc('Крем'))
    expect(rowid % 2 ** 32).toBe(42)
    expect(Math.floor(rowid / 2 ** 32)).toBeGreaterThan(0)
  })

  it('counts a word more in the name twice (name and its transliteration) and in the description once', () => {
    const length = (d: ReturnType<typeof doc>) => Math.floor(searchRowid(1, d) / 2 ** 32)
    expect(length(doc('Крем для рук')) - length(doc('Крем'))).toBe(4)
    expect(length(doc('Крем', 'a b c d')) - length(doc('Крем'))).toBe(2)
  })

  it('orders a shorter product before a longer one whatever their ids', () => {
    expect(searchRowid(9_999, doc('Крем'))).toBeLessThan(searchRowid(1, doc('Крем для рук')))
  })
})

describe('the seeded index', () => {
  it('has one row per product, keyed by searchRowid, and a vocabulary equal to the index', async () => {
    const byProduct = await keys()
    expect(byProduct.size).toBe(await count('SELECT count(*) FROM products'))
    const indexed = (await rows(`SELECT rowid, ${PRODUCT_ID_OF_SEARCH_ROWID} AS id FROM products_search`)).map(
      (r) => [Number(r.id), Number(r.rowid)] as const,
    )
    expect(new Map(indexed)).toEqual(byProduct)
    expect(await terms()).toEqual(await vocabulary())
  })

  it('answers a broad match shortest product first', async () => {
    const [common] = await rows('SELECT term FROM products_search_vocab ORDER BY doc DESC LIMIT 1')
    const found = await rows(`SELECT rowid FROM products_search WHERE products_search MATCH ? ORDER BY rowid`, [
      `"${String(common![0])}"`,
    ])
    const lengths = found.map((r) => Math.floor(Number(r.rowid) / 2 ** 32))
    expect(new Set(lengths).size).toBeGreaterThan(1)
    expect(lengths).toEqual([...lengths].sort((x, y) => x - y))
  })
})

describe('reindexProducts', () => {
  it('replaces an edited product’s row and key, and moves the vocabulary with it', async () => {
    const [product] = await rows('SELECT id, name_ua FROM products ORDER BY id LIMIT 1')
    const id = Number(product!.id)
    const before = await keys()
    await db.execute({
      sql: 'UPDATE products SET name_ua = ? WHERE id = ?',
      args: ['Зефірантус надзвичайно довгої назви', id],
    })
    await reindexProducts(db, [id])

    const after = await keys()
    expect(after.size).toBe(before.size)
    expect(after.get(id)).not.toBe(before.get(id))
    expect(await count('SELECT count(*) FROM products_search')).toBe(before.size)
    expect(await count(`SELECT count(*) FROM products_search WHERE ${PRODUCT_ID_OF_SEARCH_ROWID} = ?`, [id])).toBe(1)
    const vocabularyNow = await terms()
    expect(vocabularyNow.get('зефірантус')).toBe(1)
    expect(vocabularyNow).toEqual(await vocabulary())
  })

  it('drops a deleted product from the index and the map', async () => {
    const [product] = await rows('SELECT id FROM products ORDER BY id DESC LIMIT 1')
    const id = Number(product!.id)
    await db.batch(
      [
        {
          sql: 'DELETE FROM variant_images WHERE variant_id IN (SELECT id FROM variants WHERE product_id = ?)',
          args: [id],
        },
        { sql: 'DELETE FROM variants WHERE product_id = ?', args: [id] },
        { sql: 'DELETE FROM comments WHERE product_id = ?', args: [id] },
        { sql: 'DELETE FROM products WHERE id = ?', args: [id] },
      ],
      'write',
    )
    await reindexProducts(db, [id])
    expect((await keys()).has(id)).toBe(false)
    expect(await count(`SELECT count(*) FROM products_search WHERE ${PRODUCT_ID_OF_SEARCH_ROWID} = ?`, [id])).toBe(0)
  })
})

describe('the words of the names (migration 0029_search_name_words)', () => {
  const words = async () =>
    (await rows('SELECT product_id, whole_words, word_parts FROM products_search_keys ORDER BY product_id')).map(
      (r) => [Number(r[0]), r[1], r[2]],
    )

  it('are kept for every product as nameWords gives them', async () => {
    const names = await rows('SELECT id, name_ua, name_en FROM products ORDER BY id')
    const expected = names.map((r) => {
      const { whole, parts } = nameWords([`${String(r[1])} ${String(r[2])}`])
      return [Number(r[0]), whole, parts]
    })
    expect(await words()).toEqual(expected)
  })

  it('are filled by fillNameWords for the rows indexed before them, and only those', async () => {
    const expected = await words()
    await db.execute('UPDATE products_search_keys SET whole_words = NULL, word_parts = NULL WHERE product_id % 3 = 0')
    expect(await fillNameWords(db, 4)).toBe(expected.filter(([id]) => Number(id) % 3 === 0).length)
    expect(await words()).toEqual(expected)
    expect(await fillNameWords(db)).toBe(0)
  })
})

describe('migration 0006_search_order_and_terms', () => {
  it('keys rows indexed before it (rowid = product id) exactly as searchRowid does', async () => {
    const expected = await keys()
    // Back to the index as it was before the migration: rowid = product id, no map, no stored vocabulary.
    await db.batch(
      [
        `CREATE TABLE before_0006 AS SELECT ${PRODUCT_ID_OF_SEARCH_ROWID} AS id, name, short, brand, codes, translit FROM products_search`,
        'DELETE FROM products_search',
        'INSERT INTO products_search (rowid, name, short, brand, codes, translit) SELECT id, name, short, brand, codes, translit FROM before_0006',
        'DROP TABLE before_0006',
        'DROP TABLE products_search_keys',
        'DROP TABLE products_search_terms',
      ],
      'write',
    )
    const migration = readFileSync(join(MIGRATIONS_DIR, '0006_search_order_and_terms.sql'), 'utf8')
    await db.batch(migration.split('--> statement-breakpoint'), 'write')

    expect(await keys()).toEqual(expected)
    expect(await terms()).toEqual(await vocabulary())
  })
})
