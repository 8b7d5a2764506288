import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderSchema } from '../../app/contract/order'
import { getServices } from '../../worker/services/context'
import { adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'
import { FILE_ID } from '../support/file-id'

/**
 * A buyer who asked is told once when the variant comes back, whichever path brought the stock back:
 * the triggers on `variants` write the email's outbox job with the change, and the Cron Trigger's
 * sweep sends it.
 */
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

let serial = 0
const ask = (body: unknown, who: 'customer' | null = null) => api.post('/alerts', body, who)
const guest = () => `alert.${FILE_ID}.${++serial}@example.com`
const mails = (to: string) =>
  sql<{ kind: string; subject: string; text: string; html: string }>(
    'SELECT kind, subject, text, html FROM email_outbox WHERE "to" = ? ORDER BY id',
    [to],
  )
const sweep = () => getServices(client.env).alerts.sendDue(Date.now() + 1000)

/** A variant out of stock with a guest waiting for it. */
async function awaited(price = 500) {
  const v = await insertVariant({ stock: 0, stockOpt: 0, price })
  const email = guest()
  await ok(await ask({ variant_code: v.code, email }), 202)
  return { ...v, email }
}

async function placeCashOrder(variantId: number, quantity: number) {
  serial++
  const res = await api.post(
    '/order/orders/',
    {
      first_name: 'Олена',
      last_name: 'Тестова',
      father_name: '',
      phone: `+38063${String(FILE_ID % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`,
      email: `alerts.order.${FILE_ID}.${serial}@example.com`,
      deliveryType: 'curier',
      curier_info: { city: 'Київ', street: `Alerts ${FILE_ID} ${serial}`, house: '1', appartment: '' },
      np_info: { city: '', branch: '' },
      payment: 'cash',
      cartItems: [{ id: variantId, quantity }],
    },
    null,
  )
  expect(res.status, await res.clone().text()).toBe(201)
  return orderSchema.parse(await res.json())
}

describe('asking for an alert', () => {
  it('refuses hostile or useless asks with field errors and keeps nothing', async () => {
    const v = await insertVariant({ stock: 0, stockOpt: 0 })
    const before = (await sql('SELECT count(*) AS n FROM stock_alerts'))[0]!.n
    const bad = await ask({ variant_code: v.code, email: 'not an email<script>' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await errorOf(bad))).not.toContain('<script>')
    expect((await errorOf(await ask({ variant_code: v.code }))).fields).toEqual({ email: ['required'] })
    expect((await ask({ variant_code: v.code, email: guest(), extra: 1 })).status).toBe(400)
    expect((await ask({ variant_code: v.code, email: guest(), kind: 'sms' })).status).toBe(400)
    expect((await ask({ variant_code: 'x'.repeat(65), email: guest() })).status).toBe(400)
    expect((await ask({ variant_code: 'NO-SUCH-CODE', email: guest() })).status).toBe(404)
    const inStock = await insertVariant({ stock: 3 })
    const refused = await ask({ variant_code: inStock.code, email: guest() })
    expect(refused.status).toBe(409)
    expect((await errorOf(refused)).fields).toEqual({ variant_code: ['in_stock'] })
    expect((await sql('SELECT count(*) AS n FROM stock_alerts'))[0]!.n).toBe(before)
  })

  it('answers the same whether the address asked before, so nobody learns who waits for what', async () => {
    const v = await insertVariant({ stock: 0, stockOpt: 0 })
    const email = guest()
    const first = await ask({ variant_code: v.code, email })
    const again = await ask({ variant_code: v.code, email: email.toUpperCase() })
    expect([first.status, again.status]).toEqual([202, 202])
    expect(await first.text()).toBe(await again.text())
    expect(await sql('SELECT email FROM stock_alerts WHERE variant_id = ?', [v.variantId])).toEqual([{ email }])
  })

  it("uses a signed-in buyer's account email, whatever the body says", async () => {
    const v = await insertVariant({ stock: 0, stockOpt: 0 })
    await ok(await ask({ variant_code: v.code, email: 'someone.else@example.com' }, 'customer'), 202)
    expect(await sql('SELECT email FROM stock_alerts WHERE variant_id = ?', [v.variantId])).toEqual([
      { email: 'customer@example.com' },
    ])
  })
})

describe('the alert fires once', () => {
  it('when the back office edits the stock back, and a second return sends nothing more', async () => {
    const v = await awaited()
    await ok(await api.patch(`/admin/variants/${v.variantId}`, { stock: 2 }))
    const [job] = await sql<{ status: string }>(
      `SELECT status FROM outbox_jobs WHERE kind = 'stock_alert' AND key LIKE ?`,
      [`stock_alert:%`],
    )
    expect(job).toBeDefined()
    await sweep()
    const sent = await mails(v.email)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.kind).toBe('back_in_stock')
    expect(sent[0]!.text).toContain(`/product/${v.slug}`)

    await ok(await api.patch(`/admin/variants/${v.variantId}`, { stock: 0 }))
    await ok(await api.patch(`/admin/variants/${v.variantId}`, { stock: 5 }))
    await sweep()
    await sweep()
    expect(await mails(v.email)).toHaveLength(1)
  })

  it('when the ERP sync brings stock back', async () => {
    const v = await awaited()
    const { key } = await ok<{ key: string }>(await api.post('/admin/integration-keys', { name: 'ERP' }, 'admin'), 201)
    const res = await client.request('/api/v1/sync/prices/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ items: [{ code: v.code, stock: 4 }] }),
    })
    expect(res.status).toBe(200)
    await sweep()
    expect(await mails(v.email)).toHaveLength(1)
  })

  it('when the price list is imported, and when the catalogue import upserts the variant', async () => {
    const v = await awaited()
    const form = new FormData()
    form.set('file', new File([`Артикул;Залишок\n${v.code};7\n`], 'stock.csv', { type: 'text/csv' }))
    await ok(await api.post('/admin/price-list/apply', form))
    await sweep()
    expect(await mails(v.email)).toHaveLength(1)

    // npm run catalogue:import writes variants as one upsert per code (scripts/catalogue/plan.ts).
    const w = await awaited()
    await sql(
      `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, stock) VALUES (?, ?, '50 мл', '50 ml', 500, 3)
       ON CONFLICT (code) DO UPDATE SET stock = excluded.stock`,
      [w.productId, w.code],
    )
    await sweep()
    expect(await mails(w.email)).toHaveLength(1)
  })

  it('when a declined order and a returned line put stock back', async () => {
    const v = await insertVariant({ stock: 2, stockOpt: 0 })
    const order = await placeCashOrder(v.variantId, 2)
    const email = guest()
    await ok(await ask({ variant_code: v.code, email }), 202)
    await ok(await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }))
    await sweep()
    expect(await mails(email)).toHaveLength(1)

    const w = await insertVariant({ stock: 1, stockOpt: 0 })
    const kept = await placeCashOrder(w.variantId, 1)
    const other = guest()
    await ok(await ask({ variant_code: w.code, email: other }), 202)
    for (const status of ['prepered', 'at_delivry', 'delivred'])
      await ok(await api.post(`/admin/orders/${kept.id}/status`, { status }))
    const detail = await ok<{ lines: { id: number }[] }>(await api.get(`/admin/orders/${kept.id}`))
    await ok(
      await api.post(`/admin/orders/${kept.id}/returns`, {
        reason: 'wrong_item',
        refund: false,
        lines: [{ line_id: detail.lines[0]!.id, quantity: 1, restock: true }],
      }),
    )
    await sweep()
    expect(await mails(other)).toHaveLength(1)
  })

  it('for a wholesaler only when wholesale stock comes back', async () => {
    const v = await insertVariant({ stock: 0, stockOpt: 0 })
    await sql(`UPDATE users SET wholesale_status = 'approved' WHERE email = 'customer@example.com'`)
    try {
      await ok(await ask({ variant_code: v.code }, 'customer'), 202)
    } finally {
      await sql(`UPDATE users SET wholesale_status = 'none' WHERE email = 'customer@example.com'`)
    }
    await sql('UPDATE variants SET stock = 3 WHERE id = ?', [v.variantId])
    await sweep()
    expect(await mails('customer@example.com').then((m) => m.filter((x) => x.kind === 'back_in_stock'))).toHaveLength(0)
    await sql('UPDATE variants SET stock_opt = 2 WHERE id = ?', [v.variantId])
    await sweep()
    expect(await mails('customer@example.com').then((m) => m.filter((x) => x.kind === 'back_in_stock'))).toHaveLength(1)
  })

  it('when the retail price drops below the price the buyer saw, once', async () => {
    const v = await insertVariant({ stock: 3, price: 500 })
    const email = guest()
    await ok(await ask({ variant_code: v.code, email, kind: 'price' }), 202)
    await ok(await api.patch(`/admin/variants/${v.variantId}`, { price: 520 }))
    await sweep()
    expect(await mails(email)).toHaveLength(0)
    await ok(await api.patch(`/admin/variants/${v.variantId}`, { discount_price: 450 }))
    await ok(await api.patch(`/admin/variants/${v.variantId}`, { discount_price: 400 }))
    await sweep()
    const sent = await mails(email)
    expect(sent.map((m) => m.kind)).toEqual(['price_drop'])
  })

  it('not after the unsubscribe link was followed; the link can be followed twice', async () => {
    const v = await awaited()
    const [{ token }] = (await sql<{ token: string }>('SELECT token FROM stock_alerts WHERE email = ?', [v.email])) as [
      { token: string },
    ]
    await ok(await api.post('/alerts/unsubscribe', { token }, null), 204)
    await ok(await api.post('/alerts/unsubscribe', { token }, null), 204)
    expect((await api.post('/alerts/unsubscribe', { token: 'A'.repeat(32) }, null)).status).toBe(404)
    expect((await api.post('/alerts/unsubscribe', { token: '../../etc' }, null)).status).toBe(400)
    await sql('UPDATE variants SET stock = 3 WHERE id = ?', [v.variantId])
    await sweep()
    expect(await mails(v.email)).toHaveLength(0)
  })

  it('carries a working unsubscribe link, and a job told after the buyer stopped it is skipped', async () => {
    const v = await awaited()
    await sql('UPDATE variants SET stock = 1 WHERE id = ?', [v.variantId])
    await sweep()
    const [mail] = await mails(v.email)
    const link = /\/alerts\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail!.text)
    expect(link).not.toBeNull()
    expect(mail!.html).toContain(link![0])
    await ok(await api.post('/alerts/unsubscribe', { token: link![1] }, null), 204)
    const [row] = await sql<{ unsubscribed_at: number | null }>(
      'SELECT unsubscribed_at FROM stock_alerts WHERE email = ?',
      [v.email],
    )
    expect(row!.unsubscribed_at).not.toBeNull()

    const w = await awaited()
    await sql('UPDATE variants SET stock = 1 WHERE id = ?', [w.variantId])
    await sql('UPDATE stock_alerts SET unsubscribed_at = 1 WHERE email = ?', [w.email])
    await sweep()
    expect(await mails(w.email)).toHaveLength(0)
    expect(
      await sql(`SELECT status FROM outbox_jobs WHERE kind = 'stock_alert' AND payload LIKE ?`, [
        `%"alertId":${(await sql<{ id: number }>('SELECT id FROM stock_alerts WHERE email = ?', [w.email]))[0]!.id},%`,
      ]),
    ).toEqual([{ status: 'skipped' }])
  })

  it('two sweeps at once send each email once', async () => {
    const v = await awaited()
    await sql('UPDATE variants SET stock = 1 WHERE id = ?', [v.variantId])
    await Promise.all([sweep(), sweep(), sweep()])
    expect(await mails(v.email)).toHaveLength(1)
  })
})
