import { z } from 'zod'
import { WHOLESALE_MINIMUM_MAX } from '../domain/wholesale-rules'

/** The staff's wholesale settings (GET/PATCH /admin/settings/wholesale): the least total of a partner's order. */
export const wholesaleSettingsSchema = z.strictObject({
  minimum_total: z
    .number({ error: 'wholesale_minimum_range' })
    .int('wholesale_minimum_range')
    .min(0, 'wholesale_minimum_range')
    .max(WHOLESALE_MINIMUM_MAX, 'wholesale_minimum_range'),
})
export type WholesaleSettingsDto = z.infer<typeof wholesaleSettingsSchema>
