import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage, useAdminViewer } from '../components/admin/admin-shell'
import { CustomerOrders, CustomerReviews } from '../components/admin/customer-history'
import { ContactLinks } from '../components/admin/contact-links'
import { FormError, StatusBadge } from '../components/admin/fields'
import { useAdminAction, useAdminData, useFormatters } from '../components/admin/use-admin'
import type { AdminCustomerDetail } from '../contract/admin-customers'

export const Route = createFileRoute('/admin/users/$id')({ component: CustomerPage })

/** One customer: who they are, their orders and reviews, partner status; blocking and activation. */
function CustomerPage() {
  const { id } = Route.useParams()
  const { t } = useTranslation()
  const fmt = useFormatters()
  const { data, error, reload } = useAdminData(id, (api) => api.admin.users[':id'].$get({ param: { id } }))
  if (error) return <FormError error={error} />
  if (!data) return <p className="muted">{t('admin.common.loading')}</p>
  const name = [data.last_name, data.first_name, data.father_name].filter(Boolean).join(' ') || data.email
  const request = data.wholesale_request
  return (
    <AdminPage
      title={t('admin.customer.title', { name })}
      actions={
        <Link to="/admin/users" className="btn btn--ghost btn--small">
          ← {t('admin.customer.back')}
        </Link>
      }
    >
      <div className="adm-grid">
        <div className="adm-card" data-testid="customer-profile">
          <h2>{t('admin.customer.profile')}</h2>
          <dl className="adm-dl">
            <dt>{t('admin.customer.name')}</dt>
            <dd>{name}</dd>
            <dt>{t('admin.customer.contacts')}</dt>
            <dd>
              <ContactLinks email={data.email} phone={data.phone} />
            </dd>
            <dt>{t('admin.customer.city')}</dt>
            <dd>{data.city || '—'}</dd>
            <dt>{t('admin.customer.language')}</dt>
            <dd>{data.locale.toUpperCase()}</dd>
            <dt>{t('admin.customer.registered')}</dt>
            <dd>{fmt.dateTime(data.created)}</dd>
            <dt>{t('admin.customer.role')}</dt>
            <dd>{t(`admin.roles.${data.role}`)}</dd>
            <dt>{t('admin.customer.active')}</dt>
            <dd>{data.is_active ? t('admin.common.yes') : t('admin.common.no')}</dd>
            <dt>{t('admin.customer.wholesale')}</dt>
            <dd data-testid="customer-wholesale">
              {data.wholesale_status === 'none' ? (
                '—'
              ) : (
                <StatusBadge
                  status={data.wholesale_status}
                  label={t(`admin.partners.status_${data.wholesale_status}`)}
                />
              )}
            </dd>
            {data.company && (
              <>
                <dt>{t('admin.customer.company')}</dt>
                <dd>{data.company}</dd>
              </>
            )}
            {request && (
              <>
                <dt>{t('admin.customer.request')}</dt>
                <dd>
                  <Link to="/admin/partners">
                    {t('admin.customer.request_line', {
                      company: request.company_name,
                      position: request.position,
                      status: t(`admin.partners.status_${request.status}`),
                    })}
                  </Link>
                </dd>
              </>
            )}
          </dl>
        </div>
        <AccountCard customer={data} onChange={reload} />
      </div>
      <CustomerOrders orders={data.orders} />
      <CustomerReviews reviews={data.reviews} />
    </AdminPage>
  )
}

/** Blocking (admins only, never oneself) and the activation link for an account that never activated. */
function AccountCard({ customer, onChange }: { customer: AdminCustomerDetail; onChange: () => void }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const viewer = useAdminViewer()
  const action = useAdminAction()
  const [notice, setNotice] = useState('')
  const blocked = customer.blocked_at !== null

  async function setBlocked(next: boolean) {
    if (next && !window.confirm(t('admin.customer.confirm_block'))) return
    if (
      (await action.run((api) =>
        api.admin.users[':id'].block.$post({ param: { id: String(customer.id) }, json: { blocked: next } }),
      )) === null
    )
      return
    setNotice(t(next ? 'admin.customer.blocked_done' : 'admin.customer.unblocked_done'))
    onChange()
  }

  async function resend() {
    if (
      (await action.run((api) =>
        api.admin.users[':id']['resend-activation'].$post({ param: { id: String(customer.id) } }),
      )) !== null
    )
      setNotice(t('admin.customer.resent'))
  }

  return (
    <div className="adm-card" data-testid="customer-account">
      <h2>{t('admin.customer.account')}</h2>
      <p data-testid="customer-blocked">
        {blocked ? (
          <b>{t('admin.customer.blocked_since', { date: fmt.dateTime(customer.blocked_at!) })}</b>
        ) : (
          t('admin.customer.not_blocked')
        )}
      </p>
      <div className="adm-inline">
        {viewer.role === 'admin' && viewer.id !== customer.id && (
          <button
            type="button"
            className={blocked ? 'btn btn--outline btn--small' : 'btn btn--danger btn--small'}
            disabled={action.busy}
            onClick={() => setBlocked(!blocked)}
            data-testid="customer-block"
          >
            {t(blocked ? 'admin.customer.unblock' : 'admin.customer.block')}
          </button>
        )}
        {!customer.is_active && !blocked && (
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={action.busy}
            onClick={resend}
            data-testid="customer-resend"
          >
            {t('admin.customer.resend')}
          </button>
        )}
      </div>
      {viewer.role !== 'admin' && <p className="muted">{t('admin.customer.admins_block')}</p>}
      {notice && (
        <p className="adm-alert adm-alert--ok" role="status" style={{ marginTop: 12 }}>
          {notice}
        </p>
      )}
      <FormError error={action.error} />
    </div>
  )
}
