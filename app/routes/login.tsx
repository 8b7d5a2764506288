import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountHead } from '../components/account/account-head'
import { AuthLayout } from '../components/account/auth-layout'
import { LoginForm } from '../components/account/login-form'
import { profileSectionOf, type ProfileSection } from '../components/profile/sections'

/** Spec §2 Login. */
export const Route = createFileRoute('/login')({
  staticData: { texts: ['accounts'] },
  // The profile's section the visitor was sent here from: where the login leads.
  validateSearch: (input: Record<string, unknown>): { section?: ProfileSection } => {
    const section = profileSectionOf(input.section)
    return section ? { section } : {}
  },
  head: ({ match }) => accountHead(match.context.locale, 'accounts.login.title'),
  component: LoginPage,
})

function LoginPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  const { section } = Route.useSearch()
  return (
    <AuthLayout title={t('accounts.login.title')} lead={t('accounts.login.lead')} testId="login-page">
      <LoginForm locale={locale} section={section} />
    </AuthLayout>
  )
}
