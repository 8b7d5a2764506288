import { z } from 'zod'
import { MESSAGE_EVENTS } from '../domain/messages'

/**
 * An email or a Viber/SMS message the store could not deliver (refused, or still failing after its
 * retries), for staff to resend: GET /admin/deliveries/failed. The reason is a code (and the
 * provider's status word or HTTP status) that the back office words in the staff member's language.
 */
export const failedDeliverySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'message']),
  /** The email address, or the phone number. */
  to: z.string(),
  /** The email's subject; null for a message (its event says what it was). */
  subject: z.string().nullable(),
  event: z.enum(MESSAGE_EVENTS).nullable(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  reason: z.enum(['refused', 'unreachable', 'no_phone', 'no_order', 'not_configured']),
  /** What the provider said: an HTTP status ("HTTP 422") or TurboSMS's status word ("INVALID_PHONE"). */
  reason_detail: z.string(),
  attempts: z.number().int(),
  failed_at: z.string(),
})
export const failedDeliveriesSchema = z.array(failedDeliverySchema)
export type FailedDelivery = z.infer<typeof failedDeliverySchema>
