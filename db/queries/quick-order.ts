import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../client'
import type { PricingVariantRow } from './order-inputs'
import { brands, products, variantImages, variants } from '../schema'
import { productShown } from './shown'

/** A variant as a quick order or a reorder prices it: what an order prices it by, its page and first picture. */
export interface OrderableVariantRow extends PricingVariantRow {
  productSlug: string
  image: string | null
}

const columns = {
  id: variants.id,
  code: variants.code,
  valueUa: variants.valueUa,
  valueEn: variants.valueEn,
  priceUah: variants.priceUah,
  discountPriceUah: variants.discountPriceUah,
  wholesalePriceUah: variants.wholesalePriceUah,
  discountWholesalePriceUah: variants.discountWholesalePriceUah,
  stock: variants.stock,
  stockOpt: variants.stockOpt,
  packSize: variants.packSize,
  productNameUa: products.nameUa,
  productNameEn: products.nameEn,
  productSlug: products.slug,
  brandId: brands.id,
  brandName: brands.name,
  image: sql<
    string | null
  >`(SELECT ${variantImages.s} FROM ${variantImages} WHERE ${variantImages.variantId} = ${variants.id} ORDER BY ${variantImages.position} LIMIT 1)`,
}

/** The active products' variants after `afterId` in id order, `limit` of them (the partner's price list, page by page). */
export async function orderableVariantsAfter(db: Db, afterId: number, limit: number) {
  const { image: _image, ...listed } = columns
  return db
    .select(listed)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(gt(variants.id, afterId), productShown))
    .orderBy(asc(variants.id))
    .limit(limit)
}

function orderable(db: Db) {
  return db
    .select(columns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
}

/** Variants on sale by code, as typed or in upper case (codes are stored upper case; the index serves both). */
export async function orderableVariantsByCodes(db: Db, codes: readonly string[]): Promise<OrderableVariantRow[]> {
  const wanted = [...new Set(codes.flatMap((c) => [c, c.toUpperCase()]))]
  if (wanted.length === 0) return []
  return orderable(db).where(and(inArray(variants.code, wanted), productShown))
}

/** Variants on sale by id (a reorder's lines); a variant removed or taken off sale is simply missing. */
export async function orderableVariantsByIds(db: Db, ids: readonly number[]): Promise<OrderableVariantRow[]> {
  if (ids.length === 0) return []
  return orderable(db).where(and(inArray(variants.id, [...ids]), productShown))
}
