import type { Order, OrderCreateRequest } from '../../../app/contract/order'
import { AppError } from '../../../app/domain/app-error'
import { type Locale, localized } from '../../../app/domain/locale'
import { replayVerdict } from '../../../app/domain/idempotency'
import { initialOrderStatus, ORDER_NUMBER_OFFSET } from '../../../app/domain/order-lifecycle'
import {
  DEFAULT_HOLD_MINUTES,
  holdUntil,
  MAX_OPEN_ORDERS_PER_CONTACT,
  openOrdersLimitFor,
} from '../../../app/domain/order-holds'
import { addressKey } from '../../../app/domain/address'
import { invoiceDueAt, invoiceRefusal } from '../../../app/domain/invoice'
import { invoiceSettings } from '../admin/invoice-settings'
import type { IssuedSellers } from '../../../app/contract/invoice'
import { normalisePromoCode, promoRefusalCode } from '../../../app/domain/promo'
import type { Db } from '../../../db/client'
import { guestOrderContact } from '../../../db/queries/idempotency'
import { insertOrder, OrderWriteRefused } from '../../../db/queries/order-insert'
import { type OrderInputs, orderInputs } from '../../../db/queries/order-inputs'
import { type Viewer } from '../../../app/domain/viewer'
import { toOrderDto } from './order-dto'
import { usablePromo } from './promo'
import { wholesaleRules } from '../admin/wholesale-settings'
import { quoteOf, refuseOffWholesaleRules, variantsOrRefuse } from './quote'

export interface CreateOrderInput {
  request: OrderCreateRequest
  viewer: Viewer
  locale: Locale
  idempotencyKey: string | null
  /** Runs work after the answer (the Worker's waitUntil), so the emails do not hold up the checkout; awaited when absent. */
  afterAnswer?: (work: Promise<unknown>) => void
}

/** How long an unpaid card order holds its stock (ORDER_HOLD_MINUTES). */
export interface HoldRules {
  holdMinutes: number
  /** Whether the store sends Viber/SMS messages: a buyer's opt-in is kept only then. */
  messagesOffered?: boolean
  /** The seller an invoice prints, read when one is issued (null: the site settings have none or did not answer). */
  sellers?: () => Promise<IssuedSellers | null>
}

/**
 * A retried submit (same Idempotency-Key) gets the first order back if it is the same caller's and
 * the same body (app/domain/idempotency.ts); anyone else's reuse of the key is a 409 that names no
 * order, the same caller's with another body a 422.
 */
async function replayOf(
  db: Db,
  existing: OrderInputs['existing'],
  viewer: Viewer,
  request: OrderCreateRequest,
): Promise<Order | null> {
  if (!existing) return null
  const { order, lines } = existing
  const contact = order.userId === null ? await guestOrderContact(db, order.id) : null
  const stored = {
    userId: order.userId,
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    payType: order.payType,
    deliveryType: order.deliveryType,
    lines,
  }
  const retried = {
    userId: viewer.userId,
    phone: request.customer.phone,
    email: request.customer.email,
    payType: request.payType,
    deliveryType: request.delivery.type,
    lines: request.lines,
  }
  const verdict = replayVerdict(stored, retried)
  if (verdict === 'other_caller')
    throw new AppError('conflict', 'This Idempotency-Key was already used for another order')
  if (verdict === 'other_body')
    throw new AppError(
      'key_reused',
      'This Idempotency-Key was used with another request: send a new key for a new order',
    )
  return toOrderDto(existing)
}

async function replay(db: Db, key: string, viewer: Viewer, request: OrderCreateRequest): Promise<Order | null> {
  return replayOf(
    db,
    (await orderInputs(db, { variantIds: [], promoCode: null, idempotencyKey: key })).existing,
    viewer,
    request,
  )
}

/** An invoice's due date and what it prints as issued: the VAT rate and the seller of this moment. */
async function invoiceTerms(db: Db, rules: HoldRules) {
  const [settings, seller] = await Promise.all([invoiceSettings(db), rules.sellers?.() ?? null])
  return { dueAt: invoiceDueAt(Date.now(), settings.holdDays), vatPercent: settings.vatPercent, seller }
}

/** The buyer saw other figures than the order would have now: refused, so the checkout can show the new quote first. */
const quoteChanged = () =>
  new AppError('conflict', 'Prices, stock or the promo changed since the checkout showed them', { quote: ['changed'] })

/**
 * Spec §7 POST /order/orders/: every price, the promo, the delivery cost and the total come from the
 * database and app/domain, never from the client; wholesale prices only for a wholesaler's token.
 * `placed` is false when a retried submit got the first order back (nothing new was written).
 */
