import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminRefundResult, AdminReturnResult } from '../../app/contract/admin-orders'
import { getServices } from '../../worker/services/context'
import { insertOrder, insertVariant, ok, sql } from '../support/admin'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { createFiscalSite } from '../support/fiscal-site'
import { breakJobFinishing } from '../support/job-faults'
import { pinKyivClock } from '../support/kyiv-clock'

/**
 * Every return with money back tells the buyer, once, in the order's language: a return paid back
 * by staff alone (cash or a bank transfer) by its own email; a return with a card part whose refund
 * is refused or not answered tells the rest at once and the card's part by its refund email when it
 * goes through; a card refund that goes through at once names both in one email. Every unit back
 * with no money back moves the order to «Повернено», and that move's status email tells it. A refused
 * request sends nothing, and a replayed one nothing twice.
 */
const SITE = 'http://return-mails.test'
let site: Awaited<ReturnType<typeof createFiscalSite>>

beforeAll(async () => {
  pinKyivClock()
  site = await createFiscalSite(SITE)
})
afterAll(() => site.dispose())

const MINUTE = 60_000
/** 2,700 or 2 700 as either language writes it. */
const UAH_2700 = /2[\s,\u00a0\u202f]?700/
/** What the buyer was told about the return's money (not the order's other emails). */
const moneyMails = async (address: string) =>
  (await mailsTo(address)).filter((m) => m.kind === 'order_return' || m.kind === 'order_refund')
const mailsTo = (address: string) =>
  sql<{ kind: string; subject: string; body: string; locale: string }>(
    `SELECT kind, subject, text AS body, locale FROM email_outbox WHERE "to" = ? ORDER BY id`,
    [address],
  )
const services = () => getServices(site.client.env)
/** Every cron sweep that could send something about a return, an hour on. */
async function sweepLater() {
  const later = Date.now() + 60 * MINUTE
  await services().refundJobs.sweep(later)
  await services().returnMails.sendDue(later)
}

async function deliveredCashOrder(locale: 'ua' | 'en') {
  const v = await insertVariant({ price: 900, stock: 10 })
  const order = await insertOrder({
    status: 'delivred',
    payType: 'cash',
    deliveryType: 'curier',
    locale,
    lines: [{ variantId: v.variantId, quantity: 3, takenStock: 3, price: 900 }],
  })
  const line = (await ok<AdminOrderDetail>(await site.api.get(`/admin/orders/${order.id}`))).lines[0]!
  return { order, line }
}

async function deliveredCodOrder() {
  const v = await insertVariant({ price: 2900, stock: 10 })
  const order = await site.placeOrder(
    {
      deliveryType: 'newpost',
      np_info: { city: 'Київ', branch: 'Відділення №1' },
      curier_info: undefined,
      payment: 'prepayment',
    },
    [{ id: v.variantId, quantity: 2 }],
  )
  await site.decide(await site.purchaseForm(order.reference), 'Approved')
  await ok(await site.api.post(`/admin/orders/${order.id}/ttn`, { ttn: `2045${String(order.id).padStart(10, '0')}` }))
  for (const status of ['prepered', 'at_delivry', 'delivred'])
    await ok(await site.api.post(`/admin/orders/${order.id}/status`, { status }))
  const line = (await ok<AdminOrderDetail>(await site.api.get(`/admin/orders/${order.id}`))).lines[0]!
  const [row] = await sql<{ email: string; locale: string }>('SELECT email, locale FROM orders WHERE id = ?', [
    order.id,
  ])
  // Placed through the English API client: the order's language is English.
  expect(row!.locale).toBe('en')
  return { order, line, email: row!.email }
}

