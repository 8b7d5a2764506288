/**
 * The product page's one batch (db/queries/product-page.ts) on a seeded file of its own: an inactive
 * product is not found, its reviews and media are not read for another product.
 */
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { productPageRows } from '../../db/queries/product-page'
import * as schema from '../../db/schema'
import { seededFile } from './seeded-file'

const store = seededFile('product-page', 20)

describe('productPageRows', () => {
  it('sends each call on its own database client, not on the one its statements were first built with', async () => {
    const [{ slug }] = (await store.client.execute('SELECT slug FROM products WHERE is_active = 1 ORDER BY id LIMIT 1'))
      .rows as unknown as [{ slug: string }]
    const first = createClient({ url: `file:${store.file}` })
    expect((await productPageRows(drizzle(first, { schema }) as unknown as Db, slug, 10))?.row.product.slug).toBe(slug)
    first.close()
    expect((await productPageRows(store.db, slug, 10))?.row.product.slug).toBe(slug)
  })

  it('finds an active product with its own variants, and nothing once it is inactive', async () => {
    const { rows } = await store.client.execute(
      'SELECT id, slug FROM products WHERE is_active = 1 AND id IN (SELECT product_id FROM comments) ORDER BY id LIMIT 1',
    )
    const { id, slug } = { id: Number(rows[0]!.id), slug: String(rows[0]!.slug) }
    const found = (await productPageRows(store.db, slug, 10))!
    expect(found.row.product.id).toBe(id)
    expect(found.media.variants.length).toBeGreaterThan(0)
    expect(found.media.variants.every((v) => v.productId === id)).toBe(true)
    expect(found.reviews.COMMENT.rows.length + found.reviews.QUESTION.rows.length).toBeGreaterThan(0)
    expect([...found.reviews.COMMENT.rows, ...found.reviews.QUESTION.rows].every((c) => c.productId === id)).toBe(true)

    await store.client.execute({ sql: 'UPDATE products SET is_active = 0 WHERE id = ?', args: [id] })
    expect(await productPageRows(store.db, slug, 10)).toBeNull()
  })
})
