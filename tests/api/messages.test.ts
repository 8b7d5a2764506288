import { describe, expect, it } from 'vitest'
import { kyivDate } from '../../app/domain/kyiv-time'
import { DAILY_MESSAGES_PER_PHONE, deliveryBackoffMs } from '../../app/domain/messages'
import { getServices } from '../../worker/services/context'
import { errorOf, sql } from '../support/admin'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { setUpMessageStandIns } from '../support/message-stand-ins'

/**
 * Viber/SMS messages through the TurboSMS stand-in (worker/dev/turbosms): written with their cause,
 * sent once, only to buyers who opted in, at most a day's share per phone, retried while TurboSMS
 * fails; and parcel tracking through the Nova Poshta stand-in that tells the buyer once.
 */
const SITE = 'http://messages.test'
const s = setUpMessageStandIns(SITE)
const services = () => getServices(s.client.env)
const jobsOf = (orderId: number) =>
  sql<{ key: string; status: string; attempts: number; last_error: string | null; result: string | null }>(
    `SELECT key, status, attempts, last_error, result FROM outbox_jobs WHERE order_id = ? AND kind = 'message' ORDER BY id`,
    [orderId],
  )
/** Hands the order to the carrier with a waybill, as if staff did it before messages were asked for. */
const handedOver = (id: number, ttn: string) =>
  sql(`UPDATE orders SET status = 'at_delivry', ttn = ? WHERE id = ?`, [ttn, id])
/** A tracking run that dies before it writes this order's parcel notice; answers how to mend it. */
async function trackingDiesBeforeTheNotice(orderId: number) {
  const trigger = `parcel_notice_breaks_${orderId}`
  await sql(
    `CREATE TRIGGER ${trigger} BEFORE INSERT ON parcel_notices WHEN NEW.order_id = ${orderId}
      BEGIN SELECT RAISE(ABORT, 'the run died before the notice was written (injected)'); END`,
  )
  await expect(services().parcels.track()).rejects.toThrow(/injected/)
  return () => sql(`DROP TRIGGER ${trigger}`)
}
const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

