import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminOrderRow } from '../../app/contract/admin-orders'
import { newPostAddressSchema } from '../../app/contract/account'
import { trackingAnswerSchema } from '../../app/contract/delivery'
import { type Order, orderSchema } from '../../app/contract/order'
import { SETTLEMENTS, setUpNovaPoshtaStandIn } from '../support/nova-poshta-stand-in'
import { createTestVariant, dbValue, type TestVariant, uniqueContact } from '../support/order-fixtures'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

/**
 * Orders, saved addresses and tracking with Nova Poshta refs, against the local stand-in of the
 * carrier (worker/dev/nova-poshta): the server checks the refs, staff see which orders carry
 * confirmed ones, a failing carrier never stops an order, and the buyer sees the parcel's status.
 */
const np = setUpNovaPoshtaStandIn('http://nova-poshta-orders.test')
const { setOutage } = np
const { kyiv: KYIV, lviv: LVIV } = SETTLEMENTS
let customer: Record<string, string>
let staff: Record<string, string>
let variant: TestVariant

beforeAll(async () => {
  customer = await bearerFor(np.client.env, 'customer@example.com')
  staff = await bearerFor(np.client.env, 'staff@example.com')
  variant = await createTestVariant({ brandSlug: 'nbl', price: 500, stock: 100 })
})

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  np.client.request(`/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** The first branch of a settlement as the look-up lists it. */
async function branchOf(city: string, filter = '') {
  const list = (await (
    await send('GET', `/delivery/nova-poshta/branches/?city=${city}&q=${encodeURIComponent(filter)}`, undefined)
  ).json()) as { ref: string; label: string }[]
  return list[0]!
}

function newPostBody(npInfo: Record<string, unknown>, email: string) {
  return {
    first_name: 'Ірина',
    last_name: 'Бойко',
    phone: uniqueContact().phone,
    email,
    deliveryType: 'newpost',
    np_info: npInfo,
    payment: 'prepayment',
    cartItems: [{ id: variant.id, quantity: 1 }],
  }
}

let serial = 0
const uniqueEmail = () => `np.${FILE_ID}.${serial++}@example.com`
async function outboxText(to: string): Promise<string> {
  const db = testDbClient()
  try {
    return (await db.execute({ sql: 'SELECT text FROM email_outbox WHERE "to" = ?', args: [to] })).rows
      .map((r) => String(r.text))
      .join('\n')
  } finally {
    db.close()
  }
}
const ordersWithEmail = (email: string) => dbValue('SELECT count(*) FROM orders WHERE email = ?', [email])

async function place(npInfo: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Order> {
  const res = await send('POST', '/order/orders/', newPostBody(npInfo, uniqueEmail()), headers)
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`)
  return orderSchema.parse(await res.json())
}

const adminDetail = async (id: number) =>
  (await (await send('GET', `/admin/orders/${id}`, undefined, staff)).json()) as AdminOrderDetail
async function adminRow(number: string): Promise<AdminOrderRow> {
  const page = (await (await send('GET', `/admin/orders/?q=${number}`, undefined, staff)).json()) as {
    results: AdminOrderRow[]
  }
  return page.results.find((r) => r.number === number)!
}

