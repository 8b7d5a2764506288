import type {
  Order,
  OrderCreateRequest,
  OrderPatch,
  OrderProducts,
  OrderQuoteAnswer,
  OrderQuoteRequest,
  ApplyPromoRequest,
  PromoResponse,
} from '../../../app/contract/order'
import type { IssuedSellers } from '../../../app/contract/invoice'
import { AppError } from '../../../app/domain/app-error'
import { initialOrderStatus, isOrderOpen } from '../../../app/domain/order-lifecycle'
import { DEFAULT_HOLD_MINUTES, holdUntil } from '../../../app/domain/order-holds'

import { buyerPayment } from '../../../app/domain/order-view'
import { isPaymentAllowed, offeredPayments } from '../../../app/domain/order-form'
import type { Db } from '../../../db/client'
import { accountEmail, cancelOpenOrder, updateOpenOrderPayment } from '../../../db/queries/orders'
import { orderById, orderByReference, ordersOfUser } from '../../../db/queries/order-rows'
import { type Viewer } from '../../../app/domain/viewer'
import type { Locale } from '../../../app/domain/locale'
import type { EmailService } from '../email'
import { type ShownStock, tellShownStock } from '../shown-stock'
import type { MessageService } from '../messages'
import type { CardPayment } from '../payments/card-payment'
import { createOrder, type CreateOrderInput } from './create-order'
import { toOrderDto, toOrderProductsDto } from './order-dto'
import { newOrderStaffNotice, orderPlacedEmail, type PlacedOrder } from './order-emails'
import { mailAboutOrder } from './order-mail'
import { applyPromo } from './apply-promo'
import { quoteCart } from './quote'
import type { NovaPoshtaService, ParcelTracking } from '../delivery/nova-poshta'
import { isTrackableTtn } from '../../../app/domain/nova-poshta'

/**
 * A Nova Poshta delivery as the order keeps it: refs the carrier confirmed (with its texts), or the
 * buyer's texts unchecked when the carrier did not answer; refs it does not know are refused.
 */
async function withCheckedNewPost(
  request: OrderCreateRequest,
  check: NovaPoshtaService['check'] | undefined,
): Promise<OrderCreateRequest> {
  const { delivery } = request
  if (delivery.type !== 'newpost' || !check) return request
  const checked = await check(delivery)
  if (checked.outcome === 'unknown') {
    throw new AppError(
      'invalid_data',
      'Invalid request',
      { 'np_info.branch': ['Nova Poshta has no such branch in this city: pick it from the list again'] },
      { 'np_info.branch': 'unknown_branch' },
    )
  }
  return { ...request, delivery: { ...delivery, ...checked.pick, refsVerified: checked.outcome === 'verified' } }
}

/** How many orders a profile lists (newest first). */
export const USER_ORDERS_LIMIT = 100

/** A user sees only their own orders: someone else's id answers 404, exactly like a missing one. */
async function ownOrder(db: Db, id: number, viewer: Viewer) {
  if (viewer.userId === null) throw new AppError('unauthorized', 'Authentication required')
  const found = await orderById(db, id)
  if (!found || found.order.userId !== viewer.userId) throw new AppError('not_found', 'No such order')
  return found
}

/** By a numeric id (the owner only) or by the unguessable reference (anyone holding it, e.g. a guest). */
async function orderByIdOrReference(db: Db, key: number | string, viewer: Viewer) {
  if (typeof key === 'number') return ownOrder(db, key, viewer)
  const found = await orderByReference(db, key)
  if (!found) throw new AppError('not_found', 'No such order')
  return found
}

/**
 * `productPagesChanged` runs when an order takes a variant's last stock or a cancel brings it back
 * (product pages then read otherwise); `cardListsChanged` when only partners' wholesale stock flipped.
 */
export interface OrderServiceOptions extends ShownStock {
  /** Tells the buyer (by the order's email, else the account's) and the staff of each new order; a retried submit sends nothing. */
  notify?: { email: EmailService }
  /** How long an unpaid card order holds its stock (ORDER_HOLD_MINUTES). */
  holdMinutes?: number
  /** Checks a Nova Poshta pick's refs with the carrier (worker/services/delivery/nova-poshta.ts); absent, refs are kept unchecked. */
  checkNewPost?: NovaPoshtaService['check']
  /** The carrier's status of a waybill (cached); absent, no tracking is shown. */
  track?: NovaPoshtaService['tracking']
  /** Whether card payment is on (worker/services/payments/card-payment.ts); absent, it is. */
  cardPayment?: CardPayment
  /** Viber/SMS messages (worker/services/messages); absent, none are offered. */
  messages?: MessageService
  /** The seller in each language, for an invoice to keep as issued (worker/services/content.ts). */
  sellers?: () => Promise<IssuedSellers | null>
}

const CARD_ON: CardPayment = { offered: true, refuseIfOff: () => undefined }

/** How many of a buyer's newest parcels the profile tracks at once (older ones are delivered long ago). */
export const TRACKED_ORDERS_LIMIT = 10

