/**
 * The sitemap lists the catalogue in parts of a fixed id range, so a catalogue of any size is listed
 * whole and a product stays in one file. Here with parts of 40 ids over 200 products, some hidden.
 */
import { describe, expect, it } from 'vitest'
import { productShownSql } from '../../db/queries/shown'
import { productEntries, productParts } from '../../worker/seo/sitemap-source'
import { seededFile } from './seeded-file'

const store = seededFile('sitemap-parts', 200)
const IDS = 40

const shownSlugs = async () =>
  (
    await store.client.execute(`SELECT p.id, p.slug FROM products p WHERE ${productShownSql('p')} ORDER BY p.id`)
  ).rows.map((r) => ({ id: Number(r.id), slug: String(r.slug) }))

async function entriesOf(part: number, pageSize?: number) {
  const paths: string[] = []
  for await (const page of productEntries(store.db, part, IDS, pageSize)) paths.push(...page.map((e) => e.path))
  return paths
}

describe('the sitemap in parts of the catalogue', () => {
  it('lists every shown product once, each in the part of its id, whatever the read page size', async () => {
    // A gap (a whole part with nothing shown) and a product hidden inside another part.
    await store.client.execute('UPDATE products SET is_active = 0 WHERE id BETWEEN 41 AND 80 OR id = 7')
    const shown = await shownSlugs()
    const parts = await productParts(store.db, IDS)
    expect(parts.map((p) => p.part)).toEqual([...new Set(shown.map((p) => Math.ceil(p.id / IDS)))])
    expect(parts.map((p) => p.part)).not.toContain(2)

    const listed: string[] = []
    for (const { part } of parts) {
      const paths = await entriesOf(part, 7)
      expect(paths).toEqual(await entriesOf(part))
      const expected = shown.filter((p) => Math.ceil(p.id / IDS) === part).map((p) => `/product/${p.slug}`)
      expect(paths).toEqual(expected)
      listed.push(...paths)
    }
    expect(listed).toEqual(shown.map((p) => `/product/${p.slug}`))
    expect(await entriesOf(2)).toEqual([])
  })

  it("dates each part by its products' latest change", async () => {
    // Later than any seeded change, so it is the part's latest.
    const at = Date.UTC(2030, 10, 30, 7, 5, 9)
    await store.client.execute({ sql: 'UPDATE products SET updated_at = ? WHERE id = 90', args: [at] })
    const part3 = (await productParts(store.db, IDS)).find((p) => p.part === 3)!
    expect(part3.lastmod).toBe('2030-11-30T07:05:09+00:00')
  })
})
