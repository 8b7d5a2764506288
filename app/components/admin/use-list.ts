import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { queryString } from '../../lib/admin-session'
import type { SortState } from './data-table'

type Filters = Record<string, string>

/** The filters as the address bar has them, so a link (a dashboard tile, a colleague's message) opens the same list. */
function filtersFromUrl<F extends Filters>(defaults: F): F {
  if (typeof window === 'undefined') return defaults
  const search = new URLSearchParams(window.location.search)
  const read = { ...defaults }
  for (const key of Object.keys(defaults) as (keyof F & string)[]) {
    const value = search.get(key)
    if (value !== null) read[key] = value.replace(/^"(.*)"$/, '$1') as F[typeof key]
  }
  return read
}

/** The page number the address names (`?page=`), 1 when it names none or nonsense. */
function pageFromUrl(): number {
  if (typeof window === 'undefined') return 1
  const page = Number(new URLSearchParams(window.location.search).get('page'))
  return Number.isSafeInteger(page) && page > 1 ? page : 1
}

/**
 * A server-side table's query: sort, direction, page and the filters; changing a filter goes back to
 * page 1. With `inUrl`, the filters and the page live in the address (replacing the entry, so Back leaves the list).
 */
export function useList<F extends Filters>(defaults: {
  sort: string
  dir?: 'asc' | 'desc'
  filters: F
  limit?: number
  inUrl?: boolean
}) {
  const navigate = useNavigate()
  const [sort, setSortState] = useState<SortState>({ sort: defaults.sort, dir: defaults.dir ?? 'desc' })
  const [page, setPageState] = useState(() => (defaults.inUrl ? pageFromUrl() : 1))
  const [filters, setFiltersState] = useState<F>(() =>
    defaults.inUrl ? filtersFromUrl(defaults.filters) : defaults.filters,
  )
  const writeUrl = (nextFilters: F, nextPage: number) => {
    if (!defaults.inUrl) return
    const search: Record<string, string | number> = Object.fromEntries(
      Object.entries(nextFilters).filter(([, v]) => v !== ''),
    )
    if (nextPage > 1) search.page = nextPage
    void navigate({ to: '.', search, replace: true })
  }
  const setPage = (next: number) => {
    setPageState(next)
    writeUrl(filters, next)
  }
  const params = { ...filters, sort: sort.sort, dir: sort.dir, page, limit: defaults.limit ?? 25 }
  return {
    sort,
    page,
    filters,
    /** The query for the typed client (empty filters left out, as the address leaves them out), and its text: a change loads the table again. */
    query: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '')) as Partial<typeof params>,
    asks: queryString(params),
    /** The filters alone (no sort or page), for the table's CSV export. */
    exportQuery: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as Partial<F>,
    setSort: (next: SortState) => {
      setSortState(next)
      setPage(1)
    },
    setPage,
    setFilter: (key: keyof F, value: string) => {
      const next = { ...filters, [key]: value }
      setFiltersState(next)
      setPageState(1)
      writeUrl(next, 1)
    },
  }
}

/** A page's tab as the address names it (`?tab=…`), so a dashboard tile can open the right one. */
export function tabFromUrl<T extends string>(tabs: readonly T[], fallback: T): T {
  if (typeof window === 'undefined') return fallback
  const tab = new URLSearchParams(window.location.search).get('tab')
  return tabs.includes(tab as T) ? (tab as T) : fallback
}
