/**
 * What a fiscal receipt lists, from an order and the money it fiscalises (Checkbox's units: kopecks,
 * quantities in thousandths). Each receipt totals exactly the money taken at that moment:
 * - a card payment: every line at its price before the promo with the promo as the line's discount,
 *   and a courier delivery as a line of its own;
 * - an invoice paid by bank transfer: the same, as nothing is paid later to close it;
 * - a prepayment (cash on delivery with Nova Poshta): one line "prepayment for order N";
 * - cash on delivery (the rest) or cash to the courier: every line and the delivery, the prepayment
 *   already fiscalised taken off as a receipt discount;
 * - a refund: goods at the prices charged, whole pieces first, the part of a piece left as one line
 *   of that good, so the return totals the refund to the kopeck.
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

export interface FiscalNames {
  delivery: string
  prepayment: (number: string) => string
  prepaymentDiscount: string
  promo: string
}

/** Ukrainian, as the tax service reads receipts. */
export const FISCAL_NAMES: FiscalNames = {
  delivery: 'Доставка кур’єром',
  prepayment: (number) => `Передоплата за замовлення № ${number}`,
  prepaymentDiscount: 'Передоплата, сплачена раніше',
  promo: 'Знижка за промокодом',
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
 * The goods a refund of `amountUah` returns, from `sold` (the goods at the prices charged): whole
 * pieces in order while they fit, then the rest as one line of the next good.
 */
export function returnPlan(sold: ReceiptGood[], amountUah: number): ReceiptPlan {
  let left = kopecks(amountUah)
  const goods: ReceiptGood[] = []
  for (const good of sold) {
    if (left <= 0) break
    const unit = good.price - Math.round((good.discount * PIECE) / good.quantity)
    const pieces = Math.min(good.quantity / PIECE, unit > 0 ? Math.floor(left / unit) : 0)
    if (pieces > 0) {
      goods.push({ code: good.code, name: good.name, price: unit, quantity: pieces * PIECE, discount: 0 })
      left -= pieces * unit
    }
    if (left > 0 && pieces < good.quantity / PIECE) {
      goods.push({ code: good.code, name: good.name, price: left, quantity: PIECE, discount: 0 })
      left = 0
    }
  }
  if (left > 0) throw new FiscalMismatch(`${MISMATCH_PREFIX}a refund of ${amountUah} UAH is more than the goods sold`)
  return plan(goods, null, amountUah)
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
