import { Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import type { AdminBrand, AdminCategory, AdminProductRow } from '../../contract/admin-catalogue'
import type { Locale } from '../../domain/locale'
import { categoryChoices } from './catalogue-options'
import { type Column, rowLinkProps } from './data-table'
import { StatusBadge } from './fields'
import type { useFormatters } from './formatters'
import type { FilterField } from './list-filters'

type Formatters = ReturnType<typeof useFormatters>

/** The products table's filters: the search, the brand and category, visibility and stock. */
export const productFilters = (
  t: TFunction,
  brands: readonly AdminBrand[],
  categories: readonly AdminCategory[],
  locale: Locale,
): FilterField[] => [
  { name: 'q', label: t('admin.products.search'), placeholder: t('admin.products.search_hint') },
  {
    name: 'brand_id',
    label: t('admin.products.brand'),
    options: brands.map((b) => ({ value: String(b.id), label: b.name })),
  },
  {
    name: 'category_id',
    label: t('admin.products.category'),
    options: categoryChoices(categories, locale).map((c) => ({ value: String(c.id), label: c.label })),
  },
  {
    name: 'active',
    label: t('admin.products.visible'),
    options: [
      { value: 'true', label: t('admin.common.yes') },
      { value: 'false', label: t('admin.common.no') },
    ],
  },
  {
    name: 'stock',
    label: t('admin.products.stock'),
    testId: 'products-stock-filter',
    options: [
      { value: 'low', label: t('admin.products.stock_low') },
      { value: 'out', label: t('admin.products.stock_out') },
    ],
  },
]

/** The products table's columns after the bulk choice's tick. */
export const productColumns = (t: TFunction, fmt: Formatters): Column<AdminProductRow>[] => [
  { key: 'id', label: '#', sort: 'id', className: 'num', render: (p) => p.id },
  {
    key: 'name',
    label: t('admin.products.name'),
    sort: 'name',
    render: (p) => (
      <>
        <Link to="/admin/products/$id" params={{ id: String(p.id) }} data-testid="product-link" {...rowLinkProps}>
          <b>{p.name}</b>
        </Link>
        <div className="muted">{p.codes}</div>
      </>
    ),
  },
  { key: 'brand', label: t('admin.products.brand'), render: (p) => p.brand },
  { key: 'category', label: t('admin.products.category'), render: (p) => p.category },
  {
    key: 'price',
    label: t('admin.products.min_price'),
    sort: 'price',
    className: 'num',
    render: (p) => fmt.money(p.min_price),
  },
  { key: 'stock', label: t('admin.products.stock'), sort: 'stock', className: 'num', render: (p) => p.stock },
  {
    key: 'sort',
    label: t('admin.products.sort_order'),
    sort: 'sort_order',
    className: 'num',
    render: (p) => p.sort_order,
  },
  {
    key: 'active',
    label: t('admin.products.visible'),
    render: (p) => (
      <StatusBadge status={String(p.is_active)} label={p.is_active ? t('admin.common.yes') : t('admin.common.no')} />
    ),
  },
]
