import { z } from 'zod'
import {
  deliveryPlan,
  type FiscalOrder,
  FISCAL_NAMES,
  paidWholeAtOnce,
  type ReceiptGood,
  type ReceiptPlan,
  refundPlan,
  returnPlan,
  salePlan,
} from '../../../app/domain/fiscal-receipt'
import type { FiscalReceiptType, ReceiptOrder } from '../../../db/queries/fiscal-receipts'
import type { OutboxJob } from '../../../db/queries/outbox-jobs'
import type { CheckboxPayment, CheckboxSellBody } from '../../adapters/checkbox'

export const receiptPayloadSchema = z.object({
  type: z.enum(['sale', 'cod', 'cash', 'return']),
  orderId: z.number().int().positive(),
  amountUah: z.number().int().positive(),
  /** A return paid out all in cash (jobs written before `cashUah`). */
  cash: z.boolean().optional(),
  /** Of a return's money, what was handed back in cash; the rest went back cashless. */
  cashUah: z.number().int().nonnegative().optional(),
  /** The recorded return whose goods came back. */
  returnId: z.number().int().positive().optional(),
  /** A refund that gives back the whole payment of a cancelled or returned order: the goods come back. */
  goodsBack: z.boolean().optional(),
})
export type ReceiptPayload = z.infer<typeof receiptPayloadSchema>

/** What a job keeps once Checkbox has its receipt. */
export const receiptResultSchema = z.object({
  receiptId: z.string(),
  fiscalCode: z.string().nullish(),
  url: z.string().nullish(),
  /** The goods it listed (kopecks, thousandths), so a return can take them back. */
  goods: z.array(
    z.object({ code: z.string(), name: z.string(), price: z.number(), quantity: z.number(), discount: z.number() }),
  ),
  emailed: z.boolean().optional(),
})
export type ReceiptResult = z.infer<typeof receiptResultSchema>

/**
 * The id receipts were once sent under: derived from the store's address and the job's key, so anyone
 * could work it out and open a receipt's public page. Receipts now get a random id kept with the job
 * before it is sent; only a job that may have been sent under this one, before that, still uses it.
 */
