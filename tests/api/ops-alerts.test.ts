import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getServices } from '../../worker/services/context'
import { createOpsAlerts } from '../../worker/services/ops/alerts'
import { noteDependency } from '../../worker/services/ops/dependencies'
import { runJobs, watch } from '../../worker/services/ops/jobs'
import { createAdminClient, insertOrder, sql } from '../support/admin'
import { pinKyivClock } from '../support/kyiv-clock'
import { takeConsoleErrors } from '../support/fail-on-console-error'

/**
 * Errors an operator must act on reach the staff mailbox, each kind at most once an hour: a job out
 * of attempts, a payment that did not match its order, a dependency down for minutes.
 */
let client: Awaited<ReturnType<typeof createAdminClient>>
beforeAll(async () => {
  pinKyivClock()
  client = await createAdminClient()
})
afterAll(() => {
  vi.useRealTimers()
  return client.dispose()
})

const staffMail = async () => {
  const to = getServices(client.env).config.STAFF_EMAIL
  return sql<{ subject: string; text: string }>(
    `SELECT subject, text FROM email_outbox WHERE "to" = ? AND kind = 'ops_alert' ORDER BY id`,
    [to],
  )
}
const look = (now = Date.now()) => {
  const services = getServices(client.env)
  const kv = client.env.CATALOG_CACHE
  return watch(services, kv, createOpsAlerts(kv, services.email), now)
}

describe('operator alerts', () => {
  it('email a job out of attempts once an hour, however often it is seen', async () => {
    await look() // whatever the seed left is behind us
    const before = (await staffMail()).length
    await sql(
      `INSERT INTO outbox_jobs (kind, key, payload, status, attempts, last_error, updated_at) VALUES ('stock_alert', 'ops-test:1', '{}', 'failed', 5, 'refused', ?)`,
      [Date.now() + 1],
    )
    expect((await look(Date.now() + 10)).raised).toEqual(['job_failed'])
    await sql(
      `INSERT INTO outbox_jobs (kind, key, payload, status, attempts, last_error, updated_at) VALUES ('stock_alert', 'ops-test:2', '{}', 'failed', 5, 'refused', ?)`,
      [Date.now() + 20],
    )
    expect((await look(Date.now() + 30)).raised).toEqual(['job_failed'])
    const mails = (await staffMail()).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Завдання не виконано після всіх спроб')
    expect(mails[0]!.text).toContain('/admin/health')
    // Nothing new since: nothing raised.
    expect((await look(Date.now() + 40)).raised).toEqual([])
    // Each sighting is a structured error line, emailed or not.
    const lines = takeConsoleErrors().map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines.filter((l) => l.type === 'alert' && l.kind === 'job_failed')).toHaveLength(2)
  })

  it('email a payment that did not match its order, and a carrier failing for five minutes (not for one)', async () => {
    await look()
    const before = (await staffMail()).length
    const order = await insertOrder({ status: 'payed_check', payType: 'card' })
    await sql('UPDATE orders SET updated_at = ? WHERE id = ?', [Date.now() + 50, order.id])
    const now = Date.now() + 100
    const kv = client.env.CATALOG_CACHE
    await noteDependency(kv, 'nova-poshta', false, now - 60_000)
    expect((await look(now)).raised).toEqual(['payment_check'])
    await noteDependency(kv, 'nova-poshta', false, now)
    await kv.put('dependency:nova-poshta', JSON.stringify({ failingSince: now - 6 * 60_000, lastFailure: now }))
    expect((await look(now + 10)).raised).toEqual(['carrier_down'])
    expect((await staffMail()).slice(before).map((m) => m.subject)).toEqual([
      'Оплата не збіглася із замовленням',
      'Нова пошта не відповідає вже кілька хвилин',
    ])
    await noteDependency(kv, 'nova-poshta', true, now + 20)
    expect(await kv.get('dependency:nova-poshta')).toBeNull()
    expect(takeConsoleErrors()).toHaveLength(2)
  })

  it("the Cron Trigger's run completes every job even when one throws", async () => {
    const services = getServices(client.env)
    const broken = { ...services, feeds: { ...services.feeds, rebuildDue: () => Promise.reject(new Error('R2 down')) } }
    await expect(runJobs(client.env, broken as typeof services)).resolves.toBeUndefined()
    const [line, ...rest] = takeConsoleErrors()
    expect(rest).toEqual([])
    expect(JSON.parse(line!)).toMatchObject({
      level: 'error',
      type: 'job',
      job: 'feeds',
      ok: false,
      error: { message: 'R2 down' },
    })
  })
})
