import type { Locale } from './locale'

/*
 * A sum in words, as a Ukrainian invoice writes its total («сума прописом»): whole hryvnias in words,
 * kopecks as two digits. Ukrainian agrees the number with the unit: гривня and тисяча are feminine
 * (одна, дві), мільйон masculine; the unit takes one of three forms by the last two digits.
 */

const UA_ONES_M = ['', 'один', 'два', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять"]
const UA_ONES_F = ['', 'одна', 'дві', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять"]
const UA_TEENS = [
  'десять',
  'одинадцять',
  'дванадцять',
  'тринадцять',
  'чотирнадцять',
  "п'ятнадцять",
  'шістнадцять',
  'сімнадцять',
  'вісімнадцять',
  "дев'ятнадцять",
]
const UA_TENS = [
  '',
  '',
  'двадцять',
  'тридцять',
  'сорок',
  "п'ятдесят",
  'шістдесят',
  'сімдесят',
  'вісімдесят',
  "дев'яносто",
]
const UA_HUNDREDS = [
  '',
  'сто',
  'двісті',
  'триста',
  'чотириста',
  "п'ятсот",
  'шістсот',
  'сімсот',
  'вісімсот',
  "дев'ятсот",
]

/** The form of a unit after `n`: 1 гривня, 2–4 гривні, 5–20 гривень (by the last two digits). */
function uaForm(n: number, forms: readonly [string, string, string]): string {
  const lastTwo = n % 100
  const last = n % 10
  if (lastTwo >= 11 && lastTwo <= 19) return forms[2]
  if (last === 1) return forms[0]
  if (last >= 2 && last <= 4) return forms[1]
  return forms[2]
}

function uaTriple(n: number, feminine: boolean): string[] {
  const ones = feminine ? UA_ONES_F : UA_ONES_M
  const words = [UA_HUNDREDS[Math.floor(n / 100)]!]
  const rest = n % 100
  if (rest >= 10 && rest < 20) words.push(UA_TEENS[rest - 10]!)
  else words.push(UA_TENS[Math.floor(rest / 10)]!, ones[rest % 10]!)
  return words.filter(Boolean)
}

const UA_SCALES: { size: number; forms: [string, string, string]; feminine: boolean }[] = [
  { size: 1e9, forms: ['мільярд', 'мільярди', 'мільярдів'], feminine: false },
  { size: 1e6, forms: ['мільйон', 'мільйони', 'мільйонів'], feminine: false },
  { size: 1e3, forms: ['тисяча', 'тисячі', 'тисяч'], feminine: true },
]

function uaWords(uah: number): string {
  if (uah === 0) return 'нуль'
  const words: string[] = []
  let rest = uah
  for (const scale of UA_SCALES) {
    const count = Math.floor(rest / scale.size)
    rest %= scale.size
    if (count > 0) words.push(...uaTriple(count, scale.feminine), uaForm(count, scale.forms))
  }
  words.push(...uaTriple(rest, true))
  return words.join(' ')
}

const EN_ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const EN_TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

function enTriple(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const tail =
    rest >= 10 && rest < 20
      ? EN_TEENS[rest - 10]!
      : [EN_TENS[Math.floor(rest / 10)], EN_ONES[rest % 10]].filter(Boolean).join('-')
  return [hundreds > 0 ? `${EN_ONES[hundreds]} hundred` : '', tail].filter(Boolean).join(' ')
}

function enWords(uah: number): string {
  if (uah === 0) return 'zero'
  const parts: string[] = []
  let rest = uah
  for (const [size, name] of [
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ] as const) {
    const count = Math.floor(rest / size)
    rest %= size
    if (count > 0) parts.push(`${enTriple(count)} ${name}`)
  }
  if (rest > 0) parts.push(enTriple(rest))
  return parts.join(' ')
}

/** «Одна тисяча сто п'ятдесят гривень 00 копійок» / "One thousand one hundred fifty hryvnias 00 kopecks". */
export function amountInWords(kopecks: number, locale: Locale): string {
  const whole = Math.floor(kopecks / 100)
  const cents = String(kopecks % 100).padStart(2, '0')
  const text =
    locale === 'ua'
      ? `${uaWords(whole)} ${uaForm(whole, ['гривня', 'гривні', 'гривень'])} ${cents} ${uaForm(kopecks % 100, ['копійка', 'копійки', 'копійок'])}`
      : `${enWords(whole)} ${whole === 1 ? 'hryvnia' : 'hryvnias'} ${cents} ${kopecks % 100 === 1 ? 'kopeck' : 'kopecks'}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}
