import { useState } from 'react'
import { queryString } from '../../lib/admin-session'
import type { SortState } from './data-table'

type Filters = Record<string, string>

/** A server-side table's query: sort, direction, page and the filters; changing a filter goes back to page 1. */
export function useList<F extends Filters>(base: string, defaults: { sort: string; dir?: 'asc' | 'desc'; filters: F; limit?: number }) {
  const [sort, setSortState] = useState<SortState>({ sort: defaults.sort, dir: defaults.dir ?? 'desc' })
  const [page, setPage] = useState(1)
  const [filters, setFiltersState] = useState<F>(defaults.filters)
  const params = { ...filters, sort: sort.sort, dir: sort.dir, page, limit: defaults.limit ?? 25 }
  return {
    sort,
    page,
    filters,
    path: `${base}${queryString(params)}`,
    exportPath: (exportBase: string) => `${exportBase}${queryString(filters)}`,
    setSort: (next: SortState) => {
      setSortState(next)
      setPage(1)
    },
    setPage,
    setFilter: (key: keyof F, value: string) => {
      setFiltersState((f) => ({ ...f, [key]: value }))
      setPage(1)
    },
  }
}
