import { describe, expect, it, vi } from 'vitest'
import type { AdminHealth } from '../../app/contract/admin-health'
import type { AdminOrderDetail, AdminRefundResult, AdminReturnResult } from '../../app/contract/admin-orders'
import { errorOf, ok, sql } from '../support/admin'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { setUpCardSite } from '../support/card-site'

/**
 * Card refunds that are due (a return's, the rest of a declined order's payment) are never lost: a
 * database error in the refund call, a second tab, a partial refund racing a decline. Each leaves
 * through an outbox job written with its cause; the cron's sweep finishes it, exactly once, or it
 * becomes owed for staff's retry.
 */
const SITE = 'http://refund-jobs.test'
const store = setUpCardSite(SITE)
const { api } = store

const MINUTE = 60_000
const detailOf = async (id: number) => ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
const health = async () => ok<AdminHealth>(await api.get('/admin/health'))
const owedOn = async (id: number) => (await health()).refunds_owed.latest.find((o) => o.id === id) ?? null
const refundEvents = async (reference: string) =>
  (
    await sql<{ transaction_status: string | null }>(
      `SELECT transaction_status FROM payment_events WHERE order_reference = ? AND source = 'refund' ORDER BY id`,
      [reference],
    )
  ).map((e) => e.transaction_status)
const returnsOf = (orderId: number) =>
  sql<{ provider_refund_uah: number; refund_outcome: string }>(
    'SELECT provider_refund_uah, refund_outcome FROM order_returns WHERE order_id = ? ORDER BY id',
    [orderId],
  )
/** The cron's sweep of due refunds, as the scheduled handler runs it, at `now`. */
const sweep = async (now: number) => {
  const { getServices } = await import('../../worker/services/context')
  return getServices(store.client.env).refundJobs.sweep(now)
}

/**
 * The database refuses this order's refund claim with an error that is not the app's (as SQLITE_BUSY,
 * a timeout or a killed isolate does in the refund call) until `heal()`.
 */
async function breakRefundClaim(orderId: number) {
  const trigger = `refund_claim_breaks_${orderId}`
  await sql(
    `CREATE TRIGGER ${trigger} BEFORE UPDATE OF refund_pending_uah ON orders
      WHEN NEW.id = ${orderId} AND NEW.refund_pending_uah > 0
      BEGIN SELECT RAISE(ABORT, 'SQLITE_BUSY: database is locked (injected)'); END`,
  )
  return { heal: () => sql(`DROP TRIGGER ${trigger}`) }
}

/** A card order of `quantity` × 640 UAH, paid through the sandbox; delivered when asked. */
async function paidCardOrder(quantity: number, delivered: boolean) {
  const order = await store.paidCardOrder(quantity)
  if (delivered)
    for (const status of ['prepered', 'at_delivry', 'delivred'])
      await ok(await api.post(`/admin/orders/${order.id}/status`, { status }))
  const lineId = (await detailOf(order.id)).lines[0]!.id
  return { ...order, lineId }
}

const wholeReturn = (lineId: number, quantity: number) => ({
  reason: 'wrong_item',
  refund: true,
  lines: [{ line_id: lineId, quantity, restock: true }],
})

