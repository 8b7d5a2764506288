/** Order statuses of spec §4, spelt as on the wire. */
export const ORDER_STATUSES = [
  'new',
  'created',
  'payed',
  'payed_check',
  'payed_error',
  'prepered',
  'at_delivry',
  'delivring',
  'delivred',
  'declined',
  /** Delivered, then sent back by the buyer. */
  'returned',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Payment types of spec §9. `np` is cash on delivery with Nova Poshta as older data spells it; `invoice` a partner's bank transfer against the store's invoice. */
export const PAYMENT_TYPES = ['card', 'cash', 'prepayment', 'np', 'invoice'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** Delivery types of spec §9, wire spelling (`curier`). */
export const DELIVERY_TYPES = ['newpost', 'curier', 'pickup'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]
