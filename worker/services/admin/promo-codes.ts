import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminPromoCode, AdminPromoQuery, PromoCreate, PromoUpdate } from '../../../app/contract/admin-promo'
import { AppError } from '../../../app/domain/app-error'
import { kyivDate, kyivDayEnd, kyivDayStart } from '../../../app/domain/kyiv-time'
import { promoState } from '../../../app/domain/promo'
import type { Db } from '../../../db/client'
import {
  brandExists,
  insertPromoCode,
  type PromoRow,
  promoCodeById,
  promoCodePage,
  promoCodeWithBrand,
  updatePromoCode,
} from '../../../db/queries/admin-promo-codes'
import { changedFields } from './audit'
import { uniqueAsFieldError } from './catalogue-writes'

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

const codeTaken = 'code_exists'

export function createPromoCodes(db: Db) {
  async function one(id: number): Promise<AdminPromoCode> {
    const row = await promoCodeWithBrand(db, id)
    if (!row) throw new AppError('not_found', 'no_such_promo_code')
    return toDto(row.promo, row.brand)
  }

  async function assertBrand(brandId: number | undefined) {
    if (brandId !== undefined && !(await brandExists(db, brandId))) {
      throw new AppError('invalid_data', 'invalid_request', { brand_id: ['no_such_brand'] })
    }
  }

  return {
    one,

    async list(query: AdminPromoQuery): Promise<Page<AdminPromoCode>> {
      const { rows, total } = await promoCodePage(
        db,
        query,
        { sort: query.sort, dir: query.dir, limit: query.limit, offset: (query.page - 1) * query.limit },
        Date.now(),
      )
      return pageOf(
        rows.map((r) => toDto(r.promo, r.brand)),
        total,
        query,
      )
    },

    async create(actorId: number, body: PromoCreate): Promise<AdminPromoCode> {
      await assertBrand(body.brand_id)
      const values = toColumns(body) as Parameters<typeof insertPromoCode>[1]
      const id = await uniqueAsFieldError('code', codeTaken, () =>
        insertPromoCode(db, values, (id) => ({
          actorId,
          action: 'promo.create',
          entity: 'promo_code',
          entityId: id,
          before: null,
          after: body,
        })),
      )
      return one(id)
    },

    async update(actorId: number, id: number, patch: PromoUpdate): Promise<AdminPromoCode> {
      const before = await promoCodeById(db, id)
      if (!before) throw new AppError('not_found', 'no_such_promo_code')
      await assertBrand(patch.brand_id)
      const next = { ...before, ...toColumns(patch) }
      if (next.kind === 'percent' && next.amount > 100)
        throw new AppError('invalid_data', 'invalid_request', { amount: ['percent_range'] })
      if (next.startsAt !== null && next.endsAt !== null && next.endsAt <= next.startsAt) {
        throw new AppError('invalid_data', 'invalid_request', { ends_on: ['end_before_start'] })
      }
      const diff = changedFields(before as Record<string, unknown>, toColumns(patch))
      if (diff) {
        const action = diff.after.isActive === false ? 'promo.disable' : 'promo.update'
        await uniqueAsFieldError('code', codeTaken, () =>
          updatePromoCode(db, id, diff.after as Partial<PromoRow>, {
            actorId,
            action,
            entity: 'promo_code',
            entityId: id,
            ...diff,
          }),
        )
      }
      return one(id)
    },
  }
}
