import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminOrderDetail, AdminRefundResult } from '../../app/contract/admin-orders'
import { createWayForPayApi } from '../../worker/adapters/wayforpay/api'
import { TEST_MERCHANT } from '../../worker/adapters/wayforpay/test-merchant'
import { transactionSignature } from '../../worker/adapters/wayforpay/signature'
import { ok, sql } from '../support/admin'
import { setUpCardSite } from '../support/card-site'
import { takeConsoleErrors } from '../support/fail-on-console-error'

/**
 * A refund whose answer was lost (a timeout, a dropped connection, a Worker that died before
 * recording it) is never sent twice: WayForPay's REFUND has no idempotency key, so the store asks
 * CHECK_STATUS first and records what the provider already refunded, sending only what is missing.
 * The local sandbox carries the REFUND out and drops its answer, as the provider's gateway may.
 */
const SITE = 'http://refund-unknown.test'
const store = setUpCardSite(SITE)
const { api } = store
const MINUTE = 60_000

/** The amount of every REFUND request that left the store, by order reference (whatever became of its answer). */
const refundsSent = new Map<string, number[]>()
/** What happens, once, while an order's next REFUND is on its way to the provider (by order reference). */
const whileRefundTravels = new Map<string, () => Promise<void>>()
beforeAll(() => {
  const routed = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (request.method === 'POST' && new URL(request.url).pathname === '/dev/wayforpay/api') {
      const body = (await request.clone().json()) as {
        transactionType?: string
        orderReference: string
        amount: number
      }
      if (body.transactionType === 'REFUND') {
        refundsSent.set(body.orderReference, [...(refundsSent.get(body.orderReference) ?? []), body.amount])
        const meanwhile = whileRefundTravels.get(body.orderReference)
        whileRefundTravels.delete(body.orderReference)
        await meanwhile?.()
      }
    }
    return routed(request)
  })
})
const sentFor = (reference: string) => refundsSent.get(reference) ?? []

/** What the provider (the sandbox) says it refunded of the payment, asked as the store asks it. */
async function providerRefunded(reference: string) {
  const wfp = createWayForPayApi({
    apiUrl: `${SITE}/dev/wayforpay/api`,
    merchantAccount: TEST_MERCHANT.account,
    secret: TEST_MERCHANT.secret,
    fetch: (request) => fetch(request),
  })
  const status = await wfp.checkStatus(reference)
  if (status.kind !== 'transaction') throw new Error(`the sandbox does not know ${reference}`)
  return status.refundAmount
}

const sandbox = (reference: string, what: 'drop-refund-answer' | 'drop-status-answer') =>
  fetch(`${SITE}/dev/wayforpay/transactions/${reference}/${what}`, { method: 'POST' }).then((r) => r.status)
const detailOf = async (id: number) => ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
const refund = async (id: number, json: Record<string, unknown>) =>
  ok<AdminRefundResult>(await api.post(`/admin/orders/${id}/refund`, json))
const refundEmails = async (to: string) =>
  (await sql<{ kind: string }>('SELECT kind FROM email_outbox WHERE "to" = ? ORDER BY id', [to])).filter(
    (m) => m.kind === 'order_refund',
  ).length
const returnReceipts = async (orderId: number) =>
  (
    await sql<{ key: string; amount: number }>(
      `SELECT key, json_extract(payload, '$.amountUah') AS amount FROM outbox_jobs
        WHERE order_id = ? AND kind = 'fiscal_receipt' AND key LIKE 'receipt:return:%' ORDER BY id`,
      [orderId],
    )
  ).map((r) => r.amount)

const { paidCardOrder } = store