describe('a return paid back by staff alone (a courier cash order)', () => {
  it('sends one email in English naming the goods, the sum and the bank transfer; a replay sends nothing more', async () => {
    const { order, line } = await deliveredCashOrder('en')
    const back = { reason: 'wrong_item', refund: true, lines: [{ line_id: line.id, quantity: 3, restock: true }] }

    // Refused (how the money went back is not said): nothing written, nothing sent.
    expect((await site.api.post(`/admin/orders/${order.id}/returns`, back)).status).toBe(400)
    expect(await mailsTo(order.email)).toEqual([])

    const done = await ok<AdminReturnResult>(
      await site.api.post(`/admin/orders/${order.id}/returns`, { ...back, rest_by: 'transfer' }),
    )
    expect(done.refund).toBeNull()
    const mails = await mailsTo(order.email)
    expect(mails.map((m) => [m.kind, m.locale])).toEqual([['order_return', 'en']])
    expect(mails[0]!.subject).toMatch(new RegExp(`Order No\\. ${order.number}: your return, ${UAH_2700.source}`))
    expect(mails[0]!.body).toMatch(/Тестовий крем .* × 3/)
    expect(mails[0]!.body).toMatch(new RegExp(`pay you back ${UAH_2700.source}`))
    expect(mails[0]!.body).toMatch(/by bank transfer to your account/)
    expect(mails[0]!.body).not.toMatch(/card|cash/)

    // The same request again (a double click, a retry): all came back already, so nothing more.
    expect((await site.api.post(`/admin/orders/${order.id}/returns`, { ...back, rest_by: 'transfer' })).status).toBe(
      400,
    )
    await sweepLater()
    expect((await mailsTo(order.email)).map((m) => m.kind)).toEqual(['order_return'])
    expect(
      await sql('SELECT status FROM outbox_jobs WHERE order_id = ? AND kind = ?', [order.id, 'return_mail']),
    ).toEqual([{ status: 'done' }])
  }, 120_000)

  it('tells a Ukrainian order in Ukrainian that the money was handed back in cash, one email per return', async () => {
    const { order, line } = await deliveredCashOrder('ua')
    const one = {
      reason: 'wrong_item',
      refund: true,
      rest_by: 'cash',
      lines: [{ line_id: line.id, quantity: 1, restock: true }],
    }
    await ok(await site.api.post(`/admin/orders/${order.id}/returns`, one))
    await ok(await site.api.post(`/admin/orders/${order.id}/returns`, one))
    await sweepLater()
    const mails = await mailsTo(order.email)
    expect(mails.map((m) => [m.kind, m.locale])).toEqual([
      ['order_return', 'ua'],
      ['order_return', 'ua'],
    ])
    for (const mail of mails) {
      expect(mail.subject).toMatch(new RegExp(`Замовлення № ${order.number}: повернення товару, 900`))
      expect(mail.body).toMatch(/Тестовий крем \w+, 50 мл × 1 — 900 грн/)
      expect(mail.body).toMatch(/ми повернули вам готівкою/)
    }
  }, 120_000)

  it('is written once when the Worker dies after writing it and before marking its job done', async () => {
    const { order, line } = await deliveredCashOrder('ua')
    const crash = await breakJobFinishing('return_mail', order.id)
    await ok(
      await site.api.post(`/admin/orders/${order.id}/returns`, {
        reason: 'wrong_item',
        refund: true,
        rest_by: 'cash',
        lines: [{ line_id: line.id, quantity: 2, restock: true }],
      }),
    )
    expect((await mailsTo(order.email)).map((m) => m.kind)).toEqual(['order_return'])
    const jobOf = () => sql('SELECT status FROM outbox_jobs WHERE order_id = ? AND kind = ?', [order.id, 'return_mail'])
    expect(await jobOf()).toEqual([{ status: 'running' }])

    // The lease lapses and the cron runs the job again: it finds the email written.
    await crash.heal()
    await sweepLater()
    expect(await jobOf()).toEqual([{ status: 'done' }])
    expect((await mailsTo(order.email)).map((m) => m.kind)).toEqual(['order_return'])
    const told = await sql<{ note: string }>(`SELECT note FROM order_events WHERE order_id = ? AND kind = 'email'`, [
      order.id,
    ])
    expect(told.filter((e) => e.note.startsWith('order_return'))).toHaveLength(1)
  }, 120_000)

  it('sends nothing for a part returned with no money back (the order does not move)', async () => {
    const { order, line } = await deliveredCashOrder('ua')
    await ok(
      await site.api.post(`/admin/orders/${order.id}/returns`, {
        reason: 'wrong_item',
        refund: false,
        lines: [{ line_id: line.id, quantity: 1, restock: true }],
      }),
    )
    await sweepLater()
    expect(await mailsTo(order.email)).toEqual([])
  }, 120_000)
})

describe('every unit back with no money back', () => {
  it('tells the buyer by the order’s move to «Повернено», once, in the order’s language', async () => {
    const { order, line } = await deliveredCashOrder('ua')
    const back = { reason: 'wrong_item', refund: false, lines: [{ line_id: line.id, quantity: 3, restock: true }] }
    await ok(await site.api.post(`/admin/orders/${order.id}/returns`, back))
    const [row] = await sql<{ status: string }>('SELECT status FROM orders WHERE id = ?', [order.id])
    expect(row!.status).toBe('returned')
    const told = async () => (await mailsTo(order.email)).map((m) => [m.kind, m.locale, m.subject])
    expect(await told()).toEqual([['order_status', 'ua', `Замовлення № ${order.number}: повернене`]])
    // A replay is refused (all came back already) and the sweep finds nothing more to send.
    expect((await site.api.post(`/admin/orders/${order.id}/returns`, back)).status).toBe(400)
    await sweepLater()
    await services().statusMails.sendDue(Date.now() + 60 * MINUTE)
    expect(await told()).toHaveLength(1)
  }, 120_000)
})

