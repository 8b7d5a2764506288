import { z } from 'zod'
import { ERROR_CODES } from '../domain/app-error'

/** Every failed /api/v1 call answers this envelope. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** The rule code of each field in `fields` (the first message's), for clients that show their own texts. */
    codes: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
