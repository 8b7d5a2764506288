import type { Context } from 'hono'
import { Hono } from 'hono'
import { catalogueImportAnswerSchema, catalogueUploadSchema } from '../../../app/contract/catalogue-import'
import { coded } from '../../../app/domain/admin-message'
import { AppError } from '../../../app/domain/app-error'
import type { CatalogueIssue } from '../../../app/domain/catalogue-sheet'
import { adminText } from '../../../app/i18n/admin-text'
import { readSheetBytes, SheetFileError, withoutRows } from '../../services/admin/spreadsheet/read-sheet'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { answers, declaresBody } from '../route-contract'
import { actorId, adminServices, csvAnswer, csvResponse } from './context'

const upload = declaresBody(catalogueUploadSchema, 'form')
const MAX_FILE_BYTES = 10 * 1024 * 1024

async function uploadedTable(c: Context<ApiEnv>) {
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new AppError('invalid_data', 'invalid_request', { file: ['choose_file'] })
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('invalid_data', 'invalid_request', { file: ['choose_file'] })
  if (file.size > MAX_FILE_BYTES)
    throw new AppError('invalid_data', 'invalid_request', { file: [coded('file_too_large', { max: 10 })] })
  const skip = skippedRows(form.get('skip_rows'))
  try {
    const table = readSheetBytes(new Uint8Array(await file.arrayBuffer()), file.name)
    return { table: withoutRows(table, skip), name: file.name }
  } catch (error) {
    if (error instanceof SheetFileError)
      throw new AppError('invalid_data', 'invalid_request', { file: [error.message] })
    throw error
  }
}

/** The row numbers to leave out: data rows (2 and on), as the contract writes them; anything else is refused. */
function skippedRows(value: FormDataEntryValue | null): ReadonlySet<number> {
  if (value === null || value === '') return new Set()
  const read = catalogueUploadSchema.shape.skip_rows.safeParse(value)
  const rows = read.success && read.data ? read.data.split(',').map(Number) : []
  if (rows.length === 0 || rows.some((row) => row < 2))
    throw new AppError('invalid_data', 'invalid_request', { skip_rows: ['sheet_skip_rows'] })
  return new Set(rows)
}

/** Each bad cell's text in the staff member's language (the file's own column names stay as they are). */
const localised = (c: Context<ApiEnv>, issues: readonly CatalogueIssue[]) =>
  issues.slice(0, 1000).map((i) => ({ ...i, message: adminText(c.var.locale, i.message) ?? i.message }))

/** The catalogue file from Excel: a preview naming every bad cell, then the same file applied in one transaction. */
export const adminCatalogueImport = new Hono<ApiEnv>({ strict: false })
  .get('/template.csv', csvAnswer, (c) =>
    csvResponse(c, 'catalogue-template', adminServices(c).catalogueUpload.template()),
  )
  .get('/export.csv', csvAnswer, async (c) =>
    csvResponse(c, 'catalogue', await adminServices(c).catalogueUpload.exportCsv()),
  )
  .post('/preview', changes('nothing'), upload, answers(catalogueImportAnswerSchema), async (c) => {
    const { table } = await uploadedTable(c)
    const answer = await adminServices(c).catalogueUpload.preview(table)
    return c.json({ ...answer, issues: localised(c, answer.issues) })
  })
  .post('/apply', changes('product'), upload, answers(catalogueImportAnswerSchema), async (c) => {
    const { table, name } = await uploadedTable(c)
    const answer = await adminServices(c).catalogueUpload.apply(actorId(c), name, table)
    // A file with problems writes nothing: a 400 naming each row and column, as the price list does.
    if (answer.issues.length > 0) {
      const fields: Record<string, string[]> = {}
      for (const issue of answer.issues.slice(0, 1000))
        (fields[issue.column ? `row ${issue.row}, ${issue.column}` : `row ${issue.row}`] ??= []).push(issue.message)
      throw new AppError('invalid_data', coded('catalogue_problems', { count: answer.issues.length }), fields)
    }
    return c.json(answer)
  })
