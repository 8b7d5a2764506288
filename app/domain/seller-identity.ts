/**
 * The seller's legal identity the E-commerce Law (Art. 7) asks every shop to show: who sells (a
 * company by its ЄДРПОУ code, a sole trader — ФОП — by their РНОКПП tax number), where, and the
 * account buyers and partners pay into. The Studio checks these before a marketer can publish.
 */
export const SELLER_KINDS = ['company', 'fop'] as const
export type SellerKind = (typeof SELLER_KINDS)[number]

/** ЄДРПОУ: 8 digits; РНОКПП: 10 digits. */
export function isSellerCode(kind: SellerKind, code: string): boolean {
  return kind === 'company' ? /^\d{8}$/.test(code) : /^\d{10}$/.test(code)
}

/** A Ukrainian IBAN as written on an invoice: `UA` + 27 digits, spaces allowed, with a valid check (ISO 13616, mod 97). */
export function isUkrainianIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase()
  if (!/^UA\d{27}$/.test(iban)) return false
  const moved = iban.slice(4) + iban.slice(0, 4)
  const digits = moved.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55))
  let rest = 0
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  return rest === 1
}

/** Groups of four, as banks print it: UA21 3223 1300 … */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ')
}
