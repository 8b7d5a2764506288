import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountHead } from '../components/account/account-head'
import { AuthLayout } from '../components/account/auth-layout'
import { LoginForm } from '../components/account/login-form'

/** Spec §2 Login. */
export const Route = createFileRoute('/login')({
  staticData: { texts: ['accounts'] },
  head: ({ match }) => accountHead(match.context.locale, 'accounts.login.title'),
  component: LoginPage,
})

function LoginPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  return (
    <AuthLayout title={t('accounts.login.title')} lead={t('accounts.login.lead')} testId="login-page">
      <LoginForm locale={locale} />
    </AuthLayout>
  )
}
