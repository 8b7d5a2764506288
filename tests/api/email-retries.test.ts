import { describe, expect, it } from 'vitest'
import type { FailedDelivery } from '../../app/contract/admin-deliveries'
import { deliveryBackoffMs, MAX_DELIVERY_ATTEMPTS } from '../../app/domain/messages'
import { getServices } from '../../worker/services/context'
import { errorOf, ok, sql } from '../support/admin'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { setUpMessageStandIns } from '../support/message-stand-ins'

/**
 * Emails delivered through the email API's stand-in (worker/dev/email-api.ts): each through its
 * outbox job, retried with growing pauses while the API fails, then listed for staff with the reason,
 * and sent again from the back office (audited).
 */
const SITE = 'http://email-retries.test'
const s = setUpMessageStandIns(SITE)
const email = () => getServices(s.client.env).email
const jobOf = async (to: string) => {
  const [row] = await sql<{
    id: number
    status: string
    attempts: number
    last_error: string | null
    next_attempt_at: number
  }>(
    `SELECT j.id, j.status, j.attempts, j.last_error, j.next_attempt_at FROM outbox_jobs j
      JOIN email_outbox e ON e.id = json_extract(j.payload, '$.emailId') WHERE j.kind = 'email' AND e."to" = ?`,
    [to],
  )
  return row!
}
const outboxStatus = async (to: string) =>
  (await sql<{ status: string }>('SELECT status FROM email_outbox WHERE "to" = ?', [to]))[0]!.status
const accepted = async (to: string) =>
  ((await (await fetch(`${SITE}/dev/email`)).json()) as { to: string[]; idempotency_key: string }[]).filter((m) =>
    m.to.includes(to),
  )
const emailJobs = async () =>
  Number((await sql<{ n: number }>(`SELECT count(*) AS n FROM outbox_jobs WHERE kind = 'email'`))[0]!.n)
const send = (to: string) =>
  email().send({ to, locale: 'ua', kind: 'test', content: { subject: 'Перевірка доставки', paragraphs: ['Текст'] } })

describe('email delivery', () => {
  it('delivers at once through the API, once, with an idempotency key', async () => {
    const to = `delivered.${Date.now()}@example.com`
    await send(to)
    expect(await outboxStatus(to)).toBe('sent')
    expect(await jobOf(to)).toMatchObject({ status: 'done', attempts: 1 })
    await email().delivery.sendDue()
    const sent = await accepted(to)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.idempotency_key).toMatch(/^email:\d+$/)
  })

  it('writes and delivers an email sent under a once-key once, however often it is sent again', async () => {
    const to = `once.${Date.now()}@example.com`
    const message = {
      to,
      locale: 'ua' as const,
      kind: 'test',
      content: { subject: 'Один раз', paragraphs: ['Текст'] },
      onceKey: `test_once:${to}`,
    }
    const jobsBefore = await emailJobs()
    const [first, again, alsoAgain] = [
      await email().send(message),
      ...(await Promise.all([1, 2].map(() => email().send(message)))),
    ]
    expect([first.written, again!.written, alsoAgain!.written]).toEqual([true, false, false])
    expect(await sql('SELECT id FROM email_outbox WHERE "to" = ?', [to])).toHaveLength(1)
    expect(await jobOf(to)).toMatchObject({ status: 'done', attempts: 1 })
    expect(await emailJobs()).toBe(jobsBefore + 1)
    await email().delivery.sendDue()
    expect(await accepted(to)).toHaveLength(1)
    // Another email to the same address without the key is its own.
    await send(to)
    expect(await sql('SELECT id FROM email_outbox WHERE "to" = ?', [to])).toHaveLength(2)
  })

  it('retries a failing email with growing pauses, then lists it for staff; a resend delivers it and is audited', async () => {
    await s.emailApi('down')
    const to = `retried.${Date.now()}@example.com`
    await send(to)
    let job = await jobOf(to)
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: 'unreachable:HTTP 503' })
    expect(await outboxStatus(to)).toBe('queued')

    // Not due before its pause; then each attempt waits longer than the one before.
    expect(await email().delivery.sendDue(job.next_attempt_at - 1)).toBe(0)
    let now = job.next_attempt_at
    const pauses: number[] = []
    while (job.status === 'pending') {
      await email().delivery.sendDue(now)
      const next = await jobOf(to)
      if (next.status === 'pending') pauses.push(next.next_attempt_at - now)
      job = next
      now = job.next_attempt_at
    }
    expect(job).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS })
    expect(pauses).toEqual(Array.from({ length: MAX_DELIVERY_ATTEMPTS - 2 }, (_, i) => deliveryBackoffMs(i + 2)))
    expect(await outboxStatus(to)).toBe('failed')
    expect(await accepted(to)).toEqual([])
    takeConsoleErrors()

    // Listed for staff with the reason; a buyer may not see the list.
    const listed = await ok<FailedDelivery[]>(await s.api.ua.get('/admin/deliveries/failed'))
    const mine = listed.find((d) => d.to === to)
    expect(mine).toMatchObject({
      channel: 'email',
      subject: 'Перевірка доставки',
      reason: 'unreachable',
      attempts: MAX_DELIVERY_ATTEMPTS,
    })
    expect((await s.api.get('/admin/deliveries/failed', 'customer')).status).toBe(403)
    expect((await s.api.post(`/admin/deliveries/${mine!.id}/resend`, {}, 'customer')).status).toBe(403)

    // Staff send it again once the API answers: delivered, off the list, audited; a second resend is refused.
    await s.emailApi('up')
    const after = await ok<FailedDelivery[]>(await s.api.post(`/admin/deliveries/${mine!.id}/resend`, {}))
    expect(after.find((d) => d.to === to)).toBeUndefined()
    expect(await outboxStatus(to)).toBe('sent')
    expect(await accepted(to)).toHaveLength(1)
    const audit = await sql<{ action: string; entity: string }>(
      `SELECT action, entity FROM audit_log WHERE entity = 'delivery' AND entity_id = ?`,
      [String(mine!.id)],
    )
    expect(audit).toEqual([{ action: 'delivery.resend', entity: 'delivery' }])
    const again = await s.api.ua.post(`/admin/deliveries/${mine!.id}/resend`, {})
    expect(again.status).toBe(409)
    expect((await errorOf(again)).message).toBe('Цей лист або повідомлення вже надсилається або доставлено')
  }, 60_000)

  it('lists an email the API refuses at once, without retrying it', async () => {
    await s.emailApi('reject')
    const to = `refused.${Date.now()}@example.com`
    await send(to)
    expect(await jobOf(to)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'refused:HTTP 422' })
    expect(await outboxStatus(to)).toBe('failed')
    takeConsoleErrors()
    const listed = await ok<FailedDelivery[]>(await s.api.get('/admin/deliveries/failed'))
    expect(listed.find((d) => d.to === to)).toMatchObject({ reason: 'refused', reason_detail: 'HTTP 422' })
  })

  it('refuses a resend of something that is not a failed delivery, with no write', async () => {
    for (const id of ['0', 'abc', '99999999', '-1']) {
      const res = await s.api.post(`/admin/deliveries/${id}/resend`, {})
      expect([400, 404, 409]).toContain(res.status)
    }
    expect(await sql(`SELECT id FROM audit_log WHERE action = 'delivery.resend' AND entity_id = '99999999'`)).toEqual(
      [],
    )
  })
})