export function createOrderService(db: Db, opts: OrderServiceOptions = {}) {
  const cardPayment = opts.cardPayment ?? CARD_ON
  async function tellAboutNewOrder(
    placed: PlacedOrder,
    userId: number | null,
    { email }: NonNullable<OrderServiceOptions['notify']>,
  ) {
    const buyer = placed.request.customer.email || (userId === null ? '' : ((await accountEmail(db, userId)) ?? ''))
    if (buyer) await mailAboutOrder(db, email, placed.order.id, orderPlacedEmail({ ...placed, userId }, buyer))
    await email.notifyStaff(newOrderStaffNotice(placed))
  }

  return {
    async create(input: CreateOrderInput): Promise<Order> {
      // Before anything is held: an order that could never be paid by card takes no stock.
      if (input.request.payType === 'card') cardPayment.refuseIfOff('payment')
      const request = await withCheckedNewPost(input.request, opts.checkNewPost)
      const { order, placed, tookLastStock, tookLastWholesaleStock } = await createOrder(
        db,
        { ...input, request },
        {
          holdMinutes: opts.holdMinutes ?? DEFAULT_HOLD_MINUTES,
          messagesOffered: opts.messages?.offered,
          sellers: opts.sellers,
        },
      )
      await tellShownStock({ retail: tookLastStock, wholesale: tookLastWholesaleStock }, opts)
      if (placed && opts.notify) {
        const telling = Promise.all([
          tellAboutNewOrder({ order, request, locale: input.locale }, input.viewer.userId, opts.notify),
          opts.messages?.sendDue(),
        ])
        if (input.afterAnswer)
          input.afterAnswer(telling.catch((error: unknown) => console.error('order emails not recorded', error)))
        else await telling
      }
      return order
    },

    quote: async (request: OrderQuoteRequest, viewer: Viewer, locale: Locale): Promise<OrderQuoteAnswer> => ({
      ...(await quoteCart(db, request, viewer, offeredPayments(cardPayment.offered, viewer.isWholesaler), locale)),
      messages_offered: opts.messages?.offered ?? false,
    }),

    async listForUser(viewer: Viewer, locale?: Locale): Promise<Order[]> {
      if (viewer.userId === null) throw new AppError('unauthorized', 'Authentication required')
      return (await ordersOfUser(db, viewer.userId, USER_ORDERS_LIMIT)).map((found) => toOrderDto(found, locale))
    },

    /** The carrier's status of the buyer's newest parcels that have a waybill, by order id. */
    async trackingForUser(viewer: Viewer): Promise<Record<string, ParcelTracking>> {
      if (viewer.userId === null) throw new AppError('unauthorized', 'Authentication required')
      const track = opts.track
      if (!track) return {}
      const shipped = (await ordersOfUser(db, viewer.userId, USER_ORDERS_LIMIT))
        .filter(({ order }) => isTrackableTtn(order.ttn))
        .slice(0, TRACKED_ORDERS_LIMIT)
      const found = await Promise.all(
        shipped.map(async ({ order }) => [String(order.id), await track(order.ttn, order.phone)] as const),
      )
      return Object.fromEntries(found.filter((entry): entry is readonly [string, ParcelTracking] => entry[1] !== null))
    },

    /** An order as its page shows it, its lines named in `locale` (the reader's) when given. */
    async get(key: number | string, viewer: Viewer, locale?: Locale): Promise<Order> {
      return toOrderDto(await orderByIdOrReference(db, key, viewer), locale)
    },

    async products(key: number | string, viewer: Viewer, locale?: Locale): Promise<OrderProducts> {
      return toOrderProductsDto(await orderByIdOrReference(db, key, viewer), locale)
    },

    /**
     * The owner cancels an open order (stock and promo use go back) or changes how it is paid. By its
     * reference (whoever placed it, a guest too, coming back from the card page) only while a card
     * payment is still due: a paid or expired order cannot be changed from a link.
     */
    async update(key: number | string, patch: OrderPatch, viewer: Viewer): Promise<Order> {
      const { order } = await orderByIdOrReference(db, key, viewer)
      const id = order.id
      if (
        typeof key === 'string' &&
        buyerPayment(
          {
            status: order.status,
            pay_type: order.payType,
            pay_until: order.holdUntil === null ? null : new Date(order.holdUntil).toISOString(),
          },
          Date.now(),
        ) !== 'pay'
      )
        throw new AppError('conflict', 'The order no longer awaits payment and can no longer change')
      if (!isOrderOpen(order.status))
        throw new AppError('conflict', `The order is ${order.status} and can no longer change`)
      if (patch.status === 'declined') {
        const flips = await cancelOpenOrder(db, id)
        if (!flips) throw new AppError('conflict', 'The order can no longer change')
        // Only stock that comes back to a sold-out variant changes what the cached pages show.
        await tellShownStock(flips, opts)
      } else if (patch.pay_type) {
        // An invoice is chosen at checkout by a partner; a link or a profile cannot switch an order to it.
        if (patch.pay_type === 'invoice')
          throw new AppError('not_allowed', 'An order cannot be switched to payment by invoice', {
            pay_type: ['partners_only'],
          })
        if (patch.pay_type === 'card') cardPayment.refuseIfOff('pay_type')
        if (order.deliveryType === 'pickup' || !isPaymentAllowed(order.deliveryType, patch.pay_type)) {
          const message = `${patch.pay_type} is not offered with ${order.deliveryType}`
          throw new AppError('invalid_data', message, { pay_type: [message] })
        }
        const hold = holdUntil(patch.pay_type, Date.now(), opts.holdMinutes ?? DEFAULT_HOLD_MINUTES)
        if (!(await updateOpenOrderPayment(db, id, patch.pay_type, initialOrderStatus(patch.pay_type), hold))) {
          throw new AppError('conflict', 'The order can no longer change')
        }
      }
      return toOrderDto((await orderById(db, id))!)
    },

    async applyPromo(request: ApplyPromoRequest, viewer: Viewer): Promise<PromoResponse> {
      return applyPromo(db, request, viewer)
    },
  }
}
export type OrderService = ReturnType<typeof createOrderService>
