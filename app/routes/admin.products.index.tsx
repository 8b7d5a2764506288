import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable, Pager } from '../components/admin/data-table'
import { StatusBadge } from '../components/admin/fields'
import { HeldLinesNotice } from '../components/admin/held-price-lines'
import { ProductBulkBar } from '../components/admin/product-bulk-bar'
import { useProductChoice } from '../components/admin/product-choice'
import { useFormatters } from '../components/admin/formatters'
import { useListSearch } from '../components/admin/list-search'
import type { AdminProductRow } from '../contract/admin-catalogue'
import { readListSearch } from '../contract/admin-lists'
import { PRODUCT_LIST } from '../contract/admin-product-list'
import { useLocale } from '../i18n/use-locale'
import { brandsQuery } from '../lib/admin-queries/brands'
import { categoriesQuery } from '../lib/admin-queries/categories'
import { productsQuery } from '../lib/admin-queries/products'

export const Route = createFileRoute('/admin/products/')({
  validateSearch: (raw) => readListSearch(PRODUCT_LIST, raw),
  component: ProductsPage,
})

function ProductsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const fmt = useFormatters()
  const locale = useLocale()
  const list = useListSearch({ sort: 'id' })
  const filters = {
    q: list.filter('q'),
    brand_id: list.filter('brand_id'),
    category_id: list.filter('category_id'),
    active: list.filter('active'),
    stock: list.filter('stock'),
  }
  const products = useQuery(productsQuery(locale, list.search))
  const data = products.data
  const brands = useQuery(brandsQuery(locale)).data ?? []
  const categories = useQuery(categoriesQuery(locale)).data ?? []

  const choice = useProductChoice(data?.results ?? [], filters)
  const columns: Column<AdminProductRow>[] = [
    choice.column,
    { key: 'id', label: '#', sort: 'id', className: 'num', render: (p) => p.id },
    {
      key: 'name',
      label: t('admin.products.name'),
      sort: 'name',
      render: (p) => (
        <>
          <b>{p.name}</b>
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

  return (
    <AdminPage
      title={t('admin.nav.products')}
      actions={
        <>
          <Link to="/admin/products/import" className="btn btn--outline btn--small" data-testid="import-products">
            {t('admin.catalogue_import.link')}
          </Link>
          <Link to="/admin/products/new" className="btn btn--primary btn--small" data-testid="new-product">
            {t('admin.products.new')}
          </Link>
        </>
      }
    >
      <HeldLinesNotice />
      <div className="adm-filters">
        <label className="adm-field adm-field--grow">
          <span className="adm-field__label">{t('admin.products.search')}</span>
          <input
            type="search"
            value={filters.q}
            onChange={(e) => list.setFilter('q', e.target.value)}
            placeholder={t('admin.products.search_hint')}
          />
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.products.brand')}</span>
          <select value={filters.brand_id} onChange={(e) => list.setFilter('brand_id', e.target.value)}>
            <option value="">{t('admin.common.all')}</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.products.category')}</span>
          <select value={filters.category_id} onChange={(e) => list.setFilter('category_id', e.target.value)}>
            <option value="">{t('admin.common.all')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parent_id ? '— ' : ''}
                {c.name_ua}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.products.visible')}</span>
          <select value={filters.active} onChange={(e) => list.setFilter('active', e.target.value)}>
            <option value="">{t('admin.common.all')}</option>
            <option value="true">{t('admin.common.yes')}</option>
            <option value="false">{t('admin.common.no')}</option>
          </select>
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.products.stock')}</span>
          <select
            value={filters.stock}
            onChange={(e) => list.setFilter('stock', e.target.value)}
            data-testid="products-stock-filter"
          >
            <option value="">{t('admin.common.all')}</option>
            <option value="low">{t('admin.products.stock_low')}</option>
            <option value="out">{t('admin.products.stock_out')}</option>
          </select>
        </label>
      </div>
      {choice.controls}
      {choice.target && (
        <ProductBulkBar target={choice.target} count={choice.count ?? data?.count ?? 0} onDone={choice.clear} />
      )}
      <DataTable
        testId="products-table"
        columns={columns}
        rows={data?.results ?? []}
        loading={products.isPlaceholderData || products.isPending}
        sort={list.sort}
        onSort={list.setSort}
        onRowClick={(p) => navigate({ to: '/admin/products/$id', params: { id: String(p.id) } })}
      />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </AdminPage>
  )
}
