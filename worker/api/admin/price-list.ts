import {
  priceListPreviewSchema,
  priceListUploadResultSchema,
  priceListUploadSchema,
} from '../../../app/contract/price-list'
import { coded } from '../../../app/domain/admin-message'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { AppError } from '../../../app/domain/app-error'
import { adminText } from '../../../app/i18n/admin-text'
import { priceListTemplate, readPriceListFile } from '../../services/admin/price-import'
import type { ApiEnv } from '../app-env'
import { actorId, adminServices, csvAnswer, csvResponse } from './context'
import { changes } from '../page-writes'
import { answers, declaresBody } from '../route-contract'

/** The upload's fields (multipart), for the client and the document. */
const upload = declaresBody(priceListUploadSchema, 'form')

const MAX_FILE_BYTES = 10 * 1024 * 1024

async function uploadedRows(c: Context<ApiEnv>) {
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new AppError('invalid_data', 'Send the price list as multipart/form-data')
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('invalid_data', 'invalid_request', { file: ['choose_file'] })
  if (file.size > MAX_FILE_BYTES)
    throw new AppError('invalid_data', 'invalid_request', { file: [coded('file_too_large', { max: 10 })] })
  const skipInvalid = form.get('skip_invalid') === 'true'
  const { rows, skipped } = await readPriceListFile(file, skipInvalid)
  return {
    rows,
    // The problems of the rows left out; null: none may be left out.
    skipped: skipInvalid ? skipped : null,
    name: file.name,
    confirmLarge: form.get('confirm_large') === 'true',
  }
}

/** The price-list upload: a dry run first, then the same file applied in one transaction. */
export const adminPriceList = new Hono<ApiEnv>({ strict: false })
  .get('/template.csv', csvAnswer, (c) => csvResponse(c, 'price-list-template', priceListTemplate(c.var.locale)))
  .get('/export.csv', csvAnswer, async (c) =>
    csvResponse(c, 'prices', await adminServices(c).priceImport.exportCsv(c.var.locale)),
  )
  .post('/preview', changes('nothing'), upload, answers(priceListPreviewSchema), async (c) => {
    const { rows, skipped } = await uploadedRows(c)
    const answer = await adminServices(c).priceImport.preview(rows, c.var.locale, skipped)
    // Each row left out with why, in the staff member's language.
    const said = (message: string) => adminText(c.var.locale, message) ?? message
    return c.json({ ...answer, skipped: answer.skipped.map((issue) => ({ ...issue, message: said(issue.message) })) })
  })
  .post('/apply', changes('stock'), upload, answers(priceListUploadResultSchema), async (c) => {
    const { rows, skipped, name, confirmLarge } = await uploadedRows(c)
    return c.json(
      await adminServices(c).priceImport.apply(
        { userId: actorId(c), source: `upload:${name.slice(0, 100)}` },
        rows,
        confirmLarge,
        c.var.locale,
        skipped,
      ),
    )
  })
