import { type ReactNode, useState } from 'react'
import { AdminPage } from './admin-shell'
import { type EditorConfig, ResourceEditor } from './resource-editor'
import { ResourceTable, type TableConfig } from './resource-table'

/**
 * A back-office resource: its title, a list (filters in the address, bulk bar, table, pager) and,
 * when it has one, the editor a row click or the "new" button opens above the table. Each resource
 * is this page configured in its route file.
 */
export function ResourcePage<T extends { id: number }, Body, V extends string = string>({
  title,
  newLabel,
  editor,
  actions,
  ...table
}: TableConfig<T, V> & {
  title: string
  newLabel?: string
  editor?: EditorConfig<T, Body>
  actions?: ReactNode
}) {
  // The row as it was clicked; the list's fresher copy (a new picture) when the list still holds it.
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const data = table.rows.data
  const rows = Array.isArray(data) ? data : (data?.results ?? [])
  const row = editing === 'new' || editing === null ? null : (rows.find((r) => r.id === editing.id) ?? editing)
  // Another row starts clean: neither a refused save nor a refused delete of the last one stays on screen.
  const open = (next: T | 'new') => {
    editor?.save.reset()
    editor?.remove?.mutation.reset()
    setEditing(next)
  }
  return (
    <AdminPage
      title={title}
      actions={
        actions ??
        (editor && newLabel ? (
          <button type="button" className="btn btn--primary btn--small" onClick={() => open('new')}>
            + {newLabel}
          </button>
        ) : undefined)
      }
    >
      {editor && editing !== null && (
        <ResourceEditor
          key={row?.id ?? 'new'}
          config={editor}
          row={row}
          // A save ends after the list is read again, and the row may be there first: a row clicked in
          // between stays open when the saved one's editor closes.
          onClose={() => setEditing((current) => (current === editing ? null : current))}
        />
      )}
      <ResourceTable {...table} onRowClick={editor ? open : table.onRowClick} />
    </AdminPage>
  )
}
