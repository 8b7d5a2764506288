import { formatMoney } from '../../domain/money'
import { useLocale } from '../../i18n/use-locale'

/** Dates and money as staff in Ukraine read them. */
export function useFormatters() {
  const locale = useLocale()
  const tag = locale === 'en' ? 'en-GB' : 'uk-UA'
  return {
    dateTime: (iso: string) =>
      new Date(iso).toLocaleString(tag, { timeZone: 'Europe/Kyiv', dateStyle: 'short', timeStyle: 'short' }),
    money: (uah: number) => formatMoney(locale, uah, '₴'),
  }
}