describe('a full refund whose answer was lost', () => {
  it('is owed until staff retry, and the retry records what the provider refunded without sending it again', async () => {
    const order = await paidCardOrder(1)
    expect(await sandbox(order.reference, 'drop-refund-answer')).toBe(200)

    const declined = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
    )
    expect(declined.money).toMatchObject({ paid: 640, refunded: 0, refund_pending: 0, refund_failed: 640 })
    expect(declined.money.refund_error).toBe('WayForPay REFUND answered HTTP 504')
    // The money went back all the same: the provider knows, the store does not.
    expect(sentFor(order.reference)).toEqual([640])
    expect(await providerRefunded(order.reference)).toBe(640)
    expect(await refundEmails(order.email)).toBe(0)

    const retried = await refund(order.id, { retry: true })
    expect(retried.refund).toEqual({ refunded: true, amount: 640, reason: null })
    expect(retried.order.money).toMatchObject({ paid: 640, refunded: 640, refund_failed: 0, refund_error: null })
    expect(retried.order.payment_state).toBe('refunded')
    expect(sentFor(order.reference)).toEqual([640])
    expect(await providerRefunded(order.reference)).toBe(640)
    expect(await refundEmails(order.email)).toBe(1)
    expect(await returnReceipts(order.id)).toEqual([640])
    expect(retried.order.timeline.filter((e) => e.kind === 'refund')).toEqual([
      expect.objectContaining({ amount: 640, actor_email: 'staff@example.com' }),
    ])

    // Nothing is owed or left: neither a retry nor a new refund is taken.
    expect((await api.post(`/admin/orders/${order.id}/refund`, { retry: true })).status).toBe(409)
    expect((await api.post(`/admin/orders/${order.id}/refund`, {})).status).toBe(409)
    expect(sentFor(order.reference)).toEqual([640])
  })
})

describe('a partial refund whose answer was lost', () => {
  it('asked again for the same amount is recorded once, and a later refund is sent as usual', async () => {
    const order = await paidCardOrder(2)
    expect(await sandbox(order.reference, 'drop-refund-answer')).toBe(200)
    const lost = await refund(order.id, { amount: 300 })
    expect(lost.refund).toMatchObject({ refunded: false, amount: 300 })
    expect(lost.order.money).toMatchObject({ refunded: 0, refund_failed: 300 })

    const again = await refund(order.id, { amount: 300 })
    expect(again.refund).toEqual({ refunded: true, amount: 300, reason: null })
    expect(again.order.money).toMatchObject({ paid: 1280, refunded: 300, refund_failed: 0, refund_pending: 0 })
    expect(again.order.payment_state).toBe('partly_refunded')
    expect(sentFor(order.reference)).toEqual([300])
    expect(await providerRefunded(order.reference)).toBe(300)
    expect(await refundEmails(order.email)).toBe(1)

    const more = await refund(order.id, { amount: 100 })
    expect(more.refund).toEqual({ refunded: true, amount: 100, reason: null })
    expect(more.order.money).toMatchObject({ refunded: 400, refund_failed: 0 })
    expect(sentFor(order.reference)).toEqual([300, 100])
    expect(await providerRefunded(order.reference)).toBe(400)
    expect(await returnReceipts(order.id)).toEqual([300, 100])
  })

  it('found while a larger refund is asked sends only the part still missing', async () => {
    const order = await paidCardOrder(2)
    expect(await sandbox(order.reference, 'drop-refund-answer')).toBe(200)
    await refund(order.id, { amount: 300 })
    const rest = await refund(order.id, {})
    expect(rest.refund).toEqual({ refunded: true, amount: 1280, reason: null })
    expect(rest.order.money).toMatchObject({ refunded: 1280, refund_failed: 0 })
    expect(sentFor(order.reference)).toEqual([300, 980])
    expect(await providerRefunded(order.reference)).toBe(1280)
    expect(await refundEmails(order.email)).toBe(1)
  })
})

