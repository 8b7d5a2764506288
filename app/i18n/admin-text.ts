import { decode, readableParams } from '../domain/admin-message'
import type { Locale } from '../domain/locale'
import { resources } from './resources'

type Catalogue = Record<string, string>
const catalogue = (locale: Locale) => resources[locale].translation.admin.errors as Catalogue

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '')
}

/** A message code (app/domain/admin-message.ts) in the staff member's language, or null when the message is not a known code. */
export function adminText(locale: Locale, message: string): string | null {
  const { code, params } = decode(message)
  const texts = catalogue(locale)
  const text = (params.count === '1' ? texts[`${code}_one`] : undefined) ?? texts[code]
  return text === undefined ? null : fill(text, readableParams(locale, params))
}
