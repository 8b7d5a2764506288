import { describe, expect, it } from 'vitest'
import { getServices } from '../../worker/services/context'
import { insertOrder, insertVariant, ok, sql } from '../support/admin'
import { setUpCardSite } from '../support/card-site'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { breakJobFinishing } from '../support/job-faults'

/**
 * The buyer's email about a status move leaves from an outbox job written in the move's own write
 * (db/queries/status-mails.ts): a move never commits without it, an email that could not be written
 * is written by the Cron later, and a job run again after a Worker died mid-way writes no second one.
 */
const SITE = 'http://status-mails.test'
const site = setUpCardSite(SITE)
const services = () => getServices(site.client.env)
const HOUR = 3600_000

const mailsTo = (address: string) =>
  sql<{ kind: string; subject: string }>(`SELECT kind, subject FROM email_outbox WHERE "to" = ? ORDER BY id`, [address])
const statusJobsOf = (orderId: number) =>
  sql<{ status: string }>(`SELECT status FROM outbox_jobs WHERE order_id = ? AND kind = 'status_mail' ORDER BY id`, [
    orderId,
  ])

/** Until `mend`, the database refuses any email to this address, as an outbox that cannot be written. */
async function emailsRefusedFor(address: string) {
  const trigger = `email_refused_${address.replace(/\W/g, '_')}`
  await sql(
    `CREATE TRIGGER ${trigger} BEFORE INSERT ON email_outbox WHEN NEW."to" = '${address}'
      BEGIN SELECT RAISE(ABORT, 'the outbox cannot be written (injected)'); END`,
  )
  return { mend: () => sql(`DROP TRIGGER ${trigger}`) }
}

async function newOrder(status: 'new' | 'created', payType: 'cash' | 'card' = 'cash') {
  const v = await insertVariant({ stock: 10, price: 700 })
  return insertOrder({
    status,
    payType,
    lines: [{ variantId: v.variantId, quantity: 1, takenStock: 1, price: 700 }],
  })
}

describe("a status move's email", () => {
  it('stays due when it cannot be written: the move stands, and the Cron writes it once later', async () => {
    const order = await newOrder('new')
    const refused = await emailsRefusedFor(order.email)
    await ok(await site.api.post(`/admin/orders/${order.id}/status`, { status: 'prepered' }))
    expect((await sql('SELECT status FROM orders WHERE id = ?', [order.id]))[0]).toEqual({ status: 'prepered' })
    expect(await mailsTo(order.email)).toEqual([])
    expect(await statusJobsOf(order.id)).toEqual([{ status: 'pending' }])

    await refused.mend()
    await services().statusMails.sendDue(Date.now() + HOUR)
    await services().statusMails.sendDue(Date.now() + 2 * HOUR)
    expect(await statusJobsOf(order.id)).toEqual([{ status: 'done' }])
    expect((await mailsTo(order.email)).map((m) => m.kind)).toEqual(['order_status'])
  }, 60_000)

  it('is written once when the Worker dies after writing it and before marking its job done', async () => {
    const order = await newOrder('new')
    const crash = await breakJobFinishing('status_mail', order.id)
    await ok(await site.api.post(`/admin/orders/${order.id}/status`, { status: 'prepered' }))
    expect(await mailsTo(order.email)).toHaveLength(1)
    expect(await statusJobsOf(order.id)).toEqual([{ status: 'running' }])
    takeConsoleErrors()

    await crash.heal()
    await services().statusMails.sendDue(Date.now() + HOUR)
    expect(await statusJobsOf(order.id)).toEqual([{ status: 'done' }])
    expect(await mailsTo(order.email)).toHaveLength(1)
    const told = await sql(`SELECT note FROM order_events WHERE order_id = ? AND kind = 'email'`, [order.id])
    expect(told).toHaveLength(1)
  }, 60_000)

  it('is one per move: each move of an order tells the buyer once', async () => {
    const order = await newOrder('new')
    for (const status of ['prepered', 'at_delivry', 'delivred'])
      await ok(await site.api.post(`/admin/orders/${order.id}/status`, { status }))
    expect(await statusJobsOf(order.id)).toEqual([{ status: 'done' }, { status: 'done' }, { status: 'done' }])
    expect(await mailsTo(order.email)).toHaveLength(3)
    await services().statusMails.sendDue(Date.now() + HOUR)
    expect(await mailsTo(order.email)).toHaveLength(3)
  }, 60_000)

  it('of a card payment is due with the payment: the report moves the order even when the email fails', async () => {
    const order = await newOrder('created', 'card')
    const refused = await emailsRefusedFor(order.email)
    await site.pay(order.reference)
    expect((await sql('SELECT status FROM orders WHERE id = ?', [order.id]))[0]).toEqual({ status: 'payed' })
    expect(await statusJobsOf(order.id)).toEqual([{ status: 'pending' }])

    await refused.mend()
    await services().statusMails.sendDue(Date.now() + HOUR)
    const mails = await mailsTo(order.email)
    expect(mails.map((m) => m.kind)).toEqual(['order_status'])
    expect(mails[0]!.subject).toContain(order.number)
  }, 60_000)

  it('of an unpaid order cancelled when its payment time ran out says why, once', async () => {
    const order = await newOrder('created', 'card')
    await sql('UPDATE orders SET hold_until = ? WHERE id = ?', [Date.now() - 1000, order.id])
    const refused = await emailsRefusedFor(order.email)
    expect(await services().holds.releaseLapsed()).toBeGreaterThanOrEqual(1)
    expect(await statusJobsOf(order.id)).toEqual([{ status: 'pending' }])

    await refused.mend()
    await services().statusMails.sendDue(Date.now() + HOUR)
    await services().holds.releaseLapsed()
    const mails = await sql<{ text: string }>(`SELECT text FROM email_outbox WHERE "to" = ?`, [order.email])
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toMatch(/не було оплачене протягом \d+ хв/)
  }, 60_000)
})
