/**
 * What a fiscal receipt lists, from an order and the money it fiscalises (Checkbox's units: kopecks,
 * quantities in thousandths). Each receipt totals exactly the money taken at that moment:
 * - a card payment: every line at its price before the promo with the promo as the line's discount,
 *   and a courier delivery as a line of its own;
 * - an invoice paid by bank transfer: the same, as nothing is paid later to close it;
 * - a prepayment (cash on delivery with Nova Poshta): one line "prepayment for order N";
 * - cash on delivery (the rest) or cash to the courier: every line and the delivery, the prepayment
 *   already fiscalised taken off as a receipt discount;
 * - goods coming back: the real quantities, what was refunded before taken off as a discount;
 * - money sent back while the goods stay with the buyer: a refund line, no goods.
 */
export interface FiscalLine {
  code: string
  name: string
  quantity: number
  /** The unit price charged (after the promo), hryvnias. */
  unitPriceUah: number
  /** What the promo took off the whole line, hryvnias. */
  promoDiscountUah: number
}

export interface FiscalOrder {
  number: string
  payType: string
  deliveryType: string
  deliveryCostUah: number
  totalUah: number
  lines: FiscalLine[]
}

export interface ReceiptGood {
  code: string
  name: string
  /** Kopecks per piece. */
  price: number
  /** Thousandths of a piece. */
  quantity: number
  /** Kopecks off the line. */
  discount: number
}

export interface ReceiptPlan {
  goods: ReceiptGood[]
  /** Kopecks off the whole receipt (the prepayment already fiscalised), with its name. */
  receiptDiscount: { value: number; name: string } | null
  /** What the buyer pays on this receipt, kopecks. */
  total: number
}

export const kopecks = (uah: number) => Math.round(uah * 100)
const PIECE = 1000

export const DELIVERY_CODE = 'DELIVERY'
export const PREPAYMENT_CODE_PREFIX = 'PREPAY-'
export const REFUND_CODE_PREFIX = 'REFUND-'

export interface FiscalNames {
  delivery: string
  prepayment: (number: string) => string
  prepaymentDiscount: string
  promo: string
  /** A return line's discount: its promo and any part of its price refunded before. */
  returnDiscount: string
  refund: (number: string) => string
}

/** Ukrainian, as the tax service reads receipts. */
export const FISCAL_NAMES: FiscalNames = {
  delivery: 'Доставка кур’єром',
  prepayment: (number) => `Передоплата за замовлення № ${number}`,
  prepaymentDiscount: 'Передоплата, сплачена раніше',
  promo: 'Знижка за промокодом',
  returnDiscount: 'Знижка або повернення, надані раніше',
  refund: (number) => `Повернення частини оплати за замовленням № ${number}`,
}

const totalOf = (goods: ReceiptGood[]) =>
  goods.reduce((sum, g) => sum + Math.round((g.price * g.quantity) / PIECE) - g.discount, 0)

/** Every line at its price before the promo (the promo as its discount), and the courier's charge. */
export function orderGoods(order: FiscalOrder): ReceiptGood[] {
  const goods = order.lines.map((line) => ({
    code: line.code,
    name: line.name,
    price: kopecks(line.unitPriceUah + line.promoDiscountUah / line.quantity),
    quantity: line.quantity * PIECE,
    discount: kopecks(line.promoDiscountUah),
  }))
  if (order.deliveryCostUah > 0)
    goods.push({
      code: DELIVERY_CODE,
      name: FISCAL_NAMES.delivery,
      price: kopecks(order.deliveryCostUah),
      quantity: PIECE,
      discount: 0,
    })
  return goods
}

/**
 * Whether the order's one payment is the whole order (a card, or an invoice's bank transfer): its
 * receipt lists the goods. A prepayment's receipt is a prepayment line, the goods come on delivery.
 */
export const paidWholeAtOnce = (payType: string): boolean => payType === 'card' || payType === 'invoice'

/** The receipt of a card payment, an invoice's transfer or a prepayment of `amountUah`. */
export function salePlan(order: FiscalOrder, amountUah: number): ReceiptPlan {
  if (paidWholeAtOnce(order.payType)) return plan(orderGoods(order), null, amountUah)
  return plan(
    [
      {
        code: `${PREPAYMENT_CODE_PREFIX}${order.number}`,
        name: FISCAL_NAMES.prepayment(order.number),
        price: kopecks(amountUah),
        quantity: PIECE,
        discount: 0,
      },
    ],
    null,
    amountUah,
  )
}

/** The receipt of money taken on delivery: the whole order, less what was prepaid and fiscalised before. */
export function deliveryPlan(order: FiscalOrder, amountUah: number, prepaidUah: number): ReceiptPlan {
  const prepaid = prepaidUah > 0 ? { value: kopecks(prepaidUah), name: FISCAL_NAMES.prepaymentDiscount } : null
  return plan(orderGoods(order), prepaid, amountUah)
}

/**
 * The return receipt of goods coming back (a recorded return, or a cancelled order's full refund):
 * `goods` at their real quantities and the prices charged (their promo as the line's discount). When
 * less money goes back than they were sold for (part was refunded before without goods, or the
 * return refunds less), the rest is taken off the lines as a discount "granted before", so the
 * receipt totals the money to the kopeck and never returns more pieces than came back.
 */
export function returnPlan(goods: ReceiptGood[], amountUah: number): ReceiptPlan {
  let over = totalOf(goods) - kopecks(amountUah)
  if (over < 0)
    throw new FiscalMismatch(`${MISMATCH_PREFIX}a refund of ${amountUah} UAH is more than the goods returned`)
  const lines = goods.map((good) => {
    const off = Math.min(over, Math.round((good.price * good.quantity) / PIECE) - good.discount)
    over -= off
    return { ...good, discount: good.discount + off }
  })
  return plan(lines, null, amountUah)
}

/**
 * The return receipt of money sent back while the goods stay with the buyer (a goodwill refund, a
 * price reduction): one line "refund of part of the payment for order N" at the amount, no goods, so
 * the register's quantities of goods returned match the goods (docs/decisions/fiscal-receipts.md).
 */
export function refundPlan(number: string, amountUah: number): ReceiptPlan {
  return plan(
    [
      {
        code: `${REFUND_CODE_PREFIX}${number}`,
        name: FISCAL_NAMES.refund(number),
        price: kopecks(amountUah),
        quantity: PIECE,
        discount: 0,
      },
    ],
    null,
    amountUah,
  )
}

/** A receipt's id as the store chooses it for Checkbox (a UUID, worker/services/fiscal/receipt-body.ts). */
export const RECEIPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Where the Worker serves an issued receipt's QR code as an image (worker/api/fiscal.ts), for its email. */
export const receiptQrPath = (receiptId: string) => `/api/v1/order/receipt-qr/${receiptId}`

export const MISMATCH_PREFIX = 'Goods and money differ: '

/** A receipt whose goods do not add up to the money it fiscalises: never sent, shown to staff. */
export class FiscalMismatch extends Error {
  override name = 'FiscalMismatch'
}

function plan(goods: ReceiptGood[], receiptDiscount: ReceiptPlan['receiptDiscount'], amountUah: number): ReceiptPlan {
  const total = totalOf(goods) - (receiptDiscount?.value ?? 0)
  if (total !== kopecks(amountUah))
    throw new FiscalMismatch(`${MISMATCH_PREFIX}the goods total ${total / 100} UAH, the money taken ${amountUah} UAH`)
  return { goods, receiptDiscount, total }
}