describe('a due refund whose Worker died after the provider refunded', () => {
  it('is found by the sweep once its claim is stale, and recorded without a second REFUND', async () => {
    const order = await paidCardOrder(2)
    expect(await sandbox(order.reference, 'drop-refund-answer')).toBe(200)
    // Nothing after the provider call is written (as a killed isolate writes nothing): the claim stays.
    const trigger = `refund_release_breaks_${order.id}`
    await sql(
      `CREATE TRIGGER ${trigger} BEFORE UPDATE OF refund_pending_uah ON orders
        WHEN NEW.id = ${order.id} AND OLD.refund_pending_uah > 0 AND NEW.refund_pending_uah = 0
        BEGIN SELECT RAISE(ABORT, 'SQLITE_BUSY: database is locked (injected)'); END`,
    )
    const declined = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
    )
    expect(takeConsoleErrors()).toEqual([expect.stringContaining('SQLITE_BUSY: database is locked (injected)')])
    expect(declined.money).toMatchObject({ refunded: 0, refund_pending: 1280, refund_failed: 0 })
    expect(sentFor(order.reference)).toEqual([1280])
    await sql(`DROP TRIGGER ${trigger}`)
    // Three minutes on, the claim is stale (it would never be answered now) and the job is due again.
    await sql('UPDATE orders SET refund_pending_since = refund_pending_since - ? WHERE id = ?', [3 * MINUTE, order.id])

    const { getServices } = await import('../../worker/services/context')
    expect(await getServices(store.client.env).refundJobs.sweep(Date.now() + 3 * MINUTE)).toBeGreaterThanOrEqual(1)
    const after = await detailOf(order.id)
    expect(after.money).toMatchObject({ paid: 1280, refunded: 1280, refund_pending: 0, refund_failed: 0 })
    expect(after.money.refunds_scheduled).toEqual([])
    expect(after.payment_state).toBe('refunded')
    expect(sentFor(order.reference)).toEqual([1280])
    expect(await providerRefunded(order.reference)).toBe(1280)
    expect(await refundEmails(order.email)).toBe(1)
    expect(await returnReceipts(order.id)).toEqual([1280])
  })
})

describe('when CHECK_STATUS is not answered either', () => {
  it('sends nothing and the refund stays owed; a later retry settles it once', async () => {
    const order = await paidCardOrder(1)
    expect(await sandbox(order.reference, 'drop-refund-answer')).toBe(200)
    await refund(order.id, {})
    expect(await sandbox(order.reference, 'drop-status-answer')).toBe(200)

    const blind = await refund(order.id, { retry: true })
    expect(blind.refund).toEqual({ refunded: false, amount: 640, reason: 'WayForPay CHECK_STATUS answered HTTP 504' })
    expect(blind.order.money).toMatchObject({ refunded: 0, refund_failed: 640, refund_pending: 0 })
    expect(sentFor(order.reference)).toEqual([640])
    expect(await refundEmails(order.email)).toBe(0)

    const settled = await refund(order.id, { retry: true })
    expect(settled.refund).toEqual({ refunded: true, amount: 640, reason: null })
    expect(sentFor(order.reference)).toEqual([640])
    expect(await refundEmails(order.email)).toBe(1)
  })

  it('leaves a decline’s due refund unsent and owed', async () => {
    const order = await paidCardOrder(1)
    expect(await sandbox(order.reference, 'drop-status-answer')).toBe(200)
    const declined = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
    )
    expect(declined.money).toMatchObject({ refunded: 0, refund_failed: 640, refund_pending: 0 })
    expect(sentFor(order.reference)).toEqual([])
    expect(await providerRefunded(order.reference)).toBe(0)
  })
})

/** A refund of all that is left through the service, with `provider` answering the merchant API. */
async function refundThrough(orderId: number, provider: (request: Request) => Promise<Response>) {
  const { createRefundService } = await import('../../worker/services/payments/refunds')
  const { getServices } = await import('../../worker/services/context')
  const services = getServices(store.client.env)
  return createRefundService(services.db, services.config, services.email, provider).refund(orderId, null, null, '')
}

/** A CHECK_STATUS answer about `reference` signed with `secret`, with `extra` beside the signed fields. */
function statusAnswer(reference: string, transactionStatus: string, secret: string, extra: Record<string, unknown>) {
  const fields = {
    merchantAccount: TEST_MERCHANT.account,
    orderReference: reference,
    amount: 640,
    currency: 'UAH',
    authCode: '123456',
    cardPan: '41****1111',
    transactionStatus,
    reasonCode: 1100,
  }
  return Response.json({ ...fields, reason: 'Ok', ...extra, merchantSignature: transactionSignature(secret, fields) })
}

