import { useMutation, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable } from '../components/admin/data-table'
import { FormError } from '../components/admin/fields'
import { Notice } from '../components/admin/partner-cells'
import { TierForm } from '../components/admin/tier-form'
import type { AdminTier, AdminTierPartner } from '../contract/admin-tiers'
import { localized } from '../domain/locale'
import { useLocale } from '../i18n/use-locale'
import { assignTier, tierPartnersQuery, tiersQuery } from '../lib/admin-queries/partner-tiers'

export const Route = createFileRoute('/admin/partners_/tiers')({ component: TiersPage })

/** Partner price tiers: the tiers with their discounts, and which partner is in which tier. */
function TiersPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const tiers = useQuery(tiersQuery(locale))
  const [editing, setEditing] = useState<AdminTier | 'new' | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const columns: Column<AdminTier>[] = [
    { key: 'name', label: t('admin.tiers.name_ua'), render: (r) => <b>{localized(locale, r.name_ua, r.name_en)}</b> },
    {
      key: 'discount',
      label: t('admin.tiers.discount_short'),
      className: 'num',
      render: (r) => `${r.discount_percent} %`,
    },
    {
      key: 'brands',
      label: t('admin.tiers.brands'),
      render: (r) => r.brands.map((b) => `${b.brand_name}: ${b.discount_percent} %`).join(', ') || '—',
    },
    { key: 'partners', label: t('admin.tiers.partners_count'), className: 'num', render: (r) => r.partners },
  ]
  return (
    <AdminPage
      title={t('admin.tiers.title')}
      actions={
        <>
          <Link to="/admin/partners" className="btn btn--ghost">
            {t('admin.nav.partners')}
          </Link>
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')} data-testid="tier-new">
            {t('admin.tiers.new')}
          </button>
        </>
      }
    >
      <p className="muted">{t('admin.tiers.help')}</p>
      <Notice text={notice} />
      {editing && (
        <TierForm
          key={editing === 'new' ? 'new' : editing.id}
          tier={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null)
            setNotice(t('admin.tiers.saved', { name: localized(locale, saved.name_ua, saved.name_en) }))
          }}
          onDeleted={(deleted) => {
            setEditing(null)
            setNotice(t('admin.tiers.deleted', { name: localized(locale, deleted.name_ua, deleted.name_en) }))
          }}
        />
      )}
      <DataTable
        columns={columns}
        rows={tiers.data ?? []}
        loading={tiers.isFetching}
        empty={t('admin.tiers.none')}
        onRowClick={(row) => setEditing(row)}
        testId="tiers-table"
      />
      <h2 className="adm-section-title adm-tiers__partners">{t('admin.tiers.partners')}</h2>
      <TierPartners tiers={tiers.data ?? []} onNotice={setNotice} />
    </AdminPage>
  )
}

function TierPartners({ tiers, onNotice }: { tiers: AdminTier[]; onNotice: (text: string) => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const partners = useQuery(tierPartnersQuery(locale))
  const assign = useMutation(assignTier(locale))
  const columns: Column<AdminTierPartner>[] = [
    {
      key: 'name',
      label: t('admin.order.name'),
      render: (p) => (
        <>
          <b>{p.name || p.email}</b>
          <div className="muted">{p.email}</div>
        </>
      ),
    },
    { key: 'company', label: t('admin.partners.company'), render: (p) => p.company ?? '—' },
    {
      key: 'tier',
      label: t('admin.tiers.tier'),
      render: (p) => (
        <select
          aria-label={`${t('admin.tiers.tier')}: ${p.name || p.email}`}
          value={p.tier_id ?? ''}
          disabled={assign.isPending}
          data-testid={`partner-tier-${p.id}`}
          onChange={(e) =>
            assign.mutate(
              { userId: p.id, tierId: e.target.value === '' ? null : Number(e.target.value) },
              { onSuccess: () => onNotice(t('admin.tiers.assigned', { name: p.name || p.email })) },
            )
          }
        >
          <option value="">{t('admin.tiers.no_tier')}</option>
          {tiers.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {localized(locale, tier.name_ua, tier.name_en)} ({tier.discount_percent} %)
            </option>
          ))}
        </select>
      ),
    },
  ]
  return (
    <>
      <FormError error={assign.error} />
      <DataTable
        columns={columns}
        rows={partners.data ?? []}
        loading={partners.isFetching}
        testId="tier-partners-table"
      />
    </>
  )
}