describe('an order with a branch picked from the look-up', () => {
  it('keeps the refs and the carrier texts, confirmed; staff see it confirmed in the list and on the order', async () => {
    const branch = await branchOf(KYIV, '12')
    const email = uniqueEmail()
    const res = await send(
      'POST',
      '/order/orders/',
      newPostBody(
        { city: 'м. Київ, Київська обл.', branch: 'Відділення 12', settlement_ref: KYIV, warehouse_ref: branch.ref },
        email,
      ),
    )
    expect(res.status).toBe(201)
    const order = orderSchema.parse(await res.json())
    // The branch text is the carrier's, not what the browser sent, on the order and in the buyer's email.
    expect(order).toMatchObject({ np_city: 'м. Київ, Київська обл.', np_branch: branch.label })
    expect(await outboxText(email)).toContain(branch.label)
    const detail = await adminDetail(order.id)
    expect(detail.delivery).toMatchObject({
      np_settlement_ref: KYIV,
      np_warehouse_ref: branch.ref,
      np_branch: branch.label,
    })
    expect(detail.np_refs).toBe('verified')
    expect((await adminRow(order.order_number)).np_refs).toBe('verified')
  })

  it('takes the city from the carrier when the text sent names another one', async () => {
    const branch = await branchOf(LVIV)
    const order = await place({ city: 'Київ', branch: 'будь-що', settlement_ref: LVIV, warehouse_ref: branch.ref })
    expect(order.np_city).toBe('Львів, Львівська область')
  })

  it('refuses a branch of another city or a made-up ref with a field error, writing nothing', async () => {
    const lvivBranch = await branchOf(LVIV)
    for (const warehouse of [lvivBranch.ref, '11111111-2222-3333-4444-555555555555']) {
      const email = uniqueEmail()
      const res = await send(
        'POST',
        '/order/orders/',
        newPostBody({ city: 'Київ', branch: 'Відділення 1', settlement_ref: KYIV, warehouse_ref: warehouse }, email),
      )
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } }
      expect(body.error.code).toBe('invalid_data')
      expect(Object.keys(body.error.fields)).toEqual(['np_info.branch'])
      expect(JSON.stringify(body)).not.toContain(warehouse)
      expect(await ordersWithEmail(email)).toBe(0)
    }
  })

  it('refuses one ref without the other, and refs that are not the carrier form', async () => {
    const email = uniqueEmail()
    const half = await send(
      'POST',
      '/order/orders/',
      newPostBody({ city: 'Київ', branch: 'Відділення 1', settlement_ref: KYIV }, email),
    )
    expect(half.status).toBe(400)
    const forged = await send(
      'POST',
      '/order/orders/',
      newPostBody(
        { city: 'Київ', branch: 'Відділення 1', settlement_ref: "'; DROP TABLE orders; --", warehouse_ref: KYIV },
        email,
      ),
    )
    expect(forged.status).toBe(400)
    expect(await ordersWithEmail(email)).toBe(0)
  })
})

describe('when the carrier fails', () => {
  it('still accepts the order with the buyer texts, marked unconfirmed for staff', async () => {
    // A settlement nothing has cached yet, so the order has to ask the carrier.
    const dnipro = SETTLEMENTS.dnipro
    const branch = await branchOf(dnipro)
    await np.client.env.CATALOG_CACHE.delete(
      (await np.client.env.CATALOG_CACHE.list({ prefix: 'v5:npBranches' })).keys.find((k) => k.name.endsWith(dnipro))!
        .name,
    )
    await setOutage('down')
    const order = await place({
      city: 'м. Дніпро, Дніпропетровська обл.',
      branch: 'Відділення №1: вул. Маршала Малиновського, 114',
      settlement_ref: dnipro,
      warehouse_ref: branch.ref,
    })
    expect(order.np_branch).toBe('Відділення №1: вул. Маршала Малиновського, 114')
    expect((await adminDetail(order.id)).np_refs).toBe('unverified')
  })

  it('accepts free text without refs (the form fell back to typing), shown to staff as typed', async () => {
    await setOutage('down')
    const order = await place({ city: 'Біла Церква', branch: 'Відділення 3' })
    expect(order).toMatchObject({ np_city: 'Біла Церква', np_branch: 'Відділення 3' })
    expect((await adminDetail(order.id)).np_refs).toBe('free_text')
    expect(np.carrierCalls).toEqual([])
  })
})

