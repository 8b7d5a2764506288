import { EMAIL_JOB, failureText } from '../../../app/domain/messages'
import type { Db } from '../../../db/client'
import { markOutboxEmail, outboxEmail } from '../../../db/queries/outbox'
import type { OutboxJob } from '../../../db/queries/outbox-jobs'
import { type EmailApiOptions, sendThroughHttpApi } from '../../adapters/email-api'
import { type Attempt, createDeliverySweep } from '../outbox-delivery'

const emailIdOf = (job: OutboxJob) => Number((job.payload as { emailId?: unknown } | null)?.emailId)

/**
 * Delivers outbox emails through the HTTP email API, each through its `email` job: at once after it
 * is written, then by the Cron Trigger's sweep with growing pauses while the API fails; an email the
 * API refuses, or that still fails after the last attempt, is marked `failed` for staff.
 */
export function createEmailDelivery(db: Db, api: EmailApiOptions | null, send?: typeof fetch) {
  async function attempt(job: OutboxJob): Promise<Attempt> {
    const email = await outboxEmail(db, emailIdOf(job))
    if (!email) return { skipped: true }
    if (!api) return { sent: false, permanent: false, failure: failureText({ code: 'not_configured' }) }
    const delivery = await sendThroughHttpApi(api, email, send, job.key)
    if (delivery.ok) return { sent: true }
    const code = delivery.permanent ? 'refused' : 'unreachable'
    return { sent: false, permanent: delivery.permanent, failure: failureText({ code, detail: delivery.detail }) }
  }
  const sweep = createDeliverySweep(db, EMAIL_JOB, attempt, async (job, outcome) => {
    const id = emailIdOf(job)
    if (outcome.status === 'done') await markOutboxEmail(db, id, 'sent')
    if (outcome.status === 'failed') await markOutboxEmail(db, id, 'failed')
  })
  return {
    /** Emails due now (the Cron Trigger, and after staff resend one). */
    sendDue: (now = Date.now()) => sweep(now),
    /** One email just written. */
    sendNow: (emailId: number, now = Date.now()) => sweep(now, `email:${emailId}`),
  }
}
export type EmailDelivery = ReturnType<typeof createEmailDelivery>
