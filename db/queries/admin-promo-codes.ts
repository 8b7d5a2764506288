import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PromoState } from '../../app/domain/promo'
import type { Db } from '../client'
import { brands, promoCodes } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { textMatch } from './text-match'

export type PromoRow = typeof promoCodes.$inferSelect

/** The same states as app/domain/promo.ts, as SQL, so a filtered list pages correctly. */
function stateFilter(state: PromoState, now: number): SQL | undefined {
  const started = or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now))
  const notEnded = or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now))
  const usedUp = and(isNotNull(promoCodes.usageLimit), sql`${promoCodes.usedCount} >= ${promoCodes.usageLimit}`)
  const enabled = eq(promoCodes.isActive, true)
  switch (state) {
    case 'disabled':
      return eq(promoCodes.isActive, false)
    case 'scheduled':
      return and(enabled, gt(promoCodes.startsAt, now))
    case 'expired':
      return and(enabled, started, lte(promoCodes.endsAt, now))
    case 'used_up':
      return and(enabled, started, notEnded, usedUp)
    case 'active':
      return and(
        enabled,
        started,
        notEnded,
        or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit)),
      )
  }
}

const SORT_COLUMNS = {
  created: promoCodes.createdAt,
  code: promoCodes.code,
  ends: promoCodes.endsAt,
  used: promoCodes.usedCount,
}

export interface PromoFilter {
  q?: string
  brand_id?: number
  active?: boolean
  state?: PromoState
}

/** One page of promo codes with their brand's name, and how many match. */
export async function promoCodePage(
  db: Db,
  filter: PromoFilter,
  page: { sort: keyof typeof SORT_COLUMNS; dir: 'asc' | 'desc'; limit: number; offset: number },
  now: number,
): Promise<{ rows: { promo: PromoRow; brand: string }[]; total: number }> {
  const where: SQL | undefined = and(
    filter.q ? textMatch(filter.q, [promoCodes.code]) : undefined,
    filter.brand_id ? eq(promoCodes.brandId, filter.brand_id) : undefined,
    filter.active === undefined ? undefined : eq(promoCodes.isActive, filter.active),
    filter.state ? stateFilter(filter.state, now) : undefined,
  )
  const order = page.dir === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({ promo: promoCodes, brand: brands.name })
      .from(promoCodes)
      .innerJoin(brands, eq(brands.id, promoCodes.brandId))
      .where(where)
      .orderBy(order(SORT_COLUMNS[page.sort]), order(promoCodes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(promoCodes).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function promoCodeWithBrand(db: Db, id: number): Promise<{ promo: PromoRow; brand: string } | null> {
  const [row] = await db
    .select({ promo: promoCodes, brand: brands.name })
    .from(promoCodes)
    .innerJoin(brands, eq(brands.id, promoCodes.brandId))
    .where(eq(promoCodes.id, id))
    .limit(1)
  return row ?? null
}

export async function promoCodeById(db: Db, id: number): Promise<PromoRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1)
  return row ?? null
}

export async function brandExists(db: Db, brandId: number): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1)
  return row !== undefined
}

/** A new promo code and its audit row in one transaction; answers its id. */
export function insertPromoCode(
  db: Db,
  values: typeof promoCodes.$inferInsert,
  audit: (id: number) => ActorAudit,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promoCodes).values(values).returning({ id: promoCodes.id })
    await auditRowInsert(tx, audit(row!.id))
    return row!.id
  })
}

export async function updatePromoCode(
  db: Db,
  id: number,
  changes: Partial<PromoRow>,
  audit: ActorAudit,
): Promise<void> {
  await db.batch([db.update(promoCodes).set(changes).where(eq(promoCodes.id, id)), auditRowInsert(db, audit)])
}
