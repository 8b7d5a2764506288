import type { FeedChannel, FeedProduct } from '../../app/domain/feeds/types'
import type { Db } from '../client'
import { feedProductsOf } from './feeds'
import { productShownSql } from './shown'

/**
 * The products of a channel's feed whose name another product has too: the only ones whose items'
 * names can be another product's (app/domain/feeds/duplicate-names.ts). Names are stored trimmed
 * (the back office and the import trim them), so they are grouped as stored, from the name index
 * alone (about 15 ms on 100,000 products); the candidates' ids come first, their rows after by id,
 * so a catalogue with many twins is read once, not scanned again per page.
 */
const TWIN_IDS = `
SELECT p.id FROM products p
WHERE p.name_ua IN (SELECT name_ua FROM products GROUP BY name_ua HAVING count(*) > 1)
  AND ${productShownSql('p')}
  AND NOT EXISTS (SELECT 1 FROM feed_exclusions e WHERE e.product_id = p.id AND e.channel = ?)
  AND NOT EXISTS (SELECT 1 FROM feed_exclusions e WHERE e.brand_id = p.brand_id AND e.channel = ?)
ORDER BY p.id`

/** The columns of the feeds' products page, without descriptions or pictures: an item's name needs neither. */
const TWINS_BY_ID = `
SELECT p.id, p.slug, p.name_ua, p.name_en, '' AS short_ua, '' AS short_en, '' AS description_ua,
  '' AS description_en, p.serie, b.name AS brand_name, p.category_id,
  (SELECT json_group_array(json_object(
      'id', v.id, 'code', v.code, 'barcode', v.barcode, 'valueUa', v.value_ua, 'valueEn', v.value_en,
      'priceUah', v.price_uah, 'discountPriceUah', v.discount_price_uah,
      'wholesalePriceUah', v.wholesale_price_uah, 'discountWholesalePriceUah', v.discount_wholesale_price_uah,
      'stock', v.stock, 'stockOpt', v.stock_opt, 'images', json('[]')))
    FROM (SELECT * FROM variants WHERE product_id = p.id ORDER BY sort_order, id) v) AS variants
FROM products p JOIN brands b ON b.id = p.brand_id
WHERE p.id IN (SELECT value FROM json_each(?))
ORDER BY p.id`

export async function feedNameTwinIds(db: Db, channel: FeedChannel): Promise<number[]> {
  const { rows } = await db.$client.execute({ sql: TWIN_IDS, args: [channel, channel] })
  return rows.map((r) => Number(r.id))
}

/** Those products by id, their variants without pictures. */
export async function feedNameTwins(db: Db, ids: readonly number[]): Promise<FeedProduct[]> {
  const { rows } = await db.$client.execute({ sql: TWINS_BY_ID, args: [JSON.stringify(ids)] })
  return feedProductsOf(rows)
}
