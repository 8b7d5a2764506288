/**
 * The FTS5 index `products_search` (migration 0001_search.sql), rowid = products.id:
 *   name     Ukrainian + English names
 *   short    Ukrainian + English short descriptions
 *   brand    brand name
 *   codes    variant codes and barcodes
 *   translit Latin transliteration of the Ukrainian name, Cyrillic transliteration of the English
 *            name and of the brand, so "krem" finds «Крем» and «ріка» finds Rica.
 *
 * Works with any libSQL client (`@libsql/client` on a file in Node, `@libsql/client/web` in the Worker).
 */
import type { Client, InStatement, InValue } from '@libsql/client'
import { toCyrillic, toLatin } from '../../app/domain/transliterate'

type SqlClient = Pick<Client, 'execute' | 'batch'>

export interface SearchSource {
  id: number
  nameUa: string
  nameEn: string
  shortUa: string
  shortEn: string
  brand: string
  codes: string
}

export function searchDocument(p: SearchSource): { name: string; short: string; brand: string; codes: string; translit: string } {
  return {
    name: `${p.nameUa} ${p.nameEn}`,
    short: `${p.shortUa} ${p.shortEn}`,
    brand: p.brand,
    codes: p.codes,
    translit: `${toLatin(p.nameUa)} ${toCyrillic(p.nameEn)} ${toCyrillic(p.brand)}`,
  }
}

const SELECT = `SELECT p.id, p.name_ua, p.name_en, p.short_ua, p.short_en, b.name AS brand,
  (SELECT group_concat(v.code || ' ' || coalesce(v.barcode, ''), ' ') FROM variants v WHERE v.product_id = p.id) AS codes
FROM products p JOIN brands b ON b.id = p.brand_id`

const toSource = (r: Record<string, unknown>): SearchSource => ({
  id: Number(r.id),
  nameUa: String(r.name_ua ?? ''),
  nameEn: String(r.name_en ?? ''),
  shortUa: String(r.short_ua ?? ''),
  shortEn: String(r.short_en ?? ''),
  brand: String(r.brand ?? ''),
  codes: String(r.codes ?? ''),
})

function insertDocs(sources: readonly SearchSource[]): InStatement[] {
  const out: InStatement[] = []
  const per = 1000
  for (let i = 0; i < sources.length; i += per) {
    const slice = sources.slice(i, i + per)
    const args: InValue[] = []
    for (const s of slice) {
      const d = searchDocument(s)
      args.push(s.id, d.name, d.short, d.brand, d.codes, d.translit)
    }
    out.push({
      sql: `INSERT INTO products_search (rowid, name, short, brand, codes, translit) VALUES ${Array(slice.length).fill('(?,?,?,?,?,?)').join(',')}`,
      args,
    })
  }
  return out
}

/** Empties and refills the whole index, `batchSize` products per write transaction. Returns the count. */
export async function rebuildSearchIndex(client: SqlClient, opts: { batchSize?: number } = {}): Promise<number> {
  const batchSize = opts.batchSize ?? 5000
  await client.execute('DELETE FROM products_search')
  let lastId = 0
  let total = 0
  for (;;) {
    const rs = await client.execute({ sql: `${SELECT} WHERE p.id > ? ORDER BY p.id LIMIT ?`, args: [lastId, batchSize] })
    if (rs.rows.length === 0) break
    const sources = rs.rows.map((r) => toSource(r as unknown as Record<string, unknown>))
    await client.batch(insertDocs(sources), 'write')
    total += sources.length
    lastId = sources[sources.length - 1]!.id
    if (rs.rows.length < batchSize) break
  }
  return total
}

/** Re-indexes some products after an edit (deleted products just drop out). */
export async function reindexProducts(client: SqlClient, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  const marks = ids.map(() => '?').join(',')
  const rs = await client.execute({ sql: `${SELECT} WHERE p.id IN (${marks})`, args: [...ids] })
  const sources = rs.rows.map((r) => toSource(r as unknown as Record<string, unknown>))
  await client.batch([{ sql: `DELETE FROM products_search WHERE rowid IN (${marks})`, args: [...ids] }, ...insertDocs(sources)], 'write')
}