describe('Viber/SMS messages', () => {
  it('tells a buyer who opted in that the order is accepted, once, in their language, Viber first with SMS behind', async () => {
    const phone = s.phone()
    const order = await s.placeOrder(phone.typed, { messages_opt_in: true })
    const sent = await s.messagesTo(phone.turbo)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ channel: 'viber+sms', sms: { sender: 'BeautyPro' } })
    expect(sent[0]!.viber!.text).toBe(
      `Beauty Pro: замовлення № ${order.number} прийнято. Ми зв’яжемося з вами найближчим часом.`,
    )
    // Nothing is on its way yet: both channels say the same.
    expect(sent[0]!.sms!.text).toBe(sent[0]!.viber!.text)
    expect(await jobsOf(order.id)).toEqual([
      expect.objectContaining({ key: `message:order_accepted:${order.id}`, status: 'done' }),
    ])
    // Another sweep (the Cron Trigger) sends nothing again.
    await services().messages.sendDue()
    expect(await s.messagesTo(phone.turbo)).toHaveLength(1)

    const english = s.phone()
    const en = await s.placeOrder(english.typed, { messages_opt_in: true }, 'en')
    await handedOver(en.id, '20450000009901')
    await s.parcel('20450000009901', '7', '2026-12-10')
    await services().parcels.track()
    const [arrived] = await s.messagesTo(english.turbo)
    // The SMS says where and until when; Viber says the same and adds the carrier's tracking link.
    expect(arrived!.sms!.text).toMatch(
      new RegExp(`^Beauty Pro: order No\\. ${en.number} is waiting for you: .+ Free storage until 09\\.12\\.2026\\.$`),
    )
    expect(arrived!.viber!.text).toBe(
      `${arrived!.sms!.text}\nTrack the parcel: https://novaposhta.ua/tracking/?cargo_number=20450000009901`,
    )
  }, 60_000)

  it('sends nothing to a buyer who did not opt in', async () => {
    const phone = s.phone()
    const order = await s.placeOrder(phone.typed)
    await handedOver(order.id, '20450000009902')
    await s.parcel('20450000009902', '7')
    await services().parcels.track()
    await services().messages.sendDue()
    expect(await jobsOf(order.id)).toEqual([])
    expect(await s.messagesTo(phone.turbo)).toEqual([])
    // The email about the arrival still goes.
    const mails = await sql('SELECT kind FROM email_outbox WHERE "to" = ? AND kind = ?', [
      order.email,
      'parcel_arrived',
    ])
    expect(mails).toHaveLength(1)
  }, 60_000)

  it('refuses an opt-in that is not true or false, and writes no order', async () => {
    for (const bad of ['yes', 1, {}, ['true'], null]) {
      const phone = s.phone()
      const res = await s.api.post(
        '/order/orders/',
        {
          first_name: 'Ганна',
          last_name: 'Ворожа',
          phone: phone.typed,
          deliveryType: 'newpost',
          np_info: { city: 'Київ', branch: 'Відділення №1' },
          payment: 'prepayment',
          cartItems: [{ id: 1, quantity: 1 }],
          messages_opt_in: bad,
        },
        null,
      )
      expect(res.status).toBe(400)
      const error = await errorOf(res)
      expect(Object.keys(error.fields ?? {})).toContain('messages_opt_in')
      expect(JSON.stringify(error)).not.toContain('"yes"')
      expect(await sql('SELECT id FROM orders WHERE phone = ?', [phone.typed])).toEqual([])
    }
  })

  it('tells the buyer once when the parcel reaches the branch, however many runs see it, and reminds once before storage ends', async () => {
    const phone = s.phone()
    const order = await s.placeOrder(phone.typed, { messages_opt_in: true })
    const ttn = '20450000009903'
    await handedOver(order.id, ttn)
    const lastFreeDay = addDays(kyivDate(Date.now()), 1)
    await s.parcel(ttn, '7', addDays(lastFreeDay, 1))
    const runs = await Promise.all([services().parcels.track(), services().parcels.track()])
    expect(runs.reduce((n, r) => n + r.arrived, 0)).toBe(1)
    expect((await services().parcels.track()).arrived).toBe(0)

    const notices = await sql('SELECT kind, status_code, storage_until FROM parcel_notices WHERE order_id = ?', [
      order.id,
    ])
    expect(notices).toEqual([{ kind: 'arrived', status_code: '7', storage_until: lastFreeDay }])
    const shownDay = lastFreeDay.split('-').reverse().join('.')
    const arrivals = (await s.messagesTo(phone.turbo)).filter((m) => m.viber!.text.includes('чекає на вас'))
    expect(arrivals).toHaveLength(1)
    expect(arrivals[0]!.viber!.text).toContain('Відділення №1')
    expect(arrivals[0]!.viber!.text).toContain(`Безкоштовне зберігання до ${shownDay}.`)
    const mails = await sql<{ text: string }>('SELECT text FROM email_outbox WHERE "to" = ? AND kind = ?', [
      order.email,
      'parcel_arrived',
    ])
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(shownDay)

    // Free storage ends tomorrow: one reminder, by email and message, however often the run comes.
    expect(await services().parcels.remindDue()).toBeGreaterThanOrEqual(1)
    expect(await services().parcels.remindDue()).toBe(0)
    const reminders = (await s.messagesTo(phone.turbo)).filter((m) => m.viber!.text.includes('нагадуємо'))
    expect(reminders).toHaveLength(1)
    const reminderMails = await sql('SELECT id FROM email_outbox WHERE "to" = ? AND kind = ?', [
      order.email,
      'pickup_reminder',
    ])
    expect(reminderMails).toHaveLength(1)
  }, 60_000)

  it('tells the buyer once when a run dies after the arrival email and before its notice', async () => {
    const phone = s.phone()
    const order = await s.placeOrder(phone.typed, { messages_opt_in: true })
    const ttn = '20450000009907'
    await handedOver(order.id, ttn)
    await s.parcel(ttn, '7', addDays(kyivDate(Date.now()), 5))
    const mended = await trackingDiesBeforeTheNotice(order.id)
    const arrivalMails = () =>
      sql('SELECT id FROM email_outbox WHERE "to" = ? AND kind = ?', [order.email, 'parcel_arrived'])
    expect(await arrivalMails()).toHaveLength(1)

    await mended()
    expect((await services().parcels.track()).arrived).toBe(1)
    expect((await services().parcels.track()).arrived).toBe(0)
    expect(await arrivalMails()).toHaveLength(1)
    expect(await sql('SELECT kind FROM parcel_notices WHERE order_id = ?', [order.id])).toEqual([{ kind: 'arrived' }])
    const arrivals = (await s.messagesTo(phone.turbo)).filter((m) => m.viber!.text.includes('чекає на вас'))
    expect(arrivals).toHaveLength(1)
  }, 60_000)

  it('tells staff once when the buyer refuses the parcel', async () => {
    const order = await s.placeOrder(s.phone().typed)
    const ttn = '20450000009904'
    await handedOver(order.id, ttn)
    await s.parcel(ttn, '103')
    expect((await services().parcels.track()).returning).toBe(1)
    expect((await services().parcels.track()).returning).toBe(0)
    const notices = await sql<{ subject: string; text: string }>(
      `SELECT subject, text FROM email_outbox WHERE kind = 'parcel_returning' AND text LIKE ?`,
      [`%${ttn}%`],
    )
    expect(notices).toHaveLength(1)
    expect(notices[0]!.subject).toBe(`Замовлення № ${order.number}: посилку не забрали або відмовилися`)
    expect(notices[0]!.text).toContain('Відмова одержувача')
  }, 60_000)

  it("a tracking run dying before the refused parcel's notice still leaves staff one email", async () => {
    const order = await s.placeOrder(s.phone().typed)
    const ttn = '20450000009905'
    await handedOver(order.id, ttn)
    await s.parcel(ttn, '103')
    const mended = await trackingDiesBeforeTheNotice(order.id)
    const staffMails = () =>
      sql(`SELECT id FROM email_outbox WHERE kind = 'parcel_returning' AND text LIKE ?`, [`%${ttn}%`])
    expect(await staffMails()).toHaveLength(1)

    await mended()
    expect((await services().parcels.track()).returning).toBe(1)
    expect((await services().parcels.track()).returning).toBe(0)
    expect(await staffMails()).toHaveLength(1)
    expect(await sql('SELECT kind FROM parcel_notices WHERE order_id = ?', [order.id])).toEqual([{ kind: 'returning' }])
  }, 60_000)

  it(`sends at most ${DAILY_MESSAGES_PER_PHONE} messages a day to one phone`, async () => {
    const phone = s.phone()
    const orders = []
    for (let i = 0; i < DAILY_MESSAGES_PER_PHONE + 2; i++)
      orders.push(await s.placeOrder(phone.typed, { messages_opt_in: true }))
    expect(await s.messagesTo(phone.turbo)).toHaveLength(DAILY_MESSAGES_PER_PHONE)
    const last = await jobsOf(orders.at(-1)!.id)
    expect(last).toEqual([expect.objectContaining({ status: 'skipped' })])
    expect(JSON.parse(last[0]!.result!)).toEqual({ phone: phone.turbo, capped: true })
    // Another phone is not held back.
    const other = s.phone()
    await s.placeOrder(other.typed, { messages_opt_in: true })
    expect(await s.messagesTo(other.turbo)).toHaveLength(1)
  }, 120_000)

  it('retries while TurboSMS fails and sends the message once it answers; a refused one is listed for staff', async () => {
    await s.turboSms('down')
    const phone = s.phone()
    const order = await s.placeOrder(phone.typed, { messages_opt_in: true })
    const [waiting] = await jobsOf(order.id)
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/^unreachable:/),
    })
    expect(await s.messagesTo(phone.turbo)).toEqual([])

    await s.turboSms('up')
    // Not due before its pause is over.
    await services().messages.sendDue(Date.now())
    expect(await s.messagesTo(phone.turbo)).toEqual([])
    await services().messages.sendDue(Date.now() + deliveryBackoffMs(1) + 1000)
    expect(await s.messagesTo(phone.turbo)).toHaveLength(1)
    expect((await jobsOf(order.id))[0]).toMatchObject({ status: 'done', attempts: 2 })

    await s.turboSms('refuse', 'NOT_ALLOWED_NUMBER_STOPLIST')
    const refused = await s.placeOrder(s.phone().typed, { messages_opt_in: true })
    expect((await jobsOf(refused.id))[0]).toMatchObject({
      status: 'failed',
      last_error: 'refused:NOT_ALLOWED_NUMBER_STOPLIST',
    })
    const listed = (await (await s.api.ua.get('/admin/deliveries/failed')).json()) as {
      order_id: number
      channel: string
      reason: string
      reason_detail: string
    }[]
    expect(listed).toContainEqual(
      expect.objectContaining({
        order_id: refused.id,
        channel: 'message',
        reason: 'refused',
        reason_detail: 'NOT_ALLOWED_NUMBER_STOPLIST',
      }),
    )
    expect(takeConsoleErrors()).toEqual([expect.stringContaining('refused:NOT_ALLOWED_NUMBER_STOPLIST')])
  }, 60_000)

  it('keeps a signed-in buyer’s standing wish for messages in the profile, true or false only', async () => {
    expect((await s.api.get('/account/messages', null)).status).toBe(401)
    expect(await (await s.api.get('/account/messages', 'customer')).json()).toEqual({ opt_in: false })
    for (const bad of [{ opt_in: 'yes' }, { opt_in: 1 }, {}, { opt_in: true, admin: true }]) {
      const res = await s.api.put('/account/messages', bad, 'customer')
      expect(res.status).toBe(400)
      expect(await (await s.api.get('/account/messages', 'customer')).json()).toEqual({ opt_in: false })
    }
    expect(await (await s.api.put('/account/messages', { opt_in: true }, 'customer')).json()).toEqual({ opt_in: true })
    expect(await (await s.api.get('/account/messages', 'customer')).json()).toEqual({ opt_in: true })
    expect(await sql(`SELECT messages_opt_in FROM users WHERE email = 'customer@example.com'`)).toEqual([
      { messages_opt_in: 1 },
    ])
  })
})
