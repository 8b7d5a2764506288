import { useEffect, useState } from 'react'
import type { NpBranchDto, NpCityDto } from '../../contract/delivery'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'

/** Like the header search (spec §9): a request waits for 300 ms of quiet typing. */
export const LOOKUP_DEBOUNCE_MS = 300

export type LookupState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'done'; items: T[] } | { status: 'failed' }

/**
 * A debounced look-up through the Worker (never the carrier directly): `path` null asks nothing.
 * A failed look-up (the carrier down, the limit reached) reports `failed`, and the fields stay
 * free text; a stale answer is never shown.
 */
function useLookup<T>(path: string | null, locale: Locale): LookupState<T> {
  const [state, setState] = useState<{ path: string; result: LookupState<T> } | null>(null)
  useEffect(() => {
    if (path === null) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      apiFetch<T[]>(path, { locale, init: { signal: controller.signal } })
        .then((items) => setState({ path, result: { status: 'done', items } }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('Nova Poshta look-up failed', error)
          setState({ path, result: { status: 'failed' } })
        })
    }, LOOKUP_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [path, locale])
  if (path === null) return { status: 'idle' }
  return state?.path === path ? state.result : { status: 'loading' }
}

export function useCityLookup(typed: string, active: boolean, locale: Locale): LookupState<NpCityDto> {
  const query = typed.trim()
  return useLookup<NpCityDto>(active && query.length >= 2 ? `/delivery/nova-poshta/cities/?q=${encodeURIComponent(query)}` : null, locale)
}

export function useBranchLookup(settlementRef: string, typed: string, active: boolean, locale: Locale): LookupState<NpBranchDto> {
  const path = active && settlementRef ? `/delivery/nova-poshta/branches/?city=${encodeURIComponent(settlementRef)}&q=${encodeURIComponent(typed.trim())}` : null
  return useLookup<NpBranchDto>(path, locale)
}
