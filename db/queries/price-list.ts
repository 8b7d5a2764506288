import type { InStatement } from '@libsql/client'
import { eq, inArray } from 'drizzle-orm'
import type { PriceListValues } from '../../app/contract/price-list'
import type { Locale } from '../../app/domain/locale'
import type { Db } from '../client'
import { products, variants } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { localisedName } from './localised-name'
import { statementOf } from './statement-of'
import { endStockContextStatement, stockContextStatement } from './stock-movements'

const CHUNK = 500

export type VariantState = {
  id: number
  productId: number
  productSlug: string
  code: string
  productName: string
} & PriceListValues

/** The current price-list values of the variants with these codes, by code; the product's name in `locale`. */
export async function variantStatesByCode(
  db: Db,
  codes: readonly string[],
  locale: Locale = 'ua',
): Promise<Map<string, VariantState>> {
  const found = new Map<string, VariantState>()
  for (let i = 0; i < codes.length; i += CHUNK) {
    const rows = await db
      .select({
        id: variants.id,
        productId: variants.productId,
        productSlug: products.slug,
        code: variants.code,
        productName: localisedName(products.nameUa, products.nameEn, locale),
        price: variants.priceUah,
        whoosale_price: variants.wholesalePriceUah,
        discount_price: variants.discountPriceUah,
        discount_whoosale_price: variants.discountWholesalePriceUah,
        stock: variants.stock,
        stock_opt: variants.stockOpt,
        barcode: variants.barcode,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(inArray(variants.code, codes.slice(i, i + CHUNK)))
    for (const r of rows) found.set(r.code, r)
  }
  return found
}

/** Every variant's current prices with its product's name in the staff member's language, by code. */
export function priceListRows(db: Db, locale: Locale) {
  return db
    .select({
      code: variants.code,
      name: localisedName(products.nameUa, products.nameEn, locale),
      value: locale === 'en' ? variants.valueEn : variants.valueUa,
      price: variants.priceUah,
      wholesale: variants.wholesalePriceUah,
      sale: variants.discountPriceUah,
      wholesaleSale: variants.discountWholesalePriceUah,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .orderBy(variants.code)
}

export interface VariantChange {
  variantId: number
  after: Partial<PriceListValues>
}

/** One variant's new price-list values as a statement. */
export function variantUpdateStatement(db: Db, { variantId, after }: VariantChange): InStatement {
  return statementOf(
    db
      .update(variants)
      .set({
        ...(after.price !== undefined && { priceUah: after.price }),
        ...(after.whoosale_price !== undefined && { wholesalePriceUah: after.whoosale_price }),
        ...(after.discount_price !== undefined && { discountPriceUah: after.discount_price }),
        ...(after.discount_whoosale_price !== undefined && {
          discountWholesalePriceUah: after.discount_whoosale_price,
        }),
        ...(after.stock !== undefined && { stock: after.stock }),
        ...(after.stock_opt !== undefined && { stockOpt: after.stock_opt }),
        ...(after.barcode !== undefined && { barcode: after.barcode }),
      })
      .where(eq(variants.id, variantId)),
  )
}

/**
 * Applies price-list changes in one write transaction: the variant updates (sent in chunks), then
 * the price bounds of their products read from the variants as they now are (so a concurrent edit of
 * a sibling variant cannot leave a stale bound), then the audit row.
 */
export async function applyVariantChanges(
  db: Db,
  changes: readonly VariantChange[],
  audit: ActorAudit,
  reason: 'import' | 'erp_sync',
  /** More writes of the same cause (the feed's held lines), inside the same transaction. */
  also: readonly InStatement[] = [],
): Promise<void> {
  const updates = changes.map((change) => variantUpdateStatement(db, change))
  const tx = await db.$client.transaction('write')
  try {
    await tx.execute(stockContextStatement({ reason, actorId: audit.actorId }))
    for (let i = 0; i < updates.length; i += CHUNK) await tx.batch(updates.slice(i, i + CHUNK))
    await tx.execute(endStockContextStatement)
    for (let i = 0; i < also.length; i += CHUNK) await tx.batch(also.slice(i, i + CHUNK))
    await tx.execute(statementOf(auditRowInsert(db, audit)))
    await tx.commit()
  } finally {
    tx.close()
  }
}