export async function legacyReceiptIdOf(site: string, key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${site} ${key}`)))
  const b = digest.slice(0, 16)
  b[6] = (b[6]! & 0x0f) | 0x50
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const PAYMENT_LABEL = { CASHLESS: 'Безготівкова', CASH: 'Готівка', ETTN: 'Накладений платіж' } as const

/**
 * The goods a refund of the whole payment takes back: what the order's issued receipts sold (the
 * prepayment line when only a prepayment was fiscalised), less what recorded returns took back.
 */
function goodsLeft(order: ReceiptOrder, issued: OutboxJob[]): ReceiptGood[] {
  const whole = issued.some((j) => {
    const type = (j.payload as { type: FiscalReceiptType }).type
    return type === 'cod' || type === 'cash' || (type === 'sale' && paidWholeAtOnce(order.payType))
  })
  if (!whole) return issued.flatMap((j) => receiptResultSchema.parse(j.result).goods)
  const goods = order.lines
    .filter((l) => l.quantity > l.returned)
    .map((l) => ({
      code: l.code,
      name: l.name,
      price: l.unitPriceUah * 100,
      quantity: (l.quantity - l.returned) * 1000,
      discount: 0,
    }))
  if (order.deliveryCostUah > 0)
    goods.push({
      code: 'DELIVERY',
      name: FISCAL_NAMES.delivery,
      price: order.deliveryCostUah * 100,
      quantity: 1000,
      discount: 0,
    })
  return goods
}

/** The goods a recorded return took back, at the prices charged, its value below that as their discount. */
function returnedGoods(order: ReceiptOrder, returned: ReturnedLine[]): ReceiptGood[] {
  return returned.map((r) => {
    const line = order.lines.find((l) => l.id === r.lineId)!
    const price = line.unitPriceUah * 100
    return {
      code: line.code,
      name: line.name,
      price,
      quantity: r.quantity * 1000,
      discount: Math.max(0, price * r.quantity - r.valueUah * 100),
    }
  })
}

export interface ReturnedLine {
  lineId: number
  quantity: number
  valueUah: number
}

/**
 * What a return receipt gives back: the goods of a recorded return, all the goods left when the
 * whole payment of a cancelled order goes back, or else only money (the goods stay with the buyer).
 */
function returnReceiptPlan(
  payload: ReceiptPayload,
  order: ReceiptOrder,
  sales: OutboxJob[],
  returned: ReturnedLine[],
): ReceiptPlan {
  if (payload.returnId !== undefined) return returnPlan(returnedGoods(order, returned), payload.amountUah)
  if (payload.goodsBack) {
    const goods = goodsLeft(order, sales)
    const value = goods.reduce((sum, g) => sum + Math.round((g.price * g.quantity) / 1000) - g.discount, 0)
    if (goods.length > 0 && value >= payload.amountUah * 100) return returnPlan(goods, payload.amountUah)
  }
  return refundPlan(order.number, payload.amountUah)
}

export interface ReceiptToSend {
  body: CheckboxSellBody
  plan: ReceiptPlan
}

/**
 * The sell request of a job. `issued` are the order's receipts already done (a return links to the
 * latest sale and takes back what they listed; a delivery receipt takes off the prepayment).
 */
export function receiptBody(
  id: string,
  payload: ReceiptPayload,
  order: ReceiptOrder,
  issued: OutboxJob[],
  taxCodes: string[],
  returned: ReturnedLine[] = [],
): ReceiptToSend {
  const { type, amountUah } = payload
  const fiscalOrder: FiscalOrder = order
  const sales = issued.filter((j) => (j.payload as { type: string }).type !== 'return')
  let plan: ReceiptPlan
  let payments: CheckboxPayment[]
  const value = amountUah * 100
  switch (type) {
    case 'sale':
      plan = salePlan(fiscalOrder, amountUah)
      payments = [{ type: 'CASHLESS', value, label: PAYMENT_LABEL.CASHLESS }]
      break
    case 'cod':
      plan = deliveryPlan(fiscalOrder, amountUah, order.totalUah - amountUah)
      payments = [
        order.ttn
          ? { type: 'ETTN', value, label: PAYMENT_LABEL.ETTN, ettn: order.ttn }
          : { type: 'CASHLESS', value, label: PAYMENT_LABEL.ETTN },
      ]
      break
    case 'cash':
      plan = deliveryPlan(fiscalOrder, amountUah, 0)
      payments = [{ type: 'CASH', value, label: PAYMENT_LABEL.CASH }]
      break
    case 'return': {
      plan = returnReceiptPlan(payload, order, sales, returned)
      // One receipt per return: what the card got back and the cash handed back, each its own payment.
      const cash = payload.cash ? value : (payload.cashUah ?? 0) * 100
      payments = [
        ...(value - cash > 0
          ? [{ type: 'CASHLESS' as const, value: value - cash, label: PAYMENT_LABEL.CASHLESS }]
          : []),
        ...(cash > 0 ? [{ type: 'CASH' as const, value: cash, label: PAYMENT_LABEL.CASH }] : []),
      ]
      break
    }
  }
  const related = type === 'return' ? sales.at(-1) : undefined
  const body: CheckboxSellBody = {
    id,
    goods: plan.goods.map((g) => ({
      good: { code: g.code, name: g.name, price: g.price, ...(taxCodes.length > 0 ? { tax: taxCodes } : {}) },
      quantity: g.quantity,
      ...(type === 'return' ? { is_return: true } : {}),
      ...(g.discount > 0
        ? {
            discounts: [
              {
                type: 'DISCOUNT' as const,
                mode: 'VALUE' as const,
                value: g.discount,
                name: type === 'return' ? FISCAL_NAMES.returnDiscount : FISCAL_NAMES.promo,
              },
            ],
          }
        : {}),
    })),
    payments,
    ...(plan.receiptDiscount
      ? {
          discounts: [
            {
              type: 'DISCOUNT' as const,
              mode: 'VALUE' as const,
              value: plan.receiptDiscount.value,
              name: plan.receiptDiscount.name,
            },
          ],
        }
      : {}),
    ...(related ? { related_receipt_id: receiptResultSchema.parse(related.result).receiptId } : {}),
  }
  return { body, plan }
}
