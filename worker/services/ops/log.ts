/**
 * The store's log lines: one JSON object per line (Workers Logs indexes its fields; `wrangler tail`
 * shows it as it is), always passed through `redact`, so a secret, a token, a password, a card detail
 * or a whole provider payload never reaches the log, whoever calls it.
 */

/** Field names whose values never reach a log (WayForPay's signature, card and auth fields, Checkbox's keys and tokens, ours). */
const SECRET_NAME =
  /pass(word)?|secret|token|signature|authori[sz]ation|cookie|api[-_]?key|license|pin[-_]?code|card|pan$|auth[-_]?code|rec[-_]?token|iban|email|phone|^to$/i
/** Query parameters that carry a secret in a URL (the preview token, activation and reset links, signed returns). */
const SECRET_QUERY = /token|signature|key|secret|password|code/i
const MAX_STRING = 300
const MAX_KEYS = 25
const MAX_ITEMS = 10
const MAX_DEPTH = 4

function redactString(value: string): string {
  let text = value
    .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]')
    .replace(/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[redacted-jwt]')
    .replace(/\b\d{12,19}\b/g, '[redacted-number]')
  text = text.replace(/(^|[?&\s])([^=&#\s?]+)=([^&#\s]*)/g, (whole, sep: string, name: string) =>
    SECRET_QUERY.test(name) ? `${sep}${name}=[redacted]` : whole,
  )
  return text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…[${text.length} chars]` : text
}

/**
 * A copy of `value` safe to log: secret-named fields replaced, tokens and long numbers in text masked,
 * and size bounded (strings, keys, items and depth), so a provider's whole payload cannot be dumped.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'string') return redactString(value)
  if (typeof value === 'bigint') return String(value)
  if (value instanceof Error) return { error: value.name, message: redactString(value.message) }
  if (depth >= MAX_DEPTH) return '[nested]'
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1))
    return value.length > MAX_ITEMS ? [...items, `…${value.length - MAX_ITEMS} more`] : items
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    const out: Record<string, unknown> = {}
    for (const [key, v] of entries.slice(0, MAX_KEYS))
      out[key] = SECRET_NAME.test(key) ? '[redacted]' : redact(v, depth + 1)
    if (entries.length > MAX_KEYS) out['…'] = `${entries.length - MAX_KEYS} more fields`
    return out
  }
  return `[${typeof value}]`
}

export type LogLevel = 'info' | 'warn' | 'error'

/** Writes one structured line; `fields` are redacted. */
export function logLine(level: LogLevel, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level, ...(redact(fields) as Record<string, unknown>) })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

/** The request's id: Cloudflare's ray id when there is one (the dashboard shows it), else a fresh one. */
export function requestIdOf(headers: Headers): string {
  const ray = headers.get('cf-ray')
  return ray && /^[A-Za-z0-9-]{1,64}$/.test(ray) ? ray : crypto.randomUUID()
}

/** What a request's line says: never its query values that hold secrets, its body or its headers. */
export function requestLine(request: Request, status: number, ms: number, id: string): Record<string, unknown> {
  const url = new URL(request.url)
  return {
    type: 'request',
    id,
    method: request.method,
    path: url.pathname,
    query: url.search ? url.search : undefined,
    status,
    ms,
    country: request.headers.get('cf-ipcountry') ?? undefined,
  }
}
