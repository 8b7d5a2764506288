import type { z } from 'zod'
import { AppError } from '../../app/domain/app-error'
import type { FormErrorCode } from '../../app/domain/form-rules'
import type { Locale } from '../../app/domain/locale'
import { resources } from '../../app/i18n/resources'

type FormAlert = 'form_invalid'
/** Every rule's code has its §8 text in both languages (the type checker holds the i18n files to it). */
const MESSAGES: Record<Locale, Record<FormErrorCode | FormAlert, string>> = {
  ua: resources.ua.translation.content.errors,
  en: resources.en.translation.content.errors,
}

export function formMessage(locale: Locale, code: string): string {
  return (MESSAGES[locale] as Record<string, string>)[code] ?? MESSAGES[locale].invalid
}

/** Field errors (rule codes) as the envelope's 400: the §8 texts of the caller's language, field by field. */
export function formError(locale: Locale, codes: Record<string, string | undefined>): AppError {
  const fields: Record<string, string[]> = {}
  const found: Record<string, string> = {}
  for (const [field, code] of Object.entries(codes)) {
    if (!code) continue
    ;(fields[field] ??= []).push(formMessage(locale, code))
    found[field] ??= code
  }
  return new AppError('invalid_data', formMessage(locale, 'form_invalid'), fields, found)
}

/** The rule codes of a failed form parse, by wire field name. */
export function issueCodes(error: z.ZodError): Record<string, string> {
  const codes: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors'
    codes[field] ??= issue.message
  }
  return codes
}

/** Parses a form with its contract schema; a failure answers every field's §8 message. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw formError(locale, issueCodes(parsed.error))
  return parsed.data
}

/** The success text of a form (§8 'Форма успішно надіслана!' for the contact form). */
export function sentMessage(locale: Locale, form: 'contacts' | 'partner' | 'lead'): string {
  return resources[locale].translation.content[form].success
}
