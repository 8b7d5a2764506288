import { useRef, useState } from 'react'
import type { Order } from '../../contract/order'
import type { CartItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import {
  type CheckoutDeliveryType,
  type CheckoutPaymentType,
  checkoutGaps,
  offeredPayments,
  type OrderField,
} from '../../domain/order-form'
import { focusFirstOf } from '../forms/use-form'
import { ADDRESS_FIELDS, PERSONAL_FIELDS, useCheckoutForm } from './checkout-form'
import { readRefusal } from './checkout-refusal'
import { orderRequestBody, submitOrder } from './submit-order'
import { usePromo } from './use-promo'
import { type QuoteProblem, useQuote } from './use-quote'

export type { CheckoutFieldError } from './checkout-form'

/** 128 random bits, hex; getRandomValues works outside secure contexts too (randomUUID does not). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The line above the button while nothing was sent: what the quote says of the cart. */
function quoteProblemKey(problem: QuoteProblem | null): string | null {
  if (problem === 'cart_changed') return 'order.cart_changed'
  if (problem === 'wholesale') return 'wholesale_rules.checkout_blocked'
  return problem === 'failed' ? 'order.quote_failed' : null
}

/** The delivery and payment choices (spec §4): choosing a delivery type resets the payment choice. */
function useChoices() {
  const [deliveryType, setDeliveryType] = useState<CheckoutDeliveryType | ''>('')
  const [chosenPayment, setPayment] = useState<CheckoutPaymentType | ''>('')
  const chooseDelivery = (type: CheckoutDeliveryType) => {
    setDeliveryType(type)
    setPayment('')
  }
  /** The choice, or none when the server no longer offers it (card payment turned off). */
  const paymentOf = (offered: readonly CheckoutPaymentType[]): CheckoutPaymentType | '' =>
    chosenPayment !== '' && offered.includes(chosenPayment) ? chosenPayment : ''
  return { deliveryType, setPayment, chooseDelivery, paymentOf }
}

/**
 * The server's quote of the cart (with the promo code and the delivery type) and what it offers: the
 * ways to pay and the Viber/SMS messages; the payment chosen, while it is still offered.
 */
function useQuotedOffer(
  cart: readonly CartItem[],
  locale: Locale,
  promos: ReturnType<typeof usePromo>,
  choices: ReturnType<typeof useChoices>,
) {
  // A code the quote refused (expired, used up meanwhile) is dropped, with the reason under the field.
  const priced = useQuote(cart, promos.promo?.code ?? null, choices.deliveryType, locale, () =>
    promos.promoApplied(null),
  )
  const { quote } = priced
  // Card leaves the choices when the server says card payment is off (until then every way is shown).
  const paymentsOffered = quote?.payments_offered ?? offeredPayments(true)
  return {
    priced,
    quote,
    paymentsOffered,
    payment: choices.paymentOf(paymentsOffered),
    // Viber/SMS messages are offered only when the server says the store sends them.
    messagesOffered: quote?.messages_offered === true,
    // Only a quote of the cart as it is now, which the shopper has seen, can be ordered.
    quoteShown: quote !== null && !priced.pending && priced.problem === null,
  }
}

/** State and rules of the two-step checkout (spec §2/§4/§5); the server checks everything again. */
export function useCheckout(cart: readonly CartItem[], locale: Locale, onPlaced: (order: Order) => void) {
  const [messagesOptIn, setMessagesOptIn] = useState(false)
  const { form, npRefs, changeNewPost } = useCheckoutForm(locale, () => setMessagesOptIn(true))
  const { values } = form
  const [step, setStep] = useState<1 | 2>(1)
  const promos = usePromo()
  const choices = useChoices()
  const { deliveryType } = choices
  const { priced, quote, payment, quoteShown, ...offered } = useQuotedOffer(cart, locale, promos, choices)
  const placing = usePlaceOrder(locale, onPlaced)
  // What is missing is said only once the buyer asked to order, and then follows the page as it is fixed.
  const [tried, setTried] = useState(false)

  const gaps = checkoutGaps(deliveryType, deliveryType !== '' && form.validIn(ADDRESS_FIELDS[deliveryType]), payment)
  const canSubmit = cart.length > 0 && step === 2 && gaps.length === 0 && quoteShown && !placing.submitting

  /** The button pressed too early: the address's errors shown, and the focus on the first thing to fix. */
  const showGaps = () => {
    setTried(true)
    if (gaps[0] === 'address') form.validate(ADDRESS_FIELDS[deliveryType as CheckoutDeliveryType])
    else focusFirstOf([gaps[0] === 'delivery' ? 'deliveryType' : 'payment'])
  }

  const submit = async () => {
    if (gaps.length > 0 && !placing.submitting) return showGaps()
    if (!canSubmit || !quote) return
    const body = orderRequestBody({
      values,
      npRefs,
      deliveryType: deliveryType as CheckoutDeliveryType,
      payment: payment as CheckoutPaymentType,
      promo: promos.promo,
      cart,
      quote,
      messagesOptIn: offered.messagesOffered && messagesOptIn,
    })
    // Spec §4: on failure the form stays as it is, each refused field saying why.
    const refused = await placing.place(body)
    if (!refused) return
    const refusal = readRefusal(refused, values, npRefs)
    if (refusal.requote) priced.refresh()
    if (refusal.dropPromo) promos.promoApplied(null)
    form.setCodes(refusal.codes)
    if (refusal.toPersonal) setStep(1)
    placing.setFormError(refusal.formError)
  }

  return {
    values,
    errors: form.codes,
    step,
    setStep,
    deliveryType,
    payment,
    setPayment: choices.setPayment,
    ...offered,
    messagesOptIn,
    setMessagesOptIn,
    ...promos,
    submitting: placing.submitting,
    formError: placing.formError ?? quoteProblemKey(priced.problem),
    /** A partner's cart below the minimum or off a pack: the cart explains it, and the order waits. */
    wholesale: priced.wholesale,
    /** The cart's lines no longer on sale, named above the button with a way to remove them. */
    gone: priced.goneLines.flatMap((i) => (cart[i] ? [cart[i]] : [])),
    quote,
    quotePending: priced.pending,
    canSubmit,
    /** What step 2 lacks, once the buyer pressed the button (spec §4: the page says what to fix). */
    missing: tried ? gaps : [],
    // A shown error follows the value, so it disappears as soon as the field is right.
    change: (field: OrderField, value: string) => form.set(field, value),
    blur: (field: OrderField) => form.blur(field),
    /** Spec §4: step 1 moves on only when personal data passes validation. */
    goToDelivery: () => {
      if (form.validate(PERSONAL_FIELDS)) setStep(2)
    },
    chooseDelivery: choices.chooseDelivery,
    submit,
    npRefs,
    changeNewPost,
  }
}
export type Checkout = ReturnType<typeof useCheckout>

/** Sends the order once (a retry reuses its Idempotency-Key); answers the refusal, or nothing when placed. */
function usePlaceOrder(locale: Locale, onPlaced: (order: Order) => void) {
  const [submitting, setSubmitting] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const idempotencyKey = useRef<string | null>(null)
  const place = async (body: ReturnType<typeof orderRequestBody>): Promise<unknown> => {
    setSubmitting(true)
    setFormError(null)
    idempotencyKey.current ??= randomKey()
    try {
      const order = await submitOrder(body, idempotencyKey.current, locale)
      idempotencyKey.current = null
      onPlaced(order)
      return null
    } catch (error) {
      return error ?? new Error('order refused')
    } finally {
      setSubmitting(false)
    }
  }
  return { submitting, formError, setFormError, place }
}
