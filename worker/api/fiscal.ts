import { Hono } from 'hono'
import { z } from 'zod'
import { buyerReceiptsSchema } from '../../app/contract/fiscal'
import { AppError } from '../../app/domain/app-error'
import { RECEIPT_ID } from '../../app/domain/fiscal-receipt'
import type { ApiEnv } from './app-env'
import { answers, params } from './route-contract'
import { createFiscalViews } from '../services/fiscal/views'

/** An order reference, as the buyer's by-reference order view reads it. */
const referenceParams = params(z.object({ reference: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }))

/** GET /order/receipts/{reference}: the issued fiscal receipts of an order, for its buyer's pages. */
export const buyerReceipts = new Hono<ApiEnv>({ strict: false }).get(
  '/receipts/:reference',
  referenceParams,
  answers(buyerReceiptsSchema),
  async (c) => {
    const { db, config, fiscal } = c.var.services
    const receipts = await createFiscalViews(db, config, fiscal).buyerReceipts(c.req.valid('param').reference)
    if (receipts === null) throw new AppError('not_found', 'Order not found')
    c.header('Cache-Control', 'no-store')
    return c.json(receipts)
  },
)

/** The id the store gave a receipt at Checkbox (a UUID kept with its job); anything else names none. */
const receiptIdParams = params(z.object({ id: z.string().regex(RECEIPT_ID) }))

/**
 * GET /order/receipt-qr/{receipt id}: the QR code of an issued receipt's link as a PNG, for the
 * receipt email (mail clients show no inline SVG). Only receipts the store issued: no QR of any text.
 * A receipt's link never changes, so the image is cached for good.
 */
export const receiptQr = new Hono<ApiEnv>({ strict: false }).get(
  '/receipt-qr/:id',
  receiptIdParams,
  answers('QR code of the receipt link', 200, 'image/png'),
  async (c) => {
    const { db, config, fiscal } = c.var.services
    const png = await createFiscalViews(db, config, fiscal).receiptQr(c.req.valid('param').id)
    if (png === null) throw new AppError('not_found', 'Receipt not found')
    return c.body(png as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  },
)
