import { isPickedAddress } from '../../domain/nova-poshta'
import type { OrderField } from '../../domain/order-form'
import { ApiError, isRateLimited } from '../../lib/api-client'
import { type CheckoutFieldError, EMPTY, PERSONAL_FIELDS } from './checkout-form'
import { fieldError, type NpRefs } from './new-post-refs'
import type { FormValues } from './submit-order'

/** Server field names (wire paths) → form fields. */
const WIRE_FIELDS: Record<string, OrderField> = {
  'curier_info.street': 'street',
  'curier_info.house': 'house',
  'curier_info.appartment': 'appartment',
  'np_info.city': 'city',
  'np_info.branch': 'branch',
}

/** What a refused order means for the page: a line above the button, field codes, and what to redo. */
export interface Refusal {
  /** The text key of the line above the button (none when the promo field says it all). */
  formError: string | null
  codes: Partial<Record<OrderField, CheckoutFieldError>>
  /** Prices, stock or the promo changed since the page showed them: quote again before anything is charged. */
  requote: boolean
  /** The promo code was refused: it is dropped, with the reason under its field. */
  dropPromo: boolean
  /** A personal field was refused: back to step 1, where it is shown. */
  toPersonal: boolean
}

const only = (formError: string, requote = false): Refusal => ({
  formError,
  codes: {},
  requote,
  dropPromo: false,
  toPersonal: false,
})

/** Maps the server's answer to a refused order back onto the form (each field by its own rule's code). */
export function readRefusal(error: unknown, values: FormValues, npRefs: NpRefs): Refusal {
  if (isRateLimited(error)) return only('content.errors.rate_limited')
  if (!(error instanceof ApiError) || !error.fields) return only('order.submit_error')
  const keys = Object.keys(error.fields)
  if (keys.includes('quote')) return only('order.quote_changed', true)
  if (keys.includes('open_orders')) return only('order.too_many_open')
  const codes: Refusal['codes'] = {}
  for (const key of keys) {
    const field = WIRE_FIELDS[key] ?? (key in EMPTY ? (key as OrderField) : null)
    if (field)
      codes[field] =
        fieldError(field, values[field], npRefs) ??
        (field === 'branch' && isPickedAddress(npRefs) ? 'unknown_branch' : 'invalid_chars')
  }
  const dropPromo = keys.includes('promo_code')
  const formError = keys.some((k) => k.startsWith('cartItems'))
    ? 'order.cart_changed'
    : Object.keys(codes).length > 0
      ? 'order.fix_fields'
      : dropPromo
        ? null
        : 'order.submit_error'
  return { formError, codes, requote: false, dropPromo, toPersonal: PERSONAL_FIELDS.some((f) => codes[f]) }
}
