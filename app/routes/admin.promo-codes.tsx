import { useMutation, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Column } from '../components/admin/data-table'
import { StatusBadge, toInt } from '../components/admin/fields'
import { type Formatters, useFormatters } from '../components/admin/formatters'
import { useListSearch } from '../components/admin/list-search'
import type { Draft, EditorField } from '../components/admin/resource-editor'
import { ResourcePage } from '../components/admin/resource-page'
import { LISTS, readListSearch } from '../contract/admin-lists'
import type { AdminBrand } from '../contract/admin-catalogue'
import type { AdminPromoCode, PromoCreateInput } from '../contract/admin-promo'
import { PROMO_STATES } from '../domain/promo'
import { useLocale } from '../i18n/use-locale'
import { brandsQuery } from '../lib/admin-queries/brands'
import { promoCodesQuery, savePromoCode } from '../lib/admin-queries/promo-codes'

export const Route = createFileRoute('/admin/promo-codes')({
  validateSearch: (raw) => readListSearch(LISTS.promoCodes, raw),
  component: PromoCodesPage,
})

const columns = (t: TFunction, fmt: Formatters): Column<AdminPromoCode>[] => [
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
    render: (p) => `${p.starts_on ? fmt.day(p.starts_on) : '…'} — ${p.ends_on ? fmt.day(p.ends_on) : '…'}`,
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

const fields = (t: TFunction, brands: AdminBrand[]): EditorField[] => [
  { name: 'code', label: t('admin.promo.code') },
  {
    name: 'brand_id',
    label: t('admin.products.brand'),
    kind: 'select',
    options: [{ value: '', label: '—' }, ...brands.map((b) => ({ value: b.id, label: b.name }))],
  },
  {
    name: 'kind',
    label: t('admin.promo.kind'),
    kind: 'select',
    options: [
      { value: 'percent', label: t('admin.promo.percent') },
      { value: 'fixed', label: t('admin.promo.fixed') },
    ],
  },
  { name: 'amount', label: t('admin.promo.amount'), kind: 'number', min: 1 },
  { name: 'starts_on', label: t('admin.promo.starts_on'), kind: 'date' },
  { name: 'ends_on', label: t('admin.promo.ends_on'), kind: 'date' },
  { name: 'usage_limit', label: t('admin.promo.usage_limit'), kind: 'number', min: 1 },
  { name: 'is_active', label: t('admin.promo.active'), kind: 'checkbox' },
]

const draftOf = (p: AdminPromoCode | null): Draft => ({
  code: p?.code ?? '',
  brand_id: p ? String(p.brand_id) : '',
  kind: p?.kind ?? 'percent',
  amount: p ? String(p.amount) : '',
  starts_on: p?.starts_on ?? '',
  ends_on: p?.ends_on ?? '',
  usage_limit: p?.usage_limit ? String(p.usage_limit) : '',
  is_active: p?.is_active ?? true,
})

/** Empty numbers go as missing (JSON drops them), and the server answers the fields' errors. */
const bodyOf = (d: Draft) =>
  ({
    ...d,
    brand_id: toInt(String(d.brand_id)),
    amount: toInt(String(d.amount)),
    starts_on: d.starts_on || null,
    ends_on: d.ends_on || null,
    usage_limit: toInt(String(d.usage_limit)) ?? null,
  }) as PromoCreateInput

function PromoCodesPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const fmt = useFormatters()
  const list = useListSearch({ sort: 'created' })
  const brands = useQuery(brandsQuery(locale)).data ?? []
  return (
    <ResourcePage
      title={t('admin.nav.promo_codes')}
      newLabel={t('admin.promo.new')}
      rows={useQuery(promoCodesQuery(locale, list.search))}
      columns={columns(t, fmt)}
      list={list}
      filters={[
        { name: 'q', label: t('admin.promo.code') },
        {
          name: 'state',
          label: t('admin.promo.state'),
          options: PROMO_STATES.map((s) => ({ value: s, label: t(`admin.promo.states.${s}`) })),
          testId: 'promo-state-filter',
        },
      ]}
      editor={{
        title: { new: t('admin.promo.new'), edit: t('admin.promo.edit') },
        fields: () => fields(t, brands),
        draftOf,
        bodyOf,
        save: useMutation(savePromoCode(locale)),
        testId: 'promo-form',
      }}
    />
  )
}
