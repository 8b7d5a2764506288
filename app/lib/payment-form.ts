import type { PurchaseForm, PurchaseFormRequest } from '../contract/payment'

/** Browser storage key of the order the checkout just created (spec §3). */
export const ORDER_STORAGE_KEY = 'order'

/** What payment reads of the stored order (spec §3 "Order returned", plus its unguessable `reference`). */
export interface StoredOrder {
  reference: string
  id?: number
  order_number?: string | number
  total?: number | string
  delivery_cost?: number | string
  products?: { quantity?: number; price?: number | string; variant?: { name?: string } }[]
}

/** The stored order, or null when there is none or it carries no reference. */
export function readStoredOrder(raw: string | null): StoredOrder | null {
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    const reference = (parsed as { reference?: unknown } | null)?.reference
    return typeof reference === 'string' && reference !== '' ? (parsed as StoredOrder) : null
  } catch {
    return null
  }
}

/** The body of POST /order/generate-wayforpay-url/: the order and its lines, which the server only cross-checks. */
export function purchaseFormRequest(order: StoredOrder): PurchaseFormRequest {
  const products = Array.isArray(order.products) ? order.products : []
  return {
    order_data: {
      reference: order.reference,
      ...(order.id !== undefined ? { id: order.id } : {}),
      ...(order.order_number !== undefined ? { order_number: order.order_number } : {}),
      ...(order.total !== undefined ? { total: Number(order.total) } : {}),
      ...(order.delivery_cost !== undefined ? { delivery_cost: Number(order.delivery_cost) } : {}),
    },
    ...(products.length > 0
      ? {
          product_data: products.map((p) => ({
            product_name: p.variant?.name ?? '',
            price: Number(p.price ?? 0),
            discount_price: 0,
            qty: Number(p.quantity ?? 0),
          })),
        }
      : {}),
  }
}

/** The hidden inputs of the provider form (spec §7): every field but `url`; array fields repeat as `name[]`. */
export function purchaseFormInputs(form: PurchaseForm): [name: string, value: string][] {
  const inputs: [string, string][] = []
  for (const [name, value] of Object.entries(form)) {
    if (name === 'url') continue
    if (Array.isArray(value)) for (const item of value) inputs.push([`${name}[]`, String(item)])
    else inputs.push([name, String(value)])
  }
  return inputs
}
