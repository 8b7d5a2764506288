/**
 * Latin ↔ Cyrillic letter transliteration for search ("krem" finds "крем", "ріка" finds "Rica").
 *
 * `toLatin` follows the Ukrainian national system (Cabinet of Ministers resolution No. 55 of 2010):
 * є, ї, й, ю, я are written ye, yi, y, yu, ya at the start of a word and ie, i, i, iu, ia elsewhere;
 * зг is zgh; ь and the apostrophe are dropped. The result is lower-case; other characters are kept.
 *
 * `toCyrillic` is a best-effort reverse of the same table (plus c, q, w, x and a few digraphs for
 * Latin brand names). It is lossy by nature: it is for matching, not for display.
 */

const APOSTROPHES = new Set(["'", '’', 'ʼ', '`', '‘'])

const UA_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  // Russian letters that turn up in brand or people's names, best effort.
  ё: 'io',
  ы: 'y',
  э: 'e',
  ъ: '',
}

/** Word-initial forms of the iotated letters. */
const UA_INITIAL: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' }

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch)
/** Inside a word an apostrophe belongs to the word (знам'янка), so it does not start a new one. */
const isWordChar = (ch: string | undefined) => ch !== undefined && (isLetter(ch) || APOSTROPHES.has(ch))

/**
 * Lower-case by default (for matching); `keepCase` writes a capital where the Cyrillic had one
 * ("Щасливе" → "Shchaslyve"), for showing a Ukrainian name to a reader of English.
 */
export function toLatin(text: string, { keepCase = false }: { keepCase?: boolean } = {}): string {
  const src = text.toLowerCase()
  let out = ''
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!
    if (APOSTROPHES.has(ch) && isLetter(src[i - 1]) && isLetter(src[i + 1])) continue
    let mapped: string
    if (ch === 'г' && src[i - 1] === 'з') mapped = 'gh'
    else {
      const atStart = !isWordChar(src[i - 1])
      mapped = (atStart ? UA_INITIAL[ch] : undefined) ?? UA_TO_LATIN[ch] ?? ch
    }
    const capital = keepCase && text[i] !== ch && mapped !== ''
    out += capital ? mapped[0]!.toUpperCase() + mapped.slice(1) : mapped
  }
  return out
}

/** Longest match first. `^` marks word-initial-only rules, `$` word-final-only rules. */
const LATIN_RULES: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['zgh', 'зг'],
  ['^ye', 'є'],
  ['^yi', 'ї'],
  ['^yu', 'ю'],
  ['^ya', 'я'],
  ['^yo', 'йо'],
  ['yi$', 'ий'],
  ['ii$', 'ій'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['ck', 'к'],
  ['ie', 'є'],
  ['iu', 'ю'],
  ['ia', 'я'],
  ['^y', 'й'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'г'],
  ['i', 'і'],
  ['j', 'дж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'и'],
  ['z', 'з'],
]

const PARSED_RULES = LATIN_RULES.map(([pattern, cyr]) => {
  const initial = pattern.startsWith('^')
  const final = pattern.endsWith('$')
  const latin = pattern.slice(initial ? 1 : 0, final ? -1 : undefined)
  return { latin, cyr, initial, final }
})

export function toCyrillic(text: string): string {
  const src = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  let out = ''
  let i = 0
  while (i < src.length) {
    const ch = src[i]!
    if (ch < 'a' || ch > 'z') {
      if (!(APOSTROPHES.has(ch) && isLetter(src[i - 1]) && isLetter(src[i + 1]))) out += ch
      i++
      continue
    }
    const atStart = !isWordChar(src[i - 1])
    let matched = false
    for (const rule of PARSED_RULES) {
      if (rule.initial && !atStart) continue
      if (!src.startsWith(rule.latin, i)) continue
      if (rule.final && isWordChar(src[i + rule.latin.length])) continue
      out += rule.cyr
      i += rule.latin.length
      matched = true
      break
    }
    if (!matched) {
      out += ch
      i++
    }
  }
  return out
}
