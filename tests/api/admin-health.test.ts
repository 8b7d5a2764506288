import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminHealth } from '../../app/contract/admin-health'
import { noteDependency } from '../../worker/services/ops/dependencies'
import { adminApi, createAdminClient, insertOrder, ok, sql } from '../support/admin'

/** The back office's health page: what needs a person, counted and listed, staff only. */
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const health = async () => ok<AdminHealth>(await api.get('/admin/health'))

describe('GET /admin/health', () => {
  it('is for staff only', async () => {
    expect((await api.get('/admin/health', null)).status).toBe(401)
    expect((await api.get('/admin/health', 'customer')).status).toBe(403)
  })

  it('lists failed emails, payments that did not match, refunds owed, receipts not issued, failed work and a failing carrier', async () => {
    const before = await health()
    await sql(
      `INSERT INTO email_outbox ("to", subject, text, html, locale, kind, status) VALUES ('lost@example.com', 'Замовлення прийнято', 't', 'h', 'ua', 'order_status', 'failed')`,
    )
    const check = await insertOrder({ status: 'payed_check', payType: 'card' })
    const owed = await insertOrder({ status: 'declined', payType: 'card' })
    await sql(
      `UPDATE orders SET paid_uah = 500, refund_failed_uah = 200, refund_error = 'Declined by bank' WHERE id = ?`,
      [owed.id],
    )
    await sql(
      `INSERT INTO outbox_jobs (kind, key, order_id, payload, status, last_error) VALUES ('fiscal_receipt', 'health:r1', ?, '{}', 'failed', 'Tax code unknown')`,
      [check.id],
    )
    await sql(
      `INSERT INTO outbox_jobs (kind, key, payload, status, created_at) VALUES ('fiscal_receipt', 'health:r2', '{}', 'pending', ?)`,
      [Date.now() - 3600_000],
    )
    await sql(
      `INSERT INTO outbox_jobs (kind, key, payload, status) VALUES ('fiscal_receipt', 'health:r3', '{}', 'pending')`,
    )
    await sql(
      `INSERT INTO outbox_jobs (kind, key, payload, status) VALUES ('stock_alert', 'health:a1', '{}', 'failed')`,
    )
    await noteDependency(client.env.CATALOG_CACHE, 'nova-poshta', false, Date.parse('2026-11-28T10:00:00Z'))

    const now = await health()
    expect(now.failed_emails.count).toBe(before.failed_emails.count + 1)
    expect(now.failed_emails.latest[0]).toMatchObject({ to: 'lost@example.com', subject: 'Замовлення прийнято' })
    expect(now.payment_checks.latest.map((o) => o.id)).toContain(check.id)
    expect(now.refunds_owed.latest.find((o) => o.id === owed.id)).toMatchObject({ amount: 200 })
    // A receipt still being retried for a minute is not staff's business yet; rejected or an hour late is.
    expect(now.receipts.count - before.receipts.count).toBe(2)
    expect(now.receipts.rejected - before.receipts.rejected).toBe(1)
    expect(now.failed_jobs).toContainEqual({ kind: 'stock_alert', count: expect.any(Number) })
    expect(now.carrier_failing_since).toBe('2026-11-28T10:00:00.000Z')
    // No provider text reaches the page: reasons stay on the order and the receipts pages.
    expect(JSON.stringify(now)).not.toMatch(/Declined by bank|Tax code unknown/)

    await noteDependency(client.env.CATALOG_CACHE, 'nova-poshta', true, Date.now())
    expect((await health()).carrier_failing_since).toBeNull()
  })
})
