import type { Context } from 'hono'
import type { FiscalService } from '../services/fiscal'
import type { MessageService } from '../services/messages'
import type { ApiEnv } from './app-env'

/** Writes that can commit a receipt's job: a payment report or status check, and staff's order changes (delivery, refunds). */
const FISCALISING = [/^\/api\/v1\/order\/payment\//, /^\/api\/v1\/admin\/orders(\/|$)/]

/**
 * Right after such a write commits, the receipts it made due are issued: after the answer where the
 * runtime allows (waitUntil), so the provider's callback or the clerk does not wait for Checkbox;
 * awaited where there is no execution context (the API tests). The Cron Trigger sweeps what is left.
 */
export async function issueReceiptsSoon(
  c: Context<ApiEnv>,
  fiscal: FiscalService,
  messages?: MessageService,
): Promise<void> {
  if (!FISCALISING.some((path) => path.test(c.req.path))) return
  // The same writes (a payment, staff's moves and waybills) make the buyer's Viber/SMS messages due.
  const work = Promise.all([
    fiscal.issueDue().catch((error: unknown) => console.error('receipts not issued now', error)),
    messages?.sendDue().catch((error: unknown) => console.error('messages not sent now', error)),
  ])
  let ctx: ExecutionContext | undefined
  try {
    ctx = c.executionCtx as ExecutionContext
  } catch {
    ctx = undefined
  }
  if (ctx) ctx.waitUntil(work)
  else await work
}
