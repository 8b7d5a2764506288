import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountHead } from '../components/account/account-head'
import { AuthLayout } from '../components/account/auth-layout'
import { RestorePasswordForm } from '../components/account/password-reset-forms'

/** Spec §2 Password restore. */
export const Route = createFileRoute('/restore_password')({
  staticData: { texts: ['accounts'] },
  head: ({ match }) => accountHead(match.context.locale, 'accounts.restore.title'),
  component: RestorePasswordPage,
})

function RestorePasswordPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  return (
    <AuthLayout
      title={t('accounts.restore.title')}
      lead={t('accounts.restore.text')}
      perks={false}
      testId="restore-page"
    >
      <RestorePasswordForm locale={locale} />
    </AuthLayout>
  )
}
