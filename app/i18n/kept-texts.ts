import type { i18n } from 'i18next'

/** Enough for every text of the storefront with its usual values; past it, what was kept is dropped and kept anew. */
const MAX_KEPT = 4000

/**
 * What identifies a call's text: its key and options, when every option is a plain value (or a list of
 * them, as react-i18next's `lngs` and `ns`). Null for an option i18next could read differently next
 * time (an object, a function): such a call is never kept.
 */
function callId(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null
  if (options === undefined) return key
  if (typeof options !== 'object' || options === null) return null
  let id = key
  // Called for every text of every page: a plain loop, no arrays made per call.
  for (const name in options) {
    const value: unknown = (options as Record<string, unknown>)[name]
    if (typeof value === 'object' && value !== null) {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return null
    } else if (typeof value === 'function' || typeof value === 'symbol') return null
    id += `\u0000${name}\u0001${String(value)}`
  }
  return id
}

/**
 * Keeps the text of each call (key and plain option values, interpolated or counted): i18next resolves
 * a key anew on every call, and a rendered page makes hundreds, most of them the same on every page.
 * A bundle added or removed later empties what was kept. For the server's shared instances (one per
 * language, never switched): a text depends only on the key, the options and the instance's bundles.
 */
export function keepTexts(instance: i18n): void {
  const kept = new Map<string, unknown>()
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown
  const forget = () => kept.clear()
  instance.store.on('added', forget)
  instance.store.on('removed', forget)
  instance.on('languageChanged', forget)
  const keep = (id: string, text: unknown) => {
    if (kept.size >= MAX_KEPT) kept.clear()
    kept.set(id, text)
    return text
  }
  instance.t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    const id = rest.length === 0 ? callId(key, options) : null
    if (id === null) return translate(key, options, ...rest)
    return kept.has(id) ? kept.get(id) : keep(id, translate(key, options))
  }) as unknown as i18n['t']

  // react-i18next's `t` (getFixedT) copies every i18next option into a new object on each call before
  // it reaches instance.t: a call with a key alone is answered from what was kept before that.
  const fixedTOf = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    const fixed = fixedTOf(lng, ns, keyPrefix, ...rest)
    if (typeof lng !== 'string' || !(keyPrefix === undefined || keyPrefix === null || typeof keyPrefix === 'string'))
      return fixed
    const scope = `${lng}\u0002${String(ns ?? '')}\u0002${keyPrefix ?? ''}\u0002`
    const t = (key: unknown, ...args: unknown[]) => {
      if (typeof key !== 'string' || args.length > 0) return fixed(key, ...args)
      const id = scope + key
      return kept.has(id) ? kept.get(id) : keep(id, fixed(key))
    }
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix })
  }) as unknown as i18n['getFixedT']
}

/** What i18next's getFixedT answers: the function and the scope it was made for. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown }
