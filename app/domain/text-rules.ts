/**
 * Text the store keeps may hold tabs and line breaks, never other control characters: a NUL cuts
 * stored text short in some readers, and the others only ever arrive from scripts.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** The paths (wire names, dotted) of every string in a parsed body, key or value, that holds a control character. */
export function controlCharacterFields(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (depth > 20) return found
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push(path || 'non_field_errors')
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => controlCharacterFields(item, path ? `${path}.${i}` : String(i), found, depth + 1))
  } else if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const at = CONTROL_CHARACTER.test(key) ? 'non_field_errors' : path ? `${path}.${key}` : key
      if (at === 'non_field_errors') found.push(at)
      else controlCharacterFields(item, at, found, depth + 1)
    }
  }
  return found
}
