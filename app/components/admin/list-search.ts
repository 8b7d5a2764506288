import { useNavigate, useSearch } from '@tanstack/react-router'
import type { ListSearch } from '../../contract/admin-lists'
import type { SortState } from './data-table'

export interface ListDefaults {
  sort: string
  dir?: 'asc' | 'desc'
  /** A filter's value when the address names none ('' is "all", written as `?name=`). */
  filters?: Readonly<Record<string, string>>
}

/** The address without what equals its default, so a plain link and the table's first look are one address. */
function withoutDefaults(search: ListSearch, defaults: ListDefaults): ListSearch {
  const base: ListSearch = { sort: defaults.sort, dir: defaults.dir ?? 'desc', page: 1, ...defaults.filters }
  return Object.fromEntries(
    Object.entries(search).filter(([key, value]) => value !== undefined && value !== (base[key] ?? '')),
  )
}

/**
 * A table's sort, page and filters as its route's address holds them (each route reads its address
 * with `readListSearch` in `validateSearch`): a link, a dashboard tile or a reload opens the same
 * list. A change replaces the history entry, so Back leaves the list; a new filter or sort goes back
 * to page 1.
 */
export function useListSearch(defaults: ListDefaults) {
  const navigate = useNavigate()
  const address = useSearch({ strict: false }) as ListSearch
  const search: ListSearch = { sort: defaults.sort, dir: defaults.dir ?? 'desc', ...defaults.filters, ...address }
  const go = (change: ListSearch) =>
    void navigate({ to: '.', search: withoutDefaults({ ...address, ...change }, defaults) as never, replace: true })
  return {
    search,
    sort: { sort: search.sort, dir: search.dir } as SortState,
    page: search.page ?? 1,
    filter: (name: string) => String(search[name] ?? ''),
    setFilter: (name: string, value: string) => go({ [name]: value, page: undefined }),
    setSort: (sort: SortState) => go({ ...sort, page: undefined }),
    setPage: (page: number) => go({ page }),
  }
}

export type ListState = ReturnType<typeof useListSearch>
