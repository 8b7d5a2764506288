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
