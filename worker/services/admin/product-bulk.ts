import type { ProductBulk, ProductBulkResult } from '../../../app/contract/admin-product-bulk'
import { coded } from '../../../app/domain/admin-message'
import { AppError } from '../../../app/domain/app-error'
import { BULK_MAX_PRODUCTS, bulkRuleBreaks, bulkVariantChange } from '../../../app/domain/bulk-edit'
import type { VariantNumberField, VariantNumbers } from '../../../app/domain/catalogue-rules'
import type { Db } from '../../../db/client'
import {
  type BulkTarget,
  type BulkVariantRow,
  type BulkVariantValues,
  bulkTargetProducts,
  bulkVariantsOf,
  writeBulk,
} from '../../../db/queries/admin-product-bulk'
import type { ActorAudit } from '../../../db/queries/audit-entries'
import type { Cache } from '../cache'
import { PURGE, purgeFamilies } from './catalogue-writes'

const COLUMN_OF = {
  price: 'priceUah',
  discount_price: 'discountPriceUah',
  whoosale_price: 'wholesalePriceUah',
  discount_whoosale_price: 'discountWholesalePriceUah',
  stock: 'stock',
  stock_opt: 'stockOpt',
} as const satisfies Record<VariantNumberField, keyof BulkVariantRow>

const numbersOf = (v: BulkVariantRow): VariantNumbers => ({
  price: v.priceUah,
  discount_price: v.discountPriceUah,
  whoosale_price: v.wholesalePriceUah,
  discount_whoosale_price: v.discountWholesalePriceUah,
  stock: v.stock,
  stock_opt: v.stockOpt,
})

function targetOf(body: ProductBulk): BulkTarget {
  if (body.ids) return { ids: [...new Set(body.ids)] }
  return { brandId: body.filter?.brand_id, categoryId: body.filter?.category_id }
}

/**
 * Prices by a percentage, visibility or stock of many products at once: all or nothing. Every variant
 * is checked by the catalogue's rules as it would stand; any break refuses the whole change with the
 * variants named by code. One audit row per product, so each product's history shows the change.
 */
export function createProductBulk(db: Db, cache: Cache) {
  return async function bulkEdit(actorId: number, body: ProductBulk): Promise<ProductBulkResult> {
    const target = targetOf(body)
    const found = await bulkTargetProducts(db, target, BULK_MAX_PRODUCTS)
    if ('ids' in target && found.length !== target.ids.length) {
      const known = new Set(found.map((p) => p.id))
      const unknown = target.ids.filter((id) => !known.has(id))
      throw new AppError('invalid_data', coded('bulk_unknown_products', { count: unknown.length }), {
        ids: [coded('bulk_unknown_ids', { ids: unknown.slice(0, 20).join(', ') })],
      })
    }
    if (found.length > BULK_MAX_PRODUCTS)
      throw new AppError('invalid_data', coded('bulk_too_many', { max: BULK_MAX_PRODUCTS }), {
        filter: [coded('bulk_too_many', { max: BULK_MAX_PRODUCTS })],
      })
    if (found.length === 0) return { products: 0, variants: 0 }

    const action = body.action
    const variantChanges: { id: number; values: BulkVariantValues }[] = []
    const perProduct = new Map<number, { before: Record<string, unknown>; after: Record<string, unknown> }>()
    const breaks: Record<string, string[]> = {}
    if (action.kind !== 'visibility') {
      for (const v of await bulkVariantsOf(
        db,
        found.map((p) => p.id),
      )) {
        const current = numbersOf(v)
        const change = bulkVariantChange(current, action)
        const broken = bulkRuleBreaks(current, change)
        if (broken.length > 0) {
          breaks[v.code] = broken.map((b) => b.message)
          continue
        }
        const values: BulkVariantValues = {}
        const entry = perProduct.get(v.productId) ?? { before: {}, after: {} }
        for (const [field, value] of Object.entries(change) as [VariantNumberField, number][])
          if (value !== current[field]) {
            values[COLUMN_OF[field]] = value
            entry.before[`${v.code}.${field}`] = current[field]
            entry.after[`${v.code}.${field}`] = value
          }
        if (Object.keys(values).length > 0) {
          variantChanges.push({ id: v.id, values })
          perProduct.set(v.productId, entry)
        }
      }
      const codes = Object.keys(breaks)
      if (codes.length > 0)
        throw new AppError(
          'invalid_data',
          coded('bulk_rules_refused', { count: codes.length, codes: codes.slice(0, 10).join(', ') }),
          breaks,
        )
    } else {
      for (const p of found)
        if (p.isActive !== action.is_active)
          perProduct.set(p.id, { before: { isActive: p.isActive }, after: { isActive: action.is_active } })
    }

    const audits: ActorAudit[] = [...perProduct].map(([id, diff]) => ({
      actorId,
      action: 'product.bulk',
      entity: 'product',
      entityId: id,
      before: diff.before,
      after: { ...diff.after, bulk: { kind: action.kind, products: found.length } },
    }))
    if (audits.length === 0) return { products: found.length, variants: 0 }
    await writeBulk(db, {
      actorId,
      variantChanges,
      visibility:
        action.kind === 'visibility' ? { ids: [...perProduct.keys()], isActive: action.is_active } : undefined,
      audits,
    })
    await purgeFamilies(cache, action.kind === 'visibility' ? PURGE.productPlacement : PURGE.product)
    return { products: found.length, variants: variantChanges.length }
  }
}
