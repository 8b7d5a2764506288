/**
 * What a staff member types into the order search, read as a phone: the national part of a
 * Ukrainian number, whatever the format ("+38 (067) 123-45-67", "380671234567", "0671234567" and
 * "671234567" all become "671234567"), so it matches however the number was stored. Fewer than
 * three digits, or letters mixed in, is no phone search.
 */
export function phoneSearchDigits(q: string): string | null {
  if (!/^[\d\s()+\-.]+$/.test(q)) return null
  const digits = q.replace(/\D/g, '')
  const national = digits.startsWith('380')
    ? digits.slice(3)
    : digits.startsWith('80') && digits.length === 11
      ? digits.slice(2)
      : digits.replace(/^0/, '')
  return national.length >= 3 ? national : null
}

/**
 * An order number as typed: "№ 100144", "#100144" or "100144", or as a bank statement's purpose names
 * its invoice: "P-100144" (the invoice's Latin prefix) or "Р-100144" (a Cyrillic Р, as older invoices
 * printed it and as a payer may type it).
 */
export function orderNumberTerm(q: string): string {
  return q
    .trim()
    .replace(/^(?:№|#|no\.?)\s*/i, '')
    .replace(/^[PpРр]\s*-\s*(?=\d)/, '')
    .trim()
}
