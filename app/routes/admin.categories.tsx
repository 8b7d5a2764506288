import { createFileRoute } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable } from '../components/admin/data-table'
import { Field, FormError, toInt } from '../components/admin/fields'
import { SingleImage } from '../components/admin/single-image'
import { useAdminAction, useAdminData } from '../components/admin/use-admin'
import type { AdminCategory } from '../contract/admin-catalogue'

export const Route = createFileRoute('/admin/categories')({ component: CategoriesPage })

const EMPTY = { name_ua: '', name_en: '', slug: '', parent_id: '', sort_order: '0' }

/** Parents first, each followed by its subcategories, as the storefront nests them. */
function nested(rows: AdminCategory[]): AdminCategory[] {
  return rows.filter((c) => c.parent_id === null).flatMap((p) => [p, ...rows.filter((c) => c.parent_id === p.id)])
}

function CategoriesPage() {
  const { t } = useTranslation()
  const loaded = useAdminData('categories', (api) => api.admin.categories.$get())
  const [rows, setRows] = useState<AdminCategory[] | null>(null)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [draft, setDraft] = useState(EMPTY)
  const action = useAdminAction()
  const categories = rows ?? loaded.data ?? []
  const parents = categories.filter((c) => c.parent_id === null && c.id !== editing)

  function edit(c: AdminCategory | null) {
    action.setError(null)
    setEditing(c ? c.id : 'new')
    setDraft(
      c
        ? {
            name_ua: c.name_ua,
            name_en: c.name_en,
            slug: c.slug,
            parent_id: c.parent_id ? String(c.parent_id) : '',
            sort_order: String(c.sort_order),
          }
        : EMPTY,
    )
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const body = { ...draft, parent_id: toInt(draft.parent_id) ?? null, sort_order: toInt(draft.sort_order) ?? 0 }
    const next = await (editing === 'new'
      ? action.run((api) => api.admin.categories.$post({ json: body }))
      : action.run((api) => api.admin.categories[':id'].$patch({ param: { id: String(editing) }, json: body })))
    if (next) {
      setRows(next)
      setEditing(null)
    }
  }

  const columns: Column<AdminCategory>[] = [
    {
      key: 'name',
      label: t('admin.categories.name_ua'),
      render: (c) => (c.parent_id ? <span style={{ paddingLeft: 18 }}>— {c.name_ua}</span> : <b>{c.name_ua}</b>),
    },
    { key: 'name_en', label: t('admin.categories.name_en'), render: (c) => c.name_en },
    { key: 'slug', label: t('admin.product.slug'), render: (c) => <span className="muted">{c.slug}</span> },
    { key: 'products', label: t('admin.brands.products'), className: 'num', render: (c) => c.products },
    { key: 'sort', label: t('admin.products.sort_order'), className: 'num', render: (c) => c.sort_order },
  ]

  return (
    <AdminPage
      title={t('admin.nav.categories')}
      actions={
        <button type="button" className="btn btn--primary btn--small" onClick={() => edit(null)}>
          + {t('admin.categories.new')}
        </button>
      }
    >
      {editing !== null && (
        <form className="adm-card adm-form" onSubmit={save}>
          <h2 className="adm-field--wide">
            {editing === 'new' ? t('admin.categories.new') : t('admin.categories.edit')}
          </h2>
          <Field label={t('admin.categories.name_ua')} name="name_ua" error={action.error}>
            <input value={draft.name_ua} onChange={(e) => setDraft({ ...draft, name_ua: e.target.value })} />
          </Field>
          <Field label={t('admin.categories.name_en')} name="name_en" error={action.error}>
            <input value={draft.name_en} onChange={(e) => setDraft({ ...draft, name_en: e.target.value })} />
          </Field>
          <Field label="Slug" name="slug" error={action.error}>
            <input value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} />
          </Field>
          <Field label={t('admin.categories.parent')} name="parent_id" error={action.error}>
            <select value={draft.parent_id} onChange={(e) => setDraft({ ...draft, parent_id: e.target.value })}>
              <option value="">{t('admin.categories.top_level')}</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name_ua}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('admin.products.sort_order')} name="sort_order" error={action.error}>
            <input
              type="number"
              value={draft.sort_order}
              onChange={(e) => setDraft({ ...draft, sort_order: e.target.value })}
            />
          </Field>
          {editing !== 'new' && (
            <SingleImage<AdminCategory[]>
              image={categories.find((x) => x.id === editing)?.image ?? null}
              send={(image) => (api) =>
                api.admin.categories[':id'].image.$post({ param: { id: String(editing) }, form: { image } })
              }
              box={{ width: 400, height: 400 }}
              onSaved={setRows}
            />
          )}
          <div className="adm-form__actions">
            <button type="submit" className="btn btn--primary" disabled={action.busy}>
              {t('admin.common.save')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setEditing(null)}>
              {t('admin.common.cancel')}
            </button>
          </div>
          <FormError error={action.error} shown={Object.keys(EMPTY)} />
        </form>
      )}
      <DataTable columns={columns} rows={nested(categories)} loading={loaded.loading} onRowClick={edit} />
    </AdminPage>
  )
}
