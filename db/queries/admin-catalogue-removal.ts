import { eq, sql } from 'drizzle-orm'
import type { BrandUses, CategoryUses } from '../../app/domain/catalogue-removal'
import type { Db } from '../client'
import { brands, categories, feedCategories, feedExclusions } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Deleted, refused with the coded reason, or not there (null). */
export type Removal = { removed: true } | { refused: string } | null

// The subqueries name the outer table: in a select from one table drizzle leaves its columns unqualified.
const brandUses = (tx: Tx, id: number) =>
  tx
    .select({
      products: sql<number>`(SELECT count(*) FROM products p WHERE p.brand_id = "brands"."id")`,
      promo_codes: sql<number>`(SELECT count(*) FROM promo_codes c WHERE c.brand_id = "brands"."id")`,
      tier_discounts: sql<number>`(SELECT count(*) FROM partner_tier_brands t WHERE t.brand_id = "brands"."id")`,
    })
    .from(brands)
    .where(eq(brands.id, id))

const categoryUses = (tx: Tx, id: number) =>
  tx
    .select({
      products: sql<number>`(SELECT count(*) FROM products p WHERE p.category_id = "categories"."id")`,
      subcategories: sql<number>`(SELECT count(*) FROM categories s WHERE s.parent_id = "categories"."id")`,
    })
    .from(categories)
    .where(eq(categories.id, id))

/**
 * Deletes the brand with its feed switches and the audit row, in one transaction that first counts
 * what refers to it: a product saved in between cannot be left without its brand.
 */
export function removeBrand(
  db: Db,
  id: number,
  refusal: (uses: BrandUses) => string | null,
  audit: ActorAudit,
): Promise<Removal> {
  return db.transaction(async (tx) => {
    const [uses] = await brandUses(tx, id)
    if (!uses) return null
    const refused = refusal({
      products: Number(uses.products),
      promo_codes: Number(uses.promo_codes),
      tier_discounts: Number(uses.tier_discounts),
    })
    if (refused) return { refused }
    await tx.delete(feedExclusions).where(eq(feedExclusions.brandId, id))
    await tx.delete(brands).where(eq(brands.id, id))
    await auditRowInsert(tx, audit)
    return { removed: true }
  })
}

/** Deletes the category with its marketplace mappings and the audit row, as removeBrand does. */
export function removeCategory(
  db: Db,
  id: number,
  refusal: (uses: CategoryUses) => string | null,
  audit: ActorAudit,
): Promise<Removal> {
  return db.transaction(async (tx) => {
    const [uses] = await categoryUses(tx, id)
    if (!uses) return null
    const refused = refusal({ products: Number(uses.products), subcategories: Number(uses.subcategories) })
    if (refused) return { refused }
    await tx.delete(feedCategories).where(eq(feedCategories.categoryId, id))
    await tx.delete(categories).where(eq(categories.id, id))
    await auditRowInsert(tx, audit)
    return { removed: true }
  })
}
