import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { rankSearchHits, nameTier, type SearchHit } from '../../app/domain/search-ranking'
import { queryTerms, termSpellings, ftsMatchExpression } from '../../app/domain/search-query'
import { SEARCH_TERMS } from './queries'
import * as search from '../../db/queries/search'
const db = drizzle(createClient({ url: 'file:.data/bench.db' })) as any
// reach the private candidates via searchMatches internals: re-run the statement
const { statementRow } = await import('../../db/queries/json-statement')
for (const q of SEARCH_TERMS) {
  const groups = queryTerms(q).map(termSpellings)
  const m = await search.searchMatches(db, q)
  // candidates in full ranking order = m.ids; compute tiers of ranked list by re-reading names
  const names = new Map<number, string>()
  if (m.ids.length) {
    const rows = (await db.$client.execute(`select id, name_ua || ' ' || name_en n, views, (EXISTS (SELECT 1 FROM variants WHERE product_id = products.id AND (stock > 0 OR stock_opt > 0))) a from products where id in (${m.ids.join(',')})`)).rows
    const hits: SearchHit[] = rows.map((r: any) => ({ id: Number(r.id), names: [String(r.n)], views: Number(r.views), available: Boolean(r.a), score: m.ids.indexOf(Number(r.id)) }))
    const tb = rankSearchHits(hits, [])
    let zeros = 0, k20 = -1
    tb.forEach((h, i) => { if (nameTier(h.names, groups) === 0 && ++zeros === 20) k20 = i + 1 })
    const tiers = [0, 1, 2].map((t) => hits.filter((h) => nameTier(h.names, groups) === t).length)
    console.log(q, 'candidates', hits.length, 'tiers', tiers, 'prefix for 20 tier-0:', k20)
  } else console.log(q, 'none', m.correction)
}
