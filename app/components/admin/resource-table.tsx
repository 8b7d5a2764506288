import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Page } from '../../contract/admin-common'
import type { ApiError } from '../../lib/api-client'
import { BulkBar, type BulkConfig } from './bulk-bar'
import { type Column, DataTable, Pager } from './data-table'
import { FormError } from './fields'
import { type FilterField, ListFilters } from './list-filters'
import type { ListState } from './list-search'

type Row = { id: number }

export interface TableConfig<T extends Row, V extends string = string> {
  /** The rows: one page of a server-side table, or the whole (short) list. */
  rows: UseQueryResult<Page<T> | T[]>
  columns: Column<T>[]
  /** The address's sort, page and filters, for a server-side table. */
  list?: ListState
  filters?: FilterField[]
  /** Beside the filters, e.g. the CSV export. */
  filterExtra?: ReactNode
  bulk?: BulkConfig<V>
  onRowClick?: (row: T) => void
  /** Each row links to a page of its own (see DataTable). */
  linkedRows?: boolean
  /** Failures of the row actions (a role changed, a review hidden), shown above the table. */
  errors?: (ApiError | null)[]
  /** Above the filters, e.g. what the last decision did. */
  notice?: ReactNode
  testId?: string
}

const isPage = <T,>(data: Page<T> | T[] | undefined): data is Page<T> => !!data && !Array.isArray(data)

/** Filters from the address, the bulk bar, the table and its pager: the body of every back-office list. */
export function ResourceTable<T extends Row, V extends string = string>(config: TableConfig<T, V>) {
  const { rows, list, bulk } = config
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const data = rows.data
  const shown = isPage(data) ? data.results : (data ?? [])
  const columns = bulk ? [chooseColumn(bulk, chosen, setChosen), ...config.columns] : config.columns
  const error = [rows.error, ...(config.errors ?? [])].find(Boolean) ?? null
  return (
    <>
      {config.notice}
      {config.filters && list && <ListFilters fields={config.filters} list={list} extra={config.filterExtra} />}
      {bulk && <BulkBar bulk={bulk} chosen={chosen} onDone={() => setChosen(new Set())} />}
      <FormError error={error} />
      <DataTable
        testId={config.testId}
        columns={columns}
        rows={shown}
        loading={rows.isFetching}
        sort={list?.sort}
        onSort={list?.setSort}
        onRowClick={config.onRowClick}
        linkedRows={config.linkedRows}
      />
      {isPage(data) && list && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </>
  )
}

function chooseColumn<T extends Row>(
  bulk: Pick<BulkConfig<string>, 'chooseLabel' | 'chooseTestId'>,
  chosen: ReadonlySet<number>,
  setChosen: (next: ReadonlySet<number>) => void,
): Column<T> {
  const toggle = (id: number) => {
    const next = new Set(chosen)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setChosen(next)
  }
  return {
    key: 'choose',
    label: '',
    render: (row) => (
      <input
        type="checkbox"
        checked={chosen.has(row.id)}
        onChange={() => toggle(row.id)}
        aria-label={bulk.chooseLabel}
        data-testid={bulk.chooseTestId(row.id)}
      />
    ),
  }
}
