import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { AdminPage } from '../components/admin/admin-shell'
import { AccountCard } from '../components/admin/customer-account'
import { CustomerOrders, CustomerReviews } from '../components/admin/customer-history'
import { CustomerProfile } from '../components/admin/customer-profile'
import { FormError } from '../components/admin/fields'
import { useLocale } from '../i18n/use-locale'
import { customerQuery } from '../lib/admin-queries/customers'

export const Route = createFileRoute('/admin/users/$id')({ component: CustomerPage })

/** One customer: who they are, their orders and reviews, partner status; blocking and activation. */
function CustomerPage() {
  const { id } = Route.useParams()
  const { t } = useTranslation()
  const { data, error } = useQuery(customerQuery(useLocale(), id))
  if (error) return <FormError error={error} />
  if (!data) return <p className="muted">{t('admin.common.loading')}</p>
  const name = [data.last_name, data.first_name, data.father_name].filter(Boolean).join(' ') || data.email
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
        <CustomerProfile customer={data} name={name} />
        <AccountCard customer={data} />
      </div>
      <CustomerOrders orders={data.orders} />
      <CustomerReviews reviews={data.reviews} />
    </AdminPage>
  )
}
