import { useMutation, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Column } from '../components/admin/data-table'
import { ShownBadge, toInt } from '../components/admin/fields'
import type { Draft, EditorField } from '../components/admin/resource-editor'
import { ResourcePage } from '../components/admin/resource-page'
import { SingleImage } from '../components/admin/single-image'
import type { AdminBrand, BrandCreate } from '../contract/admin-catalogue'
import { slugFromName } from '../domain/slug'
import { useLocale } from '../i18n/use-locale'
import { brandsQuery, deleteBrand, saveBrand, uploadBrandImage } from '../lib/admin-queries/brands'

export const Route = createFileRoute('/admin/brands')({ component: BrandsPage })

const columns = (t: TFunction): Column<AdminBrand>[] => [
  { key: 'name', label: t('admin.brands.name'), render: (b) => <b>{b.name}</b> },
  { key: 'slug', label: t('admin.product.slug'), render: (b) => <span className="muted">{b.slug}</span> },
  { key: 'products', label: t('admin.brands.products'), className: 'num', render: (b) => b.products },
  { key: 'sort', label: t('admin.products.sort_order'), className: 'num', render: (b) => b.sort_order },
  { key: 'shown', label: t('admin.brands.shown'), render: (b) => <ShownBadge hidden={b.hidden} /> },
]

const fields = (t: TFunction): EditorField[] => [
  { name: 'name', label: t('admin.brands.name') },
  {
    name: 'slug',
    label: t('admin.product.slug'),
    hint: t('admin.brands.slug_hint'),
    follows: { field: 'name', make: slugFromName },
  },
  { name: 'sort_order', label: t('admin.products.sort_order'), kind: 'number' },
  { name: 'description_ua', label: t('admin.brands.description_ua'), kind: 'textarea', wide: true },
  { name: 'description_en', label: t('admin.brands.description_en'), kind: 'textarea', wide: true },
  { name: 'hidden', label: t('admin.brands.hidden'), kind: 'checkbox' },
]

const draftOf = (b: AdminBrand | null): Draft => ({
  name: b?.name ?? '',
  slug: b?.slug ?? '',
  description_ua: b?.description_ua ?? '',
  description_en: b?.description_en ?? '',
  sort_order: String(b?.sort_order ?? 0),
  hidden: b?.hidden ?? false,
})

const bodyOf = (d: Draft) => ({ ...d, sort_order: toInt(String(d.sort_order)) ?? 0 }) as BrandCreate

function BrandsPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const upload = useMutation(uploadBrandImage(locale))
  return (
    <ResourcePage
      title={t('admin.nav.brands')}
      newLabel={t('admin.brands.new')}
      rows={useQuery(brandsQuery(locale))}
      columns={columns(t)}
      editor={{
        title: { new: t('admin.brands.new'), edit: t('admin.brands.edit') },
        fields: () => fields(t),
        draftOf,
        bodyOf,
        save: useMutation(saveBrand(locale)),
        remove: {
          mutation: useMutation(deleteBrand(locale)),
          label: t('admin.brands.delete'),
          confirm: t('admin.brands.confirm_delete'),
        },
        extra: (b) => <SingleImage id={b.id} image={b.image} upload={upload} box={{ width: 240, height: 120 }} />,
        testId: 'brand-form',
      }}
    />
  )
}
