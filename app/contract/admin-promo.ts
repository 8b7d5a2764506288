import { PROMO_STATES, type PromoState } from '../domain/promo'
import { z } from 'zod'
import { PROMO_SORTS } from './admin-lists'
import { adminListQuery, booleanFilter, idFilter, searchTerm } from './admin-common'

/** GET /admin/promo-codes. */
export const adminPromoQuerySchema = adminListQuery(PROMO_SORTS, {
  q: searchTerm,
  brand_id: idFilter,
  active: booleanFilter,
  state: z
    .enum(['', ...PROMO_STATES], { error: 'invalid' })
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
})
export type AdminPromoQuery = z.infer<typeof adminPromoQuerySchema>

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'no_such_date')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'no_such_date')
  .nullable()

const fields = {
  code: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, 'promo_code_format'),
  brand_id: z.number({ error: 'choose_brand' }).int().positive(),
  /** percent: `amount` percent off; fixed: `amount` hryvnias off each unit (spec §9 Promo). */
  kind: z.enum(['percent', 'fixed'], { error: 'percent_or_fixed' }),
  amount: z.number({ error: 'whole_number' }).int('whole_number').min(1, 'at_least_one').max(100_000, 'amount_range'),
  /** Kyiv days, both inclusive; null is open-ended. */
  starts_on: day,
  ends_on: day,
  usage_limit: z
    .number({ error: 'whole_number' })
    .int('whole_number')
    .min(1, 'at_least_one')
    .max(10_000_000)
    .nullable(),
  is_active: z.boolean(),
}

function checkPromo(
  body: { kind?: string; amount?: number; starts_on?: string | null; ends_on?: string | null },
  ctx: z.RefinementCtx,
) {
  if (body.kind === 'percent' && body.amount !== undefined && body.amount > 100)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'percent_range' })
  if (body.starts_on && body.ends_on && body.ends_on < body.starts_on)
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'end_before_start' })
}

/** POST /admin/promo-codes. */
export const promoCreateSchema = z
  .strictObject(fields)
  .partial({ starts_on: true, ends_on: true, usage_limit: true, is_active: true })
  .superRefine(checkPromo)
export type PromoCreate = z.infer<typeof promoCreateSchema>
/** What the back office sends (its dates as text). */
export type PromoCreateInput = z.input<typeof promoCreateSchema>

/** PATCH /admin/promo-codes/{id}: any field; `is_active: false` disables the code. Usage so far is the checkout's. */
export const promoUpdateSchema = z.strictObject(fields).partial().superRefine(checkPromo)
export type PromoUpdate = z.infer<typeof promoUpdateSchema>

export interface AdminPromoCode {
  id: number
  code: string
  brand_id: number
  brand: string
  kind: 'percent' | 'fixed'
  amount: number
  starts_on: string | null
  ends_on: string | null
  usage_limit: number | null
  used_count: number
  is_active: boolean
  /** Today's state: active, scheduled, expired, used up or disabled. */
  state: PromoState
  created: string
}
