import type { i18n } from 'i18next'

/** What react-i18next's `t` adds to every call: with no other option, a key always gives the same text. */
const FIXED_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix'])

function isPlain(options: unknown): options is { lng?: unknown; lngs?: unknown; ns?: unknown } | undefined {
  if (options === undefined) return true
  if (typeof options !== 'object' || options === null) return false
  for (const name in options) if (!FIXED_OPTIONS.has(name)) return false
  return true
}

/**
 * Keeps the texts of calls without interpolation, count or context (most of a page's calls): i18next
 * resolves a key anew on every call, about a microsecond and a half each and some 400 a rendered page,
 * a tenth of the Worker's CPU for it. A bundle added or removed later empties what was kept. For the
 * server's shared instances (one per language, never switched).
 */
export function keepPlainTexts(instance: i18n): void {
  const kept = new Map<string, unknown>()
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown
  const forget = () => kept.clear()
  instance.store.on('added', forget)
  instance.store.on('removed', forget)
  instance.on('languageChanged', forget)
  instance.t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 0 || !isPlain(options)) return translate(key, options, ...rest)
    const id = `${key}\u0000${String(options?.lng ?? '')}\u0000${String(options?.lngs ?? '')}\u0000${String(options?.ns ?? '')}`
    if (kept.has(id)) return kept.get(id)
    const text = translate(key, options)
    kept.set(id, text)
    return text
  }) as unknown as i18n['t']
}
