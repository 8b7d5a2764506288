import { ADDRESS_TEXT } from './text-rules'

/** The one rule for address text a buyer types (§5 Courier and new-post fields; the pattern lives with the other text rules). */
export const isAddressText = (value: string): boolean => ADDRESS_TEXT.test(value)

/**
 * The form in which two addresses are compared (the open-orders limit per courier address): Unicode
 * case folding (NFKC, then lower case in every alphabet, not SQLite's ASCII-only lower()), the
 * apostrophe's look-alikes as one, and any run of spaces and punctuation as one space, so
 * "ВУЛ.  Січових Стрільців, 5" and "вул Січових Стрільців 5" are one address.
 */
export function addressKey(...parts: readonly string[]): string {
  return parts
    .map((part) =>
      part
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[ʼ’`´']/g, '')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim(),
    )
    .join('|')
}
