import { z } from 'zod'
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from '../domain/order-status'
import { adminListQuery, dateFilter, searchTerm } from './admin-common'
import { ORDER_SORTS, REFUNDED_FILTER } from './admin-lists'
import type { NpRefsState } from '../domain/nova-poshta'
import { REST_WAYS, RETURN_REASONS, type ReturnReason } from '../domain/order-returns'
import type { PaymentState } from '../domain/payment-state'

/** GET /admin/orders and /admin/orders/export.csv. */
export const adminOrdersQuerySchema = adminListQuery(ORDER_SORTS, {
  /** One status, or several joined by commas (the dashboard's "new and awaiting payment"). */
  status: z
    .string()
    .max(200)
    .transform((v) => (v === '' ? [] : v.split(',')))
    .pipe(z.array(z.enum(ORDER_STATUSES, { error: 'unknown_status' })))
    .optional(),
  pay_type: z.enum(PAYMENT_TYPES).optional(),
  delivery_type: z.enum(DELIVERY_TYPES).optional(),
  /** `all`: the payment went back in full (payment state `refunded`); `not_all`: any other order. */
  refunded: z.enum(REFUNDED_FILTER).optional(),
  from: dateFilter,
  to: dateFilter,
  /** Order number, buyer's name, phone in any format, email or a product code. */
  q: searchTerm,
})
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>

/** A staff note: internal unless `for_buyer`, then in the buyer's email and profile. */
const staffNote = z.string().trim().max(500)

/** POST /admin/orders/{id}/status. */
export const orderStatusChangeSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'unknown_status' }),
  /** Why, e.g. why an order was declined: on the order's timeline; in the email too when `note_for_buyer`. */
  note: staffNote.optional(),
  note_for_buyer: z.boolean().optional(),
  /**
   * Sending an order whose payment was refunded in full toward delivery is refused unless staff
   * override it with a reason; the reason goes on the timeline and into the audit log.
   */
  override_reason: z.string().trim().min(5, 'override_reason_short').max(500).optional(),
})
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>

/** POST /admin/orders/bulk-status: several orders to one status, all or none (at most a page of 100). */
export const bulkOrderStatusSchema = z.strictObject({
  ids: z
    .array(z.number({ error: 'must_be_id' }).int('must_be_id').positive('must_be_id'), { error: 'at_least_one_item' })
    .min(1, 'at_least_one_item')
    .max(100, 'too_many_items?max=100'),
  status: z.enum(ORDER_STATUSES, { error: 'unknown_status' }),
})
export type BulkOrderStatus = z.infer<typeof bulkOrderStatusSchema>

/** POST /admin/orders/{id}/notes. */
export const orderNoteSchema = z.strictObject({
  text: staffNote.min(1, 'Write the note'),
  for_buyer: z.boolean().default(false),
})
export type OrderNote = z.infer<typeof orderNoteSchema>

/** POST /admin/orders/{id}/ttn: the carrier's waybill number (Nova Poshta: 14 digits); empty clears it. */
export const orderTtnSchema = z.strictObject({
  ttn: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9A-Za-z -]*$/, 'Digits, letters, spaces and dashes only'),
})

/**
 * POST /admin/orders/{id}/refund: part or (without `amount`) all of what is left of the card payment;
 * `retry: true` repays exactly the refused refund still owed, nothing else (no `amount` with it).
 */
export const orderRefundSchema = z
  .strictObject({
    amount: z.number().int('Whole hryvnias').positive().max(10_000_000).optional(),
    retry: z.boolean().optional(),
    note: staffNote.optional(),
    /** An invoice order's refund: staff confirm they sent the money back by bank transfer. */
    sent_by_transfer: z.literal(true).optional(),
  })
  .refine((r) => !(r.retry && r.amount !== undefined), { message: 'retry_without_amount', path: ['amount'] })
export type OrderRefundRequest = z.infer<typeof orderRefundSchema>

/** One entry of the order's timeline, oldest first. */
export interface AdminTimelineEntry {
  at: string
  kind:
    | 'created'
    | 'status'
    | 'payment'
    | 'note'
    | 'refund'
    | 'refund_failed'
    | 'email'
    | 'ttn'
    | 'hold_expired'
    | 'override'
    | 'return'
    | 'waybill_cancelled'
    | 'waybill_kept'
    | 'payment_report'
  from_status: (typeof ORDER_STATUSES)[number] | null
  to_status: (typeof ORDER_STATUSES)[number] | null
  /** Staff who did it; null for the buyer, the provider or the scheduled job. */
  actor_email: string | null
  note: string
  for_buyer: boolean
  amount: number | null
  report: { source: string; transaction_status: string | null; signature_valid: boolean } | null
}

/** The money side of an order: what the provider took and what went back. */
export interface AdminOrderMoney {
  paid: number
  refunded: number
  /** A refund sent and not yet answered. */
  refund_pending: number
  /** A refund the provider refused or did not answer, still owed; staff retry it. */
  refund_failed: number
  refund_error: string | null
  /** Until when an unpaid card order holds its stock (ISO), or null. */
  hold_until: string | null
  /** Money paid back by staff for returned goods (cash and cash-on-delivery orders): handed over in cash, and sent by bank transfer. */
  cash_refunded: number
  transfer_refunded: number
  /** All that was paid (with cash collected on delivery) and all that went back (provider and cash). */
  paid_total: number
  refunded_total: number
  /** What the carrier still collects: the rest of a cash-on-delivery order after its prepayment. */
  due_on_delivery: number
  /** What the carrier collected once a cash-on-delivery order was received (the rest after its prepayment). */
  collected_on_delivery: number
  /** Card refunds due and not carried out yet: the store tries them again on its own until they are owed. */
  refunds_scheduled: AdminScheduledRefund[]
}

