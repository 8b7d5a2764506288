/** Groups of four, as banks print it: UA21 3223 1300 … */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * The bank's code (МФО) inside a Ukrainian IBAN: the six digits after `UA` and the check digits.
 * Invoices print it beside the bank's name, as accountants still look for it; null for anything else.
 */
export function bankCodeOfIban(value: string): string | null {
  const iban = value.replace(/\s+/g, '').toUpperCase()
  return /^UA\d{27}$/.test(iban) ? iban.slice(4, 10) : null
}
