/**
 * The seller's legal identity the E-commerce Law (Art. 7) asks every shop to show: who sells (a
 * company by its ЄДРПОУ code, a sole trader — ФОП — by their РНОКПП tax number), where, and the
 * account buyers and partners pay into. The Studio checks these before a marketer can publish.
 */
export const SELLER_KINDS = ['company', 'fop'] as const
export type SellerKind = (typeof SELLER_KINDS)[number]

/** ЄДРПОУ: 8 digits; РНОКПП: 10 digits; each with its check digit. */
export function isSellerCode(kind: SellerKind, code: string): boolean {
  return kind === 'company' ? isEdrpou(code) : isTaxNumber(code)
}

const weighted = (digits: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0)

/**
 * A company's ЄДРПОУ code: 8 digits, the last a check digit (the State Statistics Service's rule:
 * weights 1–7, or 7, 1–6 for codes between 30 and 60 million; a remainder of 10 is counted again
 * with every weight raised by 2, and 10 once more stands for 0).
 */
export function isEdrpou(code: string): boolean {
  if (!/^\d{8}$/.test(code)) return false
  const middle = Number(code) >= 30_000_000 && Number(code) <= 60_000_000
  const weights = middle ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7]
  let rest = weighted(code, weights) % 11
  if (rest === 10)
    rest =
      (weighted(
        code,
        weights.map((w) => w + 2),
      ) %
        11) %
      10
  return rest === Number(code[7])
}

/** A person's (a sole trader's) РНОКПП tax number: 10 digits, the last a check digit (the tax service's weights). */
export function isTaxNumber(code: string): boolean {
  if (!/^\d{10}$/.test(code)) return false
  const rest = ((weighted(code, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11
  return rest % 10 === Number(code[9])
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

// The footer shows the account on every page: its format is a module of its own, so the checks
// above (used by the partner registration's schema) stay out of the chunk every page loads.
export { formatIban } from './iban-format'
