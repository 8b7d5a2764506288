import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { BulkStatusBar } from '../components/admin/bulk-status-bar'
import { BulkWaybills } from '../components/admin/bulk-waybills'
import { DataTable, Pager } from '../components/admin/data-table'
import { useFormatters } from '../components/admin/formatters'
import { ListFilters } from '../components/admin/list-filters'
import { type ListState, useListSearch } from '../components/admin/list-search'
import { useOrderChoice } from '../components/admin/order-choice'
import { orderColumns, orderFilters } from '../components/admin/order-columns'
import { LISTS, readListSearch } from '../contract/admin-lists'
import { useLocale } from '../i18n/use-locale'
import { ordersQuery } from '../lib/admin-queries/orders'
import { downloadExport } from '../lib/admin-session'

export const Route = createFileRoute('/admin/orders/')({
  validateSearch: (raw) => readListSearch(LISTS.orders, raw),
  component: OrdersPage,
})

/** Orders: filters in the address (a dashboard tile opens its group), bulk status and waybills for the ticked ones. */
function OrdersPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useListSearch({ sort: 'created' })
  const { data, isFetching } = useQuery(ordersQuery(useLocale(), list.search))
  const choice = useOrderChoice(data?.results ?? [])
  return (
    <AdminPage title={t('admin.nav.orders')} actions={<ExportOrders list={list} />}>
      <ListFilters fields={orderFilters(t)} list={list} />
      <BulkStatusBar choice={choice} />
      <BulkWaybills ids={choice.ids} numberOf={choice.numberOf} />
      <DataTable
        testId="orders-table"
        columns={orderColumns(t, fmt, choice)}
        rows={data?.results ?? []}
        loading={isFetching}
        sort={list.sort}
        onSort={list.setSort}
        linkedRows
      />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </AdminPage>
  )
}

/** The filtered orders (not sorted or paged) as a spreadsheet. */
function ExportOrders({ list }: { list: ListState }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = Object.fromEntries(
    Object.keys(LISTS.orders.filters).flatMap((name) => (list.filter(name) ? [[name, list.filter(name)]] : [])),
  )
  return (
    <button
      type="button"
      className="btn btn--outline btn--small"
      data-testid="orders-export"
      onClick={() => downloadExport((api) => api.admin.orders['export.xlsx'].$get({ query }), locale, 'orders', 'xlsx')}
    >
      {t('admin.common.export_xlsx')}
    </button>
  )
}
