import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountHead } from '../components/account/account-head'
import { ActivationView } from '../components/account/activation-view'
import { AuthLayout } from '../components/account/auth-layout'

/** Spec §2 /activate/{uid}/{token}/: the link of the registration email. */
export const Route = createFileRoute('/activate/$uid/$token')({
  staticData: { texts: ['accounts'] },
  head: ({ match }) => accountHead(match.context.locale, 'accounts.activation.title'),
  component: ActivationPage,
})

function ActivationPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  const { uid, token } = Route.useParams()
  return (
    <AuthLayout title={t('accounts.activation.title')} perks={false} testId="activation-page">
      <ActivationView uid={uid} token={token} locale={locale} />
    </AuthLayout>
  )
}
