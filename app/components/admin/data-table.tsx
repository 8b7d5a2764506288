import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface Column<T> {
  key: string
  label: string
  /** The server's sort key, when the column sorts. */
  sort?: string
  className?: string
  render: (row: T) => ReactNode
}

export interface SortState {
  sort: string
  dir: 'asc' | 'desc'
}

/** A table whose sorting and paging happen on the server: headers and the pager only change the query. */
export function DataTable<T extends { id: number | string }>(props: {
  columns: Column<T>[]
  rows: T[]
  sort?: SortState
  onSort?: (sort: SortState) => void
  onRowClick?: (row: T) => void
  empty?: string
  loading?: boolean
  testId?: string
}) {
  const { t } = useTranslation()
  const { columns, rows, sort, onSort, onRowClick } = props
  return (
    <div className={`adm-table-wrap${props.loading ? ' adm-table-wrap--loading' : ''}`}>
      <table className="adm-table" data-testid={props.testId}>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort && c.sort === sort.sort
              return (
                <th key={c.key} className={c.className} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {c.sort && onSort ? (
                    <button
                      type="button"
                      className={`adm-sort${active ? ' adm-sort--on' : ''}`}
                      onClick={() => onSort({ sort: c.sort!, dir: active && sort.dir === 'desc' ? 'asc' : 'desc' })}
                    >
                      {c.label}
                      <span aria-hidden="true">{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="adm-table__empty">
                {props.loading ? t('admin.common.loading') : (props.empty ?? t('admin.common.empty'))}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={onRowClick ? 'adm-table__row--link' : undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
                {columns.map((c) => (
                  <td key={c.key} className={c.className} data-label={c.label}>
                    <div className="adm-cell">{c.render(row)}</div>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

export function Pager({ page, pages, count, onPage }: { page: number; pages: number; count: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  return (
    <nav className="adm-pager" aria-label={t('admin.common.pages')}>
      <span className="muted">{t('admin.common.total', { count })}</span>
      <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹ {t('admin.common.prev')}
      </button>
      <span data-testid="adm-page">{t('admin.common.page_of', { page, pages })}</span>
      <button type="button" className="btn btn--ghost btn--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.common.next')} ›
      </button>
    </nav>
  )
}