describe('a return whose card refund meets a database error', () => {
  it('is recorded with its refund still due; the cron refunds it exactly once', async () => {
    const order = await paidCardOrder(2, true)
    const broken = await breakRefundClaim(order.id)
    const res = await api.post(`/admin/orders/${order.id}/returns`, wholeReturn(order.lineId, 2))
    expect(res.status, await res.clone().text()).toBe(200)
    const answer = (await res.json()) as AdminReturnResult
    expect(answer.refund).toMatchObject({ refunded: false, amount: 1280 })
    expect(answer.order.status).toBe('returned')
    expect(answer.order.money).toMatchObject({ paid: 1280, refunded: 0, refund_pending: 0 })
    expect(await returnsOf(order.id)).toEqual([{ provider_refund_uah: 1280, refund_outcome: 'pending' }])
    expect(await refundEvents(order.reference)).toEqual([])
    expect(takeConsoleErrors()).toEqual([expect.stringContaining('SQLITE_BUSY: database is locked (injected)')])

    // Still due after a while (the database kept failing): the health page counts it as owed.
    await sql(`UPDATE outbox_jobs SET created_at = created_at - 10 * 60000 WHERE order_id = ? AND kind = 'refund'`, [
      order.id,
    ])
    expect(await owedOn(order.id)).toMatchObject({ amount: 1280 })

    await broken.heal()
    expect(await sweep(Date.now() + 2 * MINUTE)).toBeGreaterThanOrEqual(1)
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 1280, refund_pending: 0, refund_failed: 0 })
    expect(await returnsOf(order.id)).toEqual([{ provider_refund_uah: 1280, refund_outcome: 'refunded' }])
    expect(await refundEvents(order.reference)).toEqual(['Refunded'])
    expect(await owedOn(order.id)).toBeNull()

    // The next sweeps find nothing of it: the provider is asked once.
    await sweep(Date.now() + 60 * MINUTE)
    expect(await refundEvents(order.reference)).toEqual(['Refunded'])
  })

  it('becomes owed after its attempts, on the order and the health page, and «retry» repays it once', async () => {
    const order = await paidCardOrder(1, true)
    const broken = await breakRefundClaim(order.id)
    await ok(await api.post(`/admin/orders/${order.id}/returns`, wholeReturn(order.lineId, 1)))
    // The cron keeps trying while the database keeps failing, then hands it to staff.
    for (let hours = 1; hours <= 5; hours++) await sweep(Date.now() + hours * 3600_000)
    expect(takeConsoleErrors()).toHaveLength(5)
    const detail = await detailOf(order.id)
    expect(detail.money).toMatchObject({ refunded: 0, refund_pending: 0, refund_failed: 640 })
    expect(detail.timeline.map((e) => e.kind)).toContain('refund_failed')
    expect(await returnsOf(order.id)).toEqual([{ provider_refund_uah: 640, refund_outcome: 'failed' }])
    expect(await owedOn(order.id)).toMatchObject({ amount: 640 })

    await broken.heal()
    const retried = await ok<AdminRefundResult>(await api.post(`/admin/orders/${order.id}/refund`, { retry: true }))
    expect(retried.refund).toEqual({ refunded: true, amount: 640, reason: null })
    expect(retried.order.money).toMatchObject({ refunded: 640, refund_failed: 0 })
    expect(await owedOn(order.id)).toBeNull()
    await sweep(Date.now() + 10 * 3600_000)
    expect(await refundEvents(order.reference)).toEqual(['Refunded'])
  })
})

describe('the same return sent twice at once (a double click, two staff)', () => {
  it('makes one return and one refund; the other answer is a 409 that says so', async () => {
    const order = await paidCardOrder(2, true)
    const answers = await Promise.all(
      [1, 2].map(() => api.post(`/admin/orders/${order.id}/returns`, wholeReturn(order.lineId, 2))),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = await errorOf(answers.find((r) => r.status === 409)!)
    expect(refused.message).toBe(
      'These goods were just recorded as returned, perhaps from another tab: reload the order',
    )
    expect(await returnsOf(order.id)).toEqual([{ provider_refund_uah: 1280, refund_outcome: 'refunded' }])
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 1280, refund_failed: 0, refund_pending: 0 })
    expect(await refundEvents(order.reference)).toEqual(['Refunded'])
    await sweep(Date.now() + 60 * MINUTE)
    expect(await refundEvents(order.reference)).toEqual(['Refunded'])
  })
})

