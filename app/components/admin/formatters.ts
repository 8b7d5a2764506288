import { formatMoney } from '../../domain/money'
import { useLocale } from '../../i18n/use-locale'

/** Dates and money as staff in Ukraine read them. */
export function useFormatters() {
  const locale = useLocale()
  const tag = locale === 'en' ? 'en-GB' : 'uk-UA'
  return {
    dateTime: (iso: string) =>
      new Date(iso).toLocaleString(tag, { timeZone: 'Europe/Kyiv', dateStyle: 'short', timeStyle: 'short' }),
    /** A calendar day stored as YYYY-MM-DD (a promo code's first and last day), in the short style of `dateTime`. */
    day: (ymd: string) => formatDay(tag, ymd),
    money: (uah: number) => formatMoney(locale, uah, '₴'),
  }
}

export type Formatters = ReturnType<typeof useFormatters>

/** The day itself, in no time zone: read at UTC noon and written in UTC, so it never shifts a day. */
export function formatDay(tag: string, ymd: string): string {
  const at = new Date(`${ymd}T12:00:00Z`)
  return Number.isNaN(at.getTime()) ? ymd : at.toLocaleDateString(tag, { timeZone: 'UTC', dateStyle: 'short' })
}
