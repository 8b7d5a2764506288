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
  // Whether the link still works, so a used one says so at once instead of offering a form that fails.
  loader: ({ params }): Promise<LinkState> =>
    getResetLinkState({ data: { uid: params.uid.slice(0, 100), token: params.token.slice(0, 100) } }),
  component: ResetPasswordPage,
})

interface LinkState {
  usable: boolean
}

function ResetPasswordPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  const { uid, token } = Route.useParams()
  // Named here: the route's inferred loader type comes out as `never` (a cycle through the route tree's types).
  const link: LinkState | undefined = Route.useLoaderData()
  return (
    <AuthLayout title={t('accounts.reset.title')} lead={t('accounts.reset.text')} perks={false} testId="reset-page">
      <ResetPasswordForm uid={uid} token={token} locale={locale} usable={link?.usable !== false} />
    </AuthLayout>
  )
}
