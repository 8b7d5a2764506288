import { useEffect, useState } from 'react'
import type { NpBranchDto, NpCityDto } from '../../contract/delivery'
import type { Locale } from '../../domain/locale'

type Lookups = typeof import('../../lib/store-queries/delivery')
/** What to ask, once the look-ups' module (and with it the query layer) is loaded. */
type Ask<T> = (lookups: Pick<Lookups, 'findCities' | 'findBranches'>, signal: AbortSignal) => Promise<T[]>

/** Like the header search (spec §9): a request waits for 300 ms of quiet typing. */
export const LOOKUP_DEBOUNCE_MS = 300

export type LookupState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; items: T[] } | { status: 'failed' }

/**
 * A debounced look-up through the Worker (never the carrier directly), named by `key` (what is
 * asked; null asks nothing). A failed look-up (the carrier down, the limit reached) reports
 * `failed`, and the fields stay free text; a stale answer is never shown.
 */
function useLookup<T>(key: string | null, ask: Ask<T>): LookupState<T> {
  const [state, setState] = useState<{ key: string; result: LookupState<T> } | null>(null)
  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      // Through the query layer, imported on the first look-up.
      import('../../lib/store-queries/delivery')
        .then(({ findCities, findBranches }) => ask({ findCities, findBranches }, controller.signal))
        .then((items) => setState({ key, result: { status: 'done', items } }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('Nova Poshta look-up failed', error)
          setState({ key, result: { status: 'failed' } })
        })
    }, LOOKUP_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // `ask` is a new function each render; `key` names what it asks (and its language).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  if (key === null) return { status: 'idle' }
  return state?.key === key ? state.result : { status: 'loading' }
}

export function useCityLookup(typed: string, active: boolean, locale: Locale): LookupState<NpCityDto> {
  const query = typed.trim()
  return useLookup<NpCityDto>(active && query.length >= 2 ? `cities ${locale} ${query}` : null, (lookups, signal) =>
    lookups.findCities(locale, query, signal),
  )
}

export function useBranchLookup(
  settlementRef: string,
  typed: string,
  active: boolean,
  locale: Locale,
): LookupState<NpBranchDto> {
  const q = typed.trim()
  return useLookup<NpBranchDto>(
    active && settlementRef ? `branches ${locale} ${settlementRef} ${q}` : null,
    (lookups, signal) => lookups.findBranches(locale, settlementRef, q, signal),
  )
}
