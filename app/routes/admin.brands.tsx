import { createFileRoute } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable } from '../components/admin/data-table'
import { Field, FormError, toInt } from '../components/admin/fields'
import { SingleImage } from '../components/admin/single-image'
import { useAdminAction, useAdminData } from '../components/admin/use-admin'
import type { AdminBrand } from '../contract/admin-catalogue'

export const Route = createFileRoute('/admin/brands')({ component: BrandsPage })

const EMPTY = { name: '', slug: '', description_ua: '', description_en: '', sort_order: '0' }

function BrandsPage() {
  const { t } = useTranslation()
  const loaded = useAdminData('brands', (api) => api.admin.brands.$get())
  const [rows, setRows] = useState<AdminBrand[] | null>(null)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [draft, setDraft] = useState(EMPTY)
  const action = useAdminAction()
  const brands = rows ?? loaded.data ?? []

  function edit(b: AdminBrand | null) {
    action.setError(null)
    setEditing(b ? b.id : 'new')
    setDraft(
      b
        ? {
            name: b.name,
            slug: b.slug,
            description_ua: b.description_ua,
            description_en: b.description_en,
            sort_order: String(b.sort_order),
          }
        : EMPTY,
    )
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const body = { ...draft, sort_order: toInt(draft.sort_order) ?? 0 }
    const next = await (editing === 'new'
      ? action.run((api) => api.admin.brands.$post({ json: body }))
      : action.run((api) => api.admin.brands[':id'].$patch({ param: { id: String(editing) }, json: body })))
    if (next) {
      setRows(next)
      setEditing(null)
    }
  }

  const columns: Column<AdminBrand>[] = [
    { key: 'name', label: t('admin.brands.name'), render: (b) => <b>{b.name}</b> },
    { key: 'slug', label: t('admin.product.slug'), render: (b) => <span className="muted">{b.slug}</span> },
    { key: 'products', label: t('admin.brands.products'), className: 'num', render: (b) => b.products },
    { key: 'sort', label: t('admin.products.sort_order'), className: 'num', render: (b) => b.sort_order },
  ]

  return (
    <AdminPage
      title={t('admin.nav.brands')}
      actions={
        <button type="button" className="btn btn--primary btn--small" onClick={() => edit(null)}>
          + {t('admin.brands.new')}
        </button>
      }
    >
      {editing !== null && (
        <form className="adm-card adm-form" onSubmit={save} data-testid="brand-form">
          <h2 className="adm-field--wide">{editing === 'new' ? t('admin.brands.new') : t('admin.brands.edit')}</h2>
          <Field label={t('admin.brands.name')} name="name" error={action.error}>
            <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </Field>
          <Field label="Slug" name="slug" error={action.error}>
            <input value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} />
          </Field>
          <Field label={t('admin.products.sort_order')} name="sort_order" error={action.error}>
            <input
              type="number"
              value={draft.sort_order}
              onChange={(e) => setDraft({ ...draft, sort_order: e.target.value })}
            />
          </Field>
          <Field label={t('admin.brands.description_ua')} name="description_ua" error={action.error} wide>
            <textarea
              value={draft.description_ua}
              onChange={(e) => setDraft({ ...draft, description_ua: e.target.value })}
            />
          </Field>
          <Field label={t('admin.brands.description_en')} name="description_en" error={action.error} wide>
            <textarea
              value={draft.description_en}
              onChange={(e) => setDraft({ ...draft, description_en: e.target.value })}
            />
          </Field>
          {editing !== 'new' && (
            <SingleImage<AdminBrand[]>
              image={brands.find((x) => x.id === editing)?.image ?? null}
              send={(image) => (api) =>
                api.admin.brands[':id'].image.$post({ param: { id: String(editing) }, form: { image } })
              }
              box={{ width: 240, height: 120 }}
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
      <DataTable columns={columns} rows={brands} loading={loaded.loading} onRowClick={edit} />
    </AdminPage>
  )
}
