import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Order, orderSchema } from '../../app/contract/order'
import type { AdminOrderDetail } from '../../app/contract/admin-orders'
import type { AdminWaybillView } from '../../app/contract/admin-waybills'
import { createFetchHandler } from '../../worker/router'
import { adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'
import { FILE_ID } from '../support/file-id'

/**
 * Nova Poshta waybills made from the back office against the carrier's local stand-in
 * (worker/dev/nova-poshta/documents.ts): the cash-on-delivery amount from the stored order, one
 * waybill however many requests ask at once, a refusal that writes nothing, a lost answer found
 * again, cancelling, the label, bulk creation, and who may ask.
 */
const SITE = 'http://waybills.test'
const NP = `${SITE}/dev/novaposhta`
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let saves = 0

beforeAll(async () => {
  client = await createAdminClient({ SITE_URL: SITE })
  api = adminApi(client)
  const worker = createFetchHandler(() => new Response('storefront page', { status: 200 }))
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (new URL(request.url).origin !== SITE) return realFetch(request)
    if (request.url === `${NP}/v2.0/json/`) {
      const body = (await request.clone().json()) as { modelName: string; calledMethod: string }
      if (`${body.modelName}.${body.calledMethod}` === 'InternetDocument.save') saves++
    }
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} }
    return worker.fetch!(request as never, client.env, ctx as unknown as ExecutionContext)
  })
})
afterEach(async () => {
  await fetch(`${NP}/documents`, { method: 'POST', body: JSON.stringify({ mode: 'up' }) })
  await fetch(`${NP}/outage`, { method: 'POST', body: JSON.stringify({ mode: 'up' }) })
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await client.dispose()
})

interface MadeDocument {
  ref: string
  number: string
  deleted: boolean
  properties: Record<string, unknown>
}
const documents = async () => (await (await fetch(`${NP}/documents`)).json()) as MadeDocument[]
const documentOf = async (number: string) => (await documents()).find((d) => d.number === number)

let serial = 0
/** A Nova Poshta order ready to ship: prepaid 200 UAH (cash on delivery for the rest), or paid by card. */
async function readyOrder(kind: 'cod' | 'card', price = 700): Promise<{ order: Order; id: number }> {
  const n = serial++
  const v = await insertVariant({ price, stock: 20 })
  const res = await api.post(
    '/order/orders/',
    {
      first_name: 'Ганна',
      last_name: 'Накладна',
      father_name: '',
      phone: `+38067${String(4000000 + FILE_ID * 10 + n).slice(-7)}`,
      email: `waybill.${FILE_ID}.${n}@example.com`,
      deliveryType: 'newpost',
      np_info: { city: 'Київ', branch: 'Відділення №1 (до 30 кг): вул. Пирогівський шлях, 135' },
      payment: kind === 'cod' ? 'prepayment' : 'card',
      cartItems: [{ id: v.variantId, quantity: 2 }],
    },
    null,
  )
  expect(res.status, await res.clone().text()).toBe(201)
  const order = orderSchema.parse(await res.json())
  const [row] = await sql<{ id: number; total_uah: number }>('SELECT id, total_uah FROM orders WHERE reference = ?', [
    order.reference,
  ])
  const id = Number(row!.id)
  const paid = kind === 'cod' ? 200 : Number(row!.total_uah)
  await sql(`UPDATE orders SET status = 'payed', paid_uah = ?, hold_until = NULL WHERE id = ?`, [paid, id])
  return { order, id }
}
const ttnOf = async (id: number) =>
  String((await sql<{ ttn: string }>('SELECT ttn FROM orders WHERE id = ?', [id]))[0]!.ttn)
const auditOf = (id: number) =>
  sql<{ action: string }>(
    `SELECT action FROM audit_log WHERE entity = 'order' AND entity_id = ? AND action LIKE 'order.waybill%'`,
    [String(id)],
  )
const jobsOf = (id: number) =>
  sql<{ key: string; status: string }>(
    `SELECT key, status FROM outbox_jobs WHERE order_id = ? AND kind = 'np_waybill'`,
    [id],
  )