describe("the profile's new-post address", () => {
  it('keeps the refs and carrier texts of a picked branch, still refusing markup in typed text', async () => {
    const branch = await branchOf(KYIV, '5101')
    const saved = newPostAddressSchema.parse(
      await (
        await send(
          'POST',
          '/company/user-new-post-address/',
          { city: 'м. Київ, Київська обл.', branch: 'x', settlement_ref: KYIV, warehouse_ref: branch.ref },
          customer,
        )
      ).json(),
    )
    expect(saved).toMatchObject({
      city: 'м. Київ, Київська обл.',
      branch: branch.label,
      settlement_ref: KYIV,
      warehouse_ref: branch.ref,
    })
    const [listed] = (await (
      await send('GET', '/company/user-new-post-address/', undefined, customer)
    ).json()) as unknown[]
    expect(listed).toEqual(saved)
    const typed = await send(
      'POST',
      '/company/user-new-post-address/',
      { city: 'Київ', branch: 'Відділення <b>5</b>' },
      customer,
    )
    // One address rule: the punctuation real addresses need (№ , . /) passes, markup does not.
    expect(typed.status).toBe(400)
  })

  it('refuses a picked text with markup or none, as the checkout does, writing nothing and asking nobody', async () => {
    const branch = await branchOf(KYIV)
    const listed = async () =>
      (await (await send('GET', '/company/user-new-post-address/', undefined, customer)).json()) as unknown[]
    const before = await listed()
    np.forgetCalls()
    for (const [city, text] of [
      ['м. Київ', '<img src=x onerror=alert(1)>'],
      ['  ', branch.label],
    ]) {
      const res = await send(
        'POST',
        '/company/user-new-post-address/',
        { city, branch: text, settlement_ref: KYIV, warehouse_ref: branch.ref },
        customer,
      )
      expect(res.status).toBe(400)
      const body = await res.text()
      expect(JSON.parse(body)).toMatchObject({ error: { code: 'invalid_data' } })
      expect(body).not.toContain('onerror')
    }
    expect(np.carrierCalls).toEqual([])
    expect(await listed()).toEqual(before)
  })

  it('refuses refs the carrier does not know, and waits (503, nothing written) while it does not answer', async () => {
    const before = (await (
      await send('GET', '/company/user-new-post-address/', undefined, customer)
    ).json()) as unknown[]
    const unknown = await send(
      'POST',
      '/company/user-new-post-address/',
      { city: 'Київ', branch: 'x', settlement_ref: KYIV, warehouse_ref: '11111111-2222-3333-4444-555555555555' },
      customer,
    )
    expect(unknown.status).toBe(400)
    const odesa = SETTLEMENTS.odesa
    await setOutage('down')
    const down = await send(
      'POST',
      '/company/user-new-post-address/',
      { city: 'Одеса', branch: 'x', settlement_ref: odesa, warehouse_ref: '11111111-2222-3333-4444-555555555555' },
      customer,
    )
    expect(down.status).toBe(503)
    expect(await (await send('GET', '/company/user-new-post-address/', undefined, customer)).json()).toEqual(before)
  })
})

describe("the buyer's parcel tracking", () => {
  const tracking = async () =>
    trackingAnswerSchema.parse(await (await send('GET', '/order/tracking/', undefined, customer)).json())

  it('shows the carrier status of an order once staff entered its waybill, asking the carrier at most once per 30 minutes', async () => {
    const order = await place({ city: 'Київ', branch: 'Відділення 1' }, customer)
    expect((await tracking())[order.id]).toBeUndefined()
    const ttn = `2045${String(Date.now()).slice(-9)}7`
    expect((await send('POST', `/admin/orders/${order.id}/ttn`, { ttn }, staff)).status).toBe(200)
    np.forgetCalls()
    expect((await tracking())[order.id]).toMatchObject({ ttn, stage: 'arrived', status: 'Прибув на відділення' })
    expect((await tracking())[order.id]).toMatchObject({ stage: 'arrived' })
    expect(np.carrierCalls.filter((c) => c === 'TrackingDocument.getStatusDocuments')).toHaveLength(1)

    // Half an hour later the carrier is asked again; when it fails, the last known status stays.
    const [key] = (await np.client.env.CATALOG_CACHE.list({ prefix: `v5:npTracking:ua:retail:${ttn}` })).keys
    const entry = (await np.client.env.CATALOG_CACHE.get(key!.name, 'json')) as { at: number; value: unknown }
    await np.client.env.CATALOG_CACHE.put(key!.name, JSON.stringify({ ...entry, at: entry.at - 31 * 60 * 1000 }))
    await setOutage('down')
    expect((await tracking())[order.id]).toMatchObject({ stage: 'arrived' })
    expect(np.carrierCalls.filter((c) => c === 'TrackingDocument.getStatusDocuments')).toHaveLength(2)
  })

  it('needs a signed-in buyer and shows nobody else their parcels', async () => {
    expect((await send('GET', '/order/tracking/', undefined)).status).toBe(401)
    const partner = await bearerFor(np.client.env, 'partner@example.com')
    const mine = await tracking()
    const theirs = trackingAnswerSchema.parse(await (await send('GET', '/order/tracking/', undefined, partner)).json())
    for (const id of Object.keys(mine)) expect(theirs[id]).toBeUndefined()
  })
})
