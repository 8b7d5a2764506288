import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminCustomerDetail } from '../../contract/admin-customers'
import { ContactLinks } from './contact-links'
import { StatusBadge } from './fields'
import { useFormatters } from './formatters'

/** Who the customer is: name, contacts, language, role, partner status and company. */
export function CustomerProfile({ customer: data, name }: { customer: AdminCustomerDetail; name: string }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const request = data.wholesale_request
  return (
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
            <StatusBadge status={data.wholesale_status} label={t(`admin.partners.status_${data.wholesale_status}`)} />
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
  )
}
