import { z } from 'zod'
import { ERROR_CODES } from '../domain/app-error'

/** Every failed /api/v1 call answers this envelope. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
