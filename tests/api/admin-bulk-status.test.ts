import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminApi, createAdminClient, errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const statusOf = async (id: number) =>
  (await sql<{ status: string }>('SELECT status FROM orders WHERE id = ?', [id]))[0]!.status
const auditOf = (id: number) =>
  sql<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'order' AND entity_id = ?`, [String(id)])

describe('POST /admin/orders/bulk-status', () => {
  it('moves every chosen order through its own table, audit-logs and emails each, and answers how many moved', async () => {
    const a = await insertOrder({ status: 'new', payType: 'cash' })
    const b = await insertOrder({ status: 'payed', payType: 'card' })
    const moved = await ok<{ moved: number }>(
      await api.post('/admin/orders/bulk-status', { ids: [a.id, b.id, a.id], status: 'prepered' }),
    )
    expect(moved).toEqual({ moved: 2 })
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['prepered', 'prepered'])
    expect(await auditOf(a.id)).toEqual([{ action: 'order.status' }])
    expect(await auditOf(b.id)).toEqual([{ action: 'order.status' }])
    const events = await sql(`SELECT kind, to_status FROM order_events WHERE order_id IN (?, ?) AND kind = 'status'`, [
      a.id,
      b.id,
    ])
    expect(events).toHaveLength(2)
    expect(
      await sql(`SELECT kind FROM email_outbox WHERE "to" IN (?, ?) AND kind = 'order_status'`, [a.email, b.email]),
    ).toHaveLength(2)
  })

  it('refuses the whole batch when any order cannot make the move, naming those by number; nothing is written', async () => {
    const v = await insertVariant({ stock: 5 })
    const can = await insertOrder({
      status: 'new',
      payType: 'cash',
      lines: [{ variantId: v.variantId, quantity: 2, takenStock: 2 }],
    })
    // A card order awaiting payment: only WayForPay moves it to paid; staff cannot pack it.
    const cannot = await insertOrder({ status: 'created', payType: 'card' })
    const finalOne = await insertOrder({ status: 'declined', payType: 'cash' })
    const res = await api.ua.post('/admin/orders/bulk-status', {
      ids: [can.id, cannot.id, finalOne.id],
      status: 'prepered',
    })
    expect(res.status).toBe(409)
    const error = await errorOf(res)
    expect(error.message).toContain(`№ ${cannot.number}`)
    expect(error.message).toContain(`№ ${finalOne.number}`)
    expect(error.message).not.toContain(can.number)
    expect(error.fields!.orders).toEqual([`№ ${cannot.number}`, `№ ${finalOne.number}`])
    expect([await statusOf(can.id), await statusOf(cannot.id), await statusOf(finalOne.id)]).toEqual([
      'new',
      'created',
      'declined',
    ])
    expect(await auditOf(can.id)).toEqual([])
    expect(await sql('SELECT id FROM order_events WHERE order_id = ? AND kind = ?', [can.id, 'status'])).toEqual([])
  })

  it('declines in bulk giving back each order’s stock once; a replay of the same request is refused', async () => {
    const v = await insertVariant({ stock: 0 })
    const a = await insertOrder({
      status: 'new',
      payType: 'cash',
      lines: [{ variantId: v.variantId, quantity: 1, takenStock: 1 }],
    })
    const b = await insertOrder({
      status: 'new',
      payType: 'cash',
      lines: [{ variantId: v.variantId, quantity: 2, takenStock: 2 }],
    })
    const request = { ids: [a.id, b.id], status: 'declined' }
    const [first, second] = await Promise.all([
      api.post('/admin/orders/bulk-status', request),
      api.post('/admin/orders/bulk-status', request),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    expect((await sql<{ stock: number }>('SELECT stock FROM variants WHERE id = ?', [v.variantId]))[0]!.stock).toBe(3)
    expect((await api.post('/admin/orders/bulk-status', request)).status).toBe(409)
    expect((await sql<{ stock: number }>('SELECT stock FROM variants WHERE id = ?', [v.variantId]))[0]!.stock).toBe(3)
  })

  it('refuses customers, anonymous callers, unknown orders and malformed bodies with a 4xx, writing nothing', async () => {
    const a = await insertOrder({ status: 'new', payType: 'cash' })
    expect((await api.post('/admin/orders/bulk-status', { ids: [a.id], status: 'prepered' }, 'customer')).status).toBe(
      403,
    )
    expect((await api.post('/admin/orders/bulk-status', { ids: [a.id], status: 'prepered' }, null)).status).toBe(401)
    expect((await api.post('/admin/orders/bulk-status', { ids: [a.id, 99999999], status: 'prepered' })).status).toBe(
      404,
    )
    expect((await api.post('/admin/orders/bulk-status', { ids: [], status: 'prepered' })).status).toBe(400)
    expect((await api.post('/admin/orders/bulk-status', { ids: [a.id], status: 'shipped<script>' })).status).toBe(400)
    const tooMany = await api.ua.post('/admin/orders/bulk-status', {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
      status: 'prepered',
    })
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(await errorOf(tooMany))).toContain('Не більше 100 за раз')
    expect((await api.post('/admin/orders/bulk-status', { ids: ['1 OR 1=1'], status: 'prepered' })).status).toBe(400)
    expect(await statusOf(a.id)).toBe('new')
  })
})
