import { z } from 'zod'
import { WAYBILL_BULK_MAX, WAYBILL_SEATS_MAX, WAYBILL_WEIGHT_MAX_KG, WAYBILL_WEIGHT_MIN_KG } from '../domain/waybill'

/** POST /admin/orders/{id}/waybill: what staff say of the parcel (anything left out: the order's defaults). */
export const waybillCreateSchema = z.strictObject({
  weight_kg: z
    .number({ error: 'waybill_weight' })
    .min(WAYBILL_WEIGHT_MIN_KG, 'waybill_weight')
    .max(WAYBILL_WEIGHT_MAX_KG, 'waybill_weight')
    .refine((kg) => Number.isInteger(Math.round(kg * 1000)) && Math.abs(kg * 10 - Math.round(kg * 10)) < 1e-9, {
      error: 'waybill_weight',
    })
    .optional(),
  seats: z
    .number({ error: 'waybill_seats' })
    .int('waybill_seats')
    .min(1, 'waybill_seats')
    .max(WAYBILL_SEATS_MAX, 'waybill_seats')
    .optional(),
  /** Needed (5–500 characters) when the order's payment went back in full, as for a status move toward delivery. */
  override_reason: z.string().trim().min(5, 'override_reason_short').max(500).optional(),
})
export type WaybillCreate = z.infer<typeof waybillCreateSchema>

/** POST /admin/orders/waybills: the chosen orders, each with its defaults. */
export const bulkWaybillSchema = z.strictObject({
  ids: z
    .array(z.number({ error: 'must_be_id' }).int('must_be_id').positive('must_be_id'), { error: 'at_least_one_item' })
    .min(1, 'at_least_one_item')
    .max(WAYBILL_BULK_MAX, `too_many_items?max=${WAYBILL_BULK_MAX}`),
})

export const waybillViewSchema = z.object({
  ttn: z.string(),
  made_here: z.boolean(),
  unconfirmed: z.boolean(),
  /** Why a waybill cannot be made now, in the staff member's language; null when it can. */
  refusal: z.string().nullable(),
  can_cancel: z.boolean(),
  /** The payment went back in full: a waybill needs `override_reason`. */
  override_needed: z.boolean(),
  cod_uah: z.number(),
  declared_uah: z.number(),
  weight_kg: z.number(),
  seats: z.number(),
  off: z.boolean(),
})
export type AdminWaybillView = z.infer<typeof waybillViewSchema>

export const bulkWaybillResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      /** The waybill made, or null with the reason in the staff member's language. */
      ttn: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
})
