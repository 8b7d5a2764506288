import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { sql } from 'drizzle-orm'
import { brands } from './catalogue'
import { nowMs } from './columns'

/**
 * A group of wholesale partners (a salon, a distributor) with its own discount, in whole percent,
 * off the wholesale price. Staff assign a partner to at most one tier (`users.partner_tier_id`).
 */
export const partnerTiers = sqliteTable(
  'partner_tiers',
  {
    id: integer('id').primaryKey(),
    nameUa: text('name_ua').notNull(),
    nameEn: text('name_en').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    createdAt: integer('created_at').notNull().default(nowMs),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [
    uniqueIndex('partner_tiers_name_ua_uq').on(t.nameUa),
    check('partner_tiers_discount_ck', sql`${t.discountPercent} >= 0 AND ${t.discountPercent} < 100`),
  ],
)

/** A tier's own discount for one brand, in place of the tier's default. */
export const partnerTierBrands = sqliteTable(
  'partner_tier_brands',
  {
    tierId: integer('tier_id')
      .notNull()
      .references(() => partnerTiers.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    discountPercent: integer('discount_percent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tierId, t.brandId] }),
    index('partner_tier_brands_brand_idx').on(t.brandId),
    check('partner_tier_brands_discount_ck', sql`${t.discountPercent} >= 0 AND ${t.discountPercent} < 100`),
  ],
)