/** A due card refund (an outbox job) while it is being retried; after `max_attempts` it is `refund_failed`. */
export interface AdminScheduledRefund {
  /** What it sends: a return's amount, or all that is left of the payment. */
  amount: number
  /** The return whose money it is; null: the rest of a declined or returned order's payment. */
  return_id: number | null
  attempts: number
  max_attempts: number
  /** When it is tried next (ISO); null when it is due now (the next minute's run) or being tried. */
  next_attempt: string | null
  trying: boolean
  /** Why the last attempt did not go through, as stored (a code or the error's text); null before the first. */
  last_error: string | null
}

/** A row of the orders table. Money is whole hryvnias; dates are ISO strings. */
export interface AdminOrderRow {
  id: number
  number: string
  created: string
  status: (typeof ORDER_STATUSES)[number]
  pay_type: (typeof PAYMENT_TYPES)[number]
  delivery_type: (typeof DELIVERY_TYPES)[number]
  customer_name: string
  phone: string
  email: string
  total: number
  is_wholesale: boolean
  /** A Nova Poshta order's refs: confirmed by the carrier, unchecked, or typed text only (null for other deliveries). */
  np_refs: NpRefsState | null
  /** The payment apart from fulfilment (app/domain/payment-state.ts) and what of it went back. */
  payment_state: PaymentState
  refunded_total: number
  /** What of the provider's payment is left to refund: what a decline or return would send back. */
  refundable: number
  /** What the carrier still collects on delivery (a cash-on-delivery order after its prepayment). */
  due_on_delivery: number
}

export interface AdminOrderLine {
  id: number
  variant_id: number
  code: string
  product_name: string
  variant_name: string
  brand_name: string
  quantity: number
  preorder_quantity: number
  unit_price: number
  total: number
  /** Units that came back in returns so far. */
  returned: number
}

export interface AdminPaymentEvent {
  id: number
  source: 'callback' | 'check_status' | 'refund'
  transaction_status: string | null
  signature_valid: boolean
  received_at: string
  payload: unknown
}

export interface AdminAuditRow {
  id: number
  actor_id: number | null
  actor_email: string | null
  action: string
  entity: string
  entity_id: string
  before: unknown
  after: unknown
  created: string
  /** How a person names the object: an order's number, a product's name (the audit log page). */
  entity_label?: string | null
  /** Who acted when it was no staff member: the integration key's label (the ERP sync). */
  actor_label?: string | null
}

export interface AdminOrderDetail extends AdminOrderRow {
  first_name: string
  last_name: string
  father_name: string
  user_id: number | null
  locale: 'ua' | 'en'
  delivery: {
    np_city: string
    np_branch: string
    np_settlement_ref: string
    np_warehouse_ref: string
    courier_city: string
    courier_street: string
    courier_house: string
    courier_apartment: string
  }
  goods_total: number
  promo_discount: number
  delivery_cost: number
  promo_code: string | null
  lines: AdminOrderLine[]
  payments: AdminPaymentEvent[]
  allowed_transitions: (typeof ORDER_STATUSES)[number][]
  history: AdminAuditRow[]
  ttn: string
  money: AdminOrderMoney
  timeline: AdminTimelineEntry[]
  /** Moves among `allowed_transitions` that need `override_reason` (the payment was refunded in full). */
  override_needed: (typeof ORDER_STATUSES)[number][]
  returns: AdminOrderReturn[]
}

export interface AdminOrderReturn {
  id: number
  created: string
  reason: ReturnReason
  note: string
  actor_email: string | null
  value: number
  provider_refund: number
  /** The rest, paid back by staff: handed over in cash, or sent by bank transfer. */
  cash_refund: number
  transfer_refund: number
  refund_outcome: 'none' | 'pending' | 'refunded' | 'failed' | 'cash'
  lines: { line_id: number; quantity: number; restocked: number }[]
}

/** POST /admin/orders/{id}/returns: which lines came back, how many, why, each restocked or written off, and whether money goes back. */
export const orderReturnSchema = z
  .strictObject({
    reason: z.enum(RETURN_REASONS, { error: 'return_reason' }),
    note: staffNote.optional(),
    lines: z
      .array(
        z.strictObject({
          line_id: z.number({ error: 'must_be_id' }).int('must_be_id').positive('must_be_id'),
          quantity: z.number({ error: 'whole_number' }).int('whole_number').min(1, 'at_least_one').max(100_000),
          restock: z.boolean(),
        }),
        { error: 'at_least_one_item' },
      )
      .min(1, 'at_least_one_item')
      .max(200),
    refund: z.boolean(),
    /** An invoice order's money goes back only by bank transfer to the company's IBAN: staff confirm they sent it. */
    sent_by_transfer: z.literal(true).optional(),
    /**
     * How staff pay back what the provider cannot (cash or cash-on-delivery money): handed over in
     * cash, or sent by bank transfer. Needed whenever a refund has such a part (`return_rest_way`).
     */
    rest_by: z.enum(REST_WAYS, { error: 'return_rest_way' }).optional(),
  })
  .refine((r) => r.reason !== 'goodwill' || (r.note ?? '').length > 0, {
    message: 'return_goodwill_note',
    path: ['note'],
  })
export type OrderReturnRequest = z.infer<typeof orderReturnSchema>

/** The answer to a return: the order as it now is and, when money went back through the provider, what it said. */
export interface AdminReturnResult {
  order: AdminOrderDetail
  refund: { refunded: boolean; amount: number; reason: string | null } | null
}

/** The answer to a refund request: the order as it now is and what the provider said. */
export interface AdminRefundResult {
  order: AdminOrderDetail
  refund: { refunded: boolean; amount: number; reason: string | null }
}
