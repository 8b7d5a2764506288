import { useCallback, useEffect, useState } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { adminFetch } from '../../lib/admin-session'
import { ApiError } from '../../lib/api-client'
import { formatMoney } from '../../domain/money'

/** Loads `path` (again whenever it changes, or on `reload()`); the table's server-side state lives in the path. */
export function useAdminData<T>(path: string | null) {
  const locale = useLocale()
  const [tick, setTick] = useState(0)
  const key = `${path}|${locale}|${tick}`
  const [state, setState] = useState<{ key: string; data: T | null; error: ApiError | null } | null>(null)
  useEffect(() => {
    if (path === null) return
    let live = true
    adminFetch<T>(path, locale)
      .then((data) => live && setState({ key, data, error: null }))
      .catch((error: unknown) => live && setState({ key, data: null, error: error instanceof ApiError ? error : new ApiError(0, 'unknown', String(error)) }))
    return () => {
      live = false
    }
  }, [path, locale, key])
  const reload = useCallback(() => setTick((n) => n + 1), [])
  // While a new query loads, the previous answer stays on screen (dimmed), so tables do not jump.
  return { data: state?.data ?? null, error: state?.error ?? null, loading: state?.key !== key, reload }
}

/** A write: JSON in, JSON out, with the field errors of a 400 kept for the form. */
export function useAdminAction() {
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)
  const run = useCallback(
    async <T>(path: string, method: string, body?: unknown): Promise<T | null> => {
      setBusy(true)
      setError(null)
      try {
        const init: RequestInit = { method }
        if (body instanceof FormData) init.body = body
        else if (body !== undefined) init.body = JSON.stringify(body)
        // An empty answer (204) still counts as done.
        return ((await adminFetch<T>(path, locale, init)) ?? {}) as T
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

/** Dates and money as staff in Ukraine read them. */
export function useFormatters() {
  const locale = useLocale()
  const tag = locale === 'en' ? 'en-GB' : 'uk-UA'
  return {
    dateTime: (iso: string) => new Date(iso).toLocaleString(tag, { timeZone: 'Europe/Kyiv', dateStyle: 'short', timeStyle: 'short' }),
    money: (uah: number) => formatMoney(locale, uah, '₴'),
  }
}
