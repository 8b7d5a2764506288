import { kyivDate, kyivDayStart } from '../../../app/domain/kyiv-time'
import {
  DAILY_MESSAGES_PER_PHONE,
  failureText,
  MESSAGE_EVENTS,
  MESSAGE_JOB,
  type MessageEvent,
  messagePhone,
} from '../../../app/domain/messages'
import type { Db } from '../../../db/client'
import { messageOrder, messagesSentSince } from '../../../db/queries/messages'
import type { OutboxJob } from '../../../db/queries/outbox-jobs'
import { createTurboSmsClient, type Fetcher, TurboSmsRefused } from '../../adapters/turbosms'
import type { MessageSettings } from '../../env-messages'
import { type Attempt, createDeliverySweep } from '../outbox-delivery'
import { messageTexts } from './text'

interface MessagePayload {
  event: MessageEvent
  orderId: number
}
const payloadOf = (job: OutboxJob): MessagePayload | null => {
  const p = job.payload as Partial<MessagePayload> | null
  return p && MESSAGE_EVENTS.includes(p.event as MessageEvent) && Number.isInteger(p.orderId)
    ? (p as MessagePayload)
    : null
}

/**
 * Viber/SMS messages to buyers who opted in, through TurboSMS: each leaves from its `message` job
 * (written with its cause, db/queries/messages.ts), rendered when sent in the order's language. A
 * phone that already got its day's share is skipped; TurboSMS refusing a message sends it to staff at
 * once, TurboSMS failing is retried with growing pauses (worker/services/outbox-delivery.ts).
 */
export function createMessageService(db: Db, settings: MessageSettings, fetcher?: Fetcher) {
  const client = settings.turbosms ? createTurboSmsClient(settings.turbosms, fetcher) : null

  async function attempt(job: OutboxJob, now: number): Promise<Attempt> {
    // Messages were switched off after the job was written: nothing goes, nothing waits.
    if (!client) return { skipped: true, result: { off: true } }
    const payload = payloadOf(job)
    const order = payload ? await messageOrder(db, payload.orderId) : null
    if (!payload || !order) return { sent: false, permanent: true, failure: failureText({ code: 'no_order' }) }
    const phone = messagePhone(order.phone)
    if (!phone) return { sent: false, permanent: true, failure: failureText({ code: 'no_phone' }) }
    if ((await messagesSentSince(db, phone, kyivDayStart(kyivDate(now)))) >= DAILY_MESSAGES_PER_PHONE)
      return { skipped: true, result: { phone, capped: true } }
    try {
      const sent = await client.send(phone, messageTexts(payload.event, order))
      return { sent: true, result: { phone, messageId: sent.messageId } }
    } catch (error) {
      if (error instanceof TurboSmsRefused)
        return { sent: false, permanent: true, failure: failureText({ code: 'refused', detail: error.status }) }
      throw error
    }
  }

  const sweep = createDeliverySweep(db, MESSAGE_JOB, attempt)
  return {
    /** Whether the checkout offers messages (TurboSMS is configured). */
    offered: client !== null,
    /** Every message due now: right after a write that may have made some, and on each Cron run. */
    sendDue: (now = Date.now()) => sweep(now),
  }
}
export type MessageService = ReturnType<typeof createMessageService>
