import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountHead } from '../components/account/account-head'
import { AuthLayout } from '../components/account/auth-layout'
import { ResetPasswordForm } from '../components/account/password-reset-forms'
import { getResetLinkState } from '../server-fns/account'

/** Spec §2 /password/reset/confirm/{uid}/{token}: the link of the password reset email. */
export const Route = createFileRoute('/password/reset/confirm/$uid/$token')({
  staticData: { texts: ['accounts'] },
  head: ({ match }) => accountHead(match.context.locale, 'accounts.reset.title'),
  // Whether the link still works (typed here: inferred through the server function the route tree made it `never`), so a used one says so at once instead of offering a form that fails.
  loader: ({ params }): Promise<{ usable: boolean }> =>
    getResetLinkState({ data: { uid: params.uid.slice(0, 100), token: params.token.slice(0, 100) } }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  const { uid, token } = Route.useParams()
  return (
    <AuthLayout title={t('accounts.reset.title')} lead={t('accounts.reset.text')} perks={false} testId="reset-page">
      <ResetPasswordForm uid={uid} token={token} locale={locale} usable={Route.useLoaderData()?.usable !== false} />
    </AuthLayout>
  )
}
