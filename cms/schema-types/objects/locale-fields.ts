import { defineField } from 'sanity'
import { LOCALE_DESCRIPTIONS, LOCALE_TITLES, LOCALES } from '../../lib/locales'

type LocaleFieldType = 'string' | 'text'

/** One field per locale; `ua` is required because every query falls back to it. */
export function localeFields(type: LocaleFieldType, extra: { rows?: number } = {}) {
  return LOCALES.map((locale) =>
    defineField({
      name: locale,
      title: LOCALE_TITLES[locale],
      description: LOCALE_DESCRIPTIONS[locale],
      type,
      ...(type === 'text' ? { rows: extra.rows ?? 3 } : {}),
      validation: locale === 'ua' ? (rule) => rule.required().error('Потрібен український текст') : undefined,
    }),
  )
}