export async function createOrder(
  db: Db,
  input: CreateOrderInput,
  rules: HoldRules = { holdMinutes: DEFAULT_HOLD_MINUTES },
): Promise<{ order: Order; placed: boolean; tookLastStock: boolean; tookLastWholesaleStock: boolean }> {
  const { request, viewer, locale, idempotencyKey } = input
  // Before anything is read or held: an invoice is an approved partner's alone.
  if (invoiceRefusal(request.payType, viewer))
    throw new AppError('not_allowed', 'Payment by invoice is for approved wholesale partners', {
      payment: ['partners_only'],
    })
  const inputs = await orderInputs(db, {
    variantIds: request.lines.map((l) => l.variantId),
    promoCode: request.promoCode ? normalisePromoCode(request.promoCode) : null,
    idempotencyKey,
  })
  const first = await replayOf(db, inputs.existing, viewer, request)
  if (first) return { order: first, placed: false, tookLastStock: false, tookLastWholesaleStock: false }
  const promo = request.promoCode ? usablePromo(inputs.promo, 'promo_code') : null
  const variants = variantsOrRefuse(request.lines, inputs.variants)
  const wholesale = viewer.isWholesaler
  const totals = quoteOf(request.lines, variants, promo, request.delivery.type, viewer)
  if (wholesale) refuseOffWholesaleRules(totals, variants, await wholesaleRules(db))
  if (request.quoteFingerprint !== null && request.quoteFingerprint !== totals.fingerprint) throw quoteChanged()

  const { customer, delivery } = request
  const invoice = request.payType === 'invoice' ? await invoiceTerms(db, rules) : null
  try {
    const written = await insertOrder(db, {
      reference: crypto.randomUUID(),
      numberOffset: ORDER_NUMBER_OFFSET,
      userId: viewer.userId,
      status: initialOrderStatus(request.payType),
      payType: request.payType,
      deliveryType: delivery.type,
      ...customer,
      npCity: delivery.type === 'newpost' ? delivery.city : '',
      npBranch: delivery.type === 'newpost' ? delivery.branch : '',
      npSettlementRef: delivery.type === 'newpost' ? (delivery.settlementRef ?? '') : '',
      npWarehouseRef: delivery.type === 'newpost' ? (delivery.warehouseRef ?? '') : '',
      npRefsVerified: delivery.type === 'newpost' && delivery.refsVerified,
      courierCity: delivery.type === 'curier' ? delivery.city : '',
      courierStreet: delivery.type === 'curier' ? delivery.street : '',
      courierHouse: delivery.type === 'curier' ? delivery.house : '',
      courierApartment: delivery.type === 'curier' ? delivery.apartment : '',
      courierAddressKey:
        delivery.type === 'curier'
          ? addressKey(delivery.city, delivery.street, delivery.house, delivery.apartment)
          : '',
      isWholesale: wholesale,
      goodsTotalUah: totals.goodsTotalUah,
      promoDiscountUah: totals.promoDiscountUah,
      deliveryCostUah: totals.deliveryCostUah,
      totalUah: totals.totalUah,
      // A code that lowered nothing (no line of its brand, or prices already below its own) is not recorded, so not used up.
      promoCodeId: promo && totals.promoEffect === 'applied' ? promo.id : null,
      idempotencyKey,
      locale,
      holdUntil: invoice ? invoice.dueAt : holdUntil(request.payType, Date.now(), rules.holdMinutes),
      invoice: invoice ? { vatPercent: invoice.vatPercent, seller: invoice.seller } : undefined,
      messagesOptIn: request.messagesOptIn && rules.messagesOffered === true,
      maxOpenPerContact: openOrdersLimitFor(viewer),
      nowMs: Date.now(),
      lines: variants.map((v, i) => ({
        variantId: v.id,
        productName: localized(locale, v.productNameUa, v.productNameEn),
        variantName: localized(locale, v.valueUa, v.valueEn),
        brandName: v.brandName,
        quantity: request.lines[i]!.quantity,
        unitPriceUah: totals.lines[i]!.unitPriceUah,
        totalUah: totals.lines[i]!.totalUah,
        promoDiscountUah: totals.lines[i]!.promoDiscountUah,
      })),
    })
    const courierAddress =
      delivery.type === 'curier'
        ? { city: delivery.city, street: delivery.street, house: delivery.house, apartment: delivery.apartment }
        : undefined
    return {
      order: toOrderDto(written, undefined, courierAddress),
      placed: true,
      tookLastStock: written.tookLastStock,
      tookLastWholesaleStock: written.tookLastWholesaleStock,
    }
  } catch (e) {
    if (!(e instanceof OrderWriteRefused)) throw e
    // The same submit raced itself: the other copy wrote the order after this one looked for it. Its key
    // refuses this copy, or, at a phone's last open-order slot, the order it wrote does (the count sees it
    // before the key is tried): either way this copy answers the first order, never a refusal.
    const first = idempotencyKey ? await replay(db, idempotencyKey, viewer, request) : null
    if (first) return { order: first, placed: false, tookLastStock: false, tookLastWholesaleStock: false }
    if (e.refusal === 'duplicate_idempotency_key') throw new AppError('conflict', 'The order is being written; retry')
    if (e.refusal === 'open_order_limit') {
      const message = `This phone or address already has ${MAX_OPEN_ORDERS_PER_CONTACT} orders awaiting payment or confirmation; we will call you about them`
      // Not a field the shopper mistyped: the checkout says it above the button.
      throw new AppError('conflict', message, { open_orders: [message] })
    }
    const message = 'This promo code has been used up'
    throw new AppError(
      'conflict',
      message,
      { promo_code: [message] },
      { promo_code: promoRefusalCode('limit_reached') },
    )
  }
}
