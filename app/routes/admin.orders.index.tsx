import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BulkStatusBar } from '../components/admin/bulk-status-bar'
import { BulkWaybills } from '../components/admin/bulk-waybills'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable, Pager } from '../components/admin/data-table'
import { StatusBadge } from '../components/admin/fields'
import { PaymentStateBadge } from '../components/admin/order-tools'
import { useAdminData, useFormatters } from '../components/admin/use-admin'
import { useLocale } from '../i18n/use-locale'
import { useList } from '../components/admin/use-list'
import type { AdminOrderRow } from '../contract/admin-orders'
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from '../domain/order-status'
import { downloadExport } from '../lib/admin-session'
import { ORDERS_TO_SHIP, ORDERS_WAITING } from '../components/admin/order-groups'
import { ContactLinks } from '../components/admin/contact-links'
import { telHref } from '../lib/phone'

export const Route = createFileRoute('/admin/orders/')({ component: OrdersPage })

function OrdersPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const fmt = useFormatters()
  const list = useList({
    sort: 'created',
    filters: { status: '', pay_type: '', delivery_type: '', from: '', to: '', q: '' },
    inUrl: true,
  })
  const { data, loading, reload } = useAdminData(list.asks, (api) => api.admin.orders.$get({ query: list.query }))
  const [chosen, setChosen] = useState<number[]>([])
  // What each chosen order would refund on a decline or return, so the bulk confirm can name the sum.
  const [refundOf, setRefundOf] = useState<Record<number, number>>({})
  // The chosen orders' numbers, so each bulk waybill's outcome names its order.
  const [numbers, setNumbers] = useState<Record<number, string>>({})
  const remember = (rows: AdminOrderRow[]) => {
    setRefundOf((known) => ({ ...known, ...Object.fromEntries(rows.map((o) => [o.id, o.refundable])) }))
    setNumbers((known) => ({ ...known, ...Object.fromEntries(rows.map((o) => [o.id, o.number])) }))
  }
  const pageIds = (data?.results ?? []).map((o) => o.id)
  const toggle = (id: number, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)))

  const columns: Column<AdminOrderRow>[] = [
    {
      key: 'choose',
      label: t('admin.bulk.column'),
      render: (o) => (
        <input
          type="checkbox"
          checked={chosen.includes(o.id)}
          aria-label={t('admin.bulk.select', { number: o.number })}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => {
            remember([o])
            toggle(o.id, e.target.checked)
          }}
          data-testid={`orders-choose-${o.number}`}
        />
      ),
    },
    {
      key: 'number',
      label: t('admin.orders.number'),
      sort: 'number',
      className: 'nowrap',
      render: (o) => <b>№ {o.number}</b>,
    },
    {
      key: 'created',
      label: t('admin.orders.created'),
      sort: 'created',
      className: 'nowrap',
      render: (o) => fmt.dateTime(o.created),
    },
    {
      key: 'customer',
      label: t('admin.orders.customer'),
      render: (o) => (
        <>
          {o.customer_name}
          {o.is_wholesale && <span className="adm-role">{t('admin.orders.wholesale')}</span>}
          <ContactLinks email={o.email} />
        </>
      ),
    },
    {
      key: 'phone',
      label: t('admin.orders.phone'),
      className: 'nowrap',
      render: (o) => (
        <a href={telHref(o.phone)} onClick={(e) => e.stopPropagation()}>
          {o.phone}
        </a>
      ),
    },
    {
      key: 'status',
      label: t('admin.orders.status'),
      sort: 'status',
      render: (o) => <StatusBadge status={o.status} label={t(`admin.status.${o.status}`)} />,
    },
    {
      key: 'payment',
      label: t('admin.money.state_column'),
      render: (o) => (
        <span data-testid="order-row-payment" data-state={o.payment_state}>
          <PaymentStateBadge state={o.payment_state} />
          {o.payment_state === 'partly_refunded' && <span className="muted"> −{fmt.money(o.refunded_total)}</span>}
        </span>
      ),
    },
    { key: 'pay', label: t('admin.orders.pay_type'), render: (o) => t(`admin.pay_type.${o.pay_type}`) },
    {
      key: 'delivery',
      label: t('admin.orders.delivery_type'),
      render: (o) => (
        <>
          {t(`admin.delivery_type.${o.delivery_type}`)}
          {o.np_refs && (
            <span
              className={`adm-role np-refs np-refs--${o.np_refs}`}
              title={t(`admin.np_refs.${o.np_refs}`)}
              data-testid="order-np-refs"
            >
              {t(`admin.np_refs_short.${o.np_refs}`)}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'total',
      label: t('admin.orders.total'),
      sort: 'total',
      className: 'num',
      render: (o) => fmt.money(o.total),
    },
  ]

  return (
    <AdminPage
      title={t('admin.nav.orders')}
      actions={
        <button
          type="button"
          className="btn btn--outline btn--small"
          data-testid="orders-export"
          onClick={() =>
            downloadExport(
              (api) => api.admin.orders['export.xlsx'].$get({ query: list.exportQuery }),
              locale,
              'orders',
              'xlsx',
            )
          }
        >
          {t('admin.common.export_xlsx')}
        </button>
      }
    >
      <div className="adm-filters">
        <label className="adm-field adm-field--grow">
          <span className="adm-field__label">{t('admin.orders.search')}</span>
          <input
            type="search"
            value={list.filters.q}
            placeholder={t('admin.orders.search_hint')}
            onChange={(e) => list.setFilter('q', e.target.value)}
            data-testid="orders-search"
          />
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.orders.status')}</span>
          <select
            value={list.filters.status}
            onChange={(e) => list.setFilter('status', e.target.value)}
            data-testid="orders-status"
          >
            <option value="">{t('admin.common.all')}</option>
            <option value={ORDERS_WAITING}>{t('admin.dashboard.orders_new')}</option>
            <option value={ORDERS_TO_SHIP}>{t('admin.dashboard.orders_to_ship')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.orders.pay_type')}</span>
          <select value={list.filters.pay_type} onChange={(e) => list.setFilter('pay_type', e.target.value)}>
            <option value="">{t('admin.common.all')}</option>
            {PAYMENT_TYPES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.pay_type.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.orders.delivery_type')}</span>
          <select value={list.filters.delivery_type} onChange={(e) => list.setFilter('delivery_type', e.target.value)}>
            <option value="">{t('admin.common.all')}</option>
            {DELIVERY_TYPES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.delivery_type.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.orders.from')}</span>
          <input type="date" value={list.filters.from} onChange={(e) => list.setFilter('from', e.target.value)} />
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.orders.to')}</span>
          <input type="date" value={list.filters.to} onChange={(e) => list.setFilter('to', e.target.value)} />
        </label>
      </div>
      <BulkStatusBar
        ids={chosen}
        refundTotal={chosen.reduce((sum, id) => sum + (refundOf[id] ?? 0), 0)}
        allChosen={pageIds.length > 0 && pageIds.every((id) => chosen.includes(id))}
        onAllPage={(on) => {
          remember(data?.results ?? [])
          setChosen((ids) => (on ? [...new Set([...ids, ...pageIds])] : ids.filter((id) => !pageIds.includes(id))))
        }}
        onDone={() => {
          setChosen([])
          reload()
        }}
        onClear={() => setChosen([])}
      />
      <BulkWaybills ids={chosen} numberOf={(id) => numbers[id] ?? String(id)} onDone={reload} />
      <DataTable
        testId="orders-table"
        columns={columns}
        rows={data?.results ?? []}
        loading={loading}
        sort={list.sort}
        onSort={list.setSort}
        onRowClick={(o) => navigate({ to: '/admin/orders/$id', params: { id: String(o.id) } })}
      />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </AdminPage>
  )
}
