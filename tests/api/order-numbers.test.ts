/**
 * Orders imported with their own numbers (or the bench's seeded ones, 200,000 and up) take the
 * numbers new orders would get from their ids: a new order still gets a number of its own, never a 500.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Order } from '../../app/contract/order'
import { ORDER_NUMBER_OFFSET } from '../../app/domain/order-lifecycle'
import { adminApi, createAdminClient, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const imported = (number: string, i: number) =>
  sql(
    `INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, goods_total_uah, total_uah)
      VALUES (?, ?, 'done', 'cash', 'newpost', 'Імпорт', 'Замовлення', ?, '', 100, 100)`,
    [number, `imported-${Date.now()}-${i}`, `+38099${String(1_000_000 + i)}`],
  )

it('places an order after orders with high numbers were imported, with a number above theirs', async () => {
  const [{ next }] = (await sql<{ next: number }>('SELECT coalesce(max(id), 0) + 1 AS next FROM orders')) as [
    { next: number },
  ]
  // The numbers the next orders would get from their ids, and a block far above them.
  for (let i = 0; i < 5; i++) await imported(String(Number(next) + ORDER_NUMBER_OFFSET + 1 + i), i)
  await imported('250000', 5)
  await imported('A-17', 6)
  const v = await insertVariant({ stock: 10, stockOpt: 0 })
  const numbers: string[] = []
  for (let i = 0; i < 3; i++) {
    const order = await ok<Order>(
      await api.post(
        '/order/orders/',
        {
          first_name: 'Ірина',
          last_name: 'Коваль',
          phone: `+38063${String(7_000_000 + i)}`,
          email: `numbers.${i}@example.com`,
          deliveryType: 'curier',
          curier_info: { city: 'Київ', street: `вул. Нова ${i}`, house: '1', appartment: '' },
          payment: 'cash',
          cartItems: [{ id: v.variantId, quantity: 1 }],
        },
        null,
      ),
      201,
    )
    numbers.push(String(order.order_number))
  }
  expect(numbers).toEqual(['250001', '250002', '250003'])
})
