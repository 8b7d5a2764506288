import { z } from 'zod'
import { NP_BRANCH_LIMIT, NP_CITY_LIMIT, NP_QUERY_MAX, NP_REF, TRACKING_STAGES } from '../domain/nova-poshta'

/** The Worker's Nova Poshta look-ups (the browser never calls the carrier itself). */

/** GET /delivery/nova-poshta/cities/?q= : settlements matching the typed name (Cyrillic or Latin). */
export const npCitiesQuerySchema = z.object({
  q: z.string().max(NP_QUERY_MAX, `q must be at most ${NP_QUERY_MAX} characters`).default(''),
})

/** GET /delivery/nova-poshta/branches/?city={settlement ref}&q= : the settlement's branches and lockers, filtered by number or street. */
export const npBranchesQuerySchema = z.object({
  city: z.string().regex(NP_REF, 'A settlement ref from the city look-up'),
  q: z.string().max(NP_QUERY_MAX, `q must be at most ${NP_QUERY_MAX} characters`).default(''),
})

export const npCitySchema = z.object({ ref: z.string(), label: z.string(), name: z.string(), area: z.string() })
export const npBranchSchema = z.object({
  ref: z.string(),
  number: z.string(),
  kind: z.enum(['branch', 'locker']),
  label: z.string(),
  address: z.string(),
})
export const npCitiesAnswerSchema = z.array(npCitySchema).max(NP_CITY_LIMIT)
export const npBranchesAnswerSchema = z.array(npBranchSchema).max(NP_BRANCH_LIMIT)
export type NpCityDto = z.infer<typeof npCitySchema>
export type NpBranchDto = z.infer<typeof npBranchSchema>

/** The carrier's refs beside the display texts of a Nova Poshta address: both or neither. */
export const npRefsSchema = {
  settlement_ref: z.string().regex(NP_REF, 'A settlement ref from the city look-up').nullish(),
  warehouse_ref: z.string().regex(NP_REF, 'A branch ref from the branch look-up').nullish(),
}

/** GET /order/tracking/ : the signed-in buyer's parcels that have a waybill, by order id. */
export const parcelTrackingSchema = z.object({
  ttn: z.string(),
  stage: z.enum(TRACKING_STAGES),
  status: z.string(),
  checked_at: z.string(),
})
export const trackingAnswerSchema = z.record(z.string(), parcelTrackingSchema)
export type ParcelTrackingDto = z.infer<typeof parcelTrackingSchema>