describe('a genuine CHECK_STATUS that cannot say what went back', () => {
  it('sends nothing while a refund is in processing, or when refundAmount is missing and money is left', async () => {
    for (const [status, extra] of [
      ['RefundInProcessing', { refundAmount: 0 }],
      ['Approved', {}],
    ] as const) {
      const order = await paidCardOrder(1)
      const asked: string[] = []
      const outcome = await refundThrough(order.id, async (request) => {
        const body = (await request.json()) as { transactionType: string; orderReference: string }
        asked.push(body.transactionType)
        return statusAnswer(body.orderReference, status, TEST_MERCHANT.secret, extra)
      })
      expect(outcome, status).toMatchObject({ refunded: false, amountUah: 640 })
      expect(asked, status).toEqual(['CHECK_STATUS'])
      expect((await detailOf(order.id)).money, status).toMatchObject({ refunded: 0, refund_failed: 640 })
    }
  })
})

describe('a forged CHECK_STATUS answer', () => {
  it('is not believed: nothing is recorded as refunded and nothing is sent', async () => {
    const order = await paidCardOrder(1)
    const asked: string[] = []
    // Claims the whole payment went back, signed with another key.
    const outcome = await refundThrough(order.id, async (request) => {
      const body = (await request.json()) as { transactionType: string; orderReference: string }
      asked.push(body.transactionType)
      return statusAnswer(body.orderReference, 'Refunded', 'not the merchant secret', { refundAmount: 640 })
    })
    expect(outcome).toEqual({ refunded: false, amountUah: 640, reason: 'The provider’s answer could not be verified' })
    expect(asked).toEqual(['CHECK_STATUS'])
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 0, refund_failed: 640, refund_pending: 0 })
    expect(
      await sql(`SELECT signature_valid FROM payment_events WHERE order_reference = ? AND source = 'check_status'`, [
        order.reference,
      ]),
    ).toEqual([{ signature_valid: 0 }])
    expect(await refundEmails(order.email)).toBe(0)
    expect(await returnReceipts(order.id)).toEqual([])
    expect(await providerRefunded(order.reference)).toBe(0)
  })
})

describe('an answer that comes back after its claim was taken over', () => {
  it('writes nothing over the request that took it: no second record, no false failure on the timeline', async () => {
    const order = await paidCardOrder(2)
    const { getServices } = await import('../../worker/services/context')
    const events = () =>
      sql<{ kind: string }>(`SELECT kind FROM order_events WHERE order_id = ? AND kind LIKE 'refund%' ORDER BY id`, [
        order.id,
      ])
    // The decline's REFUND is slow to travel: its claim goes stale, and the cron's sweep takes it over,
    // asks the provider (nothing refunded yet), sends its own REFUND and records it.
    whileRefundTravels.set(order.reference, async () => {
      await sql('UPDATE orders SET refund_pending_since = refund_pending_since - ? WHERE id = ?', [
        3 * MINUTE,
        order.id,
      ])
      await getServices(store.client.env).refundJobs.sweep(Date.now() + 3 * MINUTE)
    })
    const declined = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
    )
    // The late REFUND found nothing left (the sandbox refuses it); its failure is not written over the refund.
    expect(sentFor(order.reference)).toEqual([1280, 1280])
    expect(await providerRefunded(order.reference)).toBe(1280)
    const after = await detailOf(order.id)
    expect(declined.money).toMatchObject({ paid: 1280, refunded: 1280, refund_pending: 0, refund_failed: 0 })
    expect(after.money).toMatchObject({ paid: 1280, refunded: 1280, refund_pending: 0, refund_failed: 0 })
    expect(after.payment_state).toBe('refunded')
    expect((await events()).map((e) => e.kind)).toEqual(['refund'])
    expect(await refundEmails(order.email)).toBe(1)
    expect(await returnReceipts(order.id)).toEqual([1280])
  })
})
