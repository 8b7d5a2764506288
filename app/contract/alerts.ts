import { z } from 'zod'
import { checkEmail, EMAIL_MAX } from '../domain/account-rules'

/**
 * POST /alerts: tell me when this variant is back (`stock`) or cheaper (`price`). A signed-in buyer's
 * account email is used; a guest gives one. The answer is the same whether or not the address had
 * asked before.
 */
export const stockAlertRequestSchema = z
  .object({
    variant_code: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'too_long'),
    kind: z.enum(['stock', 'price'], { error: 'stock_or_price' }).default('stock'),
    email: z
      .string({ error: 'email' })
      .max(EMAIL_MAX, 'too_long')
      .optional()
      .superRefine((value, ctx) => {
        const code = value === undefined ? null : checkEmail(value)
        if (code) ctx.addIssue({ code: 'custom', message: code })
      }),
  })
  .strict()
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>

export const stockAlertAcceptedSchema = z.object({ ok: z.literal(true) })

/** POST /alerts/unsubscribe: the token of the email's link. */
export const alertUnsubscribeSchema = z
  .object({ token: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid') })
  .strict()
