import type { ClientResponse } from 'hono/client'
import { useEffect, useState } from 'react'
import type { NpBranchDto, NpCityDto } from '../../contract/delivery'
import type { Locale } from '../../domain/locale'
import { apiFetch, type ApiClient } from '../../lib/api-client'

type Ask<T> = (api: ApiClient, signal: AbortSignal) => Promise<ClientResponse<T[], number, 'json'>>

/** Like the header search (spec §9): a request waits for 300 ms of quiet typing. */
export const LOOKUP_DEBOUNCE_MS = 300

export type LookupState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; items: T[] } | { status: 'failed' }

/**
 * A debounced look-up through the Worker (never the carrier directly), named by `key` (what is
 * asked; null asks nothing). A failed look-up (the carrier down, the limit reached) reports
 * `failed`, and the fields stay free text; a stale answer is never shown.
 */
function useLookup<T>(key: string | null, ask: Ask<T>, locale: Locale): LookupState<T> {
  const [state, setState] = useState<{ key: string; result: LookupState<T> } | null>(null)
  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      apiFetch((api) => ask(api, controller.signal), { locale })
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
    // `ask` is a new function each render; `key` names what it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale])
  if (key === null) return { status: 'idle' }
  return state?.key === key ? state.result : { status: 'loading' }
}

export function useCityLookup(typed: string, active: boolean, locale: Locale): LookupState<NpCityDto> {
  const query = typed.trim()
  return useLookup<NpCityDto>(
    active && query.length >= 2 ? `cities ${query}` : null,
    (api, signal) => api.delivery['nova-poshta'].cities.$get({ query: { q: query } }, { init: { signal } }),
    locale,
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
    active && settlementRef ? `branches ${settlementRef} ${q}` : null,
    (api, signal) =>
      api.delivery['nova-poshta'].branches.$get({ query: { city: settlementRef, q } }, { init: { signal } }),
    locale,
  )
}
