import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import type { Order } from '../contract/order'
import { AppError } from '../domain/app-error'
import { type Locale, LOCALES } from '../domain/locale'
import { ORDER_COOKIE, ORDER_REFERENCE } from '../domain/order-reference'
import { getServices } from '../../worker/services/context'
import { pageViewer } from './page-viewer'

async function orderByReference(reference: string | undefined, locale?: Locale): Promise<Order | null> {
  if (!reference || !ORDER_REFERENCE.test(reference)) return null
  const services = getServices(env)
  try {
    return await services.orders.get(reference, await pageViewer(services), locale)
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null
    throw error
  }
}

/**
 * The success page: the order of this browser's order cookie as the server has it now, and the
 * server's clock (whether a payment deadline has passed is decided once, the same on both sides).
 */
export const getOrderSuccessPage = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }) => ({
    order: await orderByReference(getCookie(ORDER_COOKIE), data.locale),
    now: Date.now(),
  }))

/** The payment check page: the order's number and status before any poll (null for an unknown reference). */
export const getPaymentCheckPage = createServerFn({ method: 'GET' })
  .validator(z.object({ reference: z.string().max(200) }))
  .handler(async ({ data }) => {
    const order = await orderByReference(data.reference)
    return order && { order_number: order.order_number, status: order.status, pay_type: order.pay_type }
  })
