/** Money and counts as the store writes them: whole numbers grouped per language. */

/** Each language's digit-group separator, as Intl writes it ('uk-UA': a no-break space; 'en-US': a comma). */
const GROUP_SEPARATOR = { en: ',', ua: '\u00a0' } as const
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g
const fractionFormats = new Map<string, Intl.NumberFormat>()

/**
 * A number grouped the way the page's language writes it. Whole numbers, which is every price and
 * count, are grouped by hand: the browser's first Intl.NumberFormat loads locale data, a task of tens
 * of milliseconds on a phone in the middle of the page's hydration.
 */
export function formatNumber(language: string, n: number): string {
  if (Number.isSafeInteger(n)) return String(n).replace(THOUSANDS, GROUP_SEPARATOR[language === 'en' ? 'en' : 'ua'])
  const tag = language === 'en' ? 'en-US' : 'uk-UA'
  let format = fractionFormats.get(tag)
  if (!format) fractionFormats.set(tag, (format = new Intl.NumberFormat(tag)))
  return format.format(n)
}

/**
 * A rating's average with one decimal (4,5 / 4.5), rounded half up as Intl does, written by hand for
 * the same reason as whole numbers: it is on every rated product card while the page hydrates.
 */
export function formatOneDecimal(language: string, n: number): string {
  const tenths = Math.round(Math.abs(n) * 10)
  const sign = n < 0 ? '-' : ''
  const whole = formatNumber(language, Math.floor(tenths / 10))
  return `${sign}${whole}${language === 'en' ? '.' : ','}${tenths % 10}`
}

/** Whole hryvnias and the language's currency label ('грн', 'UAH'), as every price and total is written. */
export function formatMoney(language: string, uah: number, currencyLabel: string): string {
  return `${formatNumber(language, uah)} ${currencyLabel}`
}
