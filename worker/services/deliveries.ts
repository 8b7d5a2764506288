import type { FailedDelivery } from '../../app/contract/admin-deliveries'
import { EMAIL_JOB, MESSAGE_EVENTS, type MessageEvent, parseFailure } from '../../app/domain/messages'
import type { Db } from '../../db/client'
import { failedDeliveries, type FailedDeliveryRow, resendFailedDelivery } from '../../db/queries/failed-deliveries'
import type { EmailService } from './email'
import type { MessageService } from './messages'

const LISTED = 200

function viewOf(row: FailedDeliveryRow): FailedDelivery {
  const failure = parseFailure(row.lastError) ?? { code: 'unreachable' as const, detail: '' }
  const event = MESSAGE_EVENTS.includes(row.event as MessageEvent) ? (row.event as MessageEvent) : null
  return {
    id: row.id,
    channel: row.kind === EMAIL_JOB ? 'email' : 'message',
    to: (row.kind === EMAIL_JOB ? row.emailTo : row.phone) ?? '',
    subject: row.kind === EMAIL_JOB ? row.emailSubject : null,
    event: row.kind === EMAIL_JOB ? null : event,
    order_id: row.orderId,
    order_number: row.orderNumber,
    reason: failure.code,
    reason_detail: failure.detail ?? '',
    attempts: row.attempts,
    failed_at: new Date(row.updatedAt).toISOString(),
  }
}

/** The back office's list of emails and messages that did not get through, and its resend (audited). */
export function createDeliveriesService(deps: { db: Db; email: EmailService; messages: MessageService }) {
  const { db } = deps
  return {
    failed: async (): Promise<FailedDelivery[]> => (await failedDeliveries(db, LISTED)).map(viewOf),

    /** Sends it again now; false when it had not failed (someone resent it already). */
    async resend(id: number, actorId: number, now = Date.now()): Promise<boolean> {
      const key = await resendFailedDelivery(
        db,
        id,
        {
          actorId,
          action: 'delivery.resend',
          entity: 'delivery',
          entityId: id,
          before: { status: 'failed' },
          after: { status: 'pending' },
        },
        now,
      )
      if (key === null) return false
      const sending = key.startsWith(`${EMAIL_JOB}:`) ? deps.email.delivery.sendDue(now) : deps.messages.sendDue(now)
      await sending.catch((error: unknown) => console.error('resent delivery left for the next sweep', error))
      return true
    },
  }
}
export type DeliveriesService = ReturnType<typeof createDeliveriesService>
