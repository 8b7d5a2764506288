import { Fragment, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { pagerItems } from '../catalogue/pagination'

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
  /** Opens something on the page itself (an editor): the row takes the focus and opens with Enter or Space. */
  onRowClick?: (row: T) => void
  /**
   * Each row has a page of its own: one of its cells holds a real link marked with `rowLinkProps` (keyboard,
   * middle click, «open in a new tab» all work on it), and a click anywhere else on the row follows it.
   */
  linkedRows?: boolean
  empty?: string
  loading?: boolean
  testId?: string
}) {
  const { t } = useTranslation()
  const { columns, rows, sort, onSort, onRowClick } = props
  return (
    <div className={`adm-table-wrap${props.loading ? ' adm-table-wrap--loading' : ''}`} aria-busy={props.loading}>
      <table className="adm-table" data-testid={props.testId}>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort && c.sort === sort.sort
              return (
                <th
                  key={c.key}
                  className={c.className}
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
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
              <tr
                key={row.id}
                className={onRowClick || props.linkedRows ? 'adm-table__row--link' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : props.linkedRows ? followRowLink : undefined}
                onAuxClick={props.linkedRows ? followRowLink : undefined}
                // A row that opens something opens from the keyboard too: it takes the focus in turn,
                // and Enter or Space on the row itself (not on a control inside it) opens it.
                tabIndex={onRowClick ? 0 : undefined}
                onKeyDown={
                  onRowClick
                    ? (e) => {
                        if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return
                        e.preventDefault()
                        onRowClick(row)
                      }
                    : undefined
                }
              >
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

/** Marks the link a row's click follows (see `linkedRows`). */
export const rowLinkProps = { 'data-row-link': '' } as const

/**
 * A click on a linked row's background follows its link; the middle button opens it in a new tab, as on
 * the link itself. Clicks on the link or on any other control in the row are theirs alone.
 */
function followRowLink(e: MouseEvent<HTMLTableRowElement>) {
  const target = e.target as HTMLElement
  if (target.closest('a, button, input, select, textarea, label')) return
  // A drag that selects a phone number or a name to copy it is not a click on the row.
  if (window.getSelection()?.toString()) return
  const link = e.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')
  if (!link) return
  if (e.button === 1 || e.ctrlKey || e.metaKey) window.open(link.href, '_blank', 'noopener')
  else if (e.button === 0) link.click()
}

/**
 * Numbered pages: the first and the last always, the current one with its neighbours, arrows at the
 * sides, and the number of rows the filters match (app/components/catalogue/pagination.ts picks them).
 */
export function Pager({
  page,
  pages,
  count,
  onPage,
}: {
  page: number
  pages: number
  count: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  const button = (target: number, label: string, content: ReactNode, disabled = false) => (
    <button
      type="button"
      className="adm-pager__item"
      aria-label={label}
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      {content}
    </button>
  )
  return (
    <nav className="adm-pager" aria-label={t('admin.common.pages')}>
      <span className="muted" data-testid="adm-total">
        {t('admin.common.total', { count })}
      </span>
      {pages > 1 && (
        <span className="adm-pager__pages">
          {button(page - 1, t('admin.common.prev'), '‹', page <= 1)}
          {pagerItems(page, pages).map((item, i) =>
            item === 'gap' ? (
              <span key={`gap-${i}`} className="adm-pager__gap" aria-hidden="true">
                …
              </span>
            ) : item === page ? (
              <span
                key={item}
                className="adm-pager__item adm-pager__item--current"
                aria-current="page"
                data-testid="adm-page"
              >
                {item}
              </span>
            ) : (
              <Fragment key={item}>{button(item, t('admin.common.page', { page: item }), item)}</Fragment>
            ),
          )}
          {button(page + 1, t('admin.common.next'), '›', page >= pages)}
        </span>
      )}
    </nav>
  )
}
