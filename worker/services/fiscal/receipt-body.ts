import { z } from 'zod'
import {
  deliveryPlan,
  type FiscalOrder,
  FISCAL_NAMES,
  paidWholeAtOnce,
  type ReceiptGood,
  type ReceiptPlan,
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
  /** A return paid out in cash. */
  cash: z.boolean().optional(),
})

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

/** The goods an order's refund may return: what its issued receipts listed, at the prices charged. */
function soldGoods(order: ReceiptOrder, issued: OutboxJob[]): ReceiptGood[] {
  const whole = issued.some((j) => {
    const type = (j.payload as { type: FiscalReceiptType }).type
    return type === 'cod' || type === 'cash' || (type === 'sale' && paidWholeAtOnce(order.payType))
  })
  if (!whole) return issued.flatMap((j) => receiptResultSchema.parse(j.result).goods)
  const goods = order.lines.map((l) => ({
    code: l.code,
    name: l.name,
    price: l.unitPriceUah * 100,
    quantity: l.quantity * 1000,
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
  type: FiscalReceiptType,
  amountUah: number,
  order: ReceiptOrder,
  issued: OutboxJob[],
  taxCodes: string[],
  paidOutInCash = false,
): ReceiptToSend {
  const fiscalOrder: FiscalOrder = order
  const sales = issued.filter((j) => (j.payload as { type: string }).type !== 'return')
  let plan: ReceiptPlan
  let payment: CheckboxPayment
  const value = amountUah * 100
  switch (type) {
    case 'sale':
      plan = salePlan(fiscalOrder, amountUah)
      payment = { type: 'CASHLESS', value, label: PAYMENT_LABEL.CASHLESS }
      break
    case 'cod':
      plan = deliveryPlan(fiscalOrder, amountUah, order.totalUah - amountUah)
      payment = order.ttn
        ? { type: 'ETTN', value, label: PAYMENT_LABEL.ETTN, ettn: order.ttn }
        : { type: 'CASHLESS', value, label: PAYMENT_LABEL.ETTN }
      break
    case 'cash':
      plan = deliveryPlan(fiscalOrder, amountUah, 0)
      payment = { type: 'CASH', value, label: PAYMENT_LABEL.CASH }
      break
    case 'return':
      plan = returnPlan(soldGoods(order, sales), amountUah)
      payment = paidOutInCash
        ? { type: 'CASH', value, label: PAYMENT_LABEL.CASH }
        : { type: 'CASHLESS', value, label: PAYMENT_LABEL.CASHLESS }
      break
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
              { type: 'DISCOUNT' as const, mode: 'VALUE' as const, value: g.discount, name: FISCAL_NAMES.promo },
            ],
          }
        : {}),
    })),
    payments: [payment],
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
