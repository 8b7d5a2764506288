/**
 * Text the store keeps may hold tabs and line breaks, never other control characters: a NUL cuts
 * stored text short in some readers, and the others only ever arrive from scripts. Nor characters
 * that change how the text around them reads without showing themselves: the bidirectional
 * overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069: a review or a name that reads
 * backwards) and the zero-width ones (U+200B, U+200C, U+2060, U+FEFF, U+180E: a word that looks like
 * another). The zero-width joiner is kept between two emoji, where it builds one (👩‍💻).
 */
export const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching these characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069\u200B\u200C\u2060\uFEFF\u180E]|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/u

/** The paths (wire names, dotted) of every string in a parsed body, key or value, that holds a control character. */
export function controlCharacterFields(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (depth > 20) return found
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push(path || 'non_field_errors')
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => controlCharacterFields(item, path ? `${path}.${i}` : String(i), found, depth + 1))
  } else if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const at = CONTROL_CHARACTER.test(key) ? 'non_field_errors' : path ? `${path}.${key}` : key
      if (at === 'non_field_errors') found.push(at)
      else controlCharacterFields(item, at, found, depth + 1)
    }
  }
  return found
}

/**
 * Names, codes and sizes are shown as plain text everywhere (feeds, emails, receipts), so they never
 * hold markup: the product editor and the catalogue import refuse `<` and `>` by this one rule.
 */
export const NO_MARKUP = /^[^<>]*$/

export function hasMarkup(text: string): boolean {
  return !NO_MARKUP.test(text)
}

/*
 * The text rules of the forms (spec §5), each variant named by the section it serves: the browser's
 * field checks and the server's zod contract both read them from here, so the two never disagree.
 */

/** §5 Customer and Partner registration, profile: letters (Latin or Ukrainian), spaces, apostrophe and hyphen. */
export const REGISTRATION_NAME = /^[A-Za-zА-ЩЬЮЯҐЄІЇа-щьюяґєії' ʼ’-]+$/u
/** §5 Contact form: letters (Latin and Cyrillic, so Russian letters too), spaces, apostrophe and hyphen. */
export const CONTACT_NAME = /^[A-Za-zА-ЯҐЄІЇЁЪЫЭа-яґєіїёъыэ' ʼ’-]+$/u
/** §5 Order step 1: letters of any alphabet, spaces, apostrophe and hyphen. */
export const ORDER_NAME = /^[\p{L}' ʼ’-]+$/u

/** §5 `{email}` with no spaces: registration, contact form, partner application and order step 1 alike. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * §5 Courier and new-post fields, and the profile's saved addresses: letters of any alphabet,
 * digits, spaces and the punctuation real Ukrainian addresses use ("просп. Лесі Українки, 26/2",
 * "вул. Січових Стрільців, 5", "Відділення №3", "вул. Кам'яна"), never markup characters
 * (< > & { } ` = \ …), line breaks or other control characters.
 */
export const ADDRESS_TEXT = /^[\p{L}\p{M}\d\p{Zs}.,'ʼ’"«»№#()/:;-]+$/u

/** A phone's digits alone, whatever layout it was typed or stored in ("+38 (067) 123-45-67" → "380671234567"). */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '')

/**
 * §9 a Ukrainian mobile number as the carrier and the SMS provider take it: 380 and nine digits
 * ("067…" gets its 38); null when it is not one.
 */
export function ukrainianPhoneDigits(text: string): string | null {
  const digits = phoneDigits(text)
  const full = digits.length === 10 && digits.startsWith('0') ? `38${digits}` : digits
  return /^380\d{9}$/.test(full) ? full : null
}
