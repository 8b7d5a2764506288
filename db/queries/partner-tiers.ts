import type { InStatement } from '@libsql/client'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { PartnerTier } from '../../app/domain/partner-tier'
import type { Db } from '../client'
import { brands, companies, partnerTierBrands, partnerTiers, users } from '../schema'
import { type ActorAudit, auditRowInsert, auditStatement } from './audit-entries'

/** A tier's discounts for pricing, in one round trip; null when the tier is gone. */
export async function partnerTierRule(db: Db, tierId: number): Promise<PartnerTier | null> {
  const rows = await db
    .select({
      id: partnerTiers.id,
      discountPercent: partnerTiers.discountPercent,
      brandId: partnerTierBrands.brandId,
      brandPercent: partnerTierBrands.discountPercent,
    })
    .from(partnerTiers)
    .leftJoin(partnerTierBrands, eq(partnerTierBrands.tierId, partnerTiers.id))
    .where(eq(partnerTiers.id, tierId))
  if (rows.length === 0) return null
  const brandPercents: Record<number, number> = {}
  for (const r of rows) if (r.brandId !== null && r.brandPercent !== null) brandPercents[r.brandId] = r.brandPercent
  return { id: rows[0]!.id, discountPercent: rows[0]!.discountPercent, brandPercents }
}

export interface TierRow {
  id: number
  nameUa: string
  nameEn: string
  discountPercent: number
  brands: { brandId: number; brandName: string; discountPercent: number }[]
  partners: number
}

/** Every tier with its brand discounts and how many partners are in it, by name. */
export async function tierRows(db: Db, id?: number): Promise<TierRow[]> {
  const where = id === undefined ? undefined : eq(partnerTiers.id, id)
  const [tiers, brandRows, counts] = await db.batch([
    db.select().from(partnerTiers).where(where).orderBy(asc(partnerTiers.nameUa)),
    db
      .select({
        tierId: partnerTierBrands.tierId,
        brandId: partnerTierBrands.brandId,
        brandName: brands.name,
        discountPercent: partnerTierBrands.discountPercent,
      })
      .from(partnerTierBrands)
      .innerJoin(brands, eq(brands.id, partnerTierBrands.brandId))
      .where(id === undefined ? undefined : eq(partnerTierBrands.tierId, id))
      .orderBy(asc(brands.name)),
    db
      .select({ tierId: users.partnerTierId, n: count() })
      .from(users)
      .where(id === undefined ? sql`${users.partnerTierId} IS NOT NULL` : eq(users.partnerTierId, id))
      .groupBy(users.partnerTierId),
  ])
  return tiers.map((t) => ({
    id: t.id,
    nameUa: t.nameUa,
    nameEn: t.nameEn,
    discountPercent: t.discountPercent,
    brands: brandRows
      .filter((b) => b.tierId === t.id)
      .map(({ brandId, brandName, discountPercent }) => ({ brandId, brandName, discountPercent })),
    partners: counts.find((c) => c.tierId === t.id)?.n ?? 0,
  }))
}

export interface TierWrite {
  nameUa: string
  nameEn: string
  discountPercent: number
  brands: { brandId: number; discountPercent: number }[]
}

/** The ids among these that are brands (a tier may name only real brands). */
export async function existingBrandIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids))
  return new Set(rows.map((r) => r.id))
}

/** Whether another tier has this Ukrainian name, whatever the case (SQLite's lower() folds ASCII only). */
export async function tierNameTaken(db: Db, nameUa: string, exceptId: number | null): Promise<boolean> {
  const wanted = nameUa.toLocaleLowerCase('uk')
  const rows = await db.select({ id: partnerTiers.id, nameUa: partnerTiers.nameUa }).from(partnerTiers)
  return rows.some((r) => r.id !== exceptId && r.nameUa.toLocaleLowerCase('uk') === wanted)
}

/** A new tier, its brand discounts and the audit row, in one write transaction; the new id. */
export async function insertTier(db: Db, tier: TierWrite, audit: Omit<ActorAudit, 'entityId'>): Promise<number> {
  const tx = await db.$client.transaction('write')
  try {
    const inserted = await tx.execute({
      sql: 'INSERT INTO partner_tiers (name_ua, name_en, discount_percent) VALUES (?, ?, ?) RETURNING id',
      args: [tier.nameUa, tier.nameEn, tier.discountPercent],
    })
    const id = Number(inserted.rows[0]!.id)
    await tx.batch([
      ...tier.brands.map((b): InStatement => ({
        sql: 'INSERT INTO partner_tier_brands (tier_id, brand_id, discount_percent) VALUES (?, ?, ?)',
        args: [id, b.brandId, b.discountPercent],
      })),
      auditStatement(db, { ...audit, entityId: id }),
    ])
    await tx.commit()
    return id
  } finally {
    tx.close()
  }
}

/** A tier's names, default and brand discounts replaced, with the audit row, in one batch. */
export async function replaceTier(db: Db, id: number, tier: TierWrite, audit: ActorAudit): Promise<void> {
  const brandInsert =
    tier.brands.length > 0 ? [db.insert(partnerTierBrands).values(tier.brands.map((b) => ({ tierId: id, ...b })))] : []
  await db.batch([
    db
      .update(partnerTiers)
      .set({ nameUa: tier.nameUa, nameEn: tier.nameEn, discountPercent: tier.discountPercent, updatedAt: Date.now() })
      .where(eq(partnerTiers.id, id)),
    db.delete(partnerTierBrands).where(eq(partnerTierBrands.tierId, id)),
    ...brandInsert,
    auditRowInsert(db, audit),
  ])
}

/** Approved partners with their company and tier, for staff to assign tiers. */
export async function approvedPartners(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: companies.name,
      tierId: users.partnerTierId,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.wholesaleStatus, 'approved'))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(500)
}

export async function partnerTierOf(db: Db, userId: number) {
  const [row] = await db
    .select({ tierId: users.partnerTierId, status: users.wholesaleStatus })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/** A partner's tier set (or cleared) with the audit row, in one batch. */
export async function setPartnerTier(db: Db, userId: number, tierId: number | null, audit: ActorAudit) {
  await db.batch([
    db
      .update(users)
      .set({ partnerTierId: tierId })
      .where(and(eq(users.id, userId), eq(users.wholesaleStatus, 'approved'))),
    auditRowInsert(db, audit),
  ])
}

/**
 * Deletes a tier with the audit row, in one batch: its partners fall back to the plain wholesale
 * price (their tier is cleared here rather than left to the foreign key), its brand discounts go.
 */
export async function deleteTier(db: Db, id: number, audit: ActorAudit): Promise<void> {
  await db.batch([
    db.update(users).set({ partnerTierId: null }).where(eq(users.partnerTierId, id)),
    db.delete(partnerTierBrands).where(eq(partnerTierBrands.tierId, id)),
    db.delete(partnerTiers).where(eq(partnerTiers.id, id)),
    auditRowInsert(db, audit),
  ])
}

/** The ids of the partners in a tier (what a deletion takes them out of, for the audit log). */
export async function tierPartnerIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.partnerTierId, id)).orderBy(asc(users.id))
  return rows.map((r) => r.id)
}
