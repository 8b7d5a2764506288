import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminPromoCode, AdminPromoQuery, PromoCreate, PromoUpdate } from '../../../app/contract/admin-promo'
import { AppError } from '../../../app/domain/app-error'
import { kyivDate, kyivDayEnd, kyivDayStart } from '../../../app/domain/kyiv-time'
import { type PromoState, promoState } from '../../../app/domain/promo'
import type { Db } from '../../../db/client'
import { brands, promoCodes } from '../../../db/schema'
import { textMatch } from './text-match'
import { auditInsert, changedFields } from './audit'
import { uniqueAsFieldError } from './catalogue-writes'

type PromoRow = typeof promoCodes.$inferSelect

/** Dates are Kyiv days, both inclusive: `ends_at` is the start of the day after the last one. */
function toColumns(body: PromoUpdate): Partial<PromoRow> {
  return {
    ...(body.code !== undefined && { code: body.code }),
    ...(body.brand_id !== undefined && { brandId: body.brand_id }),
    ...(body.kind !== undefined && { kind: body.kind }),
    ...(body.amount !== undefined && { amount: body.amount }),
    ...(body.starts_on !== undefined && { startsAt: body.starts_on === null ? null : kyivDayStart(body.starts_on) }),
    ...(body.ends_on !== undefined && { endsAt: body.ends_on === null ? null : kyivDayEnd(body.ends_on) }),
    ...(body.usage_limit !== undefined && { usageLimit: body.usage_limit }),
    ...(body.is_active !== undefined && { isActive: body.is_active }),
  }
}

function toDto(p: PromoRow, brand: string, nowMs = Date.now()): AdminPromoCode {
  return {
    id: p.id,
    code: p.code,
    brand_id: p.brandId,
    brand,
    kind: p.kind,
    amount: p.amount,
    starts_on: p.startsAt === null ? null : kyivDate(p.startsAt),
    ends_on: p.endsAt === null ? null : kyivDate(p.endsAt - 1),
    usage_limit: p.usageLimit,
    used_count: p.usedCount,
    is_active: p.isActive,
    state: promoState(p, nowMs),
    created: new Date(p.createdAt).toISOString(),
  }
}

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
      return and(enabled, started, notEnded, or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit)))
  }
}

const SORT_COLUMNS = { created: promoCodes.createdAt, code: promoCodes.code, ends: promoCodes.endsAt, used: promoCodes.usedCount }
const codeTaken = 'code_exists'

export function createPromoCodes(db: Db) {
  async function one(id: number): Promise<AdminPromoCode> {
    const [row] = await db.select({ promo: promoCodes, brand: brands.name }).from(promoCodes).innerJoin(brands, eq(brands.id, promoCodes.brandId)).where(eq(promoCodes.id, id)).limit(1)
    if (!row) throw new AppError('not_found', 'no_such_promo_code')
    return toDto(row.promo, row.brand)
  }

  async function assertBrand(brandId: number | undefined) {
    if (brandId !== undefined && !(await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1))[0]) {
      throw new AppError('invalid_data', 'invalid_request', { brand_id: ['no_such_brand'] })
    }
  }

  return {
    one,

    async list(query: AdminPromoQuery): Promise<Page<AdminPromoCode>> {
      const where: SQL | undefined = and(
        query.q ? textMatch(query.q, [promoCodes.code]) : undefined,
        query.brand_id ? eq(promoCodes.brandId, query.brand_id) : undefined,
        query.active === undefined ? undefined : eq(promoCodes.isActive, query.active),
        query.state ? stateFilter(query.state, Date.now()) : undefined,
      )
      const order = query.dir === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        db
          .select({ promo: promoCodes, brand: brands.name })
          .from(promoCodes)
          .innerJoin(brands, eq(brands.id, promoCodes.brandId))
          .where(where)
          .orderBy(order(SORT_COLUMNS[query.sort]), order(promoCodes.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(promoCodes).where(where),
      ])
      return pageOf(
        rows.map((r) => toDto(r.promo, r.brand)),
        total?.n ?? 0,
        query,
      )
    },

    async create(actorId: number, body: PromoCreate): Promise<AdminPromoCode> {
      await assertBrand(body.brand_id)
      const values = toColumns(body) as typeof promoCodes.$inferInsert
      const [row] = await uniqueAsFieldError('code', codeTaken, () => db.insert(promoCodes).values(values).returning({ id: promoCodes.id }))
      await auditInsert(db, actorId, { action: 'promo.create', entity: 'promo_code', entityId: row!.id, before: null, after: body })
      return one(row!.id)
    },

    async update(actorId: number, id: number, patch: PromoUpdate): Promise<AdminPromoCode> {
      const [before] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1)
      if (!before) throw new AppError('not_found', 'no_such_promo_code')
      await assertBrand(patch.brand_id)
      const next = { ...before, ...toColumns(patch) }
      if (next.kind === 'percent' && next.amount > 100) throw new AppError('invalid_data', 'invalid_request', { amount: ['percent_range'] })
      if (next.startsAt !== null && next.endsAt !== null && next.endsAt <= next.startsAt) {
        throw new AppError('invalid_data', 'invalid_request', { ends_on: ['end_before_start'] })
      }
      const diff = changedFields(before as Record<string, unknown>, toColumns(patch))
      if (diff) {
        const action = diff.after.isActive === false ? 'promo.disable' : 'promo.update'
        await uniqueAsFieldError('code', codeTaken, () =>
          db.batch([
            db.update(promoCodes).set(diff.after as Partial<PromoRow>).where(eq(promoCodes.id, id)),
            auditInsert(db, actorId, { action, entity: 'promo_code', entityId: id, ...diff }),
          ]),
        )
      }
      return one(id)
    },
  }
}
