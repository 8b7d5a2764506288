import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountHead } from '../components/account/account-head'
import { AuthLayout } from '../components/account/auth-layout'
import { RegistrationForm } from '../components/account/registration-form'

/** Spec §2 Customer registration. */
export const Route = createFileRoute('/registration/')({
  staticData: { texts: ['accounts'] },
  head: ({ match }) => accountHead(match.context.locale, 'accounts.registration.title'),
  component: RegistrationPage,
})

function RegistrationPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  return (
    <AuthLayout
      title={t('accounts.registration.title')}
      lead={t('accounts.registration.lead')}
      testId="registration-page"
    >
      <RegistrationForm locale={locale} />
    </AuthLayout>
  )
}
