import { AppError } from '../../../app/domain/app-error'
import type { Locale } from '../../../app/domain/locale'
import type { Context, Next } from 'hono'
import type { ApiEnv } from '../app-env'
import { errorResponse } from '../errors'
import { RateLimitedError } from '../../services/rate-limit'
import { adminText } from '../../../app/i18n/admin-text'

export { adminText }

/**
 * Any text left that is not a code (a library's default, a message nobody coded yet) is English:
 * the English back office keeps it, the Ukrainian one shows the generic text of the error's kind
 * rather than English.
 */
function orFallback(locale: Locale, message: string, fallback: string): string {
  return adminText(locale, message) ?? (locale === 'en' ? message : adminText(locale, fallback)!)
}

/** "row 3, Ціна" → "рядок 3, Ціна": the price list keys its problems by row. */
function localiseField(locale: Locale, key: string): string {
  const row = /^row (\d+)(, .*)?$/.exec(key)
  return row ? `${adminText(locale, `row?row=${row[1]}`)}${row[2] ?? ''}` : key
}

/** The same error with every message and field message in the staff member's language. */
export function localiseAdminError(locale: Locale, error: AppError): AppError {
  const generic = error.code === 'invalid_data' ? 'invalid_request' : error.code
  let fields: Record<string, string[]> | undefined
  if (error.fields) {
    fields = {}
    for (const [key, messages] of Object.entries(error.fields))
      fields[localiseField(locale, key)] = messages.map((m) => orFallback(locale, m, 'invalid'))
  }
  return new AppError(error.code, orFallback(locale, error.message, generic), fields)
}

/** Middleware: rules and contracts answer codes; the caller reads them in its language (Accept-Language). */
export async function localiseErrors(c: Context<ApiEnv>, next: Next) {
  await next()
  if (c.error instanceof AppError && !(c.error instanceof RateLimitedError))
    c.res = errorResponse(c, localiseAdminError(c.var.locale, c.error))
}
