import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocale } from '../../i18n/use-locale'
import type { ClientResponse } from 'hono/client'
import { adminFetch } from '../../lib/admin-session'
import { type Answer, type ApiCall, ApiError } from '../../lib/api-client'

export type Response = ClientResponse<unknown, number, string>
/** A write's answer: its JSON, or `true` for an empty answer (204), so only a failure is null. */
export type Succeeded<T> = T extends null ? true : T

/**
 * Loads with `call` (again whenever `asks` changes, or on `reload()`): `asks` names what the call
 * asks for (its path and query), so the table's server-side state lives in it.
 */
export function useAdminData<R extends Response>(asks: string, call: ApiCall<R>) {
  const locale = useLocale()
  const [tick, setTick] = useState(0)
  const key = `${asks}|${locale}|${tick}`
  const [state, setState] = useState<{ key: string; data: Answer<R> | null; error: ApiError | null } | null>(null)
  const latest = useRef(call)
  useEffect(() => {
    latest.current = call
  })
  useEffect(() => {
    let live = true
    adminFetch(latest.current, locale)
      .then((data) => live && setState({ key, data, error: null }))
      .catch(
        (error: unknown) =>
          live &&
          setState({
            key,
            data: null,
            error: error instanceof ApiError ? error : new ApiError(0, 'unknown', String(error)),
          }),
      )
    return () => {
      live = false
    }
  }, [locale, key])
  const reload = useCallback(() => setTick((n) => n + 1), [])
  // While a new query loads, the previous answer stays on screen (dimmed), so tables do not jump.
  return { data: state?.data ?? null, error: state?.error ?? null, loading: state?.key !== key, reload }
}

/** A write through the typed client, with the field errors of a 400 kept for the form. */
export function useAdminAction() {
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)
  const run = useCallback(
    async <R extends Response>(call: ApiCall<R>): Promise<Succeeded<Answer<R>> | null> => {
      setBusy(true)
      setError(null)
      try {
        // An empty answer (204) still counts as done.
        return ((await adminFetch(call, locale)) ?? true) as Succeeded<Answer<R>>
      } catch (e) {
        setError(e instanceof ApiError ? e : new ApiError(0, 'unknown', String(e)))
        return null
      } finally {
        setBusy(false)
      }
    },
    [locale],
  )
  return { run, busy, error, setError }
}

/** Dates and money: moved to ./formatters, re-exported for the pages still on this hook. */
export { useFormatters } from './formatters'
