import { TEXT_MAX } from './text-limit'

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmField = (typeof UTM_FIELDS)[number]

/**
 * The utm values of a page address (spec §3), each kept only when present, cut to the field limit.
 * Takes the query string or the router's parsed search (which turns `utm_term=2026` into a number).
 */
export function utmFromSearch(search: string | Record<string, unknown>): Partial<Record<UtmField, string>> {
  const params = typeof search === 'string' ? Object.fromEntries(new URLSearchParams(search)) : search
  const utm: Partial<Record<UtmField, string>> = {}
  for (const field of UTM_FIELDS) {
    const raw = params[field]
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : ''
    if (value) utm[field] = value.slice(0, TEXT_MAX)
  }
  return utm
}
