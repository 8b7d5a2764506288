import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
  quickOrderAnswerSchema,
  quickOrderRequestSchema,
  quickOrderSheetAnswerSchema,
} from '../../app/contract/quick-order'
import { AppError } from '../../app/domain/app-error'
import { quickOrderFromRows } from '../../app/domain/quick-order'
import { readSheetBytes, SheetFileError } from '../services/admin/spreadsheet/read-sheet'
import { priceQuickOrder, refuseUnlessPartner } from '../services/orders/quick-order'
import { partnerPriceList } from '../services/orders/partner-price-list'
import { emailTexts } from '../../app/i18n/email'
import type { ApiEnv } from './app-env'
import { changes } from './page-writes'
import { answers, declaresBody, jsonBody } from './route-contract'

/** A partner's sheet of codes is a few hundred rows: 1 MB is generous (the body limit, worker/api/body.ts). */
export const QUICK_ORDER_SHEET_BYTES = 1024 * 1024

/** Refused before the body is read: only an approved partner's token may use the quick order. */
async function partnersOnly(c: Context<ApiEnv>, next: () => Promise<void>) {
  refuseUnlessPartner(c.var.viewer)
  await next()
}

async function uploadedRows(c: Context<ApiEnv>): Promise<string[][]> {
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new AppError('invalid_data', 'Choose a CSV or XLSX file', { file: ['choose_file'] })
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('invalid_data', 'Choose a CSV or XLSX file', { file: ['choose_file'] })
  try {
    return readSheetBytes(new Uint8Array(await file.arrayBuffer()), file.name)
  } catch (error) {
    if (error instanceof SheetFileError)
      throw new AppError('invalid_data', 'The file is not a readable CSV or XLSX table', { file: ['unreadable'] })
    throw error
  }
}

/** The partner's quick order: typed or uploaded codes and quantities, priced by the server at the partner's price. */
export const quickOrder = new Hono<ApiEnv>({ strict: false })
  .post(
    '/price',
    changes('nothing'),
    partnersOnly,
    jsonBody(quickOrderRequestSchema),
    answers(quickOrderAnswerSchema),
    async (c) => c.json(await priceQuickOrder(c.var.services.db, c.req.valid('json'), c.var.viewer, c.var.locale)),
  )
  .get('/price-list.csv', partnersOnly, answers('CSV file', 200, 'text/csv'), (c) => {
    const file = `${emailTexts(c.var.locale).price_list.file}-${new Date().toISOString().slice(0, 10)}.csv`
    return c.body(partnerPriceList(c.var.services.db, c.var.viewer, c.var.locale), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file}"`,
      // The partner's own prices: never kept by a shared cache.
      'cache-control': 'private, no-store',
    })
  })
  .post(
    '/sheet',
    changes('nothing'),
    partnersOnly,
    declaresBody(z.object({ file: z.file() }), 'form'),
    answers(quickOrderSheetAnswerSchema),
    async (c) => c.json(quickOrderFromRows(await uploadedRows(c))),
  )
