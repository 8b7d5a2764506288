import { useMutation, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Column } from '../components/admin/data-table'
import { ShownBadge, toInt } from '../components/admin/fields'
import type { Draft, EditorField } from '../components/admin/resource-editor'
import { ResourcePage } from '../components/admin/resource-page'
import { SingleImage } from '../components/admin/single-image'
import type { AdminCategory, CategoryCreate } from '../contract/admin-catalogue'
import { slugFromName } from '../domain/slug'
import { useLocale } from '../i18n/use-locale'
import { categoriesQuery, deleteCategory, saveCategory, uploadCategoryImage } from '../lib/admin-queries/categories'

export const Route = createFileRoute('/admin/categories')({ component: CategoriesPage })

/** Parents first, each followed by its subcategories, as the storefront nests them. */
function nested(rows: AdminCategory[]): AdminCategory[] {
  return rows.filter((c) => c.parent_id === null).flatMap((p) => [p, ...rows.filter((c) => c.parent_id === p.id)])
}

const columns = (t: TFunction): Column<AdminCategory>[] => [
  {
    key: 'name',
    label: t('admin.categories.name_ua'),
    render: (c) => (c.parent_id ? <span style={{ paddingLeft: 18 }}>— {c.name_ua}</span> : <b>{c.name_ua}</b>),
  },
  { key: 'name_en', label: t('admin.categories.name_en'), render: (c) => c.name_en },
  { key: 'slug', label: t('admin.product.slug'), render: (c) => <span className="muted">{c.slug}</span> },
  { key: 'products', label: t('admin.brands.products'), className: 'num', render: (c) => c.products },
  { key: 'sort', label: t('admin.products.sort_order'), className: 'num', render: (c) => c.sort_order },
  { key: 'shown', label: t('admin.brands.shown'), render: (c) => <ShownBadge hidden={c.hidden} /> },
]

/** A category nests under a top-level one, never under itself. */
const fields = (t: TFunction, all: AdminCategory[], editing: AdminCategory | null): EditorField[] => [
  { name: 'name_ua', label: t('admin.categories.name_ua') },
  { name: 'name_en', label: t('admin.categories.name_en') },
  {
    name: 'slug',
    label: t('admin.product.slug'),
    hint: t('admin.brands.slug_hint'),
    follows: { field: 'name_ua', make: slugFromName },
  },
  {
    name: 'parent_id',
    label: t('admin.categories.parent'),
    kind: 'select',
    options: [
      { value: '', label: t('admin.categories.top_level') },
      ...all
        .filter((c) => c.parent_id === null && c.id !== editing?.id)
        .map((p) => ({ value: p.id, label: p.name_ua })),
    ],
  },
  { name: 'sort_order', label: t('admin.products.sort_order'), kind: 'number' },
  { name: 'hidden', label: t('admin.categories.hidden'), kind: 'checkbox' },
]

const draftOf = (c: AdminCategory | null): Draft => ({
  name_ua: c?.name_ua ?? '',
  name_en: c?.name_en ?? '',
  slug: c?.slug ?? '',
  parent_id: c?.parent_id ? String(c.parent_id) : '',
  sort_order: String(c?.sort_order ?? 0),
  hidden: c?.hidden ?? false,
})

const bodyOf = (d: Draft) =>
  ({
    ...d,
    parent_id: toInt(String(d.parent_id)) ?? null,
    sort_order: toInt(String(d.sort_order)) ?? 0,
  }) as CategoryCreate

function CategoriesPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const rows = useQuery({ ...categoriesQuery(locale), select: nested })
  const upload = useMutation(uploadCategoryImage(locale))
  return (
    <ResourcePage
      title={t('admin.nav.categories')}
      newLabel={t('admin.categories.new')}
      rows={rows}
      columns={columns(t)}
      editor={{
        title: { new: t('admin.categories.new'), edit: t('admin.categories.edit') },
        fields: (editing) => fields(t, rows.data ?? [], editing),
        draftOf,
        bodyOf,
        save: useMutation(saveCategory(locale)),
        remove: {
          mutation: useMutation(deleteCategory(locale)),
          label: t('admin.categories.delete'),
          confirm: t('admin.categories.confirm_delete'),
        },
        extra: (c) => <SingleImage id={c.id} image={c.image} upload={upload} box={{ width: 400, height: 400 }} />,
        testId: 'category-form',
      }}
    />
  )
}
