import { type UseMutationResult, useMutation, useQuery } from '@tanstack/react-query'
import { useForm } from '@tanstack/react-form'
import { createFileRoute } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable } from '../components/admin/data-table'
import { FormError } from '../components/admin/fields'
import { FormField } from '../components/admin/form-field'
import { useFormatters } from '../components/admin/formatters'
import { useServerFields } from '../components/admin/server-fields'
import type { IntegrationKeyRow } from '../contract/admin-staff'
import { useLocale } from '../i18n/use-locale'
import type { ApiError } from '../lib/api-client'
import { createIntegrationKey, integrationKeysQuery, revokeIntegrationKey } from '../lib/admin-queries/integrations'

export const Route = createFileRoute('/admin/integrations')({ component: IntegrationsPage })

/** Keys for the ERP's POST /api/v1/sync/prices/: shown once when made, stored only as a hash. */
function IntegrationsPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const locale = useLocale()
  const { data, isFetching, error } = useQuery(integrationKeysQuery(locale))
  const create = useMutation(createIntegrationKey(locale))
  const revoke = useMutation(revokeIntegrationKey(locale))
  return (
    <AdminPage title={t('admin.nav.integrations')}>
      <NewKey create={create} />
      <FormError error={error ?? create.error ?? revoke.error} shown={['name']} />
      <DataTable
        columns={keyColumns(t, fmt, (id) => {
          if (window.confirm(t('admin.integrations.confirm_revoke'))) revoke.mutate(id)
        })}
        rows={data ?? []}
        loading={isFetching}
      />
    </AdminPage>
  )
}

/** A name for the new key; the key itself is shown here once, never again. */
function NewKey({ create }: { create: UseMutationResult<{ key: string }, ApiError, string> }) {
  const { t } = useTranslation()
  const { server, onEdit } = useServerFields(create.error)
  const form = useForm({
    defaultValues: { name: '' },
    // The server checks the name and names what is wrong under the field; a made key empties it.
    onSubmit: async ({ value }) => {
      if (
        await create.mutateAsync(value.name).then(
          () => true,
          () => false,
        )
      )
        form.reset()
    },
  })
  return (
    <div className="adm-card">
      <p className="muted" style={{ marginTop: 0 }}>
        {t('admin.integrations.help')}
      </p>
      <form
        className="adm-inline"
        onInput={onEdit}
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.Field name="name">
          {(field) => (
            <FormField
              label={t('admin.integrations.name')}
              name="name"
              errors={field.state.meta.errors}
              server={server}
            >
              <input name="name" value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} />
            </FormField>
          )}
        </form.Field>
        <button
          type="submit"
          className="btn btn--primary btn--small"
          disabled={create.isPending}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('admin.integrations.create')}
        </button>
      </form>
      {create.data && (
        <p className="adm-alert adm-alert--ok" style={{ marginTop: 12 }}>
          {t('admin.integrations.created')} <code data-testid="integration-key">{create.data.key}</code>
        </p>
      )}
    </div>
  )
}

const keyColumns = (
  t: TFunction,
  fmt: ReturnType<typeof useFormatters>,
  revoke: (id: number) => void,
): Column<IntegrationKeyRow>[] => [
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
