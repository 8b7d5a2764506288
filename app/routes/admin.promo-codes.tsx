import { createFileRoute } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable, Pager } from '../components/admin/data-table'
import { Field, FormError, StatusBadge, toInt } from '../components/admin/fields'
import { useAdminAction, useAdminData } from '../components/admin/use-admin'
import { useList } from '../components/admin/use-list'
import type { AdminPromoCode, PromoCreateInput } from '../contract/admin-promo'
import { PROMO_STATES } from '../domain/promo'

export const Route = createFileRoute('/admin/promo-codes')({ component: PromoCodesPage })

const EMPTY = {
  code: '',
  brand_id: '',
  kind: 'percent',
  amount: '',
  starts_on: '',
  ends_on: '',
  usage_limit: '',
  is_active: true,
}

function PromoCodesPage() {
  const { t } = useTranslation()
  const list = useList({ sort: 'created', filters: { q: '', state: '' }, inUrl: true })
  const { data, loading, reload } = useAdminData(list.asks, (api) =>
    api.admin['promo-codes'].$get({ query: list.query }),
  )
  const brands = useAdminData('brands', (api) => api.admin.brands.$get()).data ?? []
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [draft, setDraft] = useState(EMPTY)
  const action = useAdminAction()

  function edit(p: AdminPromoCode | null) {
    action.setError(null)
    setEditing(p ? p.id : 'new')
    setDraft(
      p
        ? {
            code: p.code,
            brand_id: String(p.brand_id),
            kind: p.kind,
            amount: String(p.amount),
            starts_on: p.starts_on ?? '',
            ends_on: p.ends_on ?? '',
            usage_limit: p.usage_limit ? String(p.usage_limit) : '',
            is_active: p.is_active,
          }
        : EMPTY,
    )
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    // Empty numbers go as missing (JSON drops them), and the server answers the fields' errors.
    const body = {
      ...draft,
      brand_id: toInt(draft.brand_id),
      amount: toInt(draft.amount),
      starts_on: draft.starts_on || null,
      ends_on: draft.ends_on || null,
      usage_limit: toInt(draft.usage_limit) ?? null,
    } as PromoCreateInput
    const saved = await (editing === 'new'
      ? action.run((api) => api.admin['promo-codes'].$post({ json: body }))
      : action.run((api) => api.admin['promo-codes'][':id'].$patch({ param: { id: String(editing) }, json: body })))
    if (saved) {
      setEditing(null)
      reload()
    }
  }

  const columns: Column<AdminPromoCode>[] = [
    { key: 'code', label: t('admin.promo.code'), sort: 'code', render: (p) => <b>{p.code}</b> },
    { key: 'brand', label: t('admin.products.brand'), render: (p) => p.brand },
    {
      key: 'amount',
      label: t('admin.promo.discount'),
      className: 'num',
      render: (p) => (p.kind === 'percent' ? `${p.amount} %` : `${p.amount} ₴`),
    },
    {
      key: 'dates',
      label: t('admin.promo.dates'),
      className: 'nowrap',
      render: (p) => `${p.starts_on ?? '…'} — ${p.ends_on ?? '…'}`,
    },
    {
      key: 'used',
      label: t('admin.promo.used'),
      sort: 'used',
      className: 'num',
      render: (p) => `${p.used_count}${p.usage_limit ? ` / ${p.usage_limit}` : ''}`,
    },
    {
      key: 'state',
      label: t('admin.promo.state'),
      render: (p) => <StatusBadge status={`promo-${p.state}`} label={t(`admin.promo.states.${p.state}`)} />,
    },
  ]
  const shown = ['code', 'brand_id', 'kind', 'amount', 'starts_on', 'ends_on', 'usage_limit']

  return (
    <AdminPage
      title={t('admin.nav.promo_codes')}
      actions={
        <button type="button" className="btn btn--primary btn--small" onClick={() => edit(null)}>
          + {t('admin.promo.new')}
        </button>
      }
    >
      {editing !== null && (
        <form className="adm-card adm-form" onSubmit={save} data-testid="promo-form">
          <h2 className="adm-field--wide">{editing === 'new' ? t('admin.promo.new') : t('admin.promo.edit')}</h2>
          <Field label={t('admin.promo.code')} name="code" error={action.error}>
            <input value={draft.code} onChange={(e) => setDraft({ ...draft, code: e.target.value })} />
          </Field>
          <Field label={t('admin.products.brand')} name="brand_id" error={action.error}>
            <select value={draft.brand_id} onChange={(e) => setDraft({ ...draft, brand_id: e.target.value })}>
              <option value="">—</option>
              {brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('admin.promo.kind')} name="kind" error={action.error}>
            <select value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value })}>
              <option value="percent">{t('admin.promo.percent')}</option>
              <option value="fixed">{t('admin.promo.fixed')}</option>
            </select>
          </Field>
          <Field label={t('admin.promo.amount')} name="amount" error={action.error}>
            <input
              type="number"
              min={1}
              value={draft.amount}
              onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
            />
          </Field>
          <Field label={t('admin.promo.starts_on')} name="starts_on" error={action.error}>
            <input
              type="date"
              value={draft.starts_on}
              onChange={(e) => setDraft({ ...draft, starts_on: e.target.value })}
            />
          </Field>
          <Field label={t('admin.promo.ends_on')} name="ends_on" error={action.error}>
            <input
              type="date"
              value={draft.ends_on}
              onChange={(e) => setDraft({ ...draft, ends_on: e.target.value })}
            />
          </Field>
          <Field label={t('admin.promo.usage_limit')} name="usage_limit" error={action.error}>
            <input
              type="number"
              min={1}
              value={draft.usage_limit}
              onChange={(e) => setDraft({ ...draft, usage_limit: e.target.value })}
            />
          </Field>
          <label className="adm-check">
            <input
              type="checkbox"
              checked={draft.is_active}
              onChange={(e) => setDraft({ ...draft, is_active: e.target.checked })}
            />{' '}
            {t('admin.promo.active')}
          </label>
          <div className="adm-form__actions">
            <button type="submit" className="btn btn--primary" disabled={action.busy}>
              {t('admin.common.save')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setEditing(null)}>
              {t('admin.common.cancel')}
            </button>
          </div>
          <FormError error={action.error} shown={shown} />
        </form>
      )}
      <div className="adm-filters">
        <label className="adm-field adm-field--grow">
          <span className="adm-field__label">{t('admin.promo.code')}</span>
          <input type="search" value={list.filters.q} onChange={(e) => list.setFilter('q', e.target.value)} />
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.promo.state')}</span>
          <select
            value={list.filters.state}
            onChange={(e) => list.setFilter('state', e.target.value)}
            data-testid="promo-state-filter"
          >
            <option value="">{t('admin.common.all')}</option>
            {PROMO_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.promo.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        columns={columns}
        rows={data?.results ?? []}
        loading={loading}
        sort={list.sort}
        onSort={list.setSort}
        onRowClick={edit}
      />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </AdminPage>
  )
}
