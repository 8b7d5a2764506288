import type { Locale } from '../domain/locale'
import { enEmail } from './email.en'
import { uaEmail } from './email.ua'

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
/** The emails' texts; English must carry every Ukrainian key (the type checker enforces it). */
export type EmailTranslations = Widen<typeof uaEmail>

const EMAIL_TEXTS: Record<Locale, EmailTranslations> = { ua: uaEmail, en: enEmail }

export function emailTexts(locale: Locale): EmailTranslations {
  return EMAIL_TEXTS[locale]
}

/** A text with its `{{name}}` marks filled in; a value is inserted as given (the HTML part escapes it). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark))
}
