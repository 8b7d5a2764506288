import { formatNumber } from './money'
/**
 * A back-office message travels from a rule to the API as a code with its values ("price_whole?value=12a"),
 * so the answer can be put into the staff member's language at the edge (worker/api/admin/localise.ts)
 * while rules and contracts stay free of texts.
 */
export function coded(code: string, params?: Record<string, string | number>): string {
  if (!params) return code
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) query.set(key, String(value))
  return `${code}?${query.toString()}`
}

export function decode(message: string): { code: string; params: Record<string, string> } {
  const at = message.indexOf('?')
  if (at < 0) return { code: message, params: {} }
  return { code: message.slice(0, at), params: Object.fromEntries(new URLSearchParams(message.slice(at + 1))) }
}

/** Params that carry hryvnias: read with the thousands grouping the rest of the back office uses ("1 038"). */
const AMOUNT_PARAMS = new Set(['left', 'amount', 'price', 'sale', 'wholesale'])

/** A message's params as staff read them: whole amounts grouped in the staff member's language, the rest as sent. */
export function readableParams(language: string, params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      AMOUNT_PARAMS.has(key) && /^-?\d+$/.test(value) ? formatNumber(language, Number(value)) : value,
    ]),
  )
}
