import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
  applyPromoRequestSchema,
  idempotencyKeySchema,
  orderCreateSchema,
  orderPatchSchema,
  orderProductsSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderSchema,
  promoResponseSchema,
} from '../../app/contract/order'
import { trackingAnswerSchema } from '../../app/contract/delivery'
import { clientIp } from '../services/rate-limit'
import type { ApiEnv } from './app-env'
import { invalidRequest, parseParam } from './validate'
import { changes } from './page-writes'
import { answers, declaresHeaders, jsonBody, params } from './route-contract'

const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31)
/** An order reference (orders.reference: a UUID here, any long URL-safe token in older data); anything else names no order. */
const referenceParam = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)
/** `{id}` in a path is a numeric id (owner only) or, when not all digits, the order's reference. */
const idOrReferenceParam = z.union([idParam, referenceParam])

/** The Worker's waitUntil; none when the app is driven without an execution context (the API tests), and work is then awaited. */
function afterAnswerOf(c: Context<ApiEnv>): ((work: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx
    return (work) => ctx.waitUntil(work)
  } catch {
    return undefined
  }
}

/** Before the body is read: the orders limit per IP, then the Idempotency-Key header's shape. */
async function orderGate(c: Context<ApiEnv>, next: () => Promise<void>) {
  await c.var.services.rateLimit.check('orders', clientIp(c.req.raw.headers))
  const key = idempotencyKeySchema.safeParse(c.req.header('idempotency-key') ?? undefined)
  if (!key.success) throw invalidRequest(key.error, 'Invalid Idempotency-Key header')
  await next()
}

const createOrder = [
  changes('nothing'),
  orderGate,
  declaresHeaders(z.object({ 'idempotency-key': idempotencyKeySchema })),
  jsonBody(orderCreateSchema),
  answers(orderSchema, 201),
  async (
    c: Context<
      ApiEnv,
      string,
      {
        in: { json: z.input<typeof orderCreateSchema>; header: { 'idempotency-key'?: string } }
        out: { json: z.output<typeof orderCreateSchema> }
      }
    >,
  ) => {
    const request = c.req.valid('json')
    const idempotencyKey = idempotencyKeySchema.parse(c.req.header('idempotency-key') ?? undefined) ?? null
    const afterAnswer = afterAnswerOf(c)
    const order = await c.var.services.orders.create({
      request,
      viewer: c.var.viewer,
      locale: c.var.locale,
      idempotencyKey,
      afterAnswer,
    })
    return c.json(order, 201)
  },
] as const

/** Spec §7 lists the order submission also as POST /orders/ (at /api/v1): the same handler. */
export const ordersAlias = new Hono<ApiEnv>({ strict: false }).post('/orders', ...createOrder)

/**
 * A cancel gives stock back, which changes what cached pages show only when a sold-out variant comes
 * back: the order service tells that itself (worker/services/shown-stock.ts); a payment change moves none.
 */
const cancelsStockWhenItFlips = changes('nothing')

const orderAnswer = answers(orderSchema)
const orderList = answers(z.array(orderSchema))

/** Orders and promo codes of spec §7, mounted at /api/v1/order. */
export const orders = new Hono<ApiEnv>({ strict: false })
  .post('/orders', ...createOrder)
  .get('/orders', orderList, async (c) => c.json(await c.var.services.orders.listForUser(c.var.viewer, c.var.locale)))
  .get('/user_orders', orderList, async (c) =>
    c.json(await c.var.services.orders.listForUser(c.var.viewer, c.var.locale)),
  )
  // The buyer's parcels as the carrier reports them (cached 30 minutes); it may ask the carrier, so it counts as a look-up.
  .get('/tracking', answers(trackingAnswerSchema), async (c) => {
    await c.var.services.rateLimit.check('novaPoshta', clientIp(c.req.raw.headers))
    return c.json(await c.var.services.orders.trackingForUser(c.var.viewer))
  })
  .get('/orders/by-reference/:reference', orderAnswer, async (c) =>
    c.json(
      await c.var.services.orders.get(parseParam(referenceParam, c.req.param('reference')), c.var.viewer, c.var.locale),
    ),
  )
  // Whoever holds the reference (a guest back from the card page) may pay on delivery instead or cancel, while payment is due.
  .patch(
    '/orders/by-reference/:reference',
    cancelsStockWhenItFlips,
    params(z.object({ reference: referenceParam })),
    jsonBody(orderPatchSchema),
    orderAnswer,
    async (c) =>
      c.json(await c.var.services.orders.update(c.req.valid('param').reference, c.req.valid('json'), c.var.viewer)),
  )
  .get('/orders/:id/products', answers(orderProductsSchema), async (c) =>
    c.json(
      await c.var.services.orders.products(
        parseParam(idOrReferenceParam, c.req.param('id')),
        c.var.viewer,
        c.var.locale,
      ),
    ),
  )
  .get('/orders/:id', orderAnswer, async (c) =>
    c.json(await c.var.services.orders.get(parseParam(idParam, c.req.param('id')), c.var.viewer, c.var.locale)),
  )
  .patch(
    '/orders/:id',
    cancelsStockWhenItFlips,
    params(z.object({ id: idParam })),
    jsonBody(orderPatchSchema),
    orderAnswer,
    async (c) => c.json(await c.var.services.orders.update(c.req.valid('param').id, c.req.valid('json'), c.var.viewer)),
  )
  // The checkout's figures, priced for the caller; a quote with a code counts as a promo check (codes are money).
  .post('/quote', changes('nothing'), jsonBody(orderQuoteRequestSchema), answers(orderQuoteSchema), async (c) => {
    const request = c.req.valid('json')
    if (request.promoCode) await c.var.services.rateLimit.check('promo', clientIp(c.req.raw.headers))
    return c.json(await c.var.services.orders.quote(request, c.var.viewer, c.var.locale))
  })
  .post(
    '/apply-promo',
    changes('nothing'),
    async (c, next) => {
      await c.var.services.rateLimit.check('promo', clientIp(c.req.raw.headers))
      await next()
    },
    jsonBody(applyPromoRequestSchema),
    answers(promoResponseSchema),
    async (c) => c.json(await c.var.services.orders.applyPromo(c.req.valid('json'), c.var.viewer)),
  )
