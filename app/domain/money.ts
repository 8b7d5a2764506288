/** Money and counts as the store writes them: whole numbers grouped per language. */
const formats = new Map<string, Intl.NumberFormat>()

/** A whole number grouped the way the page's language writes it. One formatter per language: making one costs more than a page's other work. */
export function formatNumber(language: string, n: number): string {
  const tag = language === 'en' ? 'en-US' : 'uk-UA'
  let format = formats.get(tag)
  if (!format) {
    format = new Intl.NumberFormat(tag)
    formats.set(tag, format)
  }
  return format.format(n)
}

/** Whole hryvnias and the language's currency label ('грн', 'UAH'), as every price and total is written. */
export function formatMoney(language: string, uah: number, currencyLabel: string): string {
  return `${formatNumber(language, uah)} ${currencyLabel}`
}