describe('a return of a cash-on-delivery order: the prepayment to the card, the rest by staff', () => {
  const back = (lineId: number, quantity = 1) => ({
    reason: 'defective',
    refund: true,
    rest_by: 'cash',
    lines: [{ line_id: lineId, quantity, restock: false }],
  })

  it('with the card refund refused, tells the rest at once; the retried card refund sends its own email, once', async () => {
    const { order, line, email } = await deliveredCodOrder()
    const refused = await fetch(`${SITE}/dev/wayforpay/transactions/${order.reference}/refuse-refund`, {
      method: 'POST',
    })
    expect(refused.status).toBe(200)

    const done = await ok<AdminReturnResult>(await site.api.post(`/admin/orders/${order.id}/returns`, back(line.id)))
    expect(done.refund).toMatchObject({ refunded: false, amount: 200 })
    let mails = await mailsTo(email)
    const returned = mails.filter((m) => m.kind === 'order_return')
    expect(returned).toHaveLength(1)
    expect(mails.filter((m) => m.kind === 'order_refund')).toEqual([])
    expect(returned[0]!.locale).toBe('en')
    expect(returned[0]!.body).toMatch(new RegExp(`The rest for the returned goods, ${UAH_2700.source}.*in cash`))
    expect(returned[0]!.body).toMatch(/200 UAH of it goes back to the card/)
    expect(returned[0]!.body).toMatch(/email you separately/)

    // Staff retry the owed card refund: it goes through, and its email names the card's part alone.
    const retried = await ok<AdminRefundResult>(
      await site.api.post(`/admin/orders/${order.id}/refund`, { retry: true }),
    )
    expect(retried.refund).toMatchObject({ refunded: true, amount: 200 })
    await sweepLater()
    mails = await mailsTo(email)
    expect(mails.filter((m) => m.kind === 'order_return')).toHaveLength(1)
    const refunds = mails.filter((m) => m.kind === 'order_refund')
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.body).toMatch(/We have refunded 200 UAH/)
    expect(refunds[0]!.body).not.toMatch(UAH_2700)
  }, 120_000)

  it('with the card refund due after an error, tells the rest at once; the cron’s refund tells the card part, each once', async () => {
    const { order, line, email } = await deliveredCodOrder()
    const trigger = `return_mail_refund_breaks_${order.id}`
    await sql(
      `CREATE TRIGGER ${trigger} BEFORE UPDATE OF refund_pending_uah ON orders
        WHEN NEW.id = ${order.id} AND NEW.refund_pending_uah > 0
        BEGIN SELECT RAISE(ABORT, 'SQLITE_BUSY: database is locked (injected)'); END`,
    )
    try {
      const done = await ok<AdminReturnResult>(
        await site.api.post(`/admin/orders/${order.id}/returns`, back(line.id, 2)),
      )
      expect(done.refund).toMatchObject({ refunded: false, amount: 200 })
      expect(takeConsoleErrors()).toEqual([expect.stringContaining('SQLITE_BUSY')])
      expect((await moneyMails(email)).map((m) => m.kind)).toEqual(['order_return'])
      // The same return again (both units): nothing left of the line to return, so nothing more is sent.
      expect((await site.api.post(`/admin/orders/${order.id}/returns`, back(line.id, 2))).status).toBe(400)
    } finally {
      await sql(`DROP TRIGGER ${trigger}`)
    }
    await sweepLater()
    await sweepLater()
    const mails = await moneyMails(email)
    expect(mails.map((m) => m.kind)).toEqual(['order_return', 'order_refund'])
    expect(mails[1]!.body).toMatch(/We have refunded 200 UAH/)
    // The rest, 5,600, was told already.
    expect(mails[0]!.body).toMatch(/5[\s,\u00a0\u202f]?600/)
    expect(mails[1]!.body).not.toMatch(/5[\s,\u00a0\u202f]?600/)
  }, 120_000)

  it('with the card refund through at once, one refund email names both parts and the return’s own is not sent', async () => {
    const { order, line, email } = await deliveredCodOrder()
    const done = await ok<AdminReturnResult>(await site.api.post(`/admin/orders/${order.id}/returns`, back(line.id)))
    expect(done.refund).toMatchObject({ refunded: true, amount: 200 })
    await sweepLater()
    const mails = await moneyMails(email)
    expect(mails.map((m) => m.kind)).toEqual(['order_refund'])
    expect(mails[0]!.body).toMatch(UAH_2700)
    expect(
      await sql('SELECT status FROM outbox_jobs WHERE order_id = ? AND kind = ?', [order.id, 'return_mail']),
    ).toEqual([{ status: 'skipped' }])
  }, 120_000)
})
