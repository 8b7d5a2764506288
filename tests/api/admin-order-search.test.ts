import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminOrderRow } from '../../app/contract/admin-orders'
import { adminApi, createAdminClient, insertOrder, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const search = async (q: string, extra = '') =>
  (
    await ok<Page<AdminOrderRow>>(await api.get(`/admin/orders?q=${encodeURIComponent(q)}&limit=100${extra}`))
  ).results.map((o) => o.id)
/** A phone nobody else in the test database has: 9 national digits. */
const uniqueNational = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

describe('order search finds customers however they were typed', () => {
  it('finds a phone stored as 0…, +380… or with spaces by any other format', async () => {
    const national = uniqueNational()
    const local = await insertOrder({ phone: `0${national}` })
    const international = await insertOrder({ phone: `+380${national}` })
    const spaced = await insertOrder({
      phone: `+38 (0${national.slice(0, 2)}) ${national.slice(2, 5)}-${national.slice(5, 7)}-${national.slice(7)}`,
    })
    const all = [local.id, international.id, spaced.id].sort()
    for (const typed of [
      `380${national}`,
      `+380${national}`,
      `0${national}`,
      `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`,
      national,
    ]) {
      expect((await search(typed)).sort(), typed).toEqual(all)
    }
    expect(await search(`0${national.slice(0, 2)}${national.slice(2, 5)}`)).toEqual(expect.arrayContaining(all))
  })

  it('finds a buyer by last name, first and last name in either order, in any letter case', async () => {
    const last = `Шевченко${randomUUID().slice(0, 6)}`
    const order = await insertOrder({})
    await sql('UPDATE orders SET first_name = ?, last_name = ? WHERE id = ?', ['Тарас', last, order.id])
    expect(await search(last)).toEqual([order.id])
    expect(await search(last.toLowerCase())).toEqual([order.id])
    expect(await search(`Тарас ${last}`)).toEqual([order.id])
    expect(await search(`${last} Тарас`)).toEqual([order.id])
  })

  it('finds an order by a product code on its lines, and by its number with a № sign', async () => {
    const v = await insertVariant({ price: 300, stock: 5 })
    const order = await insertOrder({ lines: [{ variantId: v.variantId, quantity: 1, takenStock: 1 }] })
    expect(await search(v.code)).toEqual([order.id])
    expect(await search(v.code.toLowerCase())).toEqual([order.id])
    expect(await search(`№ ${order.number}`)).toEqual([order.id])
    // A bank purpose names the invoice: the Latin prefix it prints, or a Cyrillic Р typed by the payer.
    const number = String(900_000_000 + Math.floor(Math.random() * 99_999_999))
    await sql('UPDATE orders SET number = ? WHERE id = ?', [number, order.id])
    expect(await search(`P-${number}`)).toEqual([order.id])
    expect(await search(`Р-${number}`)).toEqual([order.id])
  })

  it('filters by a group of statuses, as the dashboard tiles count them, and refuses an unknown one', async () => {
    const national = uniqueNational()
    const fresh = await insertOrder({ status: 'new', phone: `0${national}` })
    const waiting = await insertOrder({ status: 'created', phone: `0${national}` })
    await insertOrder({ status: 'payed', phone: `0${national}` })
    expect((await search(national, '&status=new,created,payed_check')).sort()).toEqual([fresh.id, waiting.id].sort())
    expect((await api.get('/admin/orders?status=new,shipped')).status).toBe(400)
    const grouped = await ok<Page<AdminOrderRow>>(
      await api.get('/admin/orders?status=new,created,payed_check&limit=100'),
    )
    expect(grouped.results.every((o) => ['new', 'created', 'payed_check'].includes(o.status))).toBe(true)
    const summary = await ok<Record<string, number>>(await api.get('/admin/summary'))
    expect(summary).toMatchObject({ inbox_leads: expect.any(Number), inbox_contact: expect.any(Number) })
    expect(summary.orders_new).toBeGreaterThanOrEqual(2)
  })

  it('combines the search with the status filter', async () => {
    const national = uniqueNational()
    const paid = await insertOrder({ status: 'payed', phone: `0${national}` })
    await insertOrder({ status: 'new', phone: `+380${national}` })
    expect(await search(national, '&status=payed')).toEqual([paid.id])
  })
})
