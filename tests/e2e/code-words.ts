/**
 * What counts as a code word on a Ukrainian back-office page: text a programmer wrote for a program,
 * not for a clerk. Flagged:
 *   - snake_case and dotted identifiers (`order_placed`, `order.status`),
 *   - camelCase (`priceUah`, `stockOpt`),
 *   - the wire's own spellings (`payed`, `delivred`, `curier`), WayForPay's statuses and reasons in
 *     English (`Approved`, `InProcessing`, `Declined To Card Issuer`, `callback`), and the English
 *     field and event words the code uses (`stock`, `price`, `status`, `signature`, `refund`…) in
 *     lower case, as a raw field name appears.
 * Not flagged (data and names, in any language): email addresses, web addresses and domains, anything
 * with a digit (product codes, waybills, IBANs, phones), names of brands and products (capitalised,
 * `OnyxNail` too, or lower-case particles such as `de`), page addresses (slugs such as `aurelle-paris`),
 * and text inside <code> or <kbd>, which shows technical detail on purpose (the address the ERP calls).
 */
const WIRE_AND_PROVIDER = [
  'payed',
  'prepered',
  'delivred',
  'delivring',
  'delivry',
  'curier',
  'newpost',
  'whoosale',
  'adress',
  'Approved',
  'Declined',
  'Refunded',
  'Voided',
  'Expired',
  'Pending',
  'InProcessing',
  'WaitingAuthComplete',
  'RefundInProcessing',
  'callback',
  'check_status',
  'Issuer',
]

/** English words the code names fields and events with, as they show when printed raw (lower case). */
const FIELD_WORDS = [
  'stock',
  'price',
  'status',
  'signature',
  'refund',
  'refunded',
  'amount',
  'reason',
  'order',
  'email',
  'note',
  'active',
  'true',
  'false',
  'null',
  'undefined',
  'threshold',
  'low',
  'products',
  'variants',
  'return',
  'waybill',
]

export function codeWords(text: string): string[] {
  const cleaned = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)*\.(ua|com|net|org|me)\b/gi, ' ')
    .replace(/\S*\d\S*/g, ' ')
  const found = new Set<string>()
  const add = (pattern: RegExp) => {
    for (const m of cleaned.matchAll(pattern)) found.add(m[0])
  }
  add(/\b[A-Za-z]+(?:_[A-Za-z]+)+\b/g)
  add(/\b[a-z]+\.[a-z_]+\b/g)
  add(/\b[a-z]+[A-Z][A-Za-z]*\b/g)
  add(new RegExp(`\\b(${WIRE_AND_PROVIDER.join('|')})\\b`, 'g'))
  add(new RegExp(`(?<![\\w-])(${FIELD_WORDS.join('|')})(?![\\w-])`, 'g'))
  return [...found]
}
