import { createFileRoute } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable } from '../components/admin/data-table'
import { Field, FormError } from '../components/admin/fields'
import { useAdminAction, useAdminData, useFormatters } from '../components/admin/use-admin'
import type { IntegrationKeyRow } from '../contract/admin-staff'

export const Route = createFileRoute('/admin/integrations')({ component: IntegrationsPage })

/** Keys for the ERP's POST /api/v1/sync/prices/: shown once when made, stored only as a hash. */
function IntegrationsPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const { data, loading, reload, error } = useAdminData('integration-keys', (api) =>
    api.admin['integration-keys'].$get(),
  )
  const [name, setName] = useState('')
  const [created, setCreated] = useState<string | null>(null)
  const action = useAdminAction()

  async function create(event: FormEvent) {
    event.preventDefault()
    const key = await action.run((api) => api.admin['integration-keys'].$post({ json: { name } }))
    if (key) {
      setCreated(key.key)
      setName('')
      reload()
    }
  }
  async function revoke(id: number) {
    if (
      window.confirm(t('admin.integrations.confirm_revoke')) &&
      (await action.run((api) => api.admin['integration-keys'][':id'].revoke.$post({ param: { id: String(id) } }))) !==
        null
    )
      reload()
  }

  const columns: Column<IntegrationKeyRow>[] = [
    { key: 'name', label: t('admin.integrations.name'), render: (k) => <b>{k.name}</b> },
    { key: 'created', label: t('admin.orders.created'), className: 'nowrap', render: (k) => fmt.dateTime(k.created) },
    {
      key: 'revoked',
      label: t('admin.integrations.revoked'),
      render: (k) =>
        k.revoked ? (
          fmt.dateTime(k.revoked)
        ) : (
          <button type="button" className="btn btn--danger btn--small" onClick={() => revoke(k.id)}>
            {t('admin.integrations.revoke')}
          </button>
        ),
    },
  ]
  return (
    <AdminPage title={t('admin.nav.integrations')}>
      <div className="adm-card">
        <p className="muted" style={{ marginTop: 0 }}>
          {t('admin.integrations.help')}
        </p>
        <form className="adm-inline" onSubmit={create}>
          <Field label={t('admin.integrations.name')} name="name" error={action.error}>
            <input value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <button
            type="submit"
            className="btn btn--primary btn--small"
            disabled={action.busy}
            style={{ alignSelf: 'flex-end' }}
          >
            {t('admin.integrations.create')}
          </button>
        </form>
        {created && (
          <p className="adm-alert adm-alert--ok" style={{ marginTop: 12 }}>
            {t('admin.integrations.created')} <code data-testid="integration-key">{created}</code>
          </p>
        )}
      </div>
      <FormError error={error ?? action.error} shown={['name']} />
      <DataTable columns={columns} rows={data ?? []} loading={loading} />
    </AdminPage>
  )
}
