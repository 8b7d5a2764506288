import type { Context } from 'hono'
import { AppError } from '../../../app/domain/app-error'
import { isAdmin } from '../../../app/domain/staff-role'
import { z } from 'zod'
import { idParam } from '../../../app/contract/admin-common'
import type { ApiEnv } from '../app-env'
import { answers, params } from '../route-contract'

/** The staff member behind a back-office request (the admin sub-app has already checked the role). */
export function actorId(c: Context<ApiEnv>): number {
  const { userId } = c.var.viewer
  if (userId === null) throw new AppError('unauthorized', 'Authentication required')
  return userId
}

/** The audit log, roles and integration keys are for admins only. */
export function requireAdmin(c: Context<ApiEnv>): number {
  const id = actorId(c)
  if (!isAdmin(c.var.viewer.role)) throw new AppError('not_allowed', 'admins_only')
  return id
}

export const adminServices = (c: Context<ApiEnv>) => c.var.services.admin

/** A CSV download named for the table and the day. */
export function csvResponse(c: Context<ApiEnv>, name: string, body: string) {
  return c.body(body, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  })
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** An Excel workbook download named for the table and the day. */
export function xlsxResponse(c: Context<ApiEnv>, name: string, body: Blob) {
  return c.body(body.stream(), 200, {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.xlsx"`,
  })
}

/** An Excel workbook download, for the document. */
export const xlsxAnswer = answers('Excel workbook', 200, XLSX_TYPE)

/** `:id` of a back-office route: a whole number, else the route names nothing (404). */
export const byId = params(z.object({ id: idParam }))

/** A CSV download, for the document. */
export const csvAnswer = answers('CSV file', 200, 'text/csv')