describe('a waybill made from an order', () => {
  it('carries the cash-on-delivery amount of the stored order, and lands on the order with its audit row', async () => {
    const { id } = await readyOrder('cod', 700)
    const [row] = await sql<{ total_uah: number }>('SELECT total_uah FROM orders WHERE id = ?', [id])
    const total = Number(row!.total_uah)
    const view = await ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, { weight_kg: 1.2, seats: 2 }))
    expect(view.ttn).toMatch(/^\d{14}$/)
    expect(view.made_here).toBe(true)
    expect(view.cod_uah).toBe(total - 200)
    expect(await ttnOf(id)).toBe(view.ttn)
    expect(await auditOf(id)).toEqual([{ action: 'order.waybill' }])
    const made = (await documentOf(view.ttn))!
    expect(made.properties).toMatchObject({
      ServiceType: 'WarehouseWarehouse',
      RecipientAddressName: '1',
      RecipientCityName: 'Київ',
      Weight: '1.2',
      SeatsAmount: '2',
      Cost: String(total),
      // Cash on delivery: the buyer pays the carrier's fee at the branch, with the rest of the order.
      PayerType: 'Recipient',
      BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: String(total - 200) }],
    })
    // The staff page and the buyer's page read the same number.
    const detail = await ok<{ ttn: string; money: { due_on_delivery: number } }>(await api.get(`/admin/orders/${id}`))
    expect(detail.ttn).toBe(view.ttn)
    // The order's money says the same: the carrier still collects the rest.
    expect(detail.money.due_on_delivery).toBe(total - 200)
  })

  it('names the order when it is not ready to ship, in the staff’s language', async () => {
    const { order, id } = await readyOrder('card')
    await sql(`UPDATE orders SET status = 'declined' WHERE id = ?`, [id])
    const view = await ok<AdminWaybillView>(await api.ua.get(`/admin/orders/${id}/waybill`))
    expect(view.refusal).toBe(
      `Замовлення № ${order.order_number} ще не готове до відправлення (чекає на оплату, скасоване або вже відправлене)`,
    )
  })

  it('has no cash on delivery for an order paid by card, whose carrier the store pays', async () => {
    const { id } = await readyOrder('card')
    const view = await ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, {}))
    expect(view.cod_uah).toBe(0)
    const made = (await documentOf(view.ttn))!.properties
    expect(made.BackwardDeliveryData).toBeUndefined()
    expect(made.PayerType).toBe('Sender')
  })

  it('makes one waybill however many requests ask at once, and refuses a second', async () => {
    const { id } = await readyOrder('cod')
    saves = 0
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.post(`/admin/orders/${id}/waybill`, {})))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(saves).toBe(1)
    const again = await api.post(`/admin/orders/${id}/waybill`, {})
    expect(again.status).toBe(409)
    expect(saves).toBe(1)
    expect(await jobsOf(id)).toEqual([{ key: `waybill:${id}`, status: 'done' }])
  })

  it('writes nothing when the carrier refuses, and tells staff in Ukrainian', async () => {
    const { id } = await readyOrder('cod')
    const [{ number }] = (await sql<{ number: string }>('SELECT number FROM orders WHERE id = ?', [id])) as [
      { number: string },
    ]
    await fetch(`${NP}/documents`, { method: 'POST', body: JSON.stringify({ mode: 'refuse' }) })
    const res = await api.ua.post(`/admin/orders/${id}/waybill`, {})
    expect(res.status).toBe(409)
    const error = await errorOf(res)
    expect(error.message).toBe(
      `Нова пошта не прийняла накладну для замовлення № ${number}. Перевірте адресу, телефон і вагу та спробуйте ще раз`,
    )
    expect(error.message).not.toMatch(/blocked|Recipient/)
    expect(await ttnOf(id)).toBe('')
    expect(await jobsOf(id)).toEqual([])
    expect(await auditOf(id)).toEqual([])
  })

  it('finds a waybill whose answer was lost instead of making a second one', async () => {
    const { id } = await readyOrder('cod')
    const before = (await documents()).length
    await fetch(`${NP}/documents`, { method: 'POST', body: JSON.stringify({ mode: 'lose' }) })
    const lost = await api.ua.post(`/admin/orders/${id}/waybill`, {})
    expect(lost.status).toBe(503)
    expect((await errorOf(lost)).message).toMatch(/Нова пошта не відповіла/)
    expect(await ttnOf(id)).toBe('')
    expect((await ok<AdminWaybillView>(await api.get(`/admin/orders/${id}/waybill`))).unconfirmed).toBe(true)
    await fetch(`${NP}/documents`, { method: 'POST', body: JSON.stringify({ mode: 'up' }) })
    saves = 0
    const view = await ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, {}))
    expect(saves).toBe(0)
    expect((await documents()).length).toBe(before + 1)
    expect(await ttnOf(id)).toBe(view.ttn)
  })

  it('keeps the claim when the carrier is down, and makes the waybill once it answers', async () => {
    const { id } = await readyOrder('card')
    await fetch(`${NP}/outage`, { method: 'POST', body: JSON.stringify({ mode: 'down' }) })
    expect((await api.post(`/admin/orders/${id}/waybill`, {})).status).toBe(503)
    await fetch(`${NP}/outage`, { method: 'POST', body: JSON.stringify({ mode: 'up' }) })
    const view = await ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, {}))
    expect(await ttnOf(id)).toBe(view.ttn)
  })

  it('prints the carrier’s 100×100 label as a PDF', async () => {
    const { id } = await readyOrder('cod')
    await ok(await api.post(`/admin/orders/${id}/waybill`, {}))
    const res = await api.get(`/admin/orders/${id}/waybill/label.pdf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('cancels the waybill at the carrier while the parcel is not handed over, clearing the TTN', async () => {
    const { id } = await readyOrder('cod')
    const made = await ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, {}))
    const cancelled = await ok<AdminWaybillView>(await api.del(`/admin/orders/${id}/waybill`))
    expect(cancelled.ttn).toBe('')
    expect(await ttnOf(id)).toBe('')
    expect((await documentOf(made.ttn))!.deleted).toBe(true)
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['order.waybill', 'order.waybill_cancel'])
    // The timeline names the cancelled number; staff read it in their language (no stored sentence).
    const { timeline } = await ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
    expect(timeline.at(-1)).toMatchObject({ kind: 'waybill_cancelled', note: made.ttn, for_buyer: false })
    // A new one can be made after, and it is a new waybill.
    const next = await ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, {}))
    expect(next.ttn).not.toBe(made.ttn)
    // Handed to the carrier: too late to cancel.
    await sql(`UPDATE orders SET status = 'at_delivry' WHERE id = ?`, [id])
    expect((await api.del(`/admin/orders/${id}/waybill`)).status).toBe(409)
    expect(await ttnOf(id)).toBe(next.ttn)
  })

  it('refuses orders that cannot have one: awaiting payment, picked up, typed by hand', async () => {
    const { id } = await readyOrder('cod')
    await sql(`UPDATE orders SET status = 'created' WHERE id = ?`, [id])
    expect((await api.post(`/admin/orders/${id}/waybill`, {})).status).toBe(409)
    await sql(`UPDATE orders SET status = 'payed', ttn = '20450000009999' WHERE id = ?`, [id])
    expect((await api.post(`/admin/orders/${id}/waybill`, {})).status).toBe(409)
    expect((await api.del(`/admin/orders/${id}/waybill`)).status).toBe(409)
    expect(await ttnOf(id)).toBe('20450000009999')
    expect(await jobsOf(id)).toEqual([])
  })
})

describe('a waybill of an order whose money went back, or that was declined', () => {
  const timelineOf = (id: number) =>
    sql<{ kind: string; note: string }>('SELECT kind, note FROM order_events WHERE order_id = ? ORDER BY id', [id])

  it('needs the same reason as a move toward delivery when the payment was refunded in full', async () => {
    const { id } = await readyOrder('card')
    await sql('UPDATE orders SET refunded_uah = paid_uah WHERE id = ?', [id])
    expect((await ok<AdminWaybillView>(await api.get(`/admin/orders/${id}/waybill`))).override_needed).toBe(true)
    const before = (await documents()).length
    const refused = await api.post(`/admin/orders/${id}/waybill`, {})
    expect(refused.status).toBe(409)
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['override_reason'])
    const bulk = await ok<{ results: { ttn: string | null; error: string | null }[] }>(
      await api.post('/admin/orders/waybills', { ids: [id] }),
    )
    expect(bulk.results[0]).toMatchObject({ ttn: null, error: expect.stringMatching(/reason/) })
    expect((await documents()).length).toBe(before)
    expect(await ttnOf(id)).toBe('')

    const reason = 'The buyer asked to ship after all'
    const made = await ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, { override_reason: reason }))
    expect(made.ttn).toMatch(/^\d{14}$/)
    expect(await timelineOf(id)).toContainEqual({ kind: 'override', note: reason })
    const [audit] = await sql<{ after: string }>(
      `SELECT after FROM audit_log WHERE entity = 'order' AND entity_id = ? AND action = 'order.waybill'`,
      [String(id)],
    )
    expect(JSON.parse(audit!.after)).toMatchObject({ ttn: made.ttn, override_reason: reason })
  })

  it('is cancelled at the carrier when the order is declined before it was handed over', async () => {
    const { id } = await readyOrder('cod')
    const made = await ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, {}))
    const declined = await api.post(`/admin/orders/${id}/status`, { status: 'declined' })
    expect(declined.status).toBe(200)
    expect(((await declined.json()) as { ttn: string }).ttn).toBe('')
    expect((await documentOf(made.ttn))!.deleted).toBe(true)
    expect(await ttnOf(id)).toBe('')
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['order.waybill', 'order.waybill_cancel'])
  })

  it('is cancelled at the carrier for each order declined together in a bulk move', async () => {
    const orders = [await readyOrder('cod'), await readyOrder('cod')]
    const made = await Promise.all(
      orders.map(async ({ id }) => ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, {}))),
    )
    const moved = await api.post('/admin/orders/bulk-status', { ids: orders.map((o) => o.id), status: 'declined' })
    expect(moved.status).toBe(200)
    for (const [i, { id }] of orders.entries()) {
      expect((await documentOf(made[i]!.ttn))!.deleted).toBe(true)
      expect(await ttnOf(id)).toBe('')
    }
  })

  it('stays on the declined order, with a note to staff, when the carrier does not delete it; the card retries', async () => {
    const { id } = await readyOrder('cod')
    const made = await ok<AdminWaybillView>(await api.post(`/admin/orders/${id}/waybill`, {}))
    await fetch(`${NP}/outage`, { method: 'POST', body: JSON.stringify({ mode: 'down' }) })
    expect((await api.post(`/admin/orders/${id}/status`, { status: 'declined' })).status).toBe(200)
    expect(await ttnOf(id)).toBe(made.ttn)
    expect((await documentOf(made.ttn))!.deleted).toBe(false)
    // A coded entry carrying the number: the back office words it in the staff member's language.
    expect((await timelineOf(id)).at(-1)).toEqual({ kind: 'waybill_kept', note: made.ttn })
    const { timeline } = await ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
    expect(timeline.at(-1)).toMatchObject({ kind: 'waybill_kept', note: made.ttn, for_buyer: false, actor_email: null })
    expect((await ok<AdminWaybillView>(await api.get(`/admin/orders/${id}/waybill`))).can_cancel).toBe(true)

    await fetch(`${NP}/outage`, { method: 'POST', body: JSON.stringify({ mode: 'up' }) })
    expect((await ok<AdminWaybillView>(await api.del(`/admin/orders/${id}/waybill`))).ttn).toBe('')
    expect((await documentOf(made.ttn))!.deleted).toBe(true)
  })
})

describe('bulk creation', () => {
  it('makes each order its own waybill and tells each order’s outcome', async () => {
    const a = await readyOrder('cod')
    const b = await readyOrder('card')
    const c = await readyOrder('cod')
    await sql(`UPDATE orders SET status = 'declined' WHERE id = ?`, [c.id])
    const { results } = await ok<{ results: { id: number; ttn: string | null; error: string | null }[] }>(
      await api.ua.post('/admin/orders/waybills', { ids: [a.id, b.id, c.id, a.id] }),
    )
    expect(results.map((r) => r.id)).toEqual([a.id, b.id, c.id])
    expect(results[0]!.ttn).toBe(await ttnOf(a.id))
    expect(results[1]!.ttn).toBe(await ttnOf(b.id))
    expect(results[2]).toMatchObject({ ttn: null })
    expect(results[2]!.error).toMatch(/ще не готове до відправлення/)
  })
})

describe('who may make waybills, and what they may send', () => {
  it('refuses a retail customer and a stranger, writing nothing', async () => {
    const { id } = await readyOrder('cod')
    expect((await api.post(`/admin/orders/${id}/waybill`, {}, 'customer')).status).toBe(403)
    expect((await api.post(`/admin/orders/${id}/waybill`, {}, null)).status).toBe(401)
    expect((await api.post('/admin/orders/waybills', { ids: [id] }, 'customer')).status).toBe(403)
    expect((await api.get(`/admin/orders/${id}/waybill/label.pdf`, 'customer')).status).toBe(403)
    expect((await api.del(`/admin/orders/${id}/waybill`, 'customer')).status).toBe(403)
    expect(await ttnOf(id)).toBe('')
    expect(await jobsOf(id)).toEqual([])
  })

  it('answers 400 to hostile bodies without repeating them, and writes nothing', async () => {
    const { id } = await readyOrder('cod')
    const bodies = [
      { weight_kg: 'abc' },
      { weight_kg: -1 },
      { weight_kg: 1e9 },
      { weight_kg: 0.123 },
      { seats: 0 },
      { seats: 1.5 },
      { seats: 11 },
      { cod_uah: 1 },
    ]
    for (const body of bodies) {
      const res = await api.post(`/admin/orders/${id}/waybill`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.text()).not.toMatch(/abc|1000000000/)
    }
    for (const ids of [[], ['1'], Array.from({ length: 31 }, (_, i) => i + 1), [-1]])
      expect((await api.post('/admin/orders/waybills', { ids })).status).toBe(400)
    expect((await api.post('/admin/orders/abc/waybill', {})).status).toBe(404)
    expect((await api.post('/admin/orders/99999999/waybill', {})).status).toBe(404)
    expect(await ttnOf(id)).toBe('')
    expect(await jobsOf(id)).toEqual([])
  })
})
