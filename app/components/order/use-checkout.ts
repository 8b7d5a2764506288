import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm } from '../forms/use-form'
import type { Order, PromoResponse } from '../../contract/order'
import type { CartItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import {
  type CheckoutDeliveryType,
  offeredPayments,
  type CheckoutPaymentType,
  isPaymentAllowed,
  type OrderField,
} from '../../domain/order-form'
import { storedAccessToken } from '../../lib/access-token'
import { ApiError, isRateLimited } from '../../lib/api-client'
import { type FormValues, orderRequestBody, submitOrder } from './submit-order'
import type { NpAddress } from '../delivery/nova-poshta-fields'
import { isPickedAddress } from '../../domain/nova-poshta'
import { fieldError, NO_REFS, type NpRefs } from './new-post-refs'
import { loadPrefill } from './prefill'
import { useQuote } from './use-quote'

export const PERSONAL_FIELDS = [
  'first_name',
  'last_name',
  'father_name',
  'phone',
  'email',
] as const satisfies readonly OrderField[]
export const ADDRESS_FIELDS: Record<CheckoutDeliveryType, readonly OrderField[]> = {
  curier: ['street', 'house', 'appartment'],
  newpost: ['city', 'branch'],
}
/** Server field names (wire paths) → form fields. */
const WIRE_FIELDS: Record<string, OrderField> = {
  'curier_info.street': 'street',
  'curier_info.house': 'house',
  'curier_info.appartment': 'appartment',
  'np_info.city': 'city',
  'np_info.branch': 'branch',
}

const EMPTY: FormValues = {
  first_name: '',
  last_name: '',
  father_name: '',
  phone: '',
  email: '',
  street: '',
  house: '',
  appartment: '',
  city: '',
  branch: '',
}
const ORDER_FIELDS = Object.keys(EMPTY) as OrderField[]
/** A field's error code; `unknown_branch`: the carrier does not know the picked branch (the server said so). */
export type CheckoutFieldError = NonNullable<ReturnType<typeof fieldError>> | 'unknown_branch'

/** 128 random bits, hex; getRandomValues works outside secure contexts too (randomUUID does not). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** State and rules of the two-step checkout (spec §2/§4/§5); the server checks everything again. */
export function useCheckout(cart: readonly CartItem[], locale: Locale, onPlaced: (order: Order) => void) {
  const [npRefs, setNpRefs] = useState<NpRefs>(NO_REFS)
  // A picked city and branch are checked by their own rule, typed ones by §5's (npTextError).
  const check = useCallback(
    (field: OrderField, all: FormValues): CheckoutFieldError | null => fieldError(field, all[field], npRefs),
    [npRefs],
  )
  // The fields show their codes through TextField (order.errors.*), so the texts here are the codes' keys.
  const form = useForm<OrderField, CheckoutFieldError>({
    fields: ORDER_FIELDS,
    initial: EMPTY,
    check,
    text: (_t, code) => `order.errors.${code}`,
  })
  const { values, setValues } = form
  const [step, setStep] = useState<1 | 2>(1)
  const [deliveryType, setDeliveryType] = useState<CheckoutDeliveryType | ''>('')
  const [chosenPayment, setPayment] = useState<CheckoutPaymentType | ''>('')
  const [promo, setPromo] = useState<PromoResponse | null>(null)
  const [promoError, setPromoError] = useState<string | null>(null)
  const [messagesOptIn, setMessagesOptIn] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const idempotencyKey = useRef<string | null>(null)

  useEffect(() => {
    const token = storedAccessToken()
    if (!token) return
    let live = true
    void loadPrefill(token, locale).then((prefill) => {
      if (!live) return
      if (prefill.messagesOptIn) setMessagesOptIn(true)
      // Only empty fields are filled: what the shopper already typed wins.
      setValues((current) => {
        // A saved branch picked from the carrier's list comes with its refs.
        if (!current.city && !current.branch && prefill.settlementRef && prefill.warehouseRef) {
          setNpRefs({ settlementRef: prefill.settlementRef, warehouseRef: prefill.warehouseRef })
        }
        const next = { ...current }
        for (const key of Object.keys(next) as OrderField[]) {
          const value = prefill[key]
          if (!next[key] && value) next[key] = value
        }
        return next
      })
    })
    return () => {
      live = false
    }
  }, [locale, setValues])

  // A code the quote refused (expired, used up meanwhile) is dropped, with the reason under the field.
  const priced = useQuote(cart, promo?.code ?? null, deliveryType, locale, () => {
    setPromo(null)
    setPromoError('order.promo_error')
  })
  const { quote } = priced
  // Card leaves the choices when the server says card payment is off (until then every way is shown),
  // and a choice it no longer offers reads as none.
  const paymentsOffered = quote?.payments_offered ?? offeredPayments(true)
  const payment = chosenPayment !== '' && paymentsOffered.includes(chosenPayment) ? chosenPayment : ''
  // Viber/SMS messages are offered only when the server says the store sends them.
  const messagesOffered = quote?.messages_offered === true

  // A shown error follows the value, so it disappears as soon as the field is right.
  const change = (field: OrderField, value: string) => form.set(field, value)
  const blur = (field: OrderField) => form.blur(field)

  /** The Nova Poshta fields change together: texts and the refs of what was picked. */
  const changeNewPost = (next: NpAddress) => {
    const refs = { settlementRef: next.settlementRef, warehouseRef: next.warehouseRef }
    setValues((v) => ({ ...v, city: next.city, branch: next.branch }))
    setNpRefs(refs)
    const shown = (['city', 'branch'] as const).filter((f) => form.codes[f])
    if (shown.length > 0)
      form.setCodes(Object.fromEntries(shown.map((f) => [f, fieldError(f, next[f], refs) ?? undefined])))
  }

  /** Spec §4: step 1 moves on only when personal data passes validation. */
  const goToDelivery = () => {
    if (form.validate(PERSONAL_FIELDS)) setStep(2)
  }

  /** Spec §4: choosing a delivery type resets the payment choice. */
  const chooseDelivery = (type: CheckoutDeliveryType) => {
    setDeliveryType(type)
    setPayment('')
  }

  const addressComplete = deliveryType !== '' && form.validIn(ADDRESS_FIELDS[deliveryType])
  // Only a quote of the cart as it is now, which the shopper has seen, can be ordered.
  const quoteShown = quote !== null && !priced.pending && priced.problem === null
  const canSubmit =
    cart.length > 0 &&
    step === 2 &&
    addressComplete &&
    payment !== '' &&
    isPaymentAllowed(deliveryType as CheckoutDeliveryType, payment) &&
    quoteShown &&
    !submitting

  /** The code's terms, or null with the text key shown under the field (by default: the code is not valid). */
  const promoApplied = (applied: PromoResponse | null, errorKey = 'order.promo_error') => {
    setPromo(applied)
    setPromoError(applied === null ? errorKey : null)
  }
  const clearPromo = () => {
    setPromo(null)
    setPromoError(null)
  }

  /** Maps the server's field errors back onto the form; anything else is one message above the button. */
  const showServerError = (error: unknown) => {
    if (isRateLimited(error)) {
      setFormError('content.errors.rate_limited')
      return
    }
    if (!(error instanceof ApiError) || !error.fields) {
      setFormError('order.submit_error')
      return
    }
    const keys = Object.keys(error.fields)
    if (keys.includes('quote')) {
      // Prices, stock or the promo changed since the page showed them: show the new figures before anything is charged.
      priced.refresh()
      setFormError('order.quote_changed')
      return
    }
    if (keys.includes('open_orders')) {
      setFormError('order.too_many_open')
      return
    }
    if (keys.includes('promo_code')) promoApplied(null)
    const fieldErrors: Partial<Record<OrderField, CheckoutFieldError>> = {}
    for (const key of keys) {
      const field = WIRE_FIELDS[key] ?? (key in EMPTY ? (key as OrderField) : null)
      if (field)
        fieldErrors[field] =
          fieldError(field, values[field], npRefs) ??
          (field === 'branch' && isPickedAddress(npRefs) ? 'unknown_branch' : 'invalid_chars')
    }
    form.setCodes(fieldErrors)
    if (PERSONAL_FIELDS.some((f) => fieldErrors[f])) setStep(1)
    if (keys.some((k) => k.startsWith('cartItems'))) setFormError('order.cart_changed')
    else if (Object.keys(fieldErrors).length > 0) setFormError('order.fix_fields')
    else if (!keys.includes('promo_code')) setFormError('order.submit_error')
  }

  const submit = async () => {
    if (!canSubmit || !quote) return
    setSubmitting(true)
    setFormError(null)
    idempotencyKey.current ??= randomKey()
    try {
      const body = orderRequestBody({
        values,
        npRefs,
        deliveryType,
        payment,
        promo,
        cart,
        quote,
        messagesOptIn: messagesOffered && messagesOptIn,
      })
      const order = await submitOrder(body, idempotencyKey.current, locale)
      idempotencyKey.current = null
      onPlaced(order)
    } catch (error) {
      // Spec §4: on failure the form stays as it is.
      showServerError(error)
    } finally {
      setSubmitting(false)
    }
  }

  return {
    values,
    errors: form.codes,
    step,
    setStep,
    deliveryType,
    payment,
    setPayment,
    paymentsOffered,
    messagesOffered,
    messagesOptIn,
    setMessagesOptIn,
    promo,
    promoError,
    promoApplied,
    clearPromo,
    submitting,
    formError:
      formError ??
      (priced.problem === 'cart_changed'
        ? 'order.cart_changed'
        : priced.problem === 'wholesale'
          ? 'wholesale_rules.checkout_blocked'
          : priced.problem === 'failed'
            ? 'order.quote_failed'
            : null),
    /** A partner's cart below the minimum or off a pack: the cart explains it, and the order waits. */
    wholesale: priced.wholesale,
    quote,
    quotePending: priced.pending,
    canSubmit,
    change,
    blur,
    goToDelivery,
    chooseDelivery,
    submit,
    npRefs,
    changeNewPost,
  }
}
export type Checkout = ReturnType<typeof useCheckout>