describe('a paid order declined while a partial refund is with the provider', () => {
  it('refunds the rest once the partial refund is answered: nothing is kept', async () => {
    const order = await paidCardOrder(1, false)
    // The partial refund's request is held at the provider until the decline has committed.
    let arrived!: () => void
    const atProvider = new Promise<void>((resolve) => (arrived = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const routed = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const body = request.method === 'POST' ? await request.clone().text() : ''
      if (body.includes('"REFUND"') && body.includes('"amount":100')) {
        arrived()
        await released
      }
      return routed(request)
    })
    try {
      const partial = api.post(`/admin/orders/${order.id}/refund`, { amount: 100 })
      await atProvider
      const declined = await ok<AdminOrderDetail>(
        await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
      )
      expect(declined.status).toBe('declined')
      expect(declined.money).toMatchObject({ refunded: 0, refund_pending: 100 })
      release()
      expect((await ok<AdminRefundResult>(await partial)).refund).toMatchObject({ refunded: true, amount: 100 })
    } finally {
      vi.stubGlobal('fetch', routed)
    }
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 100, refund_failed: 0 })

    expect(await sweep(Date.now() + 3 * MINUTE)).toBeGreaterThanOrEqual(1)
    const after = await detailOf(order.id)
    expect(after.money).toMatchObject({ paid: 640, refunded: 640, refund_pending: 0, refund_failed: 0 })
    expect(after.payment_state).toBe('refunded')
    expect(await refundEvents(order.reference)).toEqual(['Refunded', 'Refunded'])
    expect(await owedOn(order.id)).toBeNull()
    await sweep(Date.now() + 60 * MINUTE)
    expect(await refundEvents(order.reference)).toEqual(['Refunded', 'Refunded'])
  })
})

describe('a due refund while it is retried, on the staff order page', () => {
  const scheduledOn = async (id: number) => (await detailOf(id)).money.refunds_scheduled

  it('shows the rest of a declined order’s payment as scheduled, with its attempts, next attempt and last error, until it goes back', async () => {
    const order = await paidCardOrder(2, false)
    const broken = await breakRefundClaim(order.id)
    const before = Date.now()
    const declined = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
    )
    expect(takeConsoleErrors()).toEqual([expect.stringContaining('SQLITE_BUSY: database is locked (injected)')])
    expect(declined.money).toMatchObject({ paid: 1280, refunded: 0, refund_failed: 0 })
    expect(declined.money.refunds_scheduled).toEqual([
      {
        amount: 1280,
        return_id: null,
        attempts: 1,
        max_attempts: 5,
        next_attempt: expect.any(String),
        trying: false,
        last_error: expect.stringContaining('SQLITE_BUSY'),
      },
    ])
    expect(Date.parse(declined.money.refunds_scheduled[0]!.next_attempt!)).toBeGreaterThan(before)

    // The cron tries again and fails again: the page counts the attempt.
    await sweep(Date.now() + 3600_000)
    expect(takeConsoleErrors()).toHaveLength(1)
    expect(await scheduledOn(order.id)).toEqual([expect.objectContaining({ amount: 1280, attempts: 2 })])

    await broken.heal()
    await sweep(Date.now() + 2 * 3600_000)
    const after = await detailOf(order.id)
    expect(after.money).toMatchObject({ refunded: 1280, refund_failed: 0 })
    expect(after.money.refunds_scheduled).toEqual([])
  })

  it('shows a return’s refund by its amount, and once its attempts ran out only as owed, never both', async () => {
    const order = await paidCardOrder(3, true)
    const broken = await breakRefundClaim(order.id)
    const back = await ok<AdminReturnResult>(
      await api.post(`/admin/orders/${order.id}/returns`, {
        reason: 'wrong_item',
        refund: true,
        lines: [{ line_id: order.lineId, quantity: 1, restock: true }],
      }),
    )
    expect(back.order.money.refunds_scheduled).toEqual([
      expect.objectContaining({ amount: 640, return_id: expect.any(Number), attempts: 1 }),
    ])
    for (let hours = 1; hours <= 4; hours++) await sweep(Date.now() + hours * 3600_000)
    expect(takeConsoleErrors()).toHaveLength(5)
    const owed = await detailOf(order.id)
    expect(owed.money).toMatchObject({ refunded: 0, refund_failed: 640 })
    expect(owed.money.refunds_scheduled).toEqual([])
    await broken.heal()
  })

  it('shows nothing scheduled for a paid order with no refund due', async () => {
    const order = await paidCardOrder(1, false)
    expect(await scheduledOn(order.id)).toEqual([])
  })
})
