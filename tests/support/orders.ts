import { randomBytes } from 'node:crypto'
import type { Client } from '@libsql/client'
import type { OrderStatus, PaymentType } from '../../app/domain/order-status'
import { FILE_ID } from './file-id'

/**
 * Orders for payment tests, written straight into the database (creating orders is the checkout's
 * job, not payment's). Lines use seeded variants at their current effective retail price.
 */
export interface TestOrderOptions {
  payType?: PaymentType
  status?: OrderStatus
  deliveryCostUah?: number
  /** Quantities of the lines; one line per entry. */
  quantities?: number[]
  /** The buyer's email and language (none and ua by default). */
  email?: string
  locale?: 'ua' | 'en'
}

export interface TestOrder {
  id: number
  reference: string
  number: string
  totalUah: number
  /** The order as the checkout leaves it in localStorage (`order`): spec §3 "Order returned" plus `reference`. */
  json: {
    id: number
    reference: string
    order_number: string
    status: OrderStatus
    pay_type: PaymentType
    total: number
    delivery_cost: number
    created: string
    products: {
      id: number
      quantity: number
      price: number
      total: number
      variant: { brand: string; brand_url: string; name: string }
    }[]
  }
}

let serial = 0

export async function insertTestOrder(db: Client, options: TestOrderOptions = {}): Promise<TestOrder> {
  const quantities = options.quantities ?? [1, 2]
  const payType = options.payType ?? 'card'
  const status = options.status ?? (payType === 'cash' ? 'new' : 'created')
  const deliveryCostUah = options.deliveryCostUah ?? 0
  const { rows } = await db.execute({
    sql: `SELECT v.id, v.code, v.value_ua AS value, p.name_ua AS product, b.name AS brand, b.slug AS brand_slug,
                 CASE WHEN v.discount_price_uah > 0 AND v.discount_price_uah < v.price_uah THEN v.discount_price_uah ELSE v.price_uah END AS price
          FROM variants v JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
          WHERE v.price_uah > 0 ORDER BY v.id LIMIT ? OFFSET ?`,
    args: [quantities.length, (serial * 7) % 50],
  })
  if (rows.length < quantities.length) throw new Error('not enough seeded variants')
  const lines = rows.map((row, i) => {
    const quantity = quantities[i]!
    const price = Number(row.price)
    return { row, quantity, price, total: price * quantity }
  })
  const goods = lines.reduce((sum, line) => sum + line.total, 0)
  const totalUah = goods + deliveryCostUah
  const reference = randomBytes(16).toString('base64url')
  const number = `T-${Date.now().toString(36)}-${FILE_ID}-${serial++}`
  const created = Date.now() - 60_000
  const order = await db.execute({
    sql: `INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, locale, np_city, np_branch,
                              goods_total_uah, delivery_cost_uah, total_uah, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, 'Олена', 'Тестова', ?, ?, ?, 'Київ', 'Відділення №1', ?, ?, ?, ?, ?) RETURNING id`,
    args: [
      number,
      reference,
      status,
      payType,
      payType === 'cash' ? 'curier' : 'newpost',
      // A phone of its own: orders awaiting payment count against their phone's limit, and the checkout tests share the database.
      `+38063${String((FILE_ID * 1_000 + serial) % 10_000_000).padStart(7, '0')}`,
      options.email ?? '',
      options.locale ?? 'ua',
      goods,
      deliveryCostUah,
      totalUah,
      created,
      created,
    ],
  })
  const id = Number(order.rows[0]!.id)
  await db.batch(
    lines.map(({ row, quantity, price, total }) => ({
      sql: `INSERT INTO order_lines (order_id, variant_id, product_name, variant_name, brand_name, code, quantity, unit_price_uah, total_uah)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        id,
        Number(row.id),
        String(row.product),
        String(row.value),
        String(row.brand),
        String(row.code),
        quantity,
        price,
        total,
      ],
    })),
    'write',
  )
  return {
    id,
    reference,
    number,
    totalUah,
    json: {
      id,
      reference,
      order_number: number,
      status,
      pay_type: payType,
      total: totalUah,
      delivery_cost: deliveryCostUah,
      created: new Date(created).toISOString(),
      products: lines.map(({ row, quantity, price, total }) => ({
        id: Number(row.id),
        quantity,
        price,
        total,
        variant: {
          brand: String(row.brand),
          brand_url: `/brands/${String(row.brand_slug)}`,
          name: `${String(row.product)} ${String(row.value)}`,
        },
      })),
    },
  }
}

export async function orderStatusOf(db: Client, id: number): Promise<string> {
  const { rows } = await db.execute({ sql: 'SELECT status FROM orders WHERE id = ?', args: [id] })
  return String(rows[0]!.status)
}

export async function paymentEventsOf(db: Client, reference: string) {
  const { rows } = await db.execute({
    sql: 'SELECT order_id, source, transaction_status, signature_valid, payload FROM payment_events WHERE order_reference = ? ORDER BY id',
    args: [reference],
  })
  return rows.map((r) => ({
    orderId: r.order_id === null ? null : Number(r.order_id),
    source: String(r.source),
    transactionStatus: r.transaction_status === null ? null : String(r.transaction_status),
    signatureValid: Number(r.signature_valid) === 1,
    payload: JSON.parse(String(r.payload)) as Record<string, unknown>,
  }))
}
