import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountHead } from '../components/account/account-head'
import { AuthLayout } from '../components/account/auth-layout'
import { PartnerRegistrationForm } from '../components/account/partner-registration-form'

/** Spec §2 Partner registration (linked from the wholesale page /opt). */
export const Route = createFileRoute('/registration/business')({
  staticData: { texts: ['accounts'] },
  head: ({ match }) => accountHead(match.context.locale, 'accounts.partner.title'),
  component: PartnerRegistrationPage,
})

function PartnerRegistrationPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  return (
    <AuthLayout
      title={t('accounts.partner.title')}
      lead={t('accounts.partner.lead')}
      perks={false}
      testId="partner-registration-page"
    >
      <PartnerRegistrationForm locale={locale} />
    </AuthLayout>
  )
}
