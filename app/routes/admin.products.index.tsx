import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { DataTable, Pager } from '../components/admin/data-table'
import { HeldLinesNotice } from '../components/admin/held-price-lines'
import { ProductBulkBar } from '../components/admin/product-bulk-bar'
import { useProductChoice } from '../components/admin/product-choice'
import { productColumns, productFilters } from '../components/admin/product-columns'
import { useFormatters } from '../components/admin/formatters'
import { ListFilters } from '../components/admin/list-filters'
import { useListSearch } from '../components/admin/list-search'
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
  // What the last bulk change did: it outlives the choice, which clears (and the bar with it) once it is done.
  const [bulkDone, setBulkDone] = useState('')

  return (
    <AdminPage title={t('admin.nav.products')} actions={<ProductsActions />}>
      <HeldLinesNotice />
      <ListFilters fields={productFilters(t, brands, categories, locale)} list={list} />
      {choice.controls}
      {bulkDone && (
        <p className="adm-alert adm-alert--ok" role="status" data-testid="products-bulk-done">
          {bulkDone}
        </p>
      )}
      {choice.target && (
        <ProductBulkBar
          target={choice.target}
          count={choice.count ?? data?.count ?? 0}
          onDone={(result) => {
            setBulkDone(result)
            choice.clear()
          }}
        />
      )}
      <DataTable
        testId="products-table"
        columns={[choice.column, ...productColumns(t, fmt)]}
        rows={data?.results ?? []}
        loading={products.isPlaceholderData || products.isPending}
        sort={list.sort}
        onSort={list.setSort}
        linkedRows
      />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </AdminPage>
  )
}

function ProductsActions() {
  const { t } = useTranslation()
  return (
    <>
      <Link to="/admin/products/import" className="btn btn--outline btn--small" data-testid="import-products">
        {t('admin.catalogue_import.link')}
      </Link>
      <Link to="/admin/products/new" className="btn btn--primary btn--small" data-testid="new-product">
        {t('admin.products.new')}
      </Link>
    </>
  )
}
