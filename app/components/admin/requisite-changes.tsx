import { useForm } from '@tanstack/react-form'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REQUISITE_STATUSES } from '../../contract/admin-lists'
import { type AdminRequisiteChange, requisiteRejectSchema } from '../../contract/admin-requisites'
import { changedRequisites } from '../../domain/company-requisites'
import { useLocale } from '../../i18n/use-locale'
import { decideRequisites, pendingRequisitesQuery, requisiteChangesQuery } from '../../lib/admin-queries/requisites'
import { ContactLinks } from './contact-links'
import type { Column } from './data-table'
import { FormError, StatusBadge } from './fields'
import { useFormatters } from './formatters'
import { useListSearch } from './list-search'
import { Notice } from './partner-cells'
import { ResourceTable } from './resource-table'

/** Above the partners page's tabs: how many changes of requisites wait, and the way to them. */
export function PendingRequisitesNotice({ shown }: { shown: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const count = useQuery(pendingRequisitesQuery(useLocale())).data ?? 0
  if (!shown || count === 0) return null
  return (
    <div className="adm-alert adm-alert--warn" role="status" data-testid="requisites-pending">
      <p>{t('admin.requisites.pending_notice', { count })}</p>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => void navigate({ to: '.', search: { tab: 'requisites' } as never, replace: true })}
      >
        {t('admin.requisites.open')}
      </button>
    </div>
  )
}

/** The changed fields, each with the value invoices print now and the one asked for. */
function ChangeList({ change }: { change: AdminRequisiteChange }) {
  const { t } = useTranslation()
  const shown = (v: string) => v || t('admin.requisites.empty')
  return (
    <dl className="adm-requisites">
      {changedRequisites(change.current, change.proposed).map((f) => (
        <div key={f}>
          <dt>{t(`admin.requisites.field_${f}`)}</dt>
          <dd>
            <s aria-label={t('admin.requisites.current')}>{shown(change.current[f])}</s>
            <span aria-hidden="true"> → </span>
            <b aria-label={t('admin.requisites.proposed')} data-testid={`proposed-${f}`}>
              {shown(change.proposed[f])}
            </b>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Approve, or reject with an optional reason typed in a small form. */
function RequisiteDecision({ change, onDone }: { change: AdminRequisiteChange; onDone: (notice: string) => void }) {
  const { t } = useTranslation()
  const decision = useMutation(decideRequisites(useLocale()))
  const [rejecting, setRejecting] = useState(false)
  const company = change.current.name || change.proposed.name
  const form = useForm({
    defaultValues: { reason: '' } as { reason?: string },
    validators: { onSubmit: requisiteRejectSchema },
    onSubmit: async ({ value }) => {
      const done = await decision.mutateAsync({ id: change.id, approve: false, reason: value.reason }).catch(() => null)
      if (done) onDone(t('admin.requisites.rejected_notice', { name: company }))
    },
  })
  const approve = () =>
    decision.mutate(
      { id: change.id, approve: true },
      { onSuccess: () => onDone(t('admin.requisites.approved_notice', { name: company })) },
    )
  return (
    <div className="adm-stack" onClick={(e) => e.stopPropagation()}>
      <div className="adm-inline">
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={decision.isPending}
          onClick={approve}
          data-testid="requisites-approve"
        >
          {t('admin.requisites.approve')}
        </button>
        <button
          type="button"
          className="btn btn--danger btn--small"
          disabled={decision.isPending}
          onClick={() => setRejecting((on) => !on)}
          data-testid="requisites-reject"
        >
          {t('admin.requisites.reject')}
        </button>
      </div>
      {rejecting && (
        <form
          className="adm-stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void form.handleSubmit()
          }}
        >
          <form.Field name="reason">
            {(field) => (
              <label className="adm-field">
                <span>{t('admin.requisites.reason_prompt')}</span>
                <textarea
                  rows={2}
                  maxLength={1000}
                  value={field.state.value ?? ''}
                  onChange={(e) => field.handleChange(e.target.value)}
                  data-testid="requisites-reason"
                />
              </label>
            )}
          </form.Field>
          <button type="submit" className="btn btn--danger btn--small" disabled={decision.isPending}>
            {t('admin.requisites.reject')}
          </button>
        </form>
      )}
      <FormError error={decision.error} />
    </div>
  )
}

/** The partners page's tab of requisite changes, the waiting ones first shown. */
export function RequisiteChanges() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useListSearch({ sort: 'created', filters: { status: 'pending' } })
  const [notice, setNotice] = useState<string | null>(null)
  const columns: Column<AdminRequisiteChange>[] = [
    { key: 'created', label: t('admin.orders.created'), sort: 'created', render: (r) => fmt.dateTime(r.created) },
    {
      key: 'partner',
      label: t('admin.requisites.partner'),
      render: (r) => (
        <>
          <b>{r.current.name || r.name}</b>
          <div>{r.name}</div>
          <ContactLinks email={r.email} phone={r.phone} />
        </>
      ),
    },
    { key: 'change', label: t('admin.requisites.change'), render: (r) => <ChangeList change={r} /> },
    {
      key: 'status',
      label: t('admin.orders.status'),
      render: (r) =>
        r.status === 'pending' ? (
          <RequisiteDecision change={r} onDone={setNotice} />
        ) : (
          <>
            <StatusBadge status={r.status} label={t(`admin.partners.status_${r.status}`)} />
            {r.reason && <div className="muted">{r.reason}</div>}
            {r.decided_by && <div className="muted">{r.decided_by}</div>}
          </>
        ),
    },
  ]
  return (
    <ResourceTable
      testId="requisites-table"
      rows={useQuery(requisiteChangesQuery(useLocale(), list.search))}
      columns={columns}
      list={list}
      filters={[
        { name: 'q', label: t('admin.common.search') },
        {
          name: 'status',
          label: t('admin.orders.status'),
          options: REQUISITE_STATUSES.map((s) => ({ value: s, label: t(`admin.partners.status_${s}`) })),
        },
      ]}
      notice={<Notice text={notice} />}
    />
  )
}
