import { z } from 'zod'
import { TIER_PERCENT_MAX, TIER_PERCENT_MIN } from '../domain/partner-tier'
import { text } from './admin-common'

/** Whole percent off the wholesale price; 100 % or more would give goods away and is refused. */
const percent = z
  .number({ error: 'whole_number' })
  .int('whole_number')
  .min(TIER_PERCENT_MIN, 'tier_percent_range')
  .max(TIER_PERCENT_MAX, 'tier_percent_range')

/** POST /admin/partner-tiers and PUT /admin/partner-tiers/:id: the whole tier, its brand discounts replaced. */
export const tierWriteSchema = z
  .strictObject({
    name_ua: text(60, { required: true }),
    name_en: text(60, { required: true }),
    discount_percent: percent,
    brands: z
      .array(
        z.strictObject({
          brand_id: z.number({ error: 'choose_brand' }).int('choose_brand').positive('choose_brand'),
          discount_percent: percent,
        }),
      )
      .max(500),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>()
    body.brands.forEach((b, i) => {
      if (seen.has(b.brand_id))
        ctx.addIssue({ code: 'custom', path: ['brands', i, 'brand_id'], message: 'brand_twice' })
      seen.add(b.brand_id)
    })
  })
export type TierWriteRequest = z.infer<typeof tierWriteSchema>

export const adminTierSchema = z.object({
  id: z.number(),
  name_ua: z.string(),
  name_en: z.string(),
  discount_percent: z.number(),
  brands: z.array(z.object({ brand_id: z.number(), brand_name: z.string(), discount_percent: z.number() })),
  /** Partners in the tier now. */
  partners: z.number(),
})
export type AdminTier = z.infer<typeof adminTierSchema>

export const adminTierPartnerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  tier_id: z.number().nullable(),
})
export type AdminTierPartner = z.infer<typeof adminTierPartnerSchema>

/** PUT /admin/partners/:id/tier: the tier id, or null for the plain wholesale price. */
export const partnerTierAssignSchema = z.strictObject({
  tier_id: z.number({ error: 'choose_tier' }).int('choose_tier').positive('choose_tier').nullable(),
})
