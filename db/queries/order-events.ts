import type { InStatement } from '@libsql/client'
import type { OrderStatus } from '../../app/domain/order-status'
import type { Db } from '../client'
import type { OrderEventKind } from '../schema/orders'

/** One entry of an order's timeline (db/schema/orders.ts `order_events`). */
export interface OrderEventInput {
  orderId: number
  kind: OrderEventKind
  fromStatus?: OrderStatus | null
  toStatus?: OrderStatus | null
  actorId?: number | null
  note?: string
  forBuyer?: boolean
  amountUah?: number | null
}

/** The insert of one timeline entry, to run inside the batch or transaction that makes the change it records. */
export function orderEventStatement(e: OrderEventInput): InStatement {
  return {
    sql: `INSERT INTO order_events (order_id, kind, from_status, to_status, actor_id, note, for_buyer, amount_uah) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      e.orderId,
      e.kind,
      e.fromStatus ?? null,
      e.toStatus ?? null,
      e.actorId ?? null,
      e.note ?? '',
      e.forBuyer ? 1 : 0,
      e.amountUah ?? null,
    ],
  }
}

export async function recordOrderEvent(db: Db, e: OrderEventInput): Promise<void> {
  await db.$client.execute(orderEventStatement(e))
}

export interface TimelineRow {
  at: number
  kind: OrderEventKind | 'payment_report'
  fromStatus: OrderStatus | null
  toStatus: OrderStatus | null
  actorEmail: string | null
  note: string
  forBuyer: boolean
  amountUah: number | null
  /** Payment reports only: the provider's transaction status, where it came from and whether its signature held. */
  report: { source: string; transactionStatus: string | null; signatureValid: boolean } | null
}

/** Everything that happened to an order, oldest first: its own events and the provider's reports, in one round trip. */
export async function orderTimeline(db: Db, orderId: number): Promise<TimelineRow[]> {
  const [events, reports] = await db.$client.batch(
    [
      {
        sql: `SELECT e.created_at, e.kind, e.from_status, e.to_status, u.email AS actor_email, e.note, e.for_buyer, e.amount_uah, e.id
          FROM order_events e LEFT JOIN users u ON u.id = e.actor_id WHERE e.order_id = ? ORDER BY e.created_at, e.id`,
        args: [orderId],
      },
      {
        sql: `SELECT received_at, source, transaction_status, signature_valid, id FROM payment_events
          WHERE order_reference = (SELECT reference FROM orders WHERE id = ?) ORDER BY received_at, id`,
        args: [orderId],
      },
    ],
    'read',
  )
  const rows: TimelineRow[] = [
    ...events!.rows.map((r) => ({
      at: Number(r.created_at),
      kind: r.kind as OrderEventKind,
      fromStatus: (r.from_status ?? null) as OrderStatus | null,
      toStatus: (r.to_status ?? null) as OrderStatus | null,
      actorEmail: r.actor_email === null ? null : String(r.actor_email),
      note: String(r.note),
      forBuyer: Number(r.for_buyer) === 1,
      amountUah: r.amount_uah === null ? null : Number(r.amount_uah),
      report: null,
    })),
    ...reports!.rows.map((r) => ({
      at: Number(r.received_at),
      kind: 'payment_report' as const,
      fromStatus: null,
      toStatus: null,
      actorEmail: null,
      note: '',
      forBuyer: false,
      amountUah: null,
      report: {
        source: String(r.source),
        transactionStatus: r.transaction_status === null ? null : String(r.transaction_status),
        signatureValid: Number(r.signature_valid) === 1,
      },
    })),
  ]
  // Stable: at the same millisecond an event keeps its place relative to its own kind.
  return rows.sort((a, b) => a.at - b.at)
}
