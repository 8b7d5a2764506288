import type { InArgs, InStatement, ResultSet } from '@libsql/client'
import { eq, inArray } from 'drizzle-orm'
import { productPriceBounds, type VariantPrices } from '../../app/domain/price'
import type { Db } from '../client'
import { products, variants } from '../schema'

type Tx = Pick<Db, 'select' | 'update'>

/** Recomputes `min_price_uah` / `min_wholesale_price_uah` (app/domain productPriceBounds) of products whose variants changed. */
export async function refreshPriceBounds(tx: Tx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return
  const rows = await tx
    .select({
      productId: variants.productId,
      priceUah: variants.priceUah,
      discountPriceUah: variants.discountPriceUah,
      wholesalePriceUah: variants.wholesalePriceUah,
      discountWholesalePriceUah: variants.discountWholesalePriceUah,
    })
    .from(variants)
    .where(inArray(variants.productId, [...productIds]))
  for (const id of new Set(productIds)) {
    const bounds = productPriceBounds(rows.filter((r) => r.productId === id))
    await tx
      .update(products)
      .set(bounds)
      .where(inArray(products.id, [id]))
  }
}

/** A drizzle query as a libSQL statement, to run inside a client transaction. */
export function statementOf(query: { toSQL(): { sql: string; params: unknown[] } }): InStatement {
  const { sql, params } = query.toSQL()
  return { sql, args: params as InArgs }
}

const CHUNK = 500

/**
 * The price-bound updates of every product that owns one of these variants, from the variants as
 * they are now: meant to run inside the write transaction that changed them (`execute` is the
 * transaction's), so a concurrent write cannot slip between the read and the bounds.
 */
export async function priceBoundStatements(
  db: Db,
  variantIds: readonly number[],
  execute: (statement: InStatement) => Promise<ResultSet>,
): Promise<InStatement[]> {
  const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')
  const productIds = new Set<number>()
  for (let i = 0; i < variantIds.length; i += CHUNK) {
    const ids = variantIds.slice(i, i + CHUNK)
    const owners = await execute({
      sql: `SELECT DISTINCT product_id FROM variants WHERE id IN (${placeholders(ids.length)})`,
      args: [...ids],
    })
    for (const r of owners.rows) productIds.add(Number(r.product_id))
  }
  const byProduct = new Map<number, VariantPrices[]>()
  const owned = [...productIds]
  for (let i = 0; i < owned.length; i += CHUNK) {
    const ids = owned.slice(i, i + CHUNK)
    const prices = await execute({
      sql: `SELECT product_id, price_uah, discount_price_uah, wholesale_price_uah, discount_wholesale_price_uah FROM variants WHERE product_id IN (${placeholders(ids.length)})`,
      args: ids,
    })
    for (const r of prices.rows) {
      const list = byProduct.get(Number(r.product_id)) ?? []
      list.push({
        priceUah: Number(r.price_uah),
        discountPriceUah: Number(r.discount_price_uah),
        wholesalePriceUah: Number(r.wholesale_price_uah),
        discountWholesalePriceUah: Number(r.discount_wholesale_price_uah),
      })
      byProduct.set(Number(r.product_id), list)
    }
  }
  return [...byProduct].map(([id, list]) =>
    statementOf(db.update(products).set(productPriceBounds(list)).where(eq(products.id, id))),
  )
}
