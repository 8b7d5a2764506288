import { z } from 'zod'

const order = z.object({ id: z.number(), number: z.string(), amount: z.number(), at: z.string() })

/**
 * GET /admin/health: what needs a person now, each list with its total (the lists show the newest).
 * No provider text: staff read sentences from the back office's own texts, and the linked pages
 * (an order, the receipts) give the details.
 */
export const adminHealthSchema = z.object({
  failed_emails: z.object({
    count: z.number(),
    latest: z.array(z.object({ id: z.number(), to: z.string(), subject: z.string(), created: z.string() })),
  }),
  /** Viber/SMS messages out of attempts; they and the emails are resent from /admin/deliveries. */
  failed_messages: z.number(),
  payment_checks: z.object({ count: z.number(), latest: z.array(order) }),
  refunds_owed: z.object({ count: z.number(), latest: z.array(order) }),
  receipts: z.object({ count: z.number(), rejected: z.number() }),
  /** Other work out of attempts (alert emails), by what it was. */
  failed_jobs: z.array(z.object({ kind: z.string(), count: z.number() })),
  /** Nova Poshta look-ups failing since then (ISO time), or null when it answers. */
  carrier_failing_since: z.string().nullable(),
  checked: z.string(),
})
export type AdminHealth = z.infer<typeof adminHealthSchema>
